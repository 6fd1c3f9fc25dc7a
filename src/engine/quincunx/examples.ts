/**
 * Worked Quincunx examples as data: a position in position notation, moves in
 * move notation, and what the engine must answer (points, draws, the
 * breakdown's items with their cells). Vitest replays every example
 * (tests/quincunx/examples.test.ts); the islands show them with the words in
 * src/i18n/examples/quincunx.ts.
 */
import type { GameExample } from '../core/game';
import { fromPosition, type Phase, type QuincunxResult, type QuincunxState } from './engine';
import { parsePosition } from './notation';
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

export const QUINCUNX_EXAMPLES: readonly QuincunxExample[] = [
  {
    id: 'source-crowns',
    position: 'options: 2p\nspread: CW@c2 AM@b3 AW@d3\nhand0: CS 4MS\nhand1: 5ML 6LK',
    steps: [
      {
        move: 'CS@c3',
        expect: {
          ok: true, points: 5, draws: 3, drawn: 3, handSize: [0, 4], totals: [5, 0],
          items: [
            { kind: 'basic', rule: 'draw', points: 0, draws: 1, cells: ['c3', 'c2'] },
            { kind: 'basic', rule: 'draw', points: 0, draws: 1, cells: ['c3', 'b3'] },
            { kind: 'basic', rule: 'draw', points: 0, draws: 1, cells: ['c3', 'd3'] },
            { kind: 'pair', rule: 'pair-bonus', points: 5, cells: ['c3', 'c2'] },
          ],
        },
      },
    ],
  },
  {
    id: 'pair',
    position: 'options: 2p\nspread: 6MW@b2\nhand0: 6LK 2WL\nhand1: 5ML 9WY',
    steps: [
      {
        move: '6LK@c2',
        expect: {
          ok: true, points: 7, draws: 0,
          items: [
            { kind: 'basic', rule: 'basic-scoring', points: 2, cells: ['c2', 'b2'] },
            { kind: 'pair', rule: 'pair-bonus', points: 5, cells: ['c2', 'b2'] },
          ],
        },
      },
    ],
  },
  {
    id: 'sequence',
    position: 'options: 2p\nspread: 2MK@a2 3MW@b2\nhand0: 4YK 2WL\nhand1: 5ML 9WY',
    steps: [
      {
        move: '4YK@c2',
        expect: {
          ok: true, points: 13, draws: 0,
          items: [
            { kind: 'basic', rule: 'basic-scoring', points: -7, cells: ['c2', 'b2'] },
            { kind: 'sequence', rule: 'sequence-bonus', points: 20, cells: ['a2', 'b2', 'c2'] },
          ],
        },
      },
    ],
  },
  {
    id: 'run-middle',
    position: 'options: 2p\nspread: 5ML@a2 6MW@b2 8WL@d2\nhand0: 7WY 2WL\nhand1: 5SW 9WY',
    steps: [
      {
        move: '7WY@c2',
        expect: {
          ok: true, points: 28, draws: 0,
          items: [
            { kind: 'basic', rule: 'basic-scoring', points: 3, cells: ['c2', 'b2'] },
            { kind: 'basic', rule: 'basic-scoring', points: 5, cells: ['c2', 'd2'] },
            { kind: 'sequence', rule: 'sequence-bonus', points: 20, cells: ['a2', 'b2', 'c2', 'd2'] },
          ],
        },
      },
    ],
  },
  {
    id: 'two-directions',
    position: 'options: 2p\nspread: 3SK@a2 4WL@b2 6LK@c3 7SK@c4\nhand0: 5YK 2WL\nhand1: 5SW 9WY',
    steps: [
      {
        move: '5YK@c2',
        expect: {
          ok: true, points: 31, draws: 1, drawn: 1,
          items: [
            { kind: 'basic', rule: 'basic-scoring', points: -9, cells: ['c2', 'b2'] },
            { kind: 'basic', rule: 'draw', points: 0, draws: 1, cells: ['c2', 'c3'] },
            { kind: 'sequence', points: 20, cells: ['a2', 'b2', 'c2'] },
            { kind: 'sequence', points: 20, cells: ['c2', 'c3', 'c4'] },
          ],
        },
      },
    ],
  },
  {
    id: 'triple-excludes-pair',
    position: 'options: 2p\nspread: CL@c1 CM@a2 CS@b2\nhand0: CW 2WL\nhand1: 5SW 9WY',
    steps: [
      {
        move: 'CW@c2',
        expect: {
          ok: true, points: 35, draws: 2, drawn: 2,
          items: [
            { kind: 'basic', rule: 'draw', points: 0, draws: 1, cells: ['c2', 'c1'] },
            { kind: 'basic', rule: 'draw', points: 0, draws: 1, cells: ['c2', 'b2'] },
            { kind: 'pair', rule: 'pair-bonus', points: 5, cells: ['c2', 'c1'] },
            { kind: 'three', rule: 'three-of-a-kind', points: 30, cells: ['a2', 'b2', 'c2'] },
          ],
        },
      },
    ],
  },
  {
    id: 'sequence-and-triple',
    position: 'options: 2p\nspread: 3SK@a2 4WL@b2 5ML@d2 5SW@e2\nhand0: 5YK 9WY\nhand1: 2MK 7SK',
    steps: [
      {
        move: '5YK@c2',
        expect: {
          ok: true, points: 21, draws: 0, totals: [21, 0],
          items: [
            { kind: 'basic', rule: 'basic-scoring', points: -9, cells: ['c2', 'b2'] },
            { kind: 'basic', rule: 'basic-scoring', points: 0, cells: ['c2', 'd2'] },
            { kind: 'three', rule: 'three-of-a-kind', points: 30, cells: ['c2', 'd2', 'e2'] },
          ],
        },
      },
    ],
  },
  {
    id: 'power-play-44',
    position: 'options: 2p\nspread: CM@b1 9MS@a3 8MS@c3 7ML@e3 6MW@a5 5ML@b5 4MS@c5 3MW@d5 2MK@e5\nhand0: AM 2WL\nhand1: 5SW 6LK',
    steps: [
      {
        move: 'AM@a1',
        expect: {
          ok: true, points: 44, draws: 1, drawn: 1,
          items: [
            { kind: 'basic', rule: 'draw', points: 0, draws: 1, cells: ['a1', 'b1'] },
            { kind: 'power', rule: 'power-play', points: 44, cells: ['a1', 'b1', 'a3', 'c3', 'e3', 'a5', 'b5', 'c5', 'd5', 'e5'] },
          ],
        },
      },
    ],
  },
  {
    id: 'ace-match',
    position: 'options: 2p\nspread: 3SK@c2 2MK@b3 2SY@d3\nhand0: AK 9WY\nhand1: 5SW 6LK',
    steps: [
      {
        move: 'AK@c3',
        expect: {
          ok: true, points: 4, draws: 0,
          items: [
            { kind: 'basic', rule: 'ace-match', points: 4, cells: ['c3', 'c2'] },
            { kind: 'basic', rule: 'ace-match', points: 3, cells: ['c3', 'b3'] },
            { kind: 'basic', rule: 'basic-scoring', points: -3, cells: ['c3', 'd3'] },
          ],
        },
      },
    ],
  },
  {
    id: 'excuse-pawn',
    position: 'options: 2p excuse pawns\nspread: 7SK@c1 5ML@b3\nhand0: X 2MK\nhand1: PMYK 3SK',
    steps: [
      {
        move: 'X@c2',
        expect: {
          ok: true, points: 0, draws: 0,
          items: [{ kind: 'basic', rule: 'excuse', points: 0, cells: ['c2', 'c1'] }],
        },
      },
      {
        move: 'PMYK@c3',
        expect: {
          ok: true, points: 6, draws: 0, totals: [0, 6],
          items: [
            { kind: 'basic', rule: 'excuse', points: 0, cells: ['c3', 'c2'] },
            { kind: 'basic', rule: 'ace-match', points: 6, cells: ['c3', 'b3'] },
          ],
        },
      },
    ],
  },
  {
    id: 'solitaire-lost',
    position: 'options: solitaire\nspread: 5SW@a1 8MS@d1 4WL@a4 7ML@d4\nhand0: 2MK 3SK 6LK 9WY 4YK 5YK 6SY 7SK',
    steps: [
      {
        move: '7SK@d3',
        expect: { ok: true, points: 9, draws: 0, handSize: [0, 7] },
      },
      {
        move: '6LK@d2',
        expect: { ok: true, points: 7, draws: 0, handSize: [0, 6] },
      },
      {
        move: '9WY@c1',
        expect: { ok: true, points: 7, draws: 0, handSize: [0, 5] },
      },
      {
        move: '6SY@c2',
        expect: { ok: true, points: 12, draws: 0, handSize: [0, 4] },
      },
      {
        move: '5YK@b1',
        expect: { ok: true, points: 9, draws: 0, handSize: [0, 3] },
      },
      {
        move: '3SK@b3',
        expect: { ok: true, points: 0, draws: 0, items: [], handSize: [0, 2] },
      },
      {
        move: '4YK@b2',
        expect: { ok: true, points: 4, draws: 0, handSize: [0, 1] },
      },
      {
        move: '2MK@b4',
        expect: { ok: true, points: 9, draws: 0, handSize: [0, 0], phase: 'over', result: { kind: 'solitaire', won: false, total: 57 } },
      },
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
