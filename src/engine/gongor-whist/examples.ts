/**
 * Worked Gongor Whist examples as data: a position, moves in text notation
 * (notation.ts) and what the engine must answer after each step.
 * tests/gongor-whist/examples.test.ts replays them. Titles and captions are
 * page text: src/i18n/examples/gongor-whist.ts.
 */
import type { DecktetSuit } from '../cards/decktet';
import type { Phase, Position, TrickReason } from './engine';
import type { GongorWhistRuleId } from './rules';

export interface StepExpectation {
  /** true: the move is legal; otherwise the rule the violation must name. */
  readonly ok: true | GongorWhistRuleId;
  /** The violation's code (when ok is a rule id). */
  readonly code?: string;
  readonly phase?: Phase;
  /** The trump after this step (null = no trump). */
  readonly trump?: DecktetSuit | null;
  /** The trick this step decided: won or lost, and why. */
  readonly trick?: { readonly won: boolean; readonly reason: TrickReason };
  readonly tricksWon?: number;
  /** Face-down Aces left. */
  readonly acesLeft?: number;
  /** The legal moves after this step, in notation (order irrelevant). */
  readonly legal?: readonly string[];
  /** The trick's outcome if it were decided now, with the trump as it stands (decide phase). */
  readonly wouldWin?: boolean;
}

export interface ExampleStep {
  readonly move: string;
  readonly expect: StepExpectation;
}

export interface GongorWhistExample {
  readonly id: string;
  readonly position: Position;
  /** Checked before the first move. */
  readonly initial?: Omit<StepExpectation, 'ok' | 'code' | 'trick'>;
  readonly steps: readonly ExampleStep[];
}

