/**
 * Worked Quincunx examples as data: a position in position notation, moves in
 * move notation, and what the engine must answer (points, draws, the
 * breakdown's items with their cells). Vitest replays every example
 * (tests/quincunx/examples.test.ts); the islands show them with the words in
 * src/i18n/examples/quincunx.ts.
 */
import type { GameExample } from '../core/game';
import { fromPosition, type Phase, type QuincunxResult, type QuincunxState } from './engine';
import { parsePosition } from './positions';
import type { QuincunxRuleId } from './rules';
import type { ScoreItem } from './scoring';

export interface ItemExpectation {
  readonly kind: ScoreItem['kind'];
  readonly points: number;
  readonly draws?: number;
  readonly rule?: QuincunxRuleId;
  /** The item's cells, in the engine's order. */
  readonly cells?: readonly string[];
}

export interface StepExpectation {
  /** true: the move is legal; otherwise the rule the violation must name. */
  readonly ok: true | QuincunxRuleId;
  /** The placement's total (sum of its items) and the draws it earns. */
  readonly points?: number;
  readonly draws?: number;
  /** Cards actually drawn. */
  readonly drawn?: number;
  /** The breakdown's items, complete and in order. */
  readonly items?: readonly ItemExpectation[];
  readonly totals?: readonly number[];
  readonly handSize?: readonly [number, number];
  readonly phase?: Phase;
  readonly result?: QuincunxResult | null;
}

export interface ExampleStep {
  readonly move: string;
  readonly expect: StepExpectation;
}

export interface QuincunxExample {
  readonly id: string;
  /** Position notation (see notation.ts). */
  readonly position: string;
  readonly steps: readonly ExampleStep[];
}

/** A breakdown item: its kind, the rule it names (null: not checked), its points and its cells ('c3 c2', in the engine's order). */
const item = (kind: ScoreItem['kind'], rule: QuincunxRuleId | null, points: number, cells: string): ItemExpectation => ({
  kind,
  ...(rule ? { rule } : {}),
  points,
  cells: cells.split(' '),
});
/** A neighbour that earns a draw and no points. */
const draw = (cells: string): ItemExpectation => ({ kind: 'basic', rule: 'draw', points: 0, draws: 1, cells: cells.split(' ') });
/** A legal placement and what it must score. */
const place = (move: string, expect: Omit<StepExpectation, 'ok'>): ExampleStep => ({ move, expect: { ok: true, ...expect } });
/** An example of one placement. */
const onePlacement = (id: string, position: string, move: string, expect: Omit<StepExpectation, 'ok'>): QuincunxExample => ({ id, position, steps: [place(move, expect)] });
/** A solitaire placement: its points, no draws, the cards left in hand. */
const alone = (move: string, points: number, left: number, more: Omit<StepExpectation, 'ok'> = {}): ExampleStep => place(move, { points, draws: 0, handSize: [0, left], ...more });

