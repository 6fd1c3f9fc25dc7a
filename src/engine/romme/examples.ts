/**
 * Worked Rommé examples as data: a position in position notation, moves in
 * move notation, and what the engine must answer at each step
 * (tests/romme/examples.test.ts replays every one). Where the source makes a
 * claim about a hand (the advice section), the expectation is the engine's
 * answer. The words (titles and captions, both languages) are page content:
 * src/i18n/examples/romme.ts.
 */
import type { GameExample } from '../core/game';
import type { RommeViolationCode } from './codes';
import { fromPosition, setup, type Phase, type RommeState } from './engine';
import { parsePosition } from './positions';
import type { RommeRuleId } from './rules';

export interface Expectation {
  readonly phase?: Phase;
  readonly current?: number;
  /** [seat, number of cards in hand] */
  readonly hand?: readonly [number, number];
  /** [seat, cards that must be in that hand] */
  readonly handHas?: readonly [number, readonly string[]];
  /** [seat, meld index, the meld in notation] */
  readonly meld?: readonly [number, number, string];
  /** Value of the melds put down by this move. */
  readonly meldValue?: number;
  /** [seat, value of the best meld set the search finds in that hand] */
  readonly best?: readonly [number, number];
  /** [seat, whether that hand holds a first meld] */
  readonly firstMeld?: readonly [number, boolean];
  /** The search on another hand: its best value. */
  readonly hypothetical?: { readonly cards: string; readonly best: number };
  /** [seat, faces still unseen by that seat that would raise its best meld value] */
  readonly helpful?: readonly [number, readonly string[]];
  readonly jokerHelps?: readonly [number, boolean];
  readonly penalties?: readonly number[];
  readonly scores?: readonly number[];
  readonly winner?: number | null;
  readonly stock?: number;
  readonly discard?: number;
  /** "Rommé mit n": the caller's points left in hand. */
  readonly leftover?: number;
}

export interface StepExpectation extends Expectation {
  /** true: the move is legal; otherwise the rule the refusal must name. */
  readonly ok: true | RommeRuleId;
  /** The violation code, when refused. */
  readonly code?: RommeViolationCode;
}

export interface ExampleStep {
  readonly move: string;
  readonly expect: StepExpectation;
}

export interface RommeExample {
  readonly id: string;
  /** Position notation (see notation.ts). */
  readonly position: string;
  readonly initial?: Expectation;
  readonly steps: readonly ExampleStep[];
}

const B_JUNK = '2c 4h 6d 8c 10s Ah 3d 5h 9s Jk\'';

