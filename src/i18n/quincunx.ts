/**
 * Quincunx island strings: the catalogs src/i18n/{de,en}/quincunx.json (rule
 * names, island words, the wording of each breakdown item, one sentence per
 * violation code and per reason a text does not read) made into the typed
 * tables the islands use; the compiler keeps the code tables complete.
 */
import type { Lang } from './ui';
import type { Params } from '../engine/core/result';
import type { QuincunxMove, QuincunxViolationCode } from '../engine/quincunx/engine';
import type { QuincunxParseCode } from '../engine/quincunx/notation';
import { decktetCardName, decktetCardNameIn, DECKTET_SUIT_NAMES, type CardForm } from './decktet-cards';
import { cardFacts, type LineDirection, type ScoreItem } from '../engine/quincunx/scoring';
import type { DecktetSuit } from '../engine/cards/decktet';
import { covers, fmt, loadCatalogs, plural, sentences, templated } from './format';
import type EnCatalog from './en/quincunx.json';

/** Both catalogs (in a browser only the page's language); the German one must have every key of the English one. */
const CAT = await loadCatalogs<typeof EnCatalog>(() => import('./de/quincunx.json', { with: { type: 'json' } }), () => import('./en/quincunx.json', { with: { type: 'json' } }));
const { de, en } = CAT;


const SEATS = ['A', 'B', 'C', 'D'];
/** A signed number as the breakdown shows it: +5, −3, 0. */
const points = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');
const num = (n: number) => (n < 0 ? `−${-n}` : String(n));

function words(w: typeof EnCatalog.ui) {
  return {
    ...w,
    ...templated(w, {
      handOf: 'p', toAct: 'p', cell: 'r c content', nPlayers: 'n', chosen: 'c', pending: 'm', lastTurn: 'p c cell', drew: 'cards', roundOver: 'n', round: 'n', roundOf: 'n of',
      winner: 'names', winners: 'names', solitaireWon: 'n', solitaireLost: 'n', seatOf: 'p', youAre: 'p', computerName: 'p', place: 'm', hintFor: 'm',
      thinking: 'p', computerMove: 'p m', computerDeal: 'p', auto: 'm',
    }),
    player: (p: number) => fmt(w.player, { seat: SEATS[p] ?? p + 1 }),
    draws: (n: number) => plural(w.draws, n),
    drawnOf: (got: number, want: number) => (got < want ? fmt(w.drawnOf, { got }) : ''),
    points,
    num,
    mugginsWrong: (p: string, diff: number, to: string) => fmt(w.mugginsWrong, { p, to, gets: plural(to.includes(',') ? w.mugginsMany : w.mugginsOne, diff) }),
    faceDown: (n: number) => plural(w.faceDown, n),
    legalCount: (n: number) => plural(w.legalCount, n),
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

const name = (lang: Lang, code: string) => decktetCardName(lang, code);
const suit = (lang: Lang, s: DecktetSuit | null) => (s ? DECKTET_SUIT_NAMES[lang][s] : '');
const val = (code: string) => cardFacts(code)?.value ?? 0;
const isPawn = (code: string) => cardFacts(code)?.kind === 'pawn';

/** One line of the breakdown in the page language (without the points, shown beside it). */
export function describeItem(item: ScoreItem, played: string, lang: Lang): string {
  const w = CAT[lang].items;
  const direction = (d: LineDirection) => w.directions[d];
  switch (item.kind) {
    case 'basic': {
      const n = `${item.neighbour} ${name(lang, item.card)}`;
      if (item.effect === 'excuse') return fmt(w.excuse, { n });
      const sum = `${val(played)} + ${val(item.card)} = ${item.sum}`;
      const template = item.effect === 'minus' || item.effect === 'aceMatch' || item.effect === 'zero' || item.effect === 'draw' ? w[item.effect] : w.plus;
      return fmt(template, { n, sum, who: isPawn(played) || isPawn(item.card) ? w.pawn : w.ace });
    }
    case 'pair':
      return fmt(w.pair, { card: name(lang, item.card), cell: item.neighbour });
    case 'sequence':
    case 'three':
      return fmt(w[item.kind], { cells: item.cells.join('–'), direction: direction(item.direction) });
    case 'power':
      return fmt(w.power, { suit: suit(lang, item.suit), partner: item.partner, count: item.counted.length, parts: item.counted.map((c) => c.value).join(' + ') || '0' });
    case 'flush': {
      const where = item.shape === 'box' ? w.box : item.direction ? direction(item.direction) : '';
      return fmt(w.flush, { suit: item.suit ? ` ${suit(lang, item.suit)}` : '', cells: item.cells.join(' '), where });
    }
  }
}

const cardName = (lang: Lang, card: unknown) => (typeof card === 'string' && card ? name(lang, card) : CAT[lang].words.thisCard);

/** One sentence per violation code the engine can return (the compiler keeps it complete). */
export const QUINCUNX_VIOLATIONS = sentences<QuincunxViolationCode, [p: Params]>(
  { de: covers<QuincunxViolationCode>(de.violations), en: covers<QuincunxViolationCode>(en.violations) },
  (lang, p) => ({ card: cardName(lang, p.card), cell: typeof p.cell === 'string' && p.cell ? p.cell : '?' }),
  {
    'game-over': {
      de: (p) => (p.won === false ? de.words.solitaireLost : de.violations['game-over']),
      en: (p) => (p.won === false ? en.words.solitaireLost : en.violations['game-over']),
    },
  },
);

/** One sentence per reason a move, option, position or link text does not read; the token is quoted. */
export const QUINCUNX_PARSE_MESSAGES = sentences<QuincunxParseCode, [token: string, position: number]>(
  { de: covers<QuincunxParseCode>(de.parse), en: covers<QuincunxParseCode>(en.parse) },
  (lang, token) => ({ token, card: cardName(lang, token) }),
);
