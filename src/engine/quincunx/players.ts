/**
 * Computer players for Quincunx (src/engine/core/player.ts). Both see only
 * the seat's view: the spread, its own hand and how many cards the others
 * hold.
 *
 * The beginner plays the card and cell that score the most points now; a
 * card drawn counts a little against a play late in the round (it may stay in
 * hand as a penalty); among equal plays it gets rid of the card with the
 * highest hand penalty first.
 * The strong player ranks the beginner's best ten plays by their value less
 * the next seat's expected best reply over every hand it may hold (computed
 * exactly, expectedReply), so it weighs what a card opens up for the others.
 * Then determinised Monte Carlo over the best six: on hidden hands dealt from
 * the view it plays each candidate, every other seat's greedy reply and its
 * own greedy next play, and keeps the play with the best margin over the best
 * opponent (its first candidate must be beaten clearly).
 */
import { beginnerPlayer, monteCarloPlayer, type Decision, type GamePlayers, type Player, type Reason } from '../core/player';
import type { Rng } from '../core/rng';
import { deckFor, legalCells, totals, type QuincunxMove, type QuincunxState } from './engine';
import { QUINCUNX_PLAY, type QuincunxView } from './view';
import type { QuincunxRuleId } from './rules';
import { cellIndex, handPenalty, scorePlacement, scoringRules, type Breakdown, type Spread } from './scoring';

/** Reason codes of the Quincunx players (the page has a sentence for each, src/i18n/players.ts). */
export const QUINCUNX_REASON_CODES = ['most-points', 'draws', 'least-loss', 'no-points', 'next-round'] as const;
export type QuincunxReasonCode = (typeof QUINCUNX_REASON_CODES)[number];

export interface QuincunxReason extends Reason {
  readonly code: QuincunxReasonCode;
  readonly rule: QuincunxRuleId;
}

type Place = Extract<QuincunxMove, { type: 'place' }>;

const spreadOf = (v: Pick<QuincunxView, 'rows' | 'cols' | 'spread'>): Spread => ({ rows: v.rows, cols: v.cols, cells: v.spread });

function breakdown(v: Pick<QuincunxView, 'rows' | 'cols' | 'spread' | 'options'>, m: Place): Breakdown {
  return scorePlacement(spreadOf(v), cellIndex(m.cell, v.rows, v.cols), m.card, scoringRules(v.options));
}

/** What a drawn card is worth to the beginner: nothing while the round is young, a likely penalty once few cells are left. */
function drawWeight(open: number, inHands: number): number {
  return open > inHands + 2 ? 0 : -4;
}

/** The beginner's value of a play: its points, drawn cards weighed by drawWeight, and a tenth of the card's hand penalty (shed the costly ones). */
function playValue(b: Breakdown, weight: number): number {
  return b.points + b.draws * weight + handPenalty(b.card) / 10;
}

/** The legal plays ranked by the beginner, best first (ties: the order of the legal moves). */
export function rankPlays(view: QuincunxView, legal: readonly QuincunxMove[]): { move: Place; breakdown: Breakdown; value: number }[] {
  const open = view.spread.filter((c) => c == null).length;
  const inHands = view.handCounts.reduce((a, b) => a + b, 0);
  const w = drawWeight(open, inHands);
  const out: { move: Place; breakdown: Breakdown; value: number; i: number }[] = [];
  legal.forEach((m, i) => {
    if (m.type !== 'place') return;
    const b = breakdown(view, m);
    out.push({ move: m, breakdown: b, value: playValue(b, w), i });
  });
  out.sort((a, b) => b.value - a.value || a.i - b.i);
  return out;
}

