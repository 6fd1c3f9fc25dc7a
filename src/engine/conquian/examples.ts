/**
 * Worked Conquian examples as data: where each starts, the moves its steps
 * make (move notation, see notation.ts) and what the engine must answer. The
 * titles and captions are page content (src/i18n/examples/conquian.ts).
 * Every start is a position that can arise in play: all 40 cards, each once;
 * hand plus melds is ten for both players between turns (eleven for the
 * player who has melded and still discards). Tests replay every example,
 * every step's expectation, every line and that invariant.
 */
import type { GameExample } from '../core/game';
import { fromPosition, type ConquianState, type Phase, type Player, type Position } from './engine';
import type { ConquianRuleId } from './rules';

export interface StepExpectation {
  /** true: the move is legal; otherwise the rule the violation must name. */
  readonly ok: true | ConquianRuleId;
  readonly phase?: Phase;
  readonly meldSize?: readonly [Player, number];
  readonly handSize?: readonly [Player, number];
  readonly result?: { readonly kind: 'win'; readonly winner: Player } | { readonly kind: 'draw'; readonly doublesNext: boolean } | null;
  /** Centre cards that would let the player go out at once after this step (the engine's winningCards). */
  readonly winningCards?: readonly [Player, readonly string[]];
  /** Whether any legal meld move (after this step) uses all these hand cards. */
  readonly canMeldWith?: readonly [readonly string[], boolean];
}

export interface ExampleStep {
  readonly move: string;
  readonly expect: StepExpectation;
}

/** A line of play the tests replay from one of the example's steps (not shown as steps). */
export interface ExampleLine {
  /** The step after which the line starts (0 = the start position). */
  readonly after: number;
  readonly steps: readonly ExampleStep[];
}

export interface ConquianExample {
  readonly id: string;
  readonly position: Position;
  /** Checked before the first move. */
  readonly initial?: Omit<StepExpectation, 'ok'>;
  readonly steps: readonly ExampleStep[];
  /** Single combinations and whether they are valid (order rules). */
  readonly combos?: readonly { readonly cards: string; readonly valid: boolean }[];
  /** The player whose cards that win at once the example island shows at every step. */
  readonly watch?: Player;
  readonly lines?: readonly ExampleLine[];
}

const cards = (s: string): string[] => s.split(' ').filter(Boolean);
/** Legal moves, each with the phase it leads to: `'turn → turned'`. */
const phases = (...steps: readonly `${string} → ${Phase}`[]): ExampleStep[] =>
  steps.map((step) => {
    const [move, phase] = step.split(' → ') as [string, Phase];
    return { move, expect: { ok: true, phase } };
  });

/**
 * The table of the two rearranging examples: A has ♣3–6 on the table and the
 * ♥ of `rank` in hand, B offers the ♦ of `rank` and holds the ♦ of `other`.
 */
const rearranging = (id: string, rank: string, other: string): Pick<ConquianExample, 'id' | 'position'> => ({
  id,
  position: {
    hands: [cards(`${rank}h Kd Qs 2h 7s Jd`), cards(`Ac 2s ${other}d Ks 7d Qh 3h`)],
    melds: [[cards('3c 4c 5c 6c')], [cards('Jc Js Jh')]],
    centre: { card: `${rank}d`, offeredBy: 1, turnedByCurrent: false },
    current: 0,
  },
});

