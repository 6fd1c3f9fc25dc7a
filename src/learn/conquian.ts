/**
 * Conquian lessons and practice (issue 14). The reader is always player A
 * (seat 0); B is the opponent. Positions come from the engine
 * (fromPosition), answers are judged by it (apply, combination checks,
 * partition): see src/learn/types.ts.
 */
import { conquianPack, type FrenchCard } from '../engine/cards/french';
import { seedToState, shuffle, nextInt, type RngState } from '../engine/core/rng';
import { canPartition, comboProblem } from '../engine/conquian/combos';
import { forcedAddHolds, fromPosition, legalMoves, type ConquianMove, type ConquianState, type Position } from '../engine/conquian/engine';
import type { ConquianRuleId } from '../engine/conquian/rules';
import { pickEvery } from './check';
import { lessonMiss, marked, said, type ChoiceTask, type Lesson, type Miss, type MoveTask, type PracticeKind } from './types';

type CqLesson = Lesson<ConquianState, ConquianMove> & { readonly rule: ConquianRuleId };

/** The position's stock: every card not named elsewhere, these first. */
function stockWith(top: readonly FrenchCard[], used: readonly FrenchCard[]): FrenchCard[] {
  const named = new Set([...top, ...used]);
  return [...top, ...conquianPack().filter((c) => !named.has(c))];
}

const offered = (card: FrenchCard) => ({ card, offeredBy: 1 as const, turnedByCurrent: false });

/** The engine's reason why `card` does not join these combinations on its own: the problem of the combination it comes nearest to. */
function joinProblem(melds: readonly (readonly FrenchCard[])[], card: FrenchCard): Miss | null {
  if (canPartition([...melds.flat(), card])) return null;
  // Name the combination of the same suit (a run) or the same rank (a set) if there is one, else the first.
  const near = melds.find((m) => m.some((c) => c.slice(-1) === card.slice(-1))) ?? melds.find((m) => m.some((c) => c.slice(0, -1) === card.slice(0, -1))) ?? melds[0] ?? [];
  const group = [...near, card];
  const problem = comboProblem(group) ?? 'mixed';
  return { by: 'engine', rule: problem === 'order' ? 'sequence-order' : 'combinations', code: problem, params: { cards: group } };
}

const decline = (m: ConquianMove) => m.type === 'decline';
/** A meld move: the hand cards it uses (besides the centre card), and every combination on the table after it. */
const meld = (hand: readonly FrenchCard[], ...melds: (readonly FrenchCard[])[]): ConquianMove => ({ type: 'meld', hand, melds });
/** A task of two moves: a meld, then a discard (the solution), with a check of the first move. */
const meldThenDiscard = (first: ConquianMove, discard: FrenchCard, goal: MoveTask<ConquianState, ConquianMove>['goal'] = () => null): MoveTask<ConquianState, ConquianMove> => ({
  kind: 'move',
  goal,
  done: (_s, n) => n >= 2,
  solution: () => [first, { type: 'discard', card: discard }],
});

