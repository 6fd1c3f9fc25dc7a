/**
 * Conquian island strings: the catalogs src/i18n/{de,en}/conquian.json (rule
 * names, island words, one sentence per violation and parse code) made into the
 * typed tables the islands use; a missing sentence for an engine code is a
 * compile error.
 */
import type { Lang } from './ui';
import type { ConquianRuleId } from '../engine/conquian/rules';
import type { ConquianParseCode, ConquianViolationCode } from '../engine/conquian/codes';
import type { Params } from '../engine/core/result';
import { frenchCardName } from './french-cards';
import { covers, fmt, loadCatalogs, perKey, sentences, templated } from './format';
import type EnCatalog from './en/conquian.json';

/** Both catalogs (in a browser only the page's language); the German one must have every key of the English one. */
const CAT = await loadCatalogs<typeof EnCatalog>(() => import('./de/conquian.json', { with: { type: 'json' } }), () => import('./en/conquian.json', { with: { type: 'json' } }));
const { de, en } = CAT;

export const CONQUIAN_RULE_NAMES = perKey<ConquianRuleId>(de.rules, en.rules);

function words(w: typeof EnCatalog.ui) {
  return {
    ...w,
    ...templated(w, { toAct: 'p', win: 'p', handOf: 'p', yourMove: 'p', waiting: 'p', hidden: 'n', hintIs: 'm', seatsSummary: 'who', chooseForce: 'c p' }),
    player: (p: number) => fmt(w.player, { seat: p === 0 ? 'A' : 'B' }),
    draw: (d: boolean) => (d ? w.draw.doubled : w.draw.plain),
    winsNow: (p: string, cards: string) => fmt(cards ? w.winsNow.with : w.winsNow.none, { p, cards }),
    act: {
      ...w.act,
      meld: (hand: string, centre: boolean) => fmt(!hand ? w.act.meld.centre : centre ? w.act.meld.handCentre : w.act.meld.hand, { hand }),
      discard: (c: string) => fmt(w.act.discard, { c }),
    },
    log: {
      ...templated(w.log, { turn: 'p c', pass: 'p c', decline: 'p c', discard: 'p c', force: 'p c', noForce: 'p' }),
      meld: (p: string, hand: string, c: string) => fmt(hand && c ? w.log.meld.both : hand ? w.log.meld.hand : w.log.meld.centre, { p, hand, c }),
    },
    reasons: w.reasons as Record<string, string>,
  };
}

export const CQ = { de: words(de.ui), en: words(en.ui) };

/** The values the violation sentences use, with fallbacks when a param is missing. */
function violationVars(lang: Lang, p: Params) {
  const phases: Readonly<Record<string, string>> = CAT[lang].ui.phases;
  return {
    card: typeof p.card === 'string' ? frenchCardName(lang, p.card) : '?',
    cards: Array.isArray(p.cards) ? (p.cards as string[]).map((c) => frenchCardName(lang, c)).join(', ') : '',
    phase: typeof p.phase === 'string' && Object.hasOwn(phases, p.phase) ? phases[p.phase]! : String(p.phase ?? ''),
    count: typeof p.count === 'number' || typeof p.count === 'string' ? p.count : CAT[lang].words.more,
  };
}

/** One sentence per violation code the Conquian engine returns (a missing one is a compile error). */
export const CONQUIAN_VIOLATIONS = sentences<ConquianViolationCode, [p: Params]>(
  { de: covers<ConquianViolationCode>(de.violations), en: covers<ConquianViolationCode>(en.violations) },
  violationVars,
);

/** What is wrong with a move, position or option text that does not read, in both languages (one per parse code). */
export const CONQUIAN_PARSE_MESSAGES = sentences<ConquianParseCode, [token: string, position: number]>(
  { de: covers<ConquianParseCode>(de.parse), en: covers<ConquianParseCode>(en.parse) },
  (_lang, token, pos) => ({ token, pos }),
);