export const CONQUIAN_EXAMPLES: readonly ConquianExample[] = [
  {
    id: 'forced-king',
    position: {
      hands: [cards('Kh 2c 5s'), cards('Ad As')],
      melds: [[cards('Qc Qs Qd'), cards('4d 5d 6d 7d Jd')], [cards('3c 3s 3h 3d'), cards('6h 7h Jh Qh')]],
      // ♥5 and ♥4 on top: the later route the line below plays.
      stock: cards('5h 4h Ac 4c 5c 6c 7c Jc Kc 2s 4s 6s 7s Js Ks Ah 2h 2d Kd'),
      current: 0,
      phase: 'discard',
    },
    watch: 1,
    initial: { winningCards: [1, ['Ac', 'Ah']] },
    steps: [
      ...phases('discard Kh → forceCheck', 'force → forced'),
      { move: 'decline', expect: { ok: 'forced-add' } },
      { move: 'meld | 3c 3s 3h 3d / 6h 7h Jh Qh Kh', expect: { ok: true, phase: 'discard', meldSize: [1, 9], handSize: [1, 2] } },
      { move: 'discard As', expect: { ok: true, meldSize: [1, 9], handSize: [1, 1], winningCards: [1, ['2d']] } },
    ],
    lines: [
      {
        // pagat's route: ♥5 laid off now, ♥4 on a later turn still takes B out.
        after: 5,
        steps: [
          ...phases('decline → turn', 'turn → turned', 'pass → forceCheck', 'noforce → offered'),
          { move: 'meld | 3c 3s 3h 3d / 5h 6h 7h Jh Qh Kh', expect: { ok: true, phase: 'discard', meldSize: [1, 10], handSize: [1, 1] } },
          { move: 'discard Ad', expect: { ok: true, handSize: [1, 0], winningCards: [1, ['4h']], result: null } },
          ...phases('decline → turn', 'turn → turned', 'pass → forceCheck', 'noforce → offered'),
          { move: 'meld | 3c 3s 3h 3d / 4h 5h 6h 7h Jh Qh Kh', expect: { ok: true, phase: 'over', meldSize: [1, 11], result: { kind: 'win', winner: 1 } } },
        ],
      },
    ],
  },
  {
    ...rearranging('rearrange-sixes', '6', '4'),
    steps: [{ move: 'meld 6h | 3c 4c 5c / 6d 6h 6c', expect: { ok: true, phase: 'discard', meldSize: [0, 6] } }],
  },
  {
    ...rearranging('rearrange-fours', '4', '6'),
    initial: { canMeldWith: [['4h'], false] },
    steps: [{ move: 'meld 4h | 3c / 5c 6c / 4d 4h 4c', expect: { ok: 'combinations' } }],
  },
  {
    id: 'spade-jacks',
    position: {
      hands: [cards('Jh Jd 2c Kd Qc 4h Ah'), cards('2s 3d Kc 6h 7h Qd 3h')],
      melds: [[cards('6s 7s Js')], [cards('Ac Ad As')]],
      // A declined B's ♥Q and turned the ♠5.
      dead: ['Qh'],
      centre: { card: '5s', offeredBy: null, turnedByCurrent: true },
      current: 0,
      phase: 'turned',
    },
    steps: [
      { move: 'meld Jh Jd | 5s 6s 7s / Js Jh Jd', expect: { ok: true, phase: 'discard', meldSize: [0, 6], handSize: [0, 5] } },
    ],
  },
  {
    id: 'going-out',
    position: {
      hands: [cards('Kh Kd 4c'), cards('2s 3d Qc 7s Ad Qd 4h')],
      melds: [[cards('Ac 2c 3c'), cards('5d 5h 5s 5c')], [cards('6h 7h Jh')]],
      centre: { card: 'Ks', offeredBy: 1, turnedByCurrent: false },
      current: 0,
    },
    watch: 0,
    initial: { winningCards: [0, ['Kc', 'Ks']] },
    steps: [
      { move: 'meld Kh Kd 4c | Ac 2c 3c 4c / 5d 5h 5s 5c / Kh Kd Ks', expect: { ok: true, phase: 'over', meldSize: [0, 11], result: { kind: 'win', winner: 0 } } },
    ],
  },
  {
    id: 'ten-not-out',
    position: {
      hands: [cards('Kh Kd 4c 7s'), cards('Ad 2s')],
      melds: [[cards('Ac 2c 3c'), cards('5d 5h 5s')], [cards('Ah 2h 3h 4h'), cards('6c 6h 6s 6d')]],
      centre: { card: 'Ks', offeredBy: 1, turnedByCurrent: false },
      stock: cards('Qs 5c'),
      dead: cards('7c Jc Qc Kc 7h Jh Qh As 3s 4s Js 2d 3d 4d 7d Jd Qd'),
      current: 0,
    },
    watch: 0,
    steps: [
      { move: 'meld Kh Kd 4c | Ac 2c 3c 4c / 5d 5h 5s / Kh Kd Ks', expect: { ok: true, phase: 'discard', meldSize: [0, 10], handSize: [0, 1] } },
      // ♣K would complete the kings but lies in the dead pile: only the ♣5 can still take A out.
      { move: 'discard 7s', expect: { ok: true, phase: 'offered', handSize: [0, 0], result: null, winningCards: [0, ['5c']] } },
      ...phases('decline → turn', 'turn → turned', 'pass → offered', 'decline → turn', 'turn → forceCheck', 'noforce → turned'),
      { move: 'meld | Ac 2c 3c 4c 5c / 5d 5h 5s / Kh Kd Ks', expect: { ok: true, phase: 'over', meldSize: [0, 11], result: { kind: 'win', winner: 0 } } },
    ],
  },
  {
    id: 'order',
    position: {
      hands: [cards('Qs Ks 6d 7d 2c 4h Jc Ah 2h 5c'), cards('3c Kd Qh 4s 6h Jd 7c 2d 5h Kc')],
      centre: { card: 'As', offeredBy: null, turnedByCurrent: true },
      current: 0,
      phase: 'turned',
      firstTurn: true,
    },
    combos: [
      { cards: 'Ah 2h 3h', valid: true },
      { cards: '6d 7d Jd', valid: true },
      { cards: 'Qs Ks As', valid: false },
      { cards: 'Ks As 2s', valid: false },
      { cards: '5c 6c 7c Jc Qc Kc', valid: true },
    ],
    steps: [
      { move: 'meld Qs Ks | Qs Ks As', expect: { ok: 'sequence-order' } },
      { move: 'meld Ah 2h | Ah 2h As', expect: { ok: 'combinations' } },
      ...phases('pass → offered'),
    ],
  },
  {
    id: 'stock-out',
    position: {
      hands: [cards('Kd Qs'), cards('Ad')],
      melds: [[cards('2c 3c 4c 5c'), cards('7h 7d 7s 7c')], [cards('2s 3s 4s 5s 6s'), cards('Jc Jd Jh Js')]],
      centre: { card: 'Kh', offeredBy: 1, turnedByCurrent: false },
      stock: [],
      dead: cards('Ac 6c Qc Kc As Ks Ah 2h 3h 4h 5h 6h Qh 2d 3d 4d 5d 6d Qd'),
      current: 0,
    },
    steps: [
      { move: 'decline', expect: { ok: true, phase: 'over', result: { kind: 'draw', doublesNext: true } } },
    ],
  },
];

/** The examples as the game contract holds them: a start and the moves of the steps. */
export const CONQUIAN_GAME_EXAMPLES: readonly GameExample<ConquianState>[] = CONQUIAN_EXAMPLES.map((ex) => ({
  id: ex.id,
  start: () => fromPosition(ex.position),
  moves: ex.steps.map((s) => s.move),
}));