export const CONQUIAN_LESSONS: readonly CqLesson[] = [
  {
    id: 'runs',
    rule: 'sequence-order',
    start: () => fromPosition({
      hands: [['Ac', '2d', '5h', 'Qc', 'Kd', '3h', 'Jd'], ['2c', '3c', '4h', '6d', '7c', 'Jc', 'Qd', 'Kc', 'Ah', '2h']],
      melds: [[['5s', '6s', '7s']], []],
      current: 0,
      phase: 'turn',
    }),
    task: pickEvery<ConquianState>({
      choices: () => ['3s', '4s', '7h', 'Js', 'Qs', 'Ks'],
      reject: (s, card) => joinProblem(s.melds[0], card),
      rule: 'sequence-order',
    }),
    wrong: { answer: { cards: ['4s', 'Qs'] }, rule: 'sequence-order' },
  },
  {
    id: 'take',
    rule: 'meld',
    start: () => fromPosition({
      hands: [['6c', '6s', '2h', 'Jc', 'As', 'Qh', 'Kd', '3c', 'Ks', '4d'], ['Ac', '2c', '5c', '7h', 'Jh', 'Qs', '3d', '5d', '7s', 'Kh']],
      centre: offered('6d'),
      current: 0,
      phase: 'offered',
    }),
    task: meldThenDiscard(meld(['6c', '6s'], ['6c', '6s', '6d']), 'Kd', (_b, m) => (decline(m) ? lessonMiss('meld', 'cq-could-take', { card: '6d' }) : null)),
    wrong: { answer: { move: meld(['6c'], ['6c', '6d']) }, rule: 'combinations' },
  },
  {
    id: 'pass',
    rule: 'pass',
    start: () => fromPosition({
      hands: [['Ac', '2d', '5h', '6c', 'Qc', '3h', 'Jd', '4c', '7d', 'Ah'], ['2c', '3c', '4h', '6d', '7c', 'Jc', 'Qd', 'Kc', '2h', '5s']],
      centre: { card: 'Ks', offeredBy: null, turnedByCurrent: true },
      dead: ['Kh'],
      current: 0,
      phase: 'turned',
    }),
    task: {
      kind: 'move',
      goal: () => null,
      solution: () => [{ type: 'pass' }],
    },
    wrong: { answer: { move: { type: 'decline' } }, rule: 'pass' },
  },
  {
    id: 'hand-only',
    rule: 'hand-only-with-centre',
    start: () => {
      const hands: [FrenchCard[], FrenchCard[]] = [['4c', '4s', '4h', 'Ac', '2d', 'Qh', 'Jc', '7s', '6d', 'Kh'], ['2c', '3c', '5h', '6c', '7c', 'Jd', 'Qd', 'Kc', '2h', '5s']];
      return fromPosition({ hands, stock: stockWith(['4d'], hands.flat()), current: 0, phase: 'turn' });
    },
    task: {
      kind: 'move',
      goal: () => null,
      done: (s) => s.phase !== 'turned' && s.phase !== 'turn',
      solution: () => [{ type: 'turn' }, meld(['4c', '4s', '4h'], ['4c', '4s', '4h', '4d'])],
    },
    wrong: { answer: { move: meld(['4c', '4s', '4h'], ['4c', '4s', '4h']) }, rule: 'hand-only-with-centre' },
  },
  {
    id: 'rearrange',
    rule: 'rearrange',
    start: () => fromPosition({
      hands: [['6c', 'Ac', '2s', 'Qd', 'Js', 'Kc'], ['2c', '3c', '5c', '7h', 'Jh', 'Qs', '3d', '5d', '7s', 'Kh']],
      melds: [[['3h', '4h', '5h', '6h']], []],
      centre: offered('6d'),
      current: 0,
      phase: 'offered',
    }),
    task: {
      kind: 'move',
      goal: (_b, m) => (decline(m) ? lessonMiss('rearrange', 'cq-could-take', { card: '6d' }) : null),
      solution: () => [meld(['6c'], ['3h', '4h', '5h'], ['6c', '6d', '6h'])],
    },
    wrong: { answer: { move: meld(['6c'], ['3h', '4h', '5h', '6h'], ['6c', '6d']) }, rule: 'combinations' },
  },
  {
    id: 'forced',
    rule: 'forced-add',
    start: () => fromPosition({
      hands: [['Ah', '2d', 'Qh', 'Jc', '7s', 'Kd', 'Qs'], ['2c', '7c', '5h', '6d', 'Jd', 'Qd', 'Kc', '2h', '5s', 'As']],
      melds: [[['3c', '4c', '5c']], []],
      centre: offered('6c'),
      current: 0,
      phase: 'forced',
    }),
    task: meldThenDiscard(meld([], ['3c', '4c', '5c', '6c']), 'Kd'),
    wrong: { answer: { move: { type: 'decline' } }, rule: 'forced-add' },
  },
  {
    id: 'going-out',
    rule: 'going-out',
    start: () => fromPosition({
      hands: [['7c', '7d'], ['2c', '3c', '5h', '6d', 'Jd', 'Qd', 'Jc', '2h', '6c', 'Qs']],
      melds: [[['As', '2s', '3s', '4s', '5s'], ['Kc', 'Kd', 'Kh']], []],
      centre: offered('7h'),
      current: 0,
      phase: 'offered',
    }),
    task: {
      kind: 'move',
      goal: (_b, _m, after) => (after.result?.kind === 'win' && after.result.winner === 0 ? null : lessonMiss('going-out', 'cq-not-out', { card: '7h' })),
      solution: () => [meld(['7c', '7d'], ['As', '2s', '3s', '4s', '5s'], ['Kc', 'Kd', 'Kh'], ['7c', '7d', '7h'])],
    },
    wrong: { answer: { move: { type: 'decline' } }, rule: 'going-out' },
  },
  {
    id: 'eleven',
    rule: 'ten-not-out',
    start: () => fromPosition({
      hands: [['3d', '4d', 'Js'], ['2c', '3c', '5h', '6d', 'Jd', 'Qd', 'Jc', '2h', '5c', 'Qs']],
      melds: [[['4s', '5s', '6s', '7s'], ['Kc', 'Kd', 'Kh']], []],
      current: 0,
      phase: 'turn',
    }),
    task: pickEvery<ConquianState>({
      choices: () => ['2d', '5d', '4h', 'Qh', '3s', 'Ad'],
      reject: (s, card) => outWith(s, card),
      rule: 'going-out',
    }),
    wrong: { answer: { cards: ['2d', '4h'] }, rule: 'ten-not-out' },
  },
];

