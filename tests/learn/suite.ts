/**
 * What every game's lessons and practice must hold, run per game: each
 * lesson's written solution is accepted by the engine and ends the task, its
 * wrong answer is refused naming the expected rule, every refusal has a
 * sentence in both languages, the words are complete, and practice positions
 * for 100 seeds are reproducible and have an answer the engine accepts while
 * refusing the others.
 */
import { describe, expect, it } from 'vitest';
import type { GameRules } from '../../src/engine/core/game';
import type { ViolationMessages } from '../../src/i18n/islands';
import { LEARN_MISSES, sayAll, type LearnSentences } from '../../src/i18n/learn';
import { checkAnswer, playThrough, readWritten, solutionOf } from '../../src/learn/check';
import type { Answer, Lesson, Miss, PracticeKind, Said, Task } from '../../src/learn/types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Game<S, M> = GameRules<S, M, any, any, any, string, string, string>;

const LANGS = ['de', 'en'] as const;

/** A miss the page can say: an engine code with the game's sentence, or a learn code with ours; and a registered rule. */
export function expectSayable(game: Game<unknown, unknown>, messages: ViolationMessages, learn: LearnSentences, m: Miss): void {
  const name = (c: string) => `card ${c}`;
  if (m.by === 'engine') {
    expect(Object.hasOwn(messages, m.code), `engine code ${m.code} has a sentence`).toBe(true);
    for (const lang of LANGS) expect(messages[m.code]![lang](m.params).length).toBeGreaterThan(5);
  } else {
    const table = Object.hasOwn(learn, m.code) ? learn : LEARN_MISSES;
    expect(Object.hasOwn(table, m.code), `learn code ${m.code} has a sentence`).toBe(true);
    for (const lang of LANGS) {
      const text = table[m.code]![lang](m.params, name);
      expect(text.length).toBeGreaterThan(5);
      expect(text, `${m.code}: every card param is named`).not.toContain('?');
    }
  }
  if (m.rule !== '') expect(game.rules.has(m.rule), `rule ${m.rule}`).toBe(true);
}

/**
 * Sentences said as data (a practice question, its explanation, a choice's option): each code has a sentence in the
 * game's learn catalog, which names or draws every card it is given, in both languages.
 */
function expectSaid(learn: LearnSentences, said: readonly Said[], isCard: (c: string) => boolean): void {
  expect(said.length).toBeGreaterThan(0);
  for (const s of said) expect(Object.hasOwn(learn, s.code), `practice code ${s.code} has a sentence`).toBe(true);
  for (const lang of LANGS) {
    const text = sayAll(learn, said, lang, (c) => `card ${c}`);
    expect(text.length).toBeGreaterThan(10);
    // a placeholder left as written, or a missing card or number said as a lone "?"
    expect(text, `${said.map((s) => s.code).join(' ')}: every param is filled`).not.toMatch(/\{|undefined|NaN|(^|[\s(])\?(?=[\s.,;:)]|$)/);
    tokensAreCards(text, isCard);
  }
}

/** Card tokens written [like this] in words must be cards. */
function tokensAreCards(text: string, isCard: (c: string) => boolean): void {
  for (const m of text.matchAll(/\[([^\]]+)\]/g)) expect(isCard(m[1]!), `[${m[1]}] in “${text.slice(0, 40)}…”`).toBe(true);
}

/** Every answer the reader could give to a task in this position (moves: every legal one). */
function someAnswers<S, M>(game: Game<S, M>, task: Task<S, M>, s: S): Answer<M>[] {
  switch (task.kind) {
    case 'move':
      return game.legalMoves(s).map((move) => ({ kind: 'move', move }));
    case 'pick':
      return [...task.choices(s).map((c) => ({ kind: 'pick' as const, cards: [c] })), { kind: 'pick', cards: [] }];
    case 'number':
      return [-1, 0, 1, 5, 10].map((value) => ({ kind: 'number', value }));
    case 'choice':
      return task.options.map((o) => ({ kind: 'choice', value: o.id }));
  }
}