export const ROMME_EXAMPLES: readonly RommeExample[] = [
  {
    id: 'first-meld-42',
    position: `players: 2
dealer: B
current: A
hand A: 3s 4s 5s Jc Jh Jd 7d 8d 2h Qs
hand B: ${B_JUNK}
discard: 6c
stocktop: Kd Qc 9d 5c 6s`,
    initial: { best: [0, 42], firstMeld: [0, true] },
    steps: [
      { move: 'draw', expect: { ok: true, phase: 'play', hand: [0, 11] } },
      { move: 'meld Jc Jh Jd', expect: { ok: 'first-meld', code: 'below-minimum' } },
      { move: 'meld 3s 4s 5s / Jc Jh Jd', expect: { ok: true, meldValue: 42, hand: [0, 5], meld: [0, 1, 'Jc Jh Jd'] } },
      { move: 'discard Kd', expect: { ok: true, hand: [0, 4], current: 1 } },
      { move: 'draw', expect: { ok: true } },
      { move: 'discard Qc', expect: { ok: true, current: 0 } },
      { move: 'draw', expect: { ok: true, hand: [0, 5] } },
      { move: 'meld 7d 8d 9d', expect: { ok: true, meldValue: 24, hand: [0, 2] } },
      { move: 'discard Qs', expect: { ok: true, hand: [0, 1] } },
      { move: 'draw', expect: { ok: true } },
      { move: 'discard 5c', expect: { ok: true } },
      { move: 'draw', expect: { ok: true, hand: [0, 2] } },
      { move: 'layoff A1 6s', expect: { ok: true, meld: [0, 0, '3s 4s 5s 6s'], hand: [0, 1] } },
      { move: 'discard 2h', expect: { ok: true, phase: 'dealOver', winner: 0, penalties: [0, 78], scores: [0, 78] } },
    ],
  },
  {
    id: 'joker-aces-45',
    position: `players: 2
dealer: B
current: A
hand A: Ac As 3h 4h 5h 6d 7d 9s Qc 8h
hand B: 2c 4c 6s 8s 10h Kd 3d 5s 9c Jh
discard: 2s
stocktop: Jk`,
    initial: { best: [0, 12], firstMeld: [0, false] },
    steps: [
      { move: 'draw', expect: { ok: true, best: [0, 45], firstMeld: [0, true] } },
      { move: 'meld 6d 7d Jk=8d / 3h 4h 5h', expect: { ok: 'first-meld', code: 'below-minimum' } },
      { move: 'meld Jk=5d 6d 7d / 3h 4h 5h', expect: { ok: 'first-meld', code: 'below-minimum' } },
      { move: 'meld Ac As Jk / 3h 4h 5h', expect: { ok: 'joker', code: 'joker-undeclared' } },
      { move: 'meld Ac As Jk=Ah / 3h 4h 5h', expect: { ok: true, meldValue: 45, meld: [0, 0, 'Ac As Jk=Ah'], hand: [0, 5] } },
      { move: 'discard Qc', expect: { ok: true, hand: [0, 4] } },
    ],
  },
  {
    id: 'joker-lay-off',
    position: `players: 2
dealer: B
current: A
phase: play
hand A: Jk 8c 2d 9h
hand B: 2s 7h 9d
melds A: Kh Ks Kd / 4s 5s 6s 7s
melds B: 3c 4c 5c 6c / Qc Qs Qh
discard: 10d`,
    steps: [
      { move: 'layoff B1 Jk=7c', expect: { ok: 'joker-lay-off', code: 'joker-alone' } },
      { move: 'layoff A1 Jk=Kc', expect: { ok: 'joker-lay-off', code: 'joker-onto-set' } },
      { move: 'layoff B1 Jk=7c 8c', expect: { ok: true, meld: [1, 0, '3c 4c 5c 6c Jk=7c 8c'], hand: [0, 2] } },
      { move: 'discard 9h', expect: { ok: true, hand: [0, 1] } },
    ],
  },
  {
    id: 'joker-exchange',
    position: `players: 3
dealer: B
current: C
hand A: Js 5c Kc Ad
hand B: 2h 6c 9d Qd
hand C: Ah 3c 8h 10c Kd 5s 7c 2d 6h Qs
melds A: 7s 8s 9s / Qc Qs' Qd'
melds B: Ac As Jk=Ah / 10h Jh Qh
discard: 3s
stocktop: 9c`,
    steps: [
      { move: 'draw', expect: { ok: true } },
      { move: 'exchange B1 Ah', expect: { ok: 'joker-exchange', code: 'not-melded' } },
      { move: 'discard Ah', expect: { ok: true, current: 0 } },
      { move: 'take', expect: { ok: true, handHas: [0, ['Ah']] } },
      { move: 'exchange B1 Ad', expect: { ok: 'joker-exchange', code: 'no-such-joker' } },
      { move: 'exchange B1 Ah', expect: { ok: true, meld: [1, 0, 'Ac As Ah'], handHas: [0, ['Jk']] } },
      { move: 'layoff A1 Jk=10s Js', expect: { ok: true, meld: [0, 0, '7s 8s 9s Jk=10s Js'] } },
      { move: 'discard Kc', expect: { ok: true, hand: [0, 2] } },
    ],
  },
  {
    id: 'advice-joker-wait',
    position: `players: 2
dealer: B
current: A
hand A: Kc Ks Kh 9c 9h 7s 7d Jk 2c 4h
hand B: 2d 4d 6d 8c 10s Ad 3d 5h Qc Jk'
discard: Qs
stocktop: 5d Qd 9d`,
    initial: { best: [0, 57], firstMeld: [0, true], hypothetical: { cards: 'Kc Ks Kh 9c 9h 9d 7s 7d Jk 2c 4h', best: 78 } },
    steps: [
      { move: 'draw', expect: { ok: true, best: [0, 57] } },
      { move: 'meld Kc Ks Kh / 9c 9h Jk=9s', expect: { ok: true, meldValue: 57 } },
      { move: 'discard 5d', expect: { ok: true } },
      { move: 'draw', expect: { ok: true } },
      { move: 'discard Qd', expect: { ok: true } },
      { move: 'draw', expect: { ok: true, handHas: [0, ['9d']] } },
      { move: 'exchange A2 9d', expect: { ok: 'joker-exchange', code: 'no-such-joker' } },
      { move: 'layoff A2 9d', expect: { ok: true, meld: [0, 1, '9c Jk=9s 9h 9d'], hand: [0, 4] } },
      { move: 'discard 4h', expect: { ok: true, hand: [0, 3] } },
    ],
  },
  {
    id: 'advice-joker-back',
    position: `players: 2
dealer: B
current: A
hand A: 7s 7d 2c 4h
hand B: 2d 4d 6d 8c 10s Ad 3d 5h Qc Jk'
melds A: Kc Ks Kh / 9c 9h Jk=9s
discard: Qs
stocktop: 9s`,
    steps: [
      { move: 'draw', expect: { ok: true } },
      { move: 'exchange A2 9s', expect: { ok: true, meld: [0, 1, '9c 9s 9h'], handHas: [0, ['Jk']] } },
      { move: 'meld 7s 7d Jk=7c', expect: { ok: true, meldValue: 21, hand: [0, 2] } },
      { move: 'discard 4h', expect: { ok: true, hand: [0, 1] } },
    ],
  },
  {
    id: 'advice-dead-card',
    position: `players: 2
dealer: B
current: A
hand A: 7c 9c 10c Kd 4d 5h 8h Ah 2s Qs
hand B: 2d 3h 6s 9d Jh Kh 4c 6h 10d Jk
discard: 8c 3c 8c' 5s
stocktop: 6s'`,
    initial: { helpful: [0, ['Jc']], jokerHelps: [0, true] },
    steps: [
      { move: 'draw', expect: { ok: true, helpful: [0, ['Jc']] } },
      { move: 'discard 7c', expect: { ok: true, helpful: [0, ['Jc']] } },
    ],
  },
  {
    id: 'advice-eight-outs',
    position: `players: 2
dealer: B
current: A
hand A: Js Qs Jc Qc 3h 6d 9h Ad 5s 8c
hand B: 2d 3s 6s 9d 2h Kh 4c 6h 10d Jk
discard: 7c
stocktop: 2s`,
    initial: { helpful: [0, ['10c', 'Kc', '10s', 'Ks', 'Jh', 'Qh', 'Jd', 'Qd']], jokerHelps: [0, true], best: [0, 0] },
    steps: [
      { move: 'draw', expect: { ok: true, helpful: [0, ['10c', 'Kc', '10s', 'Ks', 'Jh', 'Qh', 'Jd', 'Qd']] } },
      { move: 'discard 2s', expect: { ok: true } },
    ],
  },
  {
    id: 'romme-mit-7',
    position: `players: 3
options: variant=noLayout
dealer: C
current: A
hand A: 3s 4s 5s Jc Jh Jd 8d 9d 10d 2h
hand B: Kc Ks Kh 6s 2c 9h 4h Qd 7c 5d
hand C: Ac 3c 6h 8s Qs 10h 4d 7d 9c 5c
discard: 2s`,
    steps: [
      { move: 'call 3s 4s 5s / Jc Jh Jd', expect: { ok: 'no-layout', code: 'leftover-too-high' } },
      { move: 'call 3s 4s 5s / Jc Jh Jd / 8d 9d 10d', expect: { ok: true, phase: 'final', current: 1, leftover: 2 } },
      { move: 'layoff A1 6s', expect: { ok: 'no-layout', code: 'foreign-meld' } },
      { move: 'meld Kc Ks Kh', expect: { ok: true, hand: [1, 7] } },
      { move: 'done', expect: { ok: true, current: 2 } },
      { move: 'done', expect: { ok: true, phase: 'dealOver', winner: 0, penalties: [0, 43, 73] } },
    ],
  },
  {
    id: 'one-suit',
    position: `players: 2
options: variant=oneSuit
dealer: B
current: A
hand A: Ah Qh 10h 9h 9h' 8h 8h' 6h 5h 3h
hand B: 2c 4c 6d 8c 10s Ad 3d 5s 9s Jk'
discard: 2s`,
    steps: [
      { move: 'onesuit', expect: { ok: true, phase: 'dealOver', winner: 0, penalties: [0, 78] } },
    ],
  },
  {
    id: 'kids',
    position: `players: 2
options: variant=kids7
dealer: B
current: A
hand A: 2c 3c 4c 9d Ks 6h Qh
hand B: 5s 7s 9s Jd 2h 4d 8c
discard: 10s
stocktop: Jc`,
    steps: [
      { move: 'draw', expect: { ok: true } },
      { move: 'meld 2c 3c 4c', expect: { ok: true, meldValue: 9, hand: [0, 5] } },
      { move: 'discard 9d', expect: { ok: true, hand: [0, 4] } },
    ],
  },
  {
    id: 'stock-out',
    position: `players: 2
dealer: B
current: A
seed: stock
hand A: 2d 5d 8h Js Kd 3s 6c 9h Qd 4s
hand B: ${B_JUNK}
discard: 7c 10d 4c Qh 5s
stock: 6h`,
    steps: [
      { move: 'draw', expect: { ok: true, stock: 0, discard: 85 } },
      { move: 'discard 2d', expect: { ok: true, stock: 85, discard: 1, current: 1 } },
    ],
  },
];

/**
 * The state an example starts from. The positions are checked by the tests
 * (each reads and every card is named once); should one ever fail to read, the
 * example shows a fresh deal rather than nothing.
 */
export function exampleStart(ex: Pick<RommeExample, 'id' | 'position'>): RommeState {
  const pos = parsePosition(ex.position);
  return pos.ok ? fromPosition(pos.value) : setup({ players: 2 }, ex.id);
}

/** The examples as the game contract holds them (id, start, moves). */
export const ROMME_GAME_EXAMPLES: readonly GameExample<RommeState>[] = ROMME_EXAMPLES.map((ex) => ({
  id: ex.id,
  start: () => exampleStart(ex),
  moves: ex.steps.map((st) => st.move),
}));
