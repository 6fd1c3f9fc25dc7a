/**
 * Lessons and practice as data, for any game (issue 14). Pure TypeScript: no
 * DOM, no Astro, no Preact. A lesson is a position from the engine and a task
 * the reader must do; a practice kind makes endless positions from a seed.
 * Every answer is judged by the engine through the GameEngine contract
 * (src/engine/core/game.ts): a move by `apply` (a refusal is the engine's
 * violation, naming its rule), cards and numbers by engine functions. Right
 * answers are computed, never stored, except a lesson's written solution,
 * which the tests replay against the engine.
 *
 * A lesson's words are page content (content/<lang>/<game>/learn.mdx): the
 * two or three sentences that explain the rule, the task, and the solution's
 * explanation (slots of the lesson island); tests hold that every lesson has
 * them in both languages. Practice questions depend on the position, so they
 * are said here as data (a code and its params, like a Miss) and put into
 * words by the page, in its language only (src/i18n/learn-<game>.ts).
 */
import type { GamePlay } from '../engine/core/game';
import type { Params } from '../engine/core/result';
import type { Lang } from '../i18n/ui';

export type Words = Readonly<Record<Lang, string>>;

/**
 * Why an answer is not right. `by: 'engine'`: the engine refused the move
 * (its own rule, code and params; the sentence is the game's violation
 * message). `by: 'lesson'`: the engine allows it, but it is not what the task
 * asks (a learn code; the sentence is in src/i18n/learn.ts). Either way it
 * names the rule the reader should read.
 */
export interface Miss {
  readonly by: 'engine' | 'lesson';
  readonly rule: string;
  readonly code: string;
  readonly params: Params;
}

export const lessonMiss = (rule: string, code: string, params: Params = {}): Miss => ({ by: 'lesson', rule, code, params });

/**
 * A sentence as data: a learn code and its params, which the page says in its language (the game's learn
 * catalog, src/i18n/{de,en}/learn-<game>.json, section practice). A card code in `card` is named; cards to
 * draw go in as words (`marked`).
 */
export interface Said {
  readonly code: string;
  readonly params?: Params;
}

export const said = (code: string, params: Params = {}): Said => ({ code, params });

/** Cards as the islands draw them inside words: "[Ah] [2h]" (src/islands/learn/Words.tsx). */
export const marked = (cards: readonly string[]) => cards.map((c) => `[${c}]`).join(' ');

/**
 * What the engine needs to judge moves: the contract's own functions (an island may pass a slimmer object than
 * the whole game). No notation: lessons write their moves as moves, so a lesson page loads no move parser.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Judge<S, M> = Pick<GamePlay<S, M, any, any>, 'apply' | 'toAct'>;

/** Make a move (or a short sequence of moves) in the position. */
export interface MoveTask<S, M> {
  readonly kind: 'move';
  /**
   * Asked after the engine accepted a move: is it what the task wants? Null:
   * yes. Otherwise why not (the move is taken back and the reader tries again).
   */
  goal(before: S, move: M, after: S): Miss | null;
  /** Is the task finished after this many accepted moves? (Default: after one.) */
  done?(after: S, moves: number): boolean;
  /** The moves that solve it (shown after two misses, in words; replayed by tests). */
  solution(start: S): readonly M[];
  /** The cards the reader may pick for a move (default: the hand of the seat to act). */
  pickable?(s: S): readonly string[];
}

/** Choose cards among those shown; the engine says whether the choice is right. */
export interface PickTask<S> {
  readonly kind: 'pick';
  /** The cards the reader chooses among. */
  choices(s: S): readonly string[];
  /** Null when this choice is right, otherwise why not. */
  check(s: S, cards: readonly string[]): Miss | null;
  /** A right choice (the solution shown after two misses). */
  solve(s: S): readonly string[];
  /** The reader may answer "there is none" (an empty choice). */
  readonly allowNone?: boolean;
}

/** Give a number (points, penalties); the engine computes it. */
export interface NumberTask<S> {
  readonly kind: 'number';
  answer(s: S): number;
  /** Hints after a wrong number: the rules that make up the answer, without the figures. */
  hints(s: S, value: number): readonly Miss[];
}

/** Pick one of a few statements; the engine says which is true. */
export interface ChoiceTask<S> {
  readonly kind: 'choice';
  readonly options: readonly { readonly id: string; readonly label: Said }[];
  answer(s: S): string;
  /** Why `chosen` is not the right statement. */
  why(s: S, chosen: string): Miss;
}

export type Task<S, M> = MoveTask<S, M> | PickTask<S> | NumberTask<S> | ChoiceTask<S>;
export type TaskKind = Task<unknown, unknown>['kind'];

export type Answer<M> =
  | { readonly kind: 'move'; readonly move: M }
  | { readonly kind: 'pick'; readonly cards: readonly string[] }
  | { readonly kind: 'number'; readonly value: number }
  | { readonly kind: 'choice'; readonly value: string };

export interface Lesson<S, M> {
  /** Stable slug: the lesson's anchor on /<lang>/<game>/learn/ (never renamed once published). */
  readonly id: string;
  /** The rule the lesson teaches (a rule id of the game: the link to its section). */
  readonly rule: string;
  /** The position, from the engine. */
  start(): S;
  readonly task: Task<S, M>;
  /** Cards or places the task is about, marked on the table (the card to score and its cell, say). */
  focus?(s: S): readonly string[];
  /**
   * A wrong answer a newcomer might give and the rule it must be refused
   * with: the tests give it and expect that rule (so every lesson can fail).
   */
  readonly wrong: { readonly answer: WrittenAnswer<M>; readonly rule: string };
}

/** An answer as written in lesson data: a move, cards, a number or an option id. */
export type WrittenAnswer<M> =
  | { readonly move: M }
  | { readonly cards: readonly string[] }
  | { readonly number: number }
  | { readonly choice: string };

/** One kind of practice position: endless, from a seed, answered by the engine. */
export interface PracticeKind<S, M> {
  readonly id: string;
  /** The rule the question is about. */
  readonly rule: string;
  /** A position; the same seed always gives the same position. */
  position(seed: string): S;
  /** Cards or places the question is about, marked on the table. */
  focus?(s: S): readonly string[];
  /** The question about this position (its answer computed by the engine when asked). */
  task(s: S): Task<S, M>;
  /** The question for this position, sentence by sentence. */
  prompt(s: S): readonly Said[];
  /** Why the answer is right, sentence by sentence: shown when it is given, and after the second miss beside the solution. */
  explain(s: S): readonly Said[];
}