/** Why a move (any legal move) is played, as data: its points, its main scoring item's rule, the card and cell. */
export function explainQuincunx(view: QuincunxView, move: QuincunxMove): QuincunxReason {
  if (move.type === 'deal') return { code: 'next-round', rule: 'rounds' };
  const b = breakdown(view, move);
  const params = { cell: move.cell, points: b.points, draws: b.draws };
  if (b.items.length === 0) return { code: 'no-points', rule: 'placement', cards: [move.card], params };
  const main = b.items.reduce((x, y) => (Math.abs(y.points) > Math.abs(x.points) ? y : x));
  if (b.points > 0) return { code: 'most-points', rule: main.rule, cards: [move.card], params };
  if (b.draws > 0) return { code: 'draws', rule: 'draw', cards: [move.card], params };
  if (b.points < 0) return { code: 'least-loss', rule: 'basic-scoring', cards: [move.card], params };
  return { code: 'no-points', rule: main.rule, cards: [move.card], params };
}

export function beginnerMove(view: QuincunxView, legal: readonly QuincunxMove[]): QuincunxMove {
  return rankPlays(view, legal)[0]?.move ?? legal[0]!;
}

export const quincunxBeginner: Player<QuincunxView, QuincunxMove> = beginnerPlayer(beginnerMove, explainQuincunx);

// ---------------------------------------------------------------------------
// The strong player

/** The play-outs' greedy reply on a sampled state: the most points now (cells × distinct cards of the seat's hand). */
function greedyPolicy(s: QuincunxState, seat: number, _rng: Rng): QuincunxMove | null {
  if (s.phase !== 'play') return null;
  const hand = [...new Set(s.hands[seat] ?? [])];
  const cells = legalCells(s);
  const rules = scoringRules(s.options);
  const spread = spreadOf(s);
  let best: Place | null = null;
  let bestValue = -Infinity;
  for (const cell of cells) {
    const at = cellIndex(cell, s.rows, s.cols);
    for (const card of hand) {
      const b = scorePlacement(spread, at, card, rules);
      const v = b.points + handPenalty(card) / 10;
      if (v > bestValue) {
        bestValue = v;
        best = s.options.muggins ? { type: 'place', card, cell, announce: b.points } : { type: 'place', card, cell };
      }
    }
  }
  return best;
}

/**
 * The margin of `seat` over its best opponent after the play-out, on the
 * scores and the penalties the hands would pay now (halved: the round is not
 * over), squashed into 0–1.
 */
function evaluate(s: QuincunxState, seat: number): number {
  const t = totals(s);
  const running = s.phase === 'play';
  const worth = (p: number) => t[p]! - (running ? (s.hands[p] ?? []).reduce((a, c) => a + handPenalty(c), 0) / 2 : 0);
  let other = -Infinity;
  for (let p = 0; p < t.length; p++) if (p !== seat) other = Math.max(other, worth(p));
  if (other === -Infinity) other = 0;
  return 1 / (1 + Math.exp(-(worth(seat) - other) / 20));
}

/**
 * What the next seat can expect to score in reply to a play, over every hand
 * it may hold: each card it has not been seen to lack (the cards this seat
 * has not seen) is given its best reply anywhere on the spread; the reply is
 * the best card of a hand of `size` cards drawn from them, whose expectation
 * follows exactly from the sorted values (the k-th best card is the hand's
 * best when it is in the hand and no better one is).
 */