/**
 * Why `card` as the centre card would not take player A out: null when all
 * of A's table and hand cards split into combinations with it; 'cq-ten-only'
 * when all but one hand card do (ten cards on the table are not out), else
 * 'cq-not-out-with'.
 */
export function outWith(s: ConquianState, card: FrenchCard): Miss | null {
  const all = [...s.melds[0].flat(), ...s.hands[0], card];
  if (canPartition(all)) return null;
  const hand = s.hands[0];
  if (hand.some((h) => canPartition(all.filter((c) => c !== h)))) return lessonMiss('ten-not-out', 'cq-ten-only', { card });
  return lessonMiss('going-out', 'cq-not-out-with', { card });
}

// ---------------------------------------------------------------- practice

function pickN<T>(items: readonly T[], n: number, rng: RngState): [T[], RngState] {
  const [shuffled, next] = shuffle(items, rng);
  return [shuffled.slice(0, n), next];
}

/** Every set and run of three or four cards of the pack (for building tables). */
const GROUPS: readonly (readonly FrenchCard[])[] = (() => {
  const pack = conquianPack();
  const out: FrenchCard[][] = [];
  const ranks = ['A', '2', '3', '4', '5', '6', '7', 'J', 'Q', 'K'];
  const suits = ['c', 's', 'h', 'd'];
  for (const r of ranks) {
    for (let skip = 0; skip < 4; skip++) out.push(suits.filter((_, i) => i !== skip).map((s) => r + s));
  }
  for (const s of suits) for (let i = 0; i + 3 <= ranks.length; i++) out.push(ranks.slice(i, i + 3).map((r) => r + s));
  return out.filter((g) => g.every((c) => pack.includes(c)));
})();

/**
 * A practice position: A's table of one or two combinations, a hand that
 * makes ten with it, B with ten cards in hand, and a card B has discarded,
 * offered to A. The seed decides which of the three answers it is meant to
 * have (the engine decides which it has).
 */
