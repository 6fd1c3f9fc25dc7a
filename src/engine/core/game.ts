/**
 * The game contract. Every engine exports one object of type `GameEngine`
 * (from its folder's index.ts), and everything around the engines — islands,
 * links, lessons, computer players, the bench and the contract tests — talks
 * to a game only through it. In the spirit of boardgame.io's game
 * definitions and chess.js's small surface:
 *
 * - states, moves, options and views are plain JSON and never mutated;
 * - nothing here throws: a bad move is a `Violation` naming a rule id and a
 *   typed code, bad text is a `ParseError` with a typed code and the token's
 *   place (never an English sentence); the page turns codes into sentences;
 * - players and dealer are options, so `setup(options, seed)` is the only way
 *   to deal;
 * - `viewFor(state, seat)` is exactly what that seat may know, and
 *   `determinize(view, seed)` deals a full state consistent with it (the
 *   hidden cards at random): computer players see only views, and the
 *   contract tests hold that a view leaks nothing.
 */
import type { ApplyResult, ParseResult } from './result';
import type { RuleRegistry } from './rules';

import type { GameId } from './ids';

/** The registry of slugs lives in ids.ts (importable by plain Node scripts). */
export { GAME_IDS, isGameId, type GameId } from './ids';

/** How a finished game came out. `winners` is empty for a draw or a lost solitaire. */
export interface GameOutcome {
  /** Machine code of the way the game ended ('win', 'draw', 'scores', 'lost', …), translated by the page. */
  readonly code: string;
  readonly winners: readonly number[];
  /** Final score per seat where the game keeps one (penalties, points). */
  readonly scores?: readonly number[];
}

/**
 * Move text: what the islands read and write (game links, the move panel, the record). Parsers return a result
 * for any string and never throw.
 */
export interface MoveNotation<M, PC extends string = string> {
  parseMove(text: string): ParseResult<M, PC>;
  formatMove(move: M): string;
}

/**
 * Position text, for the tests, the bench and the worked examples' data. No island reads or writes a position as
 * text, so it is not part of GameRules: a page that plays a game loads no position parser (issue 16).
 */
export interface PositionNotation<S, PC extends string = string> {
  parsePosition(text: string): ParseResult<S, PC>;
  formatPosition(state: S): string;
}

/** Move and position text. */
export interface GameNotation<S, M, PC extends string = string> extends MoveNotation<M, PC>, PositionNotation<S, PC> {}

/** Options ↔ the text a link carries (`format(parse(x))` is canonical; defaults may be left out). */
export interface OptionsCodec<O, PC extends string = string> {
  parse(text: string): ParseResult<O, PC>;
  format(options: O): string;
}

/**
 * A worked example as the engine holds it: where it starts and the moves
 * (in move notation) its steps make. What the steps must show is checked by
 * the game's own tests; the captions are page content (src/i18n/examples/).
 */
export interface GameExample<S> {
  readonly id: string;
  start(): S;
  readonly moves: readonly string[];
}

/**
 * What playing a game needs, without its notation or its options' link letters: the computer players and their
 * workers take only this (each game's `<GAME>_PLAY`, beside its view), so a worker loads no parser and the
 * parsers can sit with the islands' code (issue 16).
 */
export interface GamePlay<S, M, O, V, E = unknown, R extends string = string, VC extends string = string> {
  readonly id: GameId;
  /** Every option set, players and dealer included. */
  readonly defaultOptions: O;
  /** Deal a new game. Missing options take their defaults; out-of-range values are clamped. */
  setup(options: Partial<O>, seed: number | string): S;
  /** Every legal move of the seat to act (empty exactly when the game is over). */
  legalMoves(state: S): readonly M[];
  apply(state: S, move: M): ApplyResult<S, E, R, VC>;
  /** The seat that must move now, or null when the game is over. */
  toAct(state: S): number | null;
  /** Null while the game runs. */
  result(state: S): GameOutcome | null;
  /** Number of seats (1 for a solitaire). */
  seats(state: S): number;
  /** Exactly what `seat` may know: nothing hidden from it, nothing it could not have seen. */
  viewFor(state: S, seat: number): V;
  /** A full state that `viewFor(·, seat)` maps to `view` again, the hidden cards dealt at random from `seed`. */
  determinize(view: V, seat: number, seed: number | string): S;
  /** Every card of the state, wherever it lies (card conservation). */
  cards(state: S): readonly string[];
}

/**
 * A game's rules as one object: what the islands that play a game (the whole game, the worked examples'
 * steps, the links) use. Its worked examples are not part of it, so a page that plays the game does not load
 * them (issue 16); GameEngine below adds them.
 */
export interface GameRules<
  S,
  M,
  O,
  V,
  E = unknown,
  R extends string = string,
  VC extends string = string,
  PC extends string = string,
> extends GamePlay<S, M, O, V, E, R, VC> {
  readonly rules: RuleRegistry<R>;
  readonly notation: MoveNotation<M, PC>;
  readonly options: OptionsCodec<O, PC>;
}

/**
 * The contract of a game: its rules, its position text, its worked examples and its option space (the registry,
 * src/engine/games.ts, puts them together; the examples islands take the examples beside the rules).
 */
export interface GameEngine<
  S,
  M,
  O,
  V,
  E = unknown,
  R extends string = string,
  VC extends string = string,
  PC extends string = string,
> extends GameRules<S, M, O, V, E, R, VC, PC> {
  readonly notation: GameNotation<S, M, PC>;
  readonly examples: readonly GameExample<S>[];
  /**
   * The values worth trying for each option (booleans, every enum value, the
   * ends and middle of a range): tests deal games under combinations of these,
   * so every option a reader can switch on is covered.
   */
  readonly optionSpace: OptionSpace<O>;
}

/** Values of each option, for tests and the bench to deal games under (GameEngine's optionSpace). */
export type OptionSpace<O> = { readonly [K in keyof O]?: readonly O[K][] };

/** Any game, for code that handles all of them (registry, contract tests, generic islands). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = GameEngine<any, any, any, any, any, string, string, string>;
/** Any game's rules (the part of the contract that plays). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRules = GameRules<any, any, any, any, any, string, string, string>;

/** The state type of a game object, and so on: for code generic over one game. */
export type StateOf<G> = G extends GameRules<infer S, any, any, any, any, any, any, any> ? S : never;
export type MoveOf<G> = G extends GameRules<any, infer M, any, any, any, any, any, any> ? M : never;
export type OptionsOf<G> = G extends GameRules<any, any, infer O, any, any, any, any, any> ? O : never;
export type ViewOf<G> = G extends GameRules<any, any, any, infer V, any, any, any, any> ? V : never;
export type EventOf<G> = G extends GameRules<any, any, any, any, infer E, any, any, any> ? E : never;
export type ViolationCodeOf<G> = G extends GameRules<any, any, any, any, any, any, infer VC, any> ? VC : never;
export type ParseCodeOf<G> = G extends GameRules<any, any, any, any, any, any, any, infer PC> ? PC : never;

/** Own-property lookup for tables indexed by text from outside (never `constructor` or `__proto__`). */
export function lookup<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/** A plain, non-null, non-array object (for readers of JSON from outside). */
export function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/**
 * The fields `keys` of `o`, as a new object: the part of a state every seat
 * sees as it is (a view's public fields), or back from a view into a state.
 * A list of what is shown, never of what is hidden, so a new state field
 * stays out of the views until it is named.
 */
export function pick<T, K extends keyof T>(o: T, keys: readonly K[]): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const k of keys) out[k] = o[k];
  return out;
}
