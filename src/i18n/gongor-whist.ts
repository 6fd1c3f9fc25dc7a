/**
 * Gongor Whist island strings: the catalogs src/i18n/{de,en}/gongor-whist.json
 * (island words, one sentence per violation and parse code; rule names are
 * read by gongor-whist-rules.ts, the violations built by gongor-whist-core.ts) made into the typed tables the islands use
 * (tests/gongor-whist/messages.test.ts keeps the list complete). Terms follow
 * the page: Strohmann / dummy, Vorhand / fore hand, Rückhand / aft hand,
 * Durchgang / pass, am Trumpf drehen / twiddle.
 */
import type { DecktetSuit } from '../engine/cards/decktet';
import type { TrickReason, Phase, Half, MissPenalty } from '../engine/gongor-whist/engine';
import type { GongorWhistParseCode } from '../engine/gongor-whist/notation';
import type { PolicyReasonCode } from '../islands/gongor-whist/policy';
import type { Lang } from './ui';
import { DECKTET_SUIT_NAMES } from './decktet-cards';
import { covers, fmt, loadCatalogs, plural, sentences, templated } from './format';
import { gongorWhistRuleText } from './gongor-whist-core';
import type EnCatalog from './en/gongor-whist.json';

/** Both catalogs (in a browser only the page's language); the German one must have every key of the English one. */
const CAT = await loadCatalogs<typeof EnCatalog>(() => import('./de/gongor-whist.json', { with: { type: 'json' } }), () => import('./en/gongor-whist.json', { with: { type: 'json' } }));
const { de, en } = CAT;

function words(lang: Lang, w: typeof EnCatalog.ui, core: Pick<typeof EnCatalog, 'phases' | 'reasons'>) {
  const tricks = (n: number) => plural(w.tricksN, n);
  return {
    ...w,
    ...templated(w, { trickNo: 'i', bidButton: 'n', playCard: 'name', playAction: 'name', autoLine: 'what', hintLine: 'what', hintBid: 'n p', computerTrick: 'n' }),
    trumpIs: (s: DecktetSuit | null) => (s ? fmt(w.trumpIs.some, { suit: DECKTET_SUIT_NAMES[lang][s] }) : w.trumpIs.none),
    acesLeft: (n: number) => plural(w.acesLeft, n),
    dummyLeft: (n: number) => plural(w.dummyLeft, n),
    asItStands: (won: boolean) => (won ? w.asItStands.won : w.asItStands.lost),
    tricksOf: (won: number, bid: number | null) => (bid === null ? `${won}` : fmt(w.tricksOf, { won, bid })),
    half: w.half satisfies Record<Half, string>,
    handLabel: (half: Half, pass: number) => fmt(half === 'fore' ? w.handLabel.fore : w.handLabel.aft, { pass }),
    passOf: (pass: number, total: number | null) => fmt(total ? w.passOf.of : w.passOf.alone, { pass, total: total ?? '' }),
    phases: core.phases satisfies Record<Phase, string>,
    reasons: core.reasons satisfies Record<TrickReason, string>,
    next: (half: Half) => (half === 'fore' ? w.next.fore : w.next.aft),
    handResult: (bid: number, n: number, made: boolean) => fmt(made ? w.handMade : w.handMissed, { bid, tricks: tricks(n) }),
    gameLost: (bid: number, n: number) => fmt(w.gameLost, { bid, tricks: tricks(n) }),
    pointsEnd: (score: number, clear: boolean, passes: number, openEnded = false) =>
      fmt(clear ? w.pointsEnd.clear : openEnded ? w.pointsEnd.open : w.pointsEnd.plain, { score, passes: plural(w.passesAfter, passes) }),
    advisorSamples: (n: number) => fmt(w.advisorSamples, { n: n.toLocaleString(w.locale) }),
    pct: (p: number) => fmt(w.pct, { n: (p * 100).toLocaleString(w.locale, { maximumFractionDigits: 1, minimumFractionDigits: 1 }) }),
    penalty: w.penalty satisfies Record<MissPenalty, string>,
    passesAtMost: (n: number) => plural(w.passesAtMost, n),
    trickDone: (won: boolean) => (won ? w.trickDone.won : w.trickDone.lost),
    policyReasons: Object.fromEntries(
      Object.entries(w.policyReasons satisfies Record<PolicyReasonCode, string>).map(([code, s]) => [code, (need: number) => fmt(s, { missing: plural(w.stillMissing, need) })]),
    ) as Record<PolicyReasonCode, (need: number) => string>,
  };
}

export const GW = { de: words('de', de.ui, de), en: words('en', en.ui, en) };

/** One sentence per violation code of the Gongor Whist engine. */
export const GONGOR_WHIST_VIOLATIONS = gongorWhistRuleText(CAT).violations;

/**
 * One sentence per parse code of the Gongor Whist notation and option text,
 * in both languages, from the bad token and its place (0-based; said 1-based).
 */
export const GONGOR_WHIST_PARSE_MESSAGES = sentences<GongorWhistParseCode, [token: string, position: number]>(
  { de: covers<GongorWhistParseCode>(de.parse), en: covers<GongorWhistParseCode>(en.parse) },
  (_lang, token, pos) => ({ token, at: pos + 1 }),
);
