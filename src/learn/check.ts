/**
 * Judging an answer, for every task kind and every game: the one place where
 * a reader's answer meets the engine. Pure and total: any answer gets a
 * verdict, nothing throws.
 */
import type { Answer, ChoiceTask, Judge, Lesson, Miss, MoveTask, NumberTask, PickTask, Task, WrittenAnswer } from './types';
import { lessonMiss } from './types';

export type Verdict<S> =
  | { readonly ok: true; readonly state: S; readonly done: boolean }
  | { readonly ok: false; readonly misses: readonly Miss[] };

/** A move: the engine's refusal, or the task's goal, or accepted (and perhaps the task done). */
export function checkMove<S, M>(judge: Judge<S, M>, task: MoveTask<S, M>, state: S, move: M, accepted = 0): Verdict<S> {
  const r = judge.apply(state, move);
  if (!r.ok) return { ok: false, misses: [{ by: 'engine', rule: r.violation.rule, code: r.violation.code, params: r.violation.params }] };
  const miss = task.goal(state, move, r.state);
  if (miss) return { ok: false, misses: [miss] };
  const n = accepted + 1;
  return { ok: true, state: r.state, done: task.done ? task.done(r.state, n) : true };
}

export function checkPick<S>(task: PickTask<S>, state: S, cards: readonly string[]): Verdict<S> {
  const choices = new Set(task.choices(state));
  const stray = cards.find((c) => !choices.has(c));
  if (stray !== undefined) return { ok: false, misses: [lessonMiss('', 'not-a-choice', { card: stray })] };
  if (cards.length === 0 && !task.allowNone) return { ok: false, misses: [lessonMiss('', 'pick-something')] };
  const miss = task.check(state, [...new Set(cards)]);
  return miss ? { ok: false, misses: [miss] } : { ok: true, state, done: true };
}

export function checkNumber<S>(task: NumberTask<S>, state: S, value: number): Verdict<S> {
  if (Number.isFinite(value) && value === task.answer(state)) return { ok: true, state, done: true };
  const hints = task.hints(state, value);
  return { ok: false, misses: [lessonMiss(hints[0]?.rule ?? '', 'wrong-number', { value: Number.isFinite(value) ? value : null }), ...hints] };
}

export function checkChoice<S>(task: ChoiceTask<S>, state: S, value: string): Verdict<S> {
  if (!task.options.some((o) => o.id === value)) return { ok: false, misses: [lessonMiss('', 'pick-something')] };
  return value === task.answer(state) ? { ok: true, state, done: true } : { ok: false, misses: [task.why(state, value)] };
}

/** Any answer to any task. An answer of the wrong kind is refused, never thrown on. */
export function checkAnswer<S, M>(judge: Judge<S, M>, task: Task<S, M>, state: S, answer: Answer<M>, accepted = 0): Verdict<S> {
  if (task.kind !== answer.kind) return { ok: false, misses: [lessonMiss('', 'pick-something')] };
  switch (task.kind) {
    case 'move':
      return checkMove(judge, task, state, (answer as Extract<Answer<M>, { kind: 'move' }>).move, accepted);
    case 'pick':
      return checkPick(task, state, (answer as Extract<Answer<M>, { kind: 'pick' }>).cards);
    case 'number':
      return checkNumber(task, state, (answer as Extract<Answer<M>, { kind: 'number' }>).value);
    case 'choice':
      return checkChoice(task, state, (answer as Extract<Answer<M>, { kind: 'choice' }>).value);
  }
}

/**
 * "Pick every card that …": the right choice is exactly the cards the engine
 * does not reject. A wrong card is explained by the engine's reason for it;
 * a missing one by the rule that lets it in.
 */
export function pickEvery<S>(spec: {
  readonly choices: (s: S) => readonly string[];
  /** Why this card does not belong (the engine's reason), or null when it does. */
  readonly reject: (s: S, card: string) => Miss | null;
  /** The rule that makes a card belong (named when one is left out). */
  readonly rule: string;
  /** The learn code saying a card that belongs was left out (default 'pick-missed'). */
  readonly missed?: string;
}): PickTask<S> {
  const right = (s: S) => spec.choices(s).filter((c) => spec.reject(s, c) === null);
  return {
    kind: 'pick',
    allowNone: true,
    choices: spec.choices,
    solve: right,
    check(s, cards) {
      for (const c of cards) {
        const why = spec.reject(s, c);
        if (why) return { ...why, params: { ...why.params, card: c } };
      }
      const left = right(s).filter((c) => !cards.includes(c));
      // how many are left out, not which: the lesson shows its solution after two tries, not on the first
      return left.length === 0 ? null : lessonMiss(spec.rule, spec.missed ?? 'pick-missed', { card: left[0]!, count: left.length });
    },
  };
}

/** The solution of a task in its position, as answers. */
export function solutionOf<S, M>(task: Task<S, M>, start: S): Answer<M>[] {
  switch (task.kind) {
    case 'move':
      return task.solution(start).map((move) => ({ kind: 'move', move }));
    case 'pick':
      return [{ kind: 'pick', cards: task.solve(start) }];
    case 'number':
      return [{ kind: 'number', value: task.answer(start) }];
    case 'choice':
      return [{ kind: 'choice', value: task.answer(start) }];
  }
}

/** A written answer (lesson data) as an answer. */
export function readWritten<M>(w: WrittenAnswer<M>): Answer<M> {
  if ('move' in w) return { kind: 'move', move: w.move };
  if ('cards' in w) return { kind: 'pick', cards: w.cards };
  if ('number' in w) return { kind: 'number', value: w.number };
  return { kind: 'choice', value: w.choice };
}

/**
 * Play a whole task through: the answers in order from the start. Returns
 * the first refusal, or whether the task ended done. (Tests and the island's
 * "show the solution" use it.)
 */
export function playThrough<S, M>(judge: Judge<S, M>, task: Task<S, M>, start: S, answers: readonly Answer<M>[]): { done: boolean; state: S; misses: readonly Miss[] } {
  let state = start;
  let accepted = 0;
  for (const a of answers) {
    const v = checkAnswer(judge, task, state, a, accepted);
    if (!v.ok) return { done: false, state, misses: v.misses };
    state = v.state;
    accepted++;
    if (v.done) return { done: true, state, misses: [] };
  }
  return { done: false, state, misses: [] };
}

/** The lesson's ids in order, and the one after `id` (null after the last). */
export function nextLesson(lessons: readonly Lesson<unknown, unknown>[] | readonly { id: string }[], id: string): string | null {
  const i = lessons.findIndex((l) => l.id === id);
  return i >= 0 && i + 1 < lessons.length ? lessons[i + 1]!.id : null;
}
