/**
 * Quincunx lessons and practice (issue 14): the standard 5 × 5 spread for
 * two players; the reader is seat 0. Positions from the engine
 * (fromPosition, setup and seeded play), points from its scoring
 * (preview: the itemised breakdown), moves judged by apply.
 */
import { basicDecktet, type DecktetCard } from '../engine/cards/decktet';
import { nextInt, seedToState, type RngState } from '../engine/core/rng';
import { apply, fromPosition, legalCells, legalMoves, preview, setup, type QuincunxMove, type QuincunxState } from '../engine/quincunx/engine';
import type { QuincunxRuleId } from '../engine/quincunx/rules';
import { handPenalty, type Breakdown } from '../engine/quincunx/scoring';
import { playRandomly } from './play';
import { lessonMiss, marked, said, type Lesson, type Miss, type MoveTask, type NumberTask, type PracticeKind } from './types';

type QxLesson = Lesson<QuincunxState, QuincunxMove> & { readonly rule: QuincunxRuleId };
type Spread = Readonly<Record<string, DecktetCard>>;

/**
 * A two-player position: this spread, the reader's hand, and B holding the
 * first cards of the deck not named (as many as the reader), the rest the pile.
 */
function position(spread: Spread, hand: readonly DecktetCard[]): QuincunxState {
  const named = new Set([...Object.values(spread), ...hand]);
  const rest = basicDecktet().filter((c) => !named.has(c));
  return fromPosition({ spread, hands: [hand, rest.slice(0, hand.length)], current: 0 });
}

/** The rules a breakdown's items come from, as hints without figures (the rule of the biggest item first). */
function hints(b: Breakdown | null): Miss[] {
  const rules = [...new Set([...(b?.items ?? [])].sort((x, y) => y.points - x.points).map((i) => i.rule))];
  return rules.map((rule) => lessonMiss(rule, `qx-hint-${rule}`));
}

/** "How many points does `card` score on `cell`?" – the engine's preview answers. */
function pointsTask(card: DecktetCard, cell: string): NumberTask<QuincunxState> {
  return {
    kind: 'number',
    answer: (s) => preview(s, card, cell)?.points ?? 0,
    hints: (s) => hints(preview(s, card, cell)),
  };
}

/** Place a card so that the engine's breakdown shows `want`; otherwise the learn code `code`. */
function placeTask(want: (b: Breakdown) => boolean, rule: QuincunxRuleId, code: string, solution: QuincunxMove): MoveTask<QuincunxState, QuincunxMove> {
  return {
    kind: 'move',
    goal: (before, m) => {
      if (m.type !== 'place') return null;
      const b = preview(before, m.card, m.cell);
      return b && want(b) ? null : lessonMiss(rule, code, { card: m.card, cell: m.cell });
    },
    solution: () => [solution],
  };
}

const place = (card: DecktetCard, cell: string): QuincunxMove => ({ type: 'place', card, cell });

const START = { a1: '9LK', e1: 'CW', a5: '2WL', e5: '8YK' } as const;

/**
 * "How many points does `card` score on `cell`?" on the standard corners plus
 * `spread`, with `hand` (holding `card`); `wrong` is a figure a newcomer might
 * give, refused for `rule`.
 */
function pointsLesson(id: string, rule: QuincunxRuleId, spread: Spread, hand: readonly DecktetCard[], card: DecktetCard, cell: string, wrong: number): QxLesson {
  return {
    id,
    rule,
    start: () => position({ ...START, ...spread }, hand),
    focus: () => [card, cell],
    task: pointsTask(card, cell),
    wrong: { answer: { number: wrong }, rule },
  };
}

/** Place a card so that the breakdown shows `want` (else learn code `code`); `solution` one such move, `wrong` one that misses. */
function placeLesson(id: string, rule: QuincunxRuleId, spread: Spread, hand: readonly DecktetCard[], want: (b: Breakdown) => boolean, code: string, solution: QuincunxMove, wrong: QuincunxMove): QxLesson {
  return {
    id,
    rule,
    start: () => position({ ...START, ...spread }, hand),
    task: placeTask(want, rule, code, solution),
    wrong: { answer: { move: wrong }, rule },
  };
}