export const QUINCUNX_EXAMPLES: readonly QuincunxExample[] = [
  onePlacement('source-crowns', 'options: 2p\nspread: CW@c2 AM@b3 AW@d3\nhand0: CS 4MS\nhand1: 5ML 6LK', 'CS@c3', {
    points: 5, draws: 3, drawn: 3, handSize: [0, 4], totals: [5, 0],
    items: [draw('c3 c2'), draw('c3 b3'), draw('c3 d3'), item('pair', 'pair-bonus', 5, 'c3 c2')],
  }),
  onePlacement('pair', 'options: 2p\nspread: 6MW@b2\nhand0: 6LK 2WL\nhand1: 5ML 9WY', '6LK@c2', {
    points: 7, draws: 0,
    items: [item('basic', 'basic-scoring', 2, 'c2 b2'), item('pair', 'pair-bonus', 5, 'c2 b2')],
  }),
  onePlacement('sequence', 'options: 2p\nspread: 2MK@a2 3MW@b2\nhand0: 4YK 2WL\nhand1: 5ML 9WY', '4YK@c2', {
    points: 13, draws: 0,
    items: [item('basic', 'basic-scoring', -7, 'c2 b2'), item('sequence', 'sequence-bonus', 20, 'a2 b2 c2')],
  }),
  onePlacement('run-middle', 'options: 2p\nspread: 5ML@a2 6MW@b2 8WL@d2\nhand0: 7WY 2WL\nhand1: 5SW 9WY', '7WY@c2', {
    points: 28, draws: 0,
    items: [item('basic', 'basic-scoring', 3, 'c2 b2'), item('basic', 'basic-scoring', 5, 'c2 d2'), item('sequence', 'sequence-bonus', 20, 'a2 b2 c2 d2')],
  }),
  onePlacement('two-directions', 'options: 2p\nspread: 3SK@a2 4WL@b2 6LK@c3 7SK@c4\nhand0: 5YK 2WL\nhand1: 5SW 9WY', '5YK@c2', {
    points: 31, draws: 1, drawn: 1,
    items: [item('basic', 'basic-scoring', -9, 'c2 b2'), draw('c2 c3'), item('sequence', null, 20, 'a2 b2 c2'), item('sequence', null, 20, 'c2 c3 c4')],
  }),
  onePlacement('triple-excludes-pair', 'options: 2p\nspread: CL@c1 CM@a2 CS@b2\nhand0: CW 2WL\nhand1: 5SW 9WY', 'CW@c2', {
    points: 35, draws: 2, drawn: 2,
    items: [draw('c2 c1'), draw('c2 b2'), item('pair', 'pair-bonus', 5, 'c2 c1'), item('three', 'three-of-a-kind', 30, 'a2 b2 c2')],
  }),
  onePlacement('sequence-and-triple', 'options: 2p\nspread: 3SK@a2 4WL@b2 5ML@d2 5SW@e2\nhand0: 5YK 9WY\nhand1: 2MK 7SK', '5YK@c2', {
    points: 21, draws: 0, totals: [21, 0],
    items: [item('basic', 'basic-scoring', -9, 'c2 b2'), item('basic', 'basic-scoring', 0, 'c2 d2'), item('three', 'three-of-a-kind', 30, 'c2 d2 e2')],
  }),
  onePlacement('power-play-44', 'options: 2p\nspread: CM@b1 9MS@a3 8MS@c3 7ML@e3 6MW@a5 5ML@b5 4MS@c5 3MW@d5 2MK@e5\nhand0: AM 2WL\nhand1: 5SW 6LK', 'AM@a1', {
    points: 44, draws: 1, drawn: 1,
    items: [draw('a1 b1'), item('power', 'power-play', 44, 'a1 b1 a3 c3 e3 a5 b5 c5 d5 e5')],
  }),
  onePlacement('ace-match', 'options: 2p\nspread: 3SK@c2 2MK@b3 2SY@d3\nhand0: AK 9WY\nhand1: 5SW 6LK', 'AK@c3', {
    points: 4, draws: 0,
    items: [item('basic', 'ace-match', 4, 'c3 c2'), item('basic', 'ace-match', 3, 'c3 b3'), item('basic', 'basic-scoring', -3, 'c3 d3')],
  }),
  {
    id: 'excuse-pawn',
    position: 'options: 2p excuse pawns\nspread: 7SK@c1 5ML@b3\nhand0: X 2MK\nhand1: PMYK 3SK',
    steps: [
      place('X@c2', { points: 0, draws: 0, items: [item('basic', 'excuse', 0, 'c2 c1')] }),
      place('PMYK@c3', { points: 6, draws: 0, totals: [0, 6], items: [item('basic', 'excuse', 0, 'c3 c2'), item('basic', 'ace-match', 6, 'c3 b3')] }),
    ],
  },
  {
    id: 'solitaire-lost',
    position: 'options: solitaire\nspread: 5SW@a1 8MS@d1 4WL@a4 7ML@d4\nhand0: 2MK 3SK 6LK 9WY 4YK 5YK 6SY 7SK',
    steps: [
      alone('7SK@d3', 9, 7),
      alone('6LK@d2', 7, 6),
      alone('9WY@c1', 7, 5),
      alone('6SY@c2', 12, 4),
      alone('5YK@b1', 9, 3),
      alone('3SK@b3', 0, 2, { items: [] }),
      alone('4YK@b2', 4, 1),
      alone('2MK@b4', 9, 0, { phase: 'over', result: { kind: 'solitaire', won: false, total: 57 } }),
    ],
  },
];

/** The state an example starts from. Our own data: tests/quincunx/examples.test.ts holds that every position reads. */
export function exampleStart(ex: Pick<QuincunxExample, 'id' | 'position'>): QuincunxState {
  const p = parsePosition(ex.position);
  if (!p.ok) throw new Error(`Quincunx example ${ex.id}: ${p.error.code} at ${p.error.position}`);
  return fromPosition(p.value);
}

/** The examples as the game contract holds them: where each starts and its moves. */
export const QUINCUNX_GAME_EXAMPLES: readonly GameExample<QuincunxState>[] = QUINCUNX_EXAMPLES.map((ex) => ({
  id: ex.id,
  start: () => exampleStart(ex),
  moves: ex.steps.map((s) => s.move),
}));
