/**
 * Gongor Whist lessons and practice (issue 14): a solitaire, so the reader is
 * the one seat. Positions from the engine (fromPosition, setup and seeded
 * play), answers judged by it (apply, playableCards, trickOutcome).
 */
import type { DecktetCard } from '../engine/cards/decktet';
import { nextInt, seedToState, type RngState } from '../engine/core/rng';
import {
  apply, fromPosition, legalMoves, playableCards, setup, suitsOf, trickOutcome,
  type GongorWhistMove, type GongorWhistState,
} from '../engine/gongor-whist/engine';
import type { GongorWhistRuleId } from '../engine/gongor-whist/rules';
import { pickEvery } from './check';
import { playRandomly } from './play';
import { lessonMiss, marked, said, type Lesson, type Miss, type MoveTask, type PracticeKind } from './types';

type GwLesson = Lesson<GongorWhistState, GongorWhistMove> & { readonly rule: GongorWhistRuleId };

const DUMMY = ['6LK', '9MS', '2WL', '5ML', '8YK', '3LY', 'CS'];

/** Why playing `card` now is not right: the engine's refusal (it must follow), else null. */
function playRefusal(s: GongorWhistState, card: string): Miss | null {
  const r = apply(s, { type: 'play', card });
  return r.ok ? null : { by: 'engine', rule: r.violation.rule, code: r.violation.code, params: r.violation.params };
}

/** Would `card` take the trick led now, with the trump as it stands? Null if so; otherwise why not (the trick rule's reason). */
function losesWith(s: GongorWhistState, card: string): Miss | null {
  if (!s.trick) return null;
  const o = trickOutcome(s.trick.lead, card, s.trump);
  return o.won ? null : lessonMiss('trick-winner', 'gw-loses', { card, lead: s.trick.lead, reason: o.reason });
}

/** A task that ends when the trick is decided: each move is checked by `check` on the position after it. */
function trickTask(check: (before: GongorWhistState, move: GongorWhistMove, after: GongorWhistState) => Miss | null, solution: readonly GongorWhistMove[]): MoveTask<GongorWhistState, GongorWhistMove> {
  return {
    kind: 'move',
    goal: check,
    done: (after) => after.trick === null || after.trick.card === null,
    solution: () => solution,
  };
}

const play = (card: DecktetCard): GongorWhistMove => ({ type: 'play', card });
const RESOLVE: GongorWhistMove = { type: 'resolve' };

/** Win the trick: a play or twiddle that leaves it lost is refused with the trick rule's reason. */
const winIt = (_b: GongorWhistState, m: GongorWhistMove, after: GongorWhistState): Miss | null => {
  if (after.phase === 'decide' && after.trick?.card) {
    const o = trickOutcome(after.trick.lead, after.trick.card, after.trump);
    if (!o.won) return lessonMiss(m.type === 'twiddle' ? 'twiddle' : 'trick-winner', 'gw-loses', { card: after.trick.card, lead: after.trick.lead, reason: o.reason });
  }
  return null;
};