export function expectedReply(view: QuincunxView, move: Place): number {
  const opponents = view.handCounts.filter((_, i) => i !== view.seat);
  const next = (view.seat + 1) % view.handCounts.length;
  const size = view.handCounts[next] ?? 0;
  if (opponents.length === 0 || size === 0) return 0;
  const at = cellIndex(move.cell, view.rows, view.cols);
  const cells = view.spread.slice();
  cells[at] = move.card;
  const spread: Spread = { rows: view.rows, cols: view.cols, cells };
  const rules = scoringRules(view.options);
  const after = { ...view, spread: cells };
  const open = legalCellsOf(after);
  if (open.length === 0) return 0;
  const seen = new Set<string>([...cells.filter((c): c is string => c != null), ...(view.hands[view.seat] ?? [])]);
  const unseen = deckFor(view.options).filter((c) => !seen.has(c));
  const best = unseen.map((card) => {
    let v = -Infinity;
    for (const i of open) v = Math.max(v, scorePlacement(spread, i, card, rules).points);
    return v;
  });
  best.sort((a, b) => b - a);
  const n = best.length;
  const h = Math.min(size, n);
  // P(the k-th best, 0-based, is the hand's best) = C(n-1-k, h-1) / C(n, h)
  let p = h / n;
  let e = 0;
  for (let k = 0; k <= n - h; k++) {
    e += p * best[k]!;
    // C(n-2-k, h-1)/C(n-1-k, h-1) = (n-1-k-(h-1))/(n-1-k)
    p *= (n - 1 - k - (h - 1)) / (n - 1 - k);
  }
  return e;
}

/** Empty cells a card may go to in this view (as indices): legalCells reads only the spread, its size, the options and the phase. */
function legalCellsOf(v: Pick<QuincunxView, 'rows' | 'cols' | 'spread' | 'options'>): number[] {
  const shape = { rows: v.rows, cols: v.cols, spread: v.spread, options: v.options, phase: 'play' } as Pick<QuincunxState, 'rows' | 'cols' | 'spread' | 'options' | 'phase'>;
  return legalCells(shape as QuincunxState).map((c) => cellIndex(c, v.rows, v.cols));
}

/** The strong player's ranking: the play's value to the beginner less the next seat's expected best reply. */
function rankStrong(view: QuincunxView, legal: readonly QuincunxMove[]): Place[] {
  const ranked = rankPlays(view, legal).slice(0, 10);
  const scored = ranked.map((r, i) => ({ move: r.move, v: r.value - expectedReply(view, r.move), i }));
  scored.sort((a, b) => b.v - a.v || a.i - b.i);
  return scored.map((x) => x.move);
}

/** The strong ranking's best six plays, in its order. */
function candidates(d: Decision<QuincunxView, QuincunxMove>): readonly QuincunxMove[] {
  if (d.view.phase !== 'play') return d.legal;
  const ranked = rankStrong(d.view, d.legal);
  return ranked.length ? ranked.slice(0, 6) : d.legal;
}

/**
 * Play-outs for a decision: each costs about (open cells × cards in the hands
 * that reply) placements scored, so fewer while the spread is empty and the
 * hands full, up to `most` late in the round (a move stays near 100 ms).
 */
function budget(most: number) {
  return (d: Decision<QuincunxView, QuincunxMove>): number => {
    const open = d.view.spread.filter((c) => c == null).length;
    const hands = d.view.handCounts.reduce((a, b) => a + b, 0);
    return Math.max(Math.min(most, 16), Math.min(most, Math.floor(WORK / Math.max(1, open * hands))));
  };
}
/** Placements scored per decision in the play-outs (see budget). */
const WORK = 9600;

/** Play-outs per decision of the strong player (calibrated by `npm run bench -- players`). */
export const QUINCUNX_STRONG_PLAYOUTS = 96;

export function quincunxStrong(playouts = QUINCUNX_STRONG_PLAYOUTS): Player<QuincunxView, QuincunxMove> {
  return monteCarloPlayer(
    QUINCUNX_PLAY,
    quincunxBeginner,
    {
      playouts: budget(playouts),
      candidates,
      policy: greedyPolicy,
      // the candidate, one greedy reply from every other seat, then the seat's own greedy next play
      stop: (s, start, moves) => s.phase !== 'play' || moves > start.options.players,
      evaluate,
      prior: 0.05,
    },
    (d, move) => explainQuincunx(d.view, move),
  );
}

export const QUINCUNX_PLAYERS: GamePlayers<QuincunxView, QuincunxMove> = {
  beginner: quincunxBeginner,
  strong: quincunxStrong(),
  strongWith: quincunxStrong,
};