export function lessonSuite<S, M>(opts: {
  game: Game<S, M>;
  lessons: readonly Lesson<S, M>[];
  messages: ViolationMessages;
  learn: LearnSentences;
  isCard: (c: string) => boolean;
  /** The full deck as the game deals it (cards are conserved in every lesson position). */
  deck: readonly string[];
  /** How many lessons the issue asks for: 6–10. */
}): void {
  const { game, lessons, messages, learn } = opts;
  const deck = [...opts.deck].sort();

  it('has 6 to 10 lessons with unique slug ids and registered rules', () => {
    expect(lessons.length).toBeGreaterThanOrEqual(6);
    expect(lessons.length).toBeLessThanOrEqual(10);
    const ids = lessons.map((l) => l.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const l of lessons) {
      expect(l.id).toMatch(/^[a-z][a-z0-9-]*$/);
      expect(game.rules.has(l.rule), l.rule).toBe(true);
      expect(game.rules.has(l.wrong.rule), l.wrong.rule).toBe(true);
    }
  });

  describe.each(lessons.map((l) => [l.id, l] as const))('lesson %s', (_id, lesson) => {
    const start = lesson.start();

    it('the position is a real one: every card of the deck exactly once, the game running', () => {
      expect([...game.cards(start)].sort()).toEqual(deck);
      expect(game.result(start)).toBeNull();
    });

    it('the written solution is accepted by the engine and finishes the task', () => {
      const r = playThrough(game, lesson.task, start, solutionOf(lesson.task, start));
      expect(r.misses).toEqual([]);
      expect(r.done).toBe(true);
    });

    it('the wrong answer is refused, naming the expected rule, in words the page can say', () => {
      const v = checkAnswer(game, lesson.task, start, readWritten(lesson.wrong.answer));
      expect(v.ok).toBe(false);
      if (v.ok) return;
      expect(v.misses[0]!.rule).toBe(lesson.wrong.rule);
      for (const m of v.misses) expectSayable(game, messages, learn, m);
    });

    it('every other answer is judged without throwing, and each refusal can be said', () => {
      for (const a of someAnswers(game, lesson.task, start)) {
        const v = checkAnswer(game, lesson.task, start, a);
        if (!v.ok) for (const m of v.misses) expectSayable(game, messages, learn, m);
      }
    });
  });
}

export function practiceSuite<S, M>(opts: { game: Game<S, M>; practice: PracticeKind<S, M>; messages: ViolationMessages; learn: LearnSentences; isCard: (c: string) => boolean; deck: readonly string[]; seeds?: number }): void {
  const { game, practice, messages, learn, isCard } = opts;
  const deck = [...opts.deck].sort();
  const seeds = Array.from({ length: opts.seeds ?? 100 }, (_, i) => String(i + 1));

  it(`practice “${practice.id}”: ${seeds.length} seeds give reproducible, real positions with an answer the engine accepts`, () => {
    const answers = new Set<string>();
    for (const seed of seeds) {
      const s = practice.position(seed);
      expect(practice.position(seed)).toEqual(s);
      expect([...game.cards(s)].sort()).toEqual(deck);
      const task = practice.task(s);
      const sol = solutionOf(task, s);
      const r = playThrough(game, task, s, sol);
      expect(r.misses, seed).toEqual([]);
      expect(r.done, seed).toBe(true);
      answers.add(JSON.stringify(sol));
      expectSaid(learn, practice.prompt(s), isCard);
      expectSaid(learn, practice.explain(s), isCard);
      if (task.kind === 'choice') for (const o of task.options) expectSaid(learn, [o.label], isCard);
    }
    // Endless and varied: the seeds do not all ask the same thing.
    expect(answers.size).toBeGreaterThan(1);
  });

  it(`practice “${practice.id}”: every wrong answer is refused with a sentence and a registered rule`, () => {
    for (const seed of seeds) {
      const s = practice.position(seed);
      const task = practice.task(s);
      const right = JSON.stringify(solutionOf(task, s)[0]);
      for (const a of someAnswers(game, task, s)) {
        const v = checkAnswer(game, task, s, a);
        if (v.ok) continue;
        expect(JSON.stringify(a)).not.toBe(right);
        for (const m of v.misses) expectSayable(game, messages, learn, m);
      }
    }
  });
}