export const QUINCUNX_LESSONS: readonly QxLesson[] = [
  pointsLesson('basic', 'basic-scoring', { c3: '6SY', c1: '3SK' }, ['5ML', '7WY', 'AM', '4MS', '2MK'], '5ML', 'b1', 4),
  pointsLesson('ace-match', 'ace-match', { c3: '6SY', b2: '5ML', a3: '4MS' }, ['AL', '7WY', '3MW', 'CK', '2MK'], 'AL', 'a2', -5),
  placeLesson('draw', 'draw', { c3: '6SY', e3: '5YK' }, ['4WL', '3MW', '2MK', '7ML', 'CS'], (b) => b.draws > 0, 'qx-no-draw', place('2MK', 'b1'), place('4WL', 'b1')),
  pointsLesson('pair', 'pair-bonus', { c3: '5ML', b2: '8WL' }, ['5SW', '7WY', '3MW', 'CK', '2MK'], '5SW', 'c2', 3),
  placeLesson('sequence', 'sequence-bonus', { c3: '5ML', c2: '4MS' }, ['9WY', '6MW', '2SY', 'CK', '7SK'], (b) => b.items.some((i) => i.kind === 'sequence'), 'qx-no-sequence', place('6MW', 'c4'), place('9WY', 'c4')),
  pointsLesson('three', 'three-of-a-kind', { c3: '7SK', b3: '7ML' }, ['7WY', '3MW', '2SY', 'CK', '4MS'], '7WY', 'd3', 39),
  // Its own four corners, in place of the standard ones.
  pointsLesson('power-play', 'power-play', { a1: '4MS', e1: 'CS', a5: '2SY', e5: '9WY', c3: '7SK' }, ['AS', '3MW', '8WL', 'CK', '6LK'], 'AS', 'd1', 0),
  {
    id: 'penalty',
    rule: 'hand-penalty',
    start: () => position({ ...START, c3: '6SY', b2: '5ML', d4: '4WL', b4: '3SK' }, ['AM', 'CS', '7ML']),
    focus: (s) => s.hands[0] ?? [],
    task: {
      kind: 'number',
      answer: (s) => (s.hands[0] ?? []).reduce((a, c) => a + handPenalty(c), 0),
      hints: () => [lessonMiss('hand-penalty', 'qx-hint-hand-penalty')],
    },
    wrong: { answer: { number: 18 }, rule: 'hand-penalty' },
  },
];

// ---------------------------------------------------------------- practice

/**
 * A practice position: a fresh two-player deal from the seed, an even number
 * of plays made by seeded choices (so the reader, seat 0, is to play), and one
 * card of the reader's hand chosen to be placed.
 */
export function practicePosition(seed: string): QuincunxState {
  let rng: RngState = seedToState(`qx-practice-${seed}`);
  const s = setup({ players: 2 }, `qx-${seed}`);
  let turns: number;
  [turns, rng] = nextInt(rng, 8);
  return playRandomly(s, rng, legalMoves, apply, (x, played) => played < turns * 2 && x.phase === 'play')[0];
}

/** The card the reader is asked about: chosen from the hand by the seed of the position (its first card after a seeded shuffle). */
export function questionCard(s: QuincunxState): DecktetCard {
  const hand = s.hands[s.current] ?? [];
  const filled = s.spread.filter((x) => x != null).length;
  return hand[(filled * 7 + hand.length) % hand.length]!;
}

/** The best points the card can make in any legal cell, and the cells that make them. */
export function bestCells(s: QuincunxState, card: DecktetCard): { points: number; cells: string[] } {
  let points = -Infinity;
  let cells: string[] = [];
  for (const cell of legalCells(s)) {
    const p = preview(s, card, cell)?.points ?? -Infinity;
    if (p > points) {
      points = p;
      cells = [cell];
    } else if (p === points) cells.push(cell);
  }
  return { points, cells };
}

export const QUINCUNX_PRACTICE: PracticeKind<QuincunxState, QuincunxMove> = {
  id: 'best-cell',
  rule: 'basic-scoring',
  position: practicePosition,
  focus: (s) => [questionCard(s)],
  task: (s) => {
    const card = questionCard(s);
    return {
      kind: 'move',
      pickable: () => [card],
      goal: (before, m) => {
        if (m.type !== 'place') return null;
        if (m.card !== card) return lessonMiss('placement', 'qx-other-card', { card });
        const b = preview(before, m.card, m.cell);
        const best = bestCells(before, card);
        if (b && b.points >= best.points) return null;
        const top = [...(b?.items ?? [])].sort((x, y) => y.points - x.points)[0];
        return lessonMiss(top?.rule ?? 'basic-scoring', 'qx-not-best', { card, cell: m.cell, points: b?.points ?? 0 });
      },
      solution: (st) => [place(card, bestCells(st, card).cells[0]!)],
    };
  },
  prompt: (s) => [said('qx-practice', { cardMark: marked([questionCard(s)]) })],
  explain: (s) => {
    const best = bestCells(s, questionCard(s));
    // count: the points in words, "1 Punkt" or "7 Punkte"
    return [said(best.cells.length > 1 ? 'qx-practice-best-cells' : 'qx-practice-best-cell', { cells: best.cells.join(', '), points: best.points, count: best.points })];
  },
};