export const GONGOR_WHIST_EXAMPLES: readonly GongorWhistExample[] = [
  {
    id: 'source-mountain',
    position: { trump: 'M', hand: ['4MS', '7SK', '2WL', '9LK'], dummy: ['CS', '3MW', '6LK', '8WL'], bid: 2 },
    initial: { phase: 'play', trump: 'M', legal: ['play 4MS', 'play 7SK'] },
    steps: [
      {
        move: 'play 2WL',
        expect: { ok: 'follow', code: 'must-follow' },
      },
      {
        move: 'play 4MS',
        expect: { ok: true, phase: 'decide', wouldWin: true, legal: ['resolve', 'twiddle'] },
      },
      {
        move: 'resolve',
        expect: { ok: true, phase: 'play', trick: { won: true, reason: 'trump-over-plain' }, tricksWon: 1 },
      },
    ],
  },
  {
    id: 'trump-vs-plain',
    position: { trump: 'K', hand: ['2MK', '9MS', '5SW'], dummy: ['8MS', '3SK', 'CL'], bid: 1 },
    initial: { legal: ['play 2MK', 'play 9MS', 'play 5SW'] },
    steps: [
      {
        move: 'play 2MK',
        expect: { ok: true, wouldWin: true },
      },
      {
        move: 'resolve',
        expect: { ok: true, trick: { won: true, reason: 'trump-over-plain' }, tricksWon: 1, legal: ['play 9MS', 'play 5SW'] },
      },
      {
        move: 'play 9MS',
        expect: { ok: true, wouldWin: false },
      },
      {
        move: 'resolve',
        expect: { ok: true, trick: { won: false, reason: 'dummy-trump' }, tricksWon: 1 },
      },
    ],
  },
  {
    id: 'both-trump',
    position: { trump: 'Y', hand: ['7WY', '5YK', '2MK'], dummy: ['6SY', 'CY', '4MS'], bid: 1 },
    initial: { legal: ['play 7WY', 'play 5YK'] },
    steps: [
      {
        move: 'play 7WY',
        expect: { ok: true, wouldWin: true },
      },
      {
        move: 'resolve',
        expect: { ok: true, trick: { won: true, reason: 'higher-trump' }, tricksWon: 1, legal: ['play 5YK'] },
      },
      {
        move: 'play 5YK',
        expect: { ok: true, wouldWin: false },
      },
      {
        move: 'resolve',
        expect: { ok: true, trick: { won: false, reason: 'lower-trump' }, tricksWon: 1 },
      },
    ],
  },
  {
    id: 'follow-higher-lower',
    position: { trump: 'K', hand: ['7ML', '3MW', 'CS'], dummy: ['5ML', '8WL', '2SY'], bid: 1 },
    initial: { legal: ['play 7ML', 'play 3MW'] },
    steps: [
      {
        move: 'play 7ML',
        expect: { ok: true, wouldWin: true },
      },
      {
        move: 'resolve',
        expect: { ok: true, trick: { won: true, reason: 'followed-higher' }, tricksWon: 1, legal: ['play 3MW'] },
      },
      {
        move: 'play 3MW',
        expect: { ok: true, wouldWin: false },
      },
      {
        move: 'resolve',
        expect: { ok: true, trick: { won: false, reason: 'followed-lower' }, tricksWon: 1 },
      },
    ],
  },
  {
    id: 'cannot-follow',
    position: { trump: 'S', hand: ['CK', '5ML', 'CS'], dummy: ['9WY', '3LY', '4MS'], bid: 2 },
    initial: { legal: ['play CK', 'play 5ML', 'play CS'] },
    steps: [
      {
        move: 'play CK',
        expect: { ok: true, wouldWin: false },
      },
      {
        move: 'resolve',
        expect: { ok: true, trick: { won: false, reason: 'no-shared-suit' }, tricksWon: 0, legal: ['play 5ML'] },
      },
      {
        move: 'play CS',
        expect: { ok: 'follow', code: 'must-follow' },
      },
      {
        move: 'play 5ML',
        expect: { ok: true, wouldWin: true },
      },
      {
        move: 'resolve',
        expect: { ok: true, trick: { won: true, reason: 'followed-higher' }, tricksWon: 1, legal: ['play CS'] },
      },
      {
        move: 'play CS',
        expect: { ok: true, wouldWin: true },
      },
      {
        move: 'resolve',
        expect: { ok: true, trick: { won: true, reason: 'higher-trump' }, tricksWon: 2, phase: 'handEnd', legal: ['next'] },
      },
    ],
  },
  {
    id: 'twiddle-loses',
    position: { turned: ['AM'], stack: ['AS', 'AW', 'AL', 'AY', 'AK'], hand: ['4MS', '8WL', '2MK'], dummy: ['6SY', '9LK', 'CW'], bid: 0 },
    initial: { trump: 'M', acesLeft: 5, legal: ['play 4MS'] },
    steps: [
      {
        move: 'play 4MS',
        expect: { ok: true, phase: 'decide', wouldWin: true, legal: ['resolve', 'twiddle'] },
      },
      {
        move: 'twiddle',
        expect: { ok: true, trump: 'S', acesLeft: 4, wouldWin: false, legal: ['resolve'] },
      },
      {
        move: 'twiddle',
        expect: { ok: 'twiddle', code: 'once-per-trick' },
      },
      {
        move: 'resolve',
        expect: { ok: true, trump: 'S', trick: { won: false, reason: 'lower-trump' }, tricksWon: 0 },
      },
    ],
  },
  {
    id: 'twiddle-empty-stack',
    position: { turned: ['AM', 'AS', 'AW', 'AL', 'AY', 'AK'], stack: [], hand: ['9MS', '2MK', '4WL'], dummy: ['3SK', '5YK', 'CW'], bid: 1 },
    initial: { trump: 'K', acesLeft: 0, legal: ['play 9MS', 'play 2MK'] },
    steps: [
      {
        move: 'play 9MS',
        expect: { ok: true, wouldWin: false },
      },
      {
        move: 'twiddle',
        expect: { ok: true, trump: null, wouldWin: true },
      },
      {
        move: 'resolve',
        expect: { ok: true, trump: null, trick: { won: true, reason: 'followed-higher' }, tricksWon: 1, legal: ['play 2MK'] },
      },
      {
        move: 'play 2MK',
        expect: { ok: true, legal: ['resolve'] },
      },
      {
        move: 'twiddle',
        expect: { ok: 'twiddle', code: 'nothing-to-turn' },
      },
      {
        move: 'resolve',
        expect: { ok: true, trump: null, trick: { won: false, reason: 'followed-lower' }, tricksWon: 1 },
      },
    ],
  },
];
