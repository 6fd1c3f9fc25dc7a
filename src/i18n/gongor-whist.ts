/**
 * Gongor Whist island strings: the catalogs src/i18n/{de,en}/gongor-whist.json
 * (rule names, island words, one sentence per violation and parse code; the rule names and violations built by
 * gongor-whist-core.ts) made into the typed tables the islands use
 * (tests/gongor-whist/messages.test.ts keeps the list complete). Terms follow
 * the page: Strohmann / dummy, Vorhand / fore hand, Rückhand / aft hand,
 * Durchgang / pass, am Trumpf drehen / twiddle.
 */
import type { DecktetSuit } from '../engine/cards/decktet';
import type { TrickReason, Phase, Half, MissPenalty } from '../engine/gongor-whist/engine';
import type { GongorWhistMoveParseCode } from '../engine/gongor-whist/notation';
import type { Lang } from './ui';
import { DECKTET_SUIT_NAMES } from './decktet-cards';
import { covers, fmt, plural, sentences, templated } from './format';
import { loadGameCatalogs } from './game-catalogs';
import { gongorWhistRuleText } from './gongor-whist-core';
import type EnCatalog from './en/gongor-whist.json';

/**
 * Both catalogs (in a browser only the page's language), with their `play` section, the words only the whole game
 * uses, on the game's play page only (loadGameCatalogs); the German one must have every key of the English one.
 */
const CAT = await loadGameCatalogs<typeof EnCatalog>(
  () => import('./de/gongor-whist.json?examples', { with: { type: 'json' } }),
  () => import('./en/gongor-whist.json?examples', { with: { type: 'json' } }),
  () => import('./de/gongor-whist.json', { with: { type: 'json' } }),
  () => import('./en/gongor-whist.json', { with: { type: 'json' } }),
);
/** The catalogs' `play` sections: loaded on the game's play page (and on the server) only, else undefined (src/i18n/gongor-whist-play.ts). */
export const GONGOR_WHIST_PLAY_SECTION = { de: CAT.de.play, en: CAT.en.play };
const { de, en } = CAT;

function words(lang: Lang, w: typeof EnCatalog.ui, core: Pick<typeof EnCatalog, 'phases' | 'reasons'>) {
  return {
    ...w,
    ...templated(w, { trickNo: 'i', bidButton: 'n', playAction: 'name' }),
    trumpIs: (s: DecktetSuit | null) => (s ? fmt(w.trumpIs.some, { suit: DECKTET_SUIT_NAMES[lang][s] }) : w.trumpIs.none),
    acesLeft: (n: number) => plural(w.acesLeft, n),
    dummyLeft: (n: number) => plural(w.dummyLeft, n),
    asItStands: (won: boolean) => (won ? w.asItStands.won : w.asItStands.lost),
    half: w.half satisfies Record<Half, string>,
    passOf: (pass: number, total: number | null) => fmt(total ? w.passOf.of : w.passOf.alone, { pass, total: total ?? '' }),
    phases: core.phases satisfies Record<Phase, string>,
    reasons: core.reasons satisfies Record<TrickReason, string>,
    next: (half: Half) => (half === 'fore' ? w.next.fore : w.next.aft),
    penalty: w.penalty satisfies Record<MissPenalty, string>,
  };
}

export const GW = { de: words('de', de.ui, de), en: words('en', en.ui, en) };

const RULE_TEXT = gongorWhistRuleText(CAT);
/**
 * The heading of each Gongor Whist rule section, exactly as it stands in the <Rule> headings of
 * content/{de,en}/gongor-whist.mdx (tests/gongor-whist/page-rules.test.ts holds that). Islands use them to name a rule
 * when they explain a refused move.
 */
export const GONGOR_WHIST_RULE_NAMES = RULE_TEXT.names;
/** One sentence per violation code of the Gongor Whist engine. */
export const GONGOR_WHIST_VIOLATIONS = RULE_TEXT.violations;

/**
 * One sentence per code a typed move can be refused with (parseMove's: the only parse errors a reader meets),
 * in both languages, from the bad token and its place (0-based; said 1-based).
 */
export const GONGOR_WHIST_PARSE_MESSAGES = sentences<GongorWhistMoveParseCode, [token: string, position: number]>(
  { de: covers<GongorWhistMoveParseCode>(de.parse), en: covers<GongorWhistMoveParseCode>(en.parse) },
  (_lang, token, pos) => ({ token, at: pos + 1 }),
);
