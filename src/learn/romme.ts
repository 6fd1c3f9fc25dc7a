/**
 * Rommé lessons and practice (issue 14): two players, the reader is seat A
 * (0), the opponent B (1). Positions from the engine (fromPosition, setup),
 * answers judged by it: apply, checkMeld (a group of cards as a meld), the
 * exact meld search (bestMelds) and the penalty values.
 */
import type { FrenchCard } from '../engine/cards/french';
import { nextInt, seedToState, type RngState } from '../engine/core/rng';
import { apply, DEFAULT_OPTIONS, fromPosition, meldRules, setup, type MeldRef, type RommeMove, type RommeState } from '../engine/romme/engine';
import { checkMeld, handPenalty, type MeldCard } from '../engine/romme/melds';
import type { RommeRuleId } from '../engine/romme/rules';
import { bestMelds } from '../engine/romme/search';
import { pickEvery } from './check';
import { lessonMiss, marked, said, type Lesson, type Miss, type PickTask, type PracticeKind } from './types';

type RmLesson = Lesson<RommeState, RommeMove> & { readonly rule: RommeRuleId };

const RULES = meldRules(DEFAULT_OPTIONS);

/** A two-player position in the play phase (A has drawn), A to act. */
function position(a: readonly FrenchCard[], b: readonly FrenchCard[], melds: [MeldCard[][], MeldCard[][]] = [[], []], discard: FrenchCard[] = ['Qs']): RommeState {
  return fromPosition({ hands: [a, b], melds, discard, current: 0, dealer: 1, phase: 'play' });
}

/** Why `card` does not join `meld` (the engine's meld check), or null when it does. */
function joinProblem(meld: readonly MeldCard[], card: FrenchCard): Miss | null {
  const r = checkMeld([...meld, card], RULES);
  return r.ok ? null : { by: 'engine', rule: r.problem.rule, code: r.problem.code, params: r.problem.params };
}

/**
 * The melds a reader means by picking these cards: the search's split of
 * exactly these cards into melds, or, when some are left over, the melds
 * found plus the leftovers as one more group (which the engine then refuses,
 * saying why).
 */
export function meldsOf(cards: readonly FrenchCard[]): MeldCard[][] {
  const r = bestMelds(cards, RULES, 'cover');
  const melds = r.melds.map((m) => [...m]);
  return r.rest.length ? [...melds, [...r.rest]] : melds;
}

const tableValue = (s: RommeState, seat: number) => s.melds[seat]!.reduce((sum, m) => {
  const r = checkMeld(m, RULES);
  return sum + (r.ok ? r.meld.value : 0);
}, 0);

/** The first meld of seat A and of seat B on the table (the notation's "A1", "B1"). */
const A1: MeldRef = { seat: 0, meld: 0 };
const B1: MeldRef = { seat: 1, meld: 0 };
const layoff = (target: MeldRef, ...cards: MeldCard[]): RommeMove => ({ type: 'layoff', ...target, cards });

