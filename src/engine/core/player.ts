/**
 * Computer players. A player sees what a person in its seat would see — the
 * seat's view (GameEngine.viewFor), the legal moves and a seeded random
 * source — never the full state, so it cannot peek at hidden cards. It
 * answers with a move and a reason as data (a code the page translates, the
 * rule it rests on, the cards it names).
 *
 * `monteCarloPlayer` is the strong player for any game: for each candidate
 * move it deals the hidden cards at random consistent with the view
 * (determinize), plays the rest out with a simple player in every seat, and
 * picks the move that did best. Its budget is a number of play-outs, not a
 * time, so the same seed always gives the same move (the bench reports the
 * time it takes).
 */
import type { GameEngine } from './game';
import type { Params } from './result';
import { Rng } from './rng';

export interface Reason {
  /** What the page says about the move, e.g. 'completes-run', 'least-useful' (translated per game). */
  readonly code: string;
  /** The rule id the move rests on, linked on the page. */
  readonly rule?: string;
  /** The cards the reason names. */
  readonly cards?: readonly string[];
  readonly params?: Params;
}

export interface Choice<M> {
  readonly move: M;
  readonly reason: Reason;
}

export interface Decision<V, M> {
  readonly view: V;
  readonly seat: number;
  /** The legal moves of the seat (never empty when a player is asked). */
  readonly legal: readonly M[];
  readonly rng: Rng;
}

export interface Player<V, M> {
  readonly id: string;
  choose(d: Decision<V, M>): Choice<M>;
}

/** A player that picks uniformly among the legal moves (the baseline of the bench). */
export function randomPlayer<V, M>(): Player<V, M> {
  return { id: 'random', choose: ({ legal, rng }) => ({ move: legal[rng.int(legal.length)]!, reason: { code: 'random' } }) };
}

/** How good a finished (or cut-off) play-out is for `seat`: 1 a win, 0 a loss, between for draws and margins. */
export type Evaluate<S> = (state: S, seat: number) => number;

export interface MonteCarloOptions<S> {
  /** Play-outs spent on the whole decision (spread over the candidates). */
  readonly playouts: number;
  /** Stop a play-out here (e.g. at the end of a deal or round) and evaluate. */
  readonly stop?: (state: S, start: S) => boolean;
  /** Safety cap on moves per play-out. */
  readonly maxMoves?: number;
  readonly evaluate?: Evaluate<S>;
}

/** From the game's result: a win 1, a shared win 1/n, a draw 0.5, a loss 0; a running game 0.5. */
export function outcomeValue<S>(game: Pick<GameEngine<S, unknown, unknown, unknown>, 'result'>): Evaluate<S> {
  return (state, seat) => {
    const r = game.result(state);
    if (!r) return 0.5;
    if (r.winners.length === 0) return r.code === 'draw' ? 0.5 : 0;
    return r.winners.includes(seat) ? 1 / r.winners.length : 0;
  };
}

export function monteCarloPlayer<S, M, O, V>(
  game: GameEngine<S, M, O, V>,
  rollout: Player<V, M>,
  opts: MonteCarloOptions<S>,
  /** Why the chosen move is good, in the simple player's words (it usually agrees). */
  explain?: (d: Decision<V, M>, move: M) => Reason,
): Player<V, M> {
  const evaluate = opts.evaluate ?? outcomeValue(game);
  const maxMoves = opts.maxMoves ?? 2000;
  return {
    id: 'strong',
    choose(d) {
      const { legal, view, seat } = d;
      if (legal.length === 1) return { move: legal[0]!, reason: explain ? explain(d, legal[0]!) : { code: 'only-move' } };
      const per = Math.max(1, Math.floor(opts.playouts / legal.length));
      let best = 0;
      let bestValue = -Infinity;
      const values: number[] = [];
      for (let i = 0; i < legal.length; i++) {
        let sum = 0;
        for (let k = 0; k < per; k++) {
          // The same deals for every candidate (common random numbers): differences come from the move.
          const dealRng = new Rng((d.rng.state ^ Math.imul(k + 1, 0x9e3779b1)) >>> 0);
          const start = game.determinize(view, seat, dealRng.int(2 ** 31));
          const r = game.apply(start, legal[i]!);
          if (!r.ok) continue;
          sum += playOut(game, rollout, r.state, start, dealRng, maxMoves, opts.stop, evaluate, seat);
        }
        const v = sum / per;
        values.push(v);
        if (v > bestValue) {
          bestValue = v;
          best = i;
        }
      }
      d.rng.int(2); // advance the caller's generator, so successive decisions draw fresh deals
      const move = legal[best]!;
      const base = explain ? explain(d, move) : { code: 'best-playout' };
      return { move, reason: { ...base, params: { ...(base.params ?? {}), chance: Math.round(bestValue * 100) } } };
    },
  };
}

function playOut<S, M, O, V>(
  game: GameEngine<S, M, O, V>,
  rollout: Player<V, M>,
  from: S,
  start: S,
  rng: Rng,
  maxMoves: number,
  stop: ((s: S, start: S) => boolean) | undefined,
  evaluate: Evaluate<S>,
  seat: number,
): number {
  let s = from;
  for (let i = 0; i < maxMoves; i++) {
    if (game.result(s) !== null || (stop && stop(s, start))) break;
    const who = game.toAct(s);
    if (who === null) break;
    const legal = game.legalMoves(s);
    if (legal.length === 0) break;
    const m = legal.length === 1 ? legal[0]! : rollout.choose({ view: game.viewFor(s, who), seat: who, legal, rng }).move;
    const r = game.apply(s, m);
    if (!r.ok) break;
    s = r.state;
  }
  return evaluate(s, seat);
}

/**
 * Play a whole game with one player per seat, each seeing only its view.
 * Returns the final state and the moves (for the bench and the tests).
 */
export function playWith<S, M, O, V>(game: GameEngine<S, M, O, V>, options: Partial<O>, seed: number | string, players: readonly Player<V, M>[], { maxMoves = 20000, moveSeed = 1 } = {}) {
  let state = game.setup(options, seed);
  const rng = Rng.from(moveSeed);
  const moves: M[] = [];
  for (let i = 0; i < maxMoves && game.result(state) === null; i++) {
    const seat = game.toAct(state);
    if (seat === null) break;
    const legal = game.legalMoves(state);
    const p = players[seat % players.length]!;
    const { move } = p.choose({ view: game.viewFor(state, seat), seat, legal, rng });
    const r = game.apply(state, move);
    if (!r.ok) throw new Error(`${game.id}: ${p.id} played an illegal move ${JSON.stringify(move)}: ${r.violation.code}`);
    state = r.state;
    moves.push(move);
  }
  return { state, moves };
}
