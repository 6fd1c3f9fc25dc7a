/**
 * Quincunx island strings: the catalogs src/i18n/{de,en}/quincunx.json (rule
 * names, island words, the wording of each breakdown item, one sentence per
 * violation code and per reason a text does not read) made into the typed
 * tables the islands use (the violations and breakdown lines by quincunx-core.ts);
 * the compiler keeps the code tables complete.
 */
import type { Lang } from './ui';
import type { QuincunxMove } from '../engine/quincunx/engine';
import type { QuincunxMoveParseCode } from '../engine/quincunx/notation';
import { decktetCardName, decktetCardNameIn, type CardForm } from './decktet-cards';
import { covers, fmt, plural, sentences, templated } from './format';
import { loadGameCatalogs } from './game-catalogs';
import { quincunxRuleText } from './quincunx-core';
import type EnCatalog from './en/quincunx.json';

/**
 * Both catalogs (in a browser only the page's language), with their `play` section, the words only the whole game
 * uses, on the game's play page only (loadGameCatalogs); the German one must have every key of the English one.
 */
const CAT = await loadGameCatalogs<typeof EnCatalog>(
  () => import('./de/quincunx.json?examples', { with: { type: 'json' } }),
  () => import('./en/quincunx.json?examples', { with: { type: 'json' } }),
  () => import('./de/quincunx.json', { with: { type: 'json' } }),
  () => import('./en/quincunx.json', { with: { type: 'json' } }),
);
/** The catalogs' `play` sections: loaded on the game's play page (and on the server) only, else undefined (src/i18n/quincunx-play.ts). */
export const QUINCUNX_PLAY_SECTION = { de: CAT.de.play, en: CAT.en.play };
const { de, en } = CAT;


const SEATS = ['A', 'B', 'C', 'D'];
/** A seat's letter: A–D. */
const seatLetter = (p: number) => SEATS[p] ?? String(p + 1);
/** A signed number as the breakdown shows it: +5, −3, 0. */
const points = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');
const num = (n: number) => (n < 0 ? `−${-n}` : String(n));

function words(w: typeof EnCatalog.ui) {
  return {
    ...w,
    ...templated(w, {
      handOf: 'p', toAct: 'p', cell: 'r c content', drew: 'cards', round: 'n', winners: 'names', solitaireWon: 'n', solitaireLost: 'n', place: 'm',
    }),
    seatLetter,
    player: (p: number) => fmt(w.player, { seat: seatLetter(p) }),
    draws: (n: number) => plural(w.draws, n),
    drawnOf: (got: number, want: number) => (got < want ? fmt(w.drawnOf, { got }) : ''),
    points,
    num,
    ranks: { ...w.ranks, number: (n: number) => fmt(w.ranks.number, { n }) },
  };
}

export const QX = { de: words(de.ui), en: words(en.ui) };

/**
 * A move in words, for buttons and lists: „Der Barde auf c3“, „Nächste Runde geben“; with `form`, as a sentence
 * names it („legt den Barden auf c3“).
 */
export function moveLabel(move: QuincunxMove, lang: Lang, form?: CardForm): string {
  const w = CAT[lang].ui;
  if (move.type === 'deal') return w.nextRound;
  const where = fmt(w.moveOn, { card: form ? decktetCardNameIn(lang, move.card, form) : decktetCardName(lang, move.card), cell: move.cell });
  return move.announce === undefined ? where : fmt(w.announced, { move: where, n: num(move.announce) });
}

const RULE_TEXT = quincunxRuleText(CAT);
/**
 * The heading of each Quincunx rule section, exactly as it stands on /de/quincunx/ and /en/quincunx/
 * (tests/quincunx/page-rules.test.ts holds the pages to these texts). Islands use them to name a rule a violation cites.
 */
export const QUINCUNX_RULE_NAMES = RULE_TEXT.names;
/** One line of the breakdown in the page language (without the points, shown beside it). */
export const describeItem = RULE_TEXT.describeItem;
/** One sentence per violation code the engine can return. */
export const QUINCUNX_VIOLATIONS = RULE_TEXT.violations;

/** One sentence per reason a typed move does not read (the codes parseMove can return: the only parse errors a reader meets); the token is quoted. */
export const QUINCUNX_PARSE_MESSAGES = sentences<QuincunxMoveParseCode, [token: string, position: number]>(
  { de: covers<QuincunxMoveParseCode>(de.parse), en: covers<QuincunxMoveParseCode>(en.parse) },
  (_lang, token) => ({ token }),
);