export const ROMME_LESSONS: readonly RmLesson[] = [
  {
    id: 'runs',
    rule: 'runs',
    start: () => position(['2c', '9s', 'Jd', '4c', 'Kd', '3s', '6d', '10c', 'Qd', 'As', '8d'], ['2d', '3d', '4d', '9c', 'Jc', 'Ks', '5c', '6c', '7c', '10d'], [[], [['5h', '6h', '7h']]]),
    task: pickEvery<RommeState>({
      choices: () => ['3h', '4h', '7h\'', '8h', '9h', '8s'],
      reject: (s, card) => joinProblem(s.melds[1]![0]!, card),
      rule: 'runs',
    }),
    wrong: { answer: { cards: ['4h', '9h'] }, rule: 'runs' },
  },
  {
    id: 'sets',
    rule: 'sets',
    start: () => position(['2c', '9s', 'Jd', '4c', 'Kd', '3s', '6d', '10c', 'Qd', 'As', '7d'], ['2d', '3d', '4d', '9c', 'Jc', 'Ks', '5c', '6c', '7c', '10d'], [[], [['8c', '8d', '8s']]]),
    task: pickEvery<RommeState>({
      choices: () => ['8h', '8c\'', '9h', '8s\''],
      reject: (s, card) => joinProblem(s.melds[1]![0]!, card),
      rule: 'sets',
    }),
    wrong: { answer: { cards: ['8h', '8c\''] }, rule: 'sets' },
  },
  {
    id: 'values',
    rule: 'card-values',
    start: () => position(['2d', '9s', 'Jd', '4d', 'Kd', '3s', '6d', '10c', 'Qd', 'As', '7d'], ['5d', '8d', '9c', 'Jc', 'Ks', '5c', '6c', '7c', '10d'], [[], [['Qh', 'Kh', 'Ah'], ['Ac', '2c', '3c']]]),
    task: {
      kind: 'number',
      answer: (s) => tableValue(s, 1),
      hints: () => [lessonMiss('card-values', 'rm-hint-values')],
    },
    wrong: { answer: { number: 53 }, rule: 'card-values' },
  },
  {
    id: 'first-meld',
    rule: 'first-meld',
    start: () => position(['Kc', 'Kd', 'Ks', '5h', '6h', '7h', '2c', '3c', '4c', '9s', 'Jd'], ['2d', '3d', '4d', '9c', 'Jc', 'Qs\'', '5c', '6c', '7c', '10d']),
    task: { kind: 'move', goal: (_b, m) => (m.type === 'meld' ? null : lessonMiss('first-meld', 'rm-meld-first')), solution: () => [{ type: 'meld', melds: [['Kc', 'Kd', 'Ks'], ['5h', '6h', '7h']] }] },
    wrong: { answer: { move: { type: 'meld', melds: [['Kc', 'Kd', 'Ks'], ['2c', '3c', '4c']] } }, rule: 'first-meld' },
  },
  {
    id: 'lay-off',
    rule: 'lay-off',
    start: () => position(['8h', '4d', 'Kd', '2s'], ['2d', '3d', '9d', 'Jc', 'Qs\'', '5c', '6c', '7c', '10d'], [[['9c', '10c', 'Jc\''], ['As', 'Ad', 'Ac']], [['5h', '6h', '7h']]]),
    task: { kind: 'move', goal: (_b, m) => (m.type === 'layoff' ? null : lessonMiss('lay-off', 'rm-could-lay-off', { card: '8h' })), solution: () => [layoff(B1, '8h')] },
    wrong: { answer: { move: layoff(B1, '4d') }, rule: 'lay-off' },
  },
  {
    id: 'joker',
    rule: 'joker-exchange',
    start: () => position(['8h', '7c', 'Kd', '2s'], ['2d', '3d', '9d', 'Jc', 'Qs\'', '5c', '6c', '4c', '10d'], [[['9c', '10c', 'Jc\''], ['As', 'Ad', 'Ac']], [['7h', 'Jk=8h', '9h']]]),
    task: { kind: 'move', goal: (_b, m) => (m.type === 'exchange' ? null : lessonMiss('joker-exchange', 'rm-take-joker')), solution: () => [{ type: 'exchange', ...B1, card: '8h' }] },
    wrong: { answer: { move: { type: 'exchange', ...B1, card: '7c' } }, rule: 'joker-exchange' },
  },
  {
    id: 'going-out',
    rule: 'going-out',
    start: () => position(['Qc', '5s'], ['2d', '3d', '9d', 'Jd', 'Qs\'', '5c', '6c', '4c', '10d'], [[['9c', '10c', 'Jc'], ['As', 'Ad', 'Ac']], [['7h', '8h', '9h']]]),
    task: {
      kind: 'move',
      goal: (_b, m, after) => (m.type === 'discard' && after.phase !== 'dealOver' && after.phase !== 'over' ? lessonMiss('going-out', 'rm-not-out') : null),
      done: (after) => after.phase === 'dealOver' || after.phase === 'over',
      solution: () => [layoff(A1, 'Qc'), { type: 'discard', card: '5s' }],
    },
    wrong: { answer: { move: { type: 'discard', card: 'Qc' } }, rule: 'going-out' },
  },
  {
    id: 'penalties',
    rule: 'penalties',
    start: () => position(['Jk', 'Ah', '10s', '4c'], ['2d', '3d', '9d', 'Jd', 'Qs\'', '5c', '6c', '4d', '10d'], [[['9c', '10c', 'Jc'], ['As', 'Ad', 'Ac']], [['7h', '8h', '9h']]]),
    focus: (s) => s.hands[0]!,
    task: {
      kind: 'number',
      answer: (s) => handPenalty(s.hands[0]!),
      hints: () => [lessonMiss('penalties', 'rm-hint-penalties')],
    },
    wrong: { answer: { number: 35 }, rule: 'penalties' },
  },
];

// ---------------------------------------------------------------- practice

/**
 * A practice position: a fresh two-player deal, seat A to play after drawing
 * the top stock card. The seed also decides whether the hand is meant to hold
 * a first meld of 40 (some deals are tried until one fits; the engine's search
 * decides), so that both answers come up.
 */
export function practicePosition(seed: string): RommeState {
  let rng: RngState = seedToState(`rm-practice-${seed}`);
  let want: number;
  [want, rng] = nextInt(rng, 2);
  let last: RommeState | null = null;
  for (let i = 0; i < 40; i++) {
    const dealt = setup({ players: 2, dealer: 1, deals: 1 }, `rm-${seed}-${i}`);
    const r = apply(dealt, { type: 'draw' });
    if (!r.ok) continue;
    last = r.state;
    if ((bestMelds(last.hands[0]!, RULES).value >= 40) === (want === 1)) return last;
  }
  return last!;
}

/** The engine's best first meld in A's hand (value and melds). */
export function bestFirstMeld(s: RommeState) {
  return bestMelds(s.hands[0]!, RULES);
}

const firstMeldTask = (): PickTask<RommeState> => ({
  kind: 'pick',
  allowNone: true,
  choices: (s) => s.hands[0]!,
  solve: (s) => {
    const best = bestFirstMeld(s);
    return best.value >= 40 ? best.melds.flat().map((c) => c.split('=')[0]!) : [];
  },
  check: (s, cards) => {
    const best = bestFirstMeld(s);
    if (cards.length === 0) return best.value >= 40 ? lessonMiss('first-meld', 'rm-there-is-one', { value: best.value }) : null;
    const r = apply(s, { type: 'meld', melds: meldsOf(cards) });
    return r.ok ? null : { by: 'engine', rule: r.violation.rule, code: r.violation.code, params: r.violation.params };
  },
});

export const ROMME_PRACTICE: PracticeKind<RommeState, RommeMove> = {
  id: 'first-meld',
  rule: 'first-meld',
  position: practicePosition,
  task: firstMeldTask,
  prompt: () => [said('rm-practice')],
  explain: (s) => {
    const best = bestFirstMeld(s);
    if (!best.melds.length) return [said('rm-practice-no-meld')];
    const groupsMark = best.melds.map((m) => marked(m.map((c) => c.split('=')[0]!))).join(' · ');
    return [said(best.value >= 40 ? 'rm-practice-enough' : 'rm-practice-short', { groupsMark, value: best.value })];
  },
};

