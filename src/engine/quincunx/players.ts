/**
 * Computer players for Quincunx (src/engine/core/player.ts). Both see only
 * the seat's view: the spread, its own hand and how many cards the others
 * hold.
 *
 * The beginner plays the card and cell that score the most points now; a
 * card drawn counts a little against a play late in the round (it may stay in
 * hand as a penalty); among equal plays it gets rid of the card with the
 * highest hand penalty first.
 * The strong player is determinised Monte Carlo over the beginner's best
 * plays: on sampled hands for the others it plays each candidate and then
 * every other seat's greedy reply, and keeps the play with the best margin
 * over the best opponent (so it also weighs what its card opens up for them).
 */
import { beginnerPlayer, monteCarloPlayer, type Decision, type GamePlayers, type Player, type Reason } from '../core/player';
import type { Rng } from '../core/rng';
import { legalCells, totals, type QuincunxMove, type QuincunxState } from './engine';
import { QUINCUNX, type QuincunxView } from './game';
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

/** The beginner's best plays (eight), in its order. */
function candidates(d: Decision<QuincunxView, QuincunxMove>): readonly QuincunxMove[] {
  const ranked = rankPlays(d.view, d.legal);
  return ranked.length ? ranked.slice(0, 8).map((r) => r.move) : d.legal;
}

/** Play-outs per decision of the strong player (calibrated by `npm run bench -- players`). */
export const QUINCUNX_STRONG_PLAYOUTS = 96;

export function quincunxStrong(playouts = QUINCUNX_STRONG_PLAYOUTS): Player<QuincunxView, QuincunxMove> {
  return monteCarloPlayer(
    QUINCUNX,
    quincunxBeginner,
    {
      playouts,
      candidates,
      policy: greedyPolicy,
      // the candidate, then one greedy reply from every other seat
      stop: (s, start, moves) => s.phase !== 'play' || moves >= start.options.players,
      evaluate,
    },
    (d, move) => explainQuincunx(d.view, move),
  );
}

export const QUINCUNX_PLAYERS: GamePlayers<QuincunxView, QuincunxMove> = {
  beginner: quincunxBeginner,
  strong: quincunxStrong(),
  strongWith: quincunxStrong,
};