export function practicePosition(seed: string): ConquianState {
  let rng = seedToState(`cq-practice-${seed}`);
  let k: number;
  [k, rng] = nextInt(rng, 2);
  const table: FrenchCard[][] = [];
  const used = new Set<FrenchCard>();
  for (let i = 0; i <= k; i++) {
    let g: (readonly FrenchCard[])[];
    [g, rng] = pickN(GROUPS.filter((x) => x.every((c) => !used.has(c))), 1, rng);
    table.push([...g[0]!]);
    g[0]!.forEach((c) => used.add(c));
  }
  let rest: FrenchCard[];
  [rest, rng] = shuffle(conquianPack().filter((c) => !used.has(c)), rng);
  const handA = rest.slice(0, 10 - table.flat().length);
  const handB = rest.slice(handA.length, handA.length + 10);
  const free = rest.slice(handA.length + 10);
  // A third of the positions offer a card that fits A's table on its own, a
  // third one that A could take only with hand cards, a third any card.
  let kind: number;
  [kind, rng] = nextInt(rng, 3);
  const offer = (card: FrenchCard): ConquianState =>
    fromPosition({ hands: [handA, handB], melds: [table, []], centre: offered(card), current: 0, phase: 'offered' } satisfies Position);
  const answer = (card: FrenchCard) => answerOf(offer(card));
  const wanted = kind === 0 ? 'force' : kind === 1 ? 'take' : null;
  const candidates = wanted ? free.filter((c) => answer(c) === wanted) : free;
  const pool = candidates.length ? candidates : free;
  let pick: number;
  [pick, rng] = nextInt(rng, pool.length);
  return offer(pool[pick]!);
}

/** May A take the centre card (some legal meld uses it), and may B force it (it fits A's table on its own)? */
export function takeAndForce(s: ConquianState): { take: boolean; force: boolean } {
  const take = legalMoves({ ...s, phase: 'offered' }).some((m) => m.type === 'meld');
  return { take, force: forcedAddHolds(s, 0) };
}

const TAKE_FORCE_OPTIONS = [
  { id: 'no', label: said('cq-option-no') },
  { id: 'take', label: said('cq-option-take') },
  { id: 'force', label: said('cq-option-force') },
] as const;

const answerOf = (s: ConquianState) => {
  const { take, force } = takeAndForce(s);
  return force ? 'force' : take ? 'take' : 'no';
};

export const CONQUIAN_PRACTICE: PracticeKind<ConquianState, ConquianMove> = {
  id: 'take-or-force',
  rule: 'forced-add',
  position: practicePosition,
  task: (): ChoiceTask<ConquianState> => ({
    kind: 'choice',
    options: TAKE_FORCE_OPTIONS,
    answer: answerOf,
    why(s, chosen) {
      const card = s.centre!.card;
      const right = answerOf(s);
      if (right === 'no') return lessonMiss('meld', 'cq-cannot-take', { card });
      if (chosen === 'no') {
        const m = legalMoves({ ...s, phase: 'offered' }).find((x) => x.type === 'meld');
        return lessonMiss('meld', 'cq-can-take', { card, cards: m && m.type === 'meld' ? [...m.hand] : [] });
      }
      if (right === 'force') return lessonMiss('forced-add', 'cq-can-force', { card });
      return joinProblem(s.melds[0], card) ?? lessonMiss('forced-add', 'cq-cannot-force', { card });
    },
  }),
  prompt: (s) => [said('cq-practice', { cardMark: marked([s.centre!.card]) })],
  explain: (s) => {
    const { take, force } = takeAndForce(s);
    if (!take) return [said('cq-practice-no-take')];
    const m = legalMoves({ ...s, phase: 'offered' }).find((x) => x.type === 'meld');
    return [said('cq-practice-example', { groupsMark: m && m.type === 'meld' ? m.melds.map(marked).join(' · ') : '' }), said(force ? 'cq-practice-force' : 'cq-practice-no-force')];
  },
};