export const GONGOR_WHIST_LESSONS: readonly GwLesson[] = [
  {
    id: 'cards',
    rule: 'deck',
    start: () => fromPosition({ hand: ['2MK', '4WL', '5YK', '7ML', '8MS', '9LK', 'CL'], dummy: DUMMY.slice(1).concat('3MW'), turned: ['AM'] }),
    task: pickEvery<GongorWhistState>({
      choices: (s) => s.hand,
      reject: (_s, card) => (suitsOf(card).includes('L') ? null : lessonMiss('deck', 'gw-lacks-suit', { card, suit: 'L' })),
      rule: 'deck',
    }),
    wrong: { answer: { cards: ['4WL', '5YK'] }, rule: 'deck' },
  },
  {
    id: 'follow',
    rule: 'follow',
    start: () => fromPosition({ hand: ['2SY', '3MW', '5YK', '7ML', '8MS', '9WY', 'CW'], dummy: DUMMY, turned: ['AM'], bid: 3 }),
    task: pickEvery<GongorWhistState>({
      choices: (s) => s.hand,
      reject: playRefusal,
      rule: 'follow',
    }),
    wrong: { answer: { cards: ['5YK', '8MS'] }, rule: 'follow' },
  },
  {
    id: 'higher',
    rule: 'trick-winner',
    start: () => fromPosition({ hand: ['3SK', '5YK', '8WL', '2SY', 'CW', '7WY', '4MS'], dummy: DUMMY, turned: ['AM'], bid: 3 }),
    task: trickTask(winIt, [play('8WL'), RESOLVE]),
    wrong: { answer: { move: play('5YK') }, rule: 'trick-winner' },
  },
  {
    id: 'trump',
    rule: 'trick-winner',
    start: () => fromPosition({ hand: ['2SY', '3MW', '4MS', '6SY', '7ML', '9WY', 'CW'], dummy: ['CK', ...DUMMY.slice(1)], turned: ['AS'], bid: 2 }),
    task: trickTask(winIt, [play('4MS'), RESOLVE]),
    wrong: { answer: { move: play('3MW') }, rule: 'trick-winner' },
  },
  {
    id: 'twiddle',
    rule: 'twiddle',
    start: () => fromPosition({ hand: ['2SY', '4MS', '5YK', '7SK', '8WL', 'CM'], card: '3MW', dummy: ['CL', ...DUMMY.slice(1)], turned: ['AL'], stack: ['AW', 'AK', 'AM', 'AS', 'AY'], bid: 1 }),
    task: trickTask((_b, m, after) => {
      if (m.type === 'resolve' && after.tricks.length && !after.tricks[after.tricks.length - 1]!.won) return lessonMiss('twiddle', 'gw-try-twiddle', {});
      return null;
    }, [{ type: 'twiddle' }, RESOLVE]),
    wrong: { answer: { move: RESOLVE }, rule: 'twiddle' },
  },
  {
    id: 'bid',
    rule: 'bid',
    start: () => fromPosition({ hand: ['2SY', '4MS', '5YK', '7SK', '8WL', 'CM', '3MW'], dummy: DUMMY, turned: ['AL'], half: 'aft', pass: 4, usedBids: [0, 1, 2, 4, 5, 6, 7] }),
    task: { kind: 'move', goal: () => null, solution: () => [{ type: 'bid', n: 3 }] },
    wrong: { answer: { move: { type: 'bid', n: 4 } }, rule: 'bid' },
  },
  {
    id: 'exact',
    rule: 'exact-bid',
    start: () => fromPosition({ hand: ['3MW', '9MS'], dummy: ['7ML', 'CW'], turned: ['AY'], bid: 2, won: 2, lost: 3, usedBids: [2] }),
    task: trickTask((_b, _m, after) => {
      if (after.phase === 'decide' && after.trick?.card && trickOutcome(after.trick.lead, after.trick.card, after.trump).won) {
        return lessonMiss('exact-bid', 'gw-would-win', { card: after.trick.card, bid: after.bid ?? 0 });
      }
      return null;
    }, [play('3MW'), RESOLVE]),
    wrong: { answer: { move: play('9MS') }, rule: 'exact-bid' },
  },
];

// ---------------------------------------------------------------- practice

/**
 * A practice position: a fresh game from the seed, a bid, and a few tricks
 * played out by seeded choices, so that the trump, the hand and the lead vary.
 */
export function practicePosition(seed: string): GongorWhistState {
  let rng: RngState = seedToState(`gw-practice-${seed}`);
  let s = setup({}, `gw-${seed}`);
  let k: number;
  [k, rng] = nextInt(rng, 8);
  s = (apply(s, { type: 'bid', n: k }) as { ok: true; state: GongorWhistState }).state;
  let tricks: number;
  [tricks, rng] = nextInt(rng, 5);
  [s] = playRandomly(s, rng, legalMoves, apply, (x) => x.tricks.length < tricks && x.phase !== 'handEnd');
  // Stop where a card is to be played.
  while (s.phase === 'decide') s = (apply(s, { type: 'resolve' }) as { ok: true; state: GongorWhistState }).state;
  return s;
}

/** The cards of the hand that may be played now and win the trick as the trump stands. */
export function playAndWin(s: GongorWhistState): string[] {
  return s.trick ? playableCards(s.hand, s.trick.lead).filter((c) => trickOutcome(s.trick!.lead, c, s.trump).won) : [];
}

export const GONGOR_WHIST_PRACTICE: PracticeKind<GongorWhistState, GongorWhistMove> = {
  id: 'play-and-win',
  rule: 'trick-winner',
  position: practicePosition,
  task: () =>
    pickEvery<GongorWhistState>({
      choices: (s) => s.hand,
      reject: (s, card) => playRefusal(s, card) ?? losesWith(s, card),
      rule: 'trick-winner',
    }),
  prompt: (s) => {
    const lead = s.trick?.lead ?? '';
    return [said(s.trump ? 'gw-practice-trump' : 'gw-practice-no-trump', { leadMark: marked([lead]), suit: s.trump ?? '' }), said('gw-practice-task')];
  },
  explain: (s) => {
    const lead = s.trick?.lead ?? '';
    const ok = playAndWin(s);
    const may = s.trick ? playableCards(s.hand, s.trick.lead) : [];
    const follow = may.length < s.hand.length;
    // (the counts choose the words for one card or several)
    return [
      follow ? said('gw-practice-follow', { cardsMark: marked(may), count: may.length }) : said('gw-practice-any', { leadMark: marked([lead]) }),
      ok.length ? said('gw-practice-winners', { cardsMark: marked(ok), count: ok.length }) : said('gw-practice-no-winner', { count: may.length }),
    ];
  },
};

