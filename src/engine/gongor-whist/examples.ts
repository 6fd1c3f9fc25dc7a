/**
 * Worked Gongor Whist examples as data: a position, moves in text notation
 * (notation.ts) and what the engine must answer after each step.
 * tests/gongor-whist/examples.test.ts replays them. Titles and captions are
 * page text: src/i18n/examples/gongor-whist.ts.
 */
import type { DecktetSuit } from '../cards/decktet';
import type { GameExample } from '../core/game';
import { fromPosition, type GongorWhistState, type Phase, type Position, type TrickReason } from './engine';
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

/** Play a card: legal, and whether it would win the trick if it were decided now. */
const play = (card: string, wouldWin: boolean, more: Omit<StepExpectation, 'ok'> = {}): ExampleStep => ({ move: `play ${card}`, expect: { ok: true, wouldWin, ...more } });
/** Decide the trick: won or lost and why, and the tricks won in this hand so far. */
const resolve = (won: boolean, reason: TrickReason, tricksWon: number, more: Omit<StepExpectation, 'ok'> = {}): ExampleStep => ({
  move: 'resolve',
  expect: { ok: true, trick: { won, reason }, tricksWon, ...more },
});
/** A move the rules refuse, with the rule and the code of the violation. */
const refused = (move: string, rule: GongorWhistRuleId, code: string): ExampleStep => ({ move, expect: { ok: rule, code } });

/** One card wins its trick for one reason, the next card loses the next trick for the opposite reason (bid 1). */
function winThenLose(id: string, position: Position, legal: readonly string[], win: readonly [string, TrickReason], lose: readonly [string, TrickReason]): GongorWhistExample {
  return {
    id,
    position,
    initial: { legal },
    steps: [play(win[0], true), resolve(true, win[1], 1, { legal: legal.filter((m) => m !== `play ${win[0]}`) }), play(lose[0], false), resolve(false, lose[1], 1)],
  };
}

export const GONGOR_WHIST_EXAMPLES: readonly GongorWhistExample[] = [
  {
    id: 'source-mountain',
    position: { trump: 'M', hand: ['4MS', '7SK', '2WL', '9LK'], dummy: ['CS', '3MW', '6LK', '8WL'], bid: 2 },
    initial: { phase: 'play', trump: 'M', legal: ['play 4MS', 'play 7SK'] },
    steps: [
      refused('play 2WL', 'follow', 'must-follow'),
      play('4MS', true, { phase: 'decide', legal: ['resolve', 'twiddle'] }),
      resolve(true, 'trump-over-plain', 1, { phase: 'play' }),
    ],
  },
  winThenLose(
    'trump-vs-plain',
    { trump: 'K', hand: ['2MK', '9MS', '5SW'], dummy: ['8MS', '3SK', 'CL'], bid: 1 },
    ['play 2MK', 'play 9MS', 'play 5SW'],
    ['2MK', 'trump-over-plain'],
    ['9MS', 'dummy-trump'],
  ),
  winThenLose('both-trump', { trump: 'Y', hand: ['7WY', '5YK', '2MK'], dummy: ['6SY', 'CY', '4MS'], bid: 1 }, ['play 7WY', 'play 5YK'], ['7WY', 'higher-trump'], ['5YK', 'lower-trump']),
  winThenLose(
    'follow-higher-lower',
    { trump: 'K', hand: ['7ML', '3MW', 'CS'], dummy: ['5ML', '8WL', '2SY'], bid: 1 },
    ['play 7ML', 'play 3MW'],
    ['7ML', 'followed-higher'],
    ['3MW', 'followed-lower'],
  ),
  {
    id: 'cannot-follow',
    position: { trump: 'S', hand: ['CK', '5ML', 'CS'], dummy: ['9WY', '3LY', '4MS'], bid: 2 },
    initial: { legal: ['play CK', 'play 5ML', 'play CS'] },
    steps: [
      play('CK', false),
      resolve(false, 'no-shared-suit', 0, { legal: ['play 5ML'] }),
      refused('play CS', 'follow', 'must-follow'),
      play('5ML', true),
      resolve(true, 'followed-higher', 1, { legal: ['play CS'] }),
      play('CS', true),
      resolve(true, 'higher-trump', 2, { phase: 'handEnd', legal: ['next'] }),
    ],
  },
  {
    id: 'twiddle-loses',
    position: { turned: ['AM'], stack: ['AS', 'AW', 'AL', 'AY', 'AK'], hand: ['4MS', '8WL', '2MK'], dummy: ['6SY', '9LK', 'CW'], bid: 0 },
    initial: { trump: 'M', acesLeft: 5, legal: ['play 4MS'] },
    steps: [
      play('4MS', true, { phase: 'decide', legal: ['resolve', 'twiddle'] }),
      { move: 'twiddle', expect: { ok: true, trump: 'S', acesLeft: 4, wouldWin: false, legal: ['resolve'] } },
      refused('twiddle', 'twiddle', 'once-per-trick'),
      resolve(false, 'lower-trump', 0, { trump: 'S' }),
    ],
  },
  {
    id: 'twiddle-empty-stack',
    position: { turned: ['AM', 'AS', 'AW', 'AL', 'AY', 'AK'], stack: [], hand: ['9MS', '2MK', '4WL'], dummy: ['3SK', '5YK', 'CW'], bid: 1 },
    initial: { trump: 'K', acesLeft: 0, legal: ['play 9MS', 'play 2MK'] },
    steps: [
      play('9MS', false),
      { move: 'twiddle', expect: { ok: true, trump: null, wouldWin: true } },
      resolve(true, 'followed-higher', 1, { trump: null, legal: ['play 2MK'] }),
      { move: 'play 2MK', expect: { ok: true, legal: ['resolve'] } },
      refused('twiddle', 'twiddle', 'nothing-to-turn'),
      resolve(false, 'followed-lower', 1, { trump: null }),
    ],
  },
];

/** The examples as the contract holds them (GameEngine.examples): where each starts and its moves. */
export const GONGOR_WHIST_GAME_EXAMPLES: readonly GameExample<GongorWhistState>[] = GONGOR_WHIST_EXAMPLES.map((ex) => ({
  id: ex.id,
  start: () => fromPosition(ex.position),
  moves: ex.steps.map((s) => s.move),
}));
