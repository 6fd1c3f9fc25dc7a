/**
 * Computer players. A player sees what a person in its seat would see — the
 * seat's view (GameEngine.viewFor), the legal moves and a seeded random
 * source — never the full state, so it cannot peek at hidden cards. It
 * answers with a move and a reason as data (a code the page translates, the
 * rule it rests on, the cards it names).
 *
 * Each game has two strengths (src/engine/<game>/players.ts):
 * - `beginner`: a short, readable heuristic that plays like a sensible
 *   newcomer (a few milliseconds a move);
 * - `strong`: `monteCarloPlayer` below — for each candidate move it deals the
 *   hidden cards at random consistent with the view (determinize), plays on
 *   with a fast policy in every seat for a while, scores the outcome and picks
 *   the move that did best. Its budget is a number of play-outs, not a time,
 *   so the same seed always gives the same move (the bench reports the time).
 *
 * Inside a play-out the policy may look at the whole sampled state: that
 * state is the player's own guess, dealt from the view alone, so nothing
 * hidden reaches the choice.
 */
import type { GamePlay } from './game';
import type { Params } from './result';
import { Rng } from './rng';

/** The strengths a page can offer. */
export const STRENGTHS = ['beginner', 'strong'] as const;
export type Strength = (typeof STRENGTHS)[number];

export function isStrength(x: unknown): x is Strength {
  return x === 'beginner' || x === 'strong';
}

export interface Reason {
  /** What the page says about the move, e.g. 'completes-meld', 'least-useful' (translated per game, src/i18n/players.ts). */
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

/** The beginner: a rule of thumb, with the reason the hints give for the same move (`legal` for games whose reasons weigh the other moves). */
export function beginnerPlayer<V, M>(move: (view: V, legal: readonly M[]) => M, explain: (view: V, move: M, legal: readonly M[]) => Reason): Player<V, M> {
  return {
    id: 'beginner',
    choose: ({ view, legal }) => {
      const m = move(view, legal);
      return { move: m, reason: explain(view, m, legal) };
    },
  };
}

/** A game's two strengths, and the strong player with another budget (tests use a tiny one). */
export interface GamePlayers<V, M> {
  readonly beginner: Player<V, M>;
  readonly strong: Player<V, M>;
  strongWith(playouts: number): Player<V, M>;
}

/** The player of a strength. */
export function playerOf<V, M>(players: GamePlayers<V, M>, strength: Strength): Player<V, M> {
  return strength === 'strong' ? players.strong : players.beginner;
}

/** A player that picks uniformly among the legal moves (the baseline of the bench). */
export function randomPlayer<V, M>(): Player<V, M> {
  return { id: 'random', choose: ({ legal, rng }) => ({ move: legal[rng.int(legal.length)]!, reason: { code: 'random' } }) };
}

/**
 * Ask a player for a move with nothing but what a seat may know: the view,
 * the legal moves and a generator made from `seed`. The islands' workers and
 * the main-thread fallback call this, so both give the same move.
 */
export function askPlayer<V, M>(player: Player<V, M>, view: V, seat: number, legal: readonly M[], seed: number | string): Choice<M> {
  return player.choose({ view, seat, legal, rng: Rng.from(seed) });
}

/** How good a finished (or cut-off) play-out is for `seat`: 1 a win, 0 a loss, between for draws and margins. `start`: the sampled deal it began from. */
export type Evaluate<S> = (state: S, seat: number, start: S) => number;

/**
 * A move for the seat to act in a sampled state, or null to let the rollout
 * player pick among the legal moves. `me` is the seat whose decision is being
 * sampled (a policy may play that seat its own way and the others another).
 */
export type Policy<S, M> = (state: S, seat: number, rng: Rng, me: number) => M | null;

export interface MonteCarloOptions<S, M, V> {
  /**
   * Play-outs spent on the whole decision (spread over the candidates); a
   * function of the decision when play-outs cost more in some positions than
   * in others (it must read only the decision, so the count is seeded too).
   */
  readonly playouts: number | ((d: Decision<V, M>) => number);
  /** Stop a play-out here (e.g. at the end of a deal, or a few turns on) and evaluate. */
  readonly stop?: (state: S, start: S, moves: number) => boolean;
  /** Safety cap on moves per play-out. */
  readonly maxMoves?: number;
  readonly evaluate?: Evaluate<S>;
  /**
   * The moves worth sampling (default: every legal move), e.g. the heuristic's
   * best few; each must be one of `d.legal`. The first is the fallback when
   * the budget cannot tell them apart.
   */
  readonly candidates?: (d: Decision<V, M>) => readonly M[];
  /** A fast move on the sampled state (skips legalMoves and viewFor); null or an illegal move falls back to the rollout player. */
  readonly policy?: Policy<S, M>;
  /**
   * Trust in the first candidate (the heuristic's pick): its mean counts this
   * much more (0–1 scale), so noise in a few play-outs does not overturn a
   * sound choice; another move must be clearly better.
   */
  readonly prior?: number;
  /**
   * The game's own fast play-out from a state after the candidate move: the
   * value of the end for `seat` (0–1), or null to play out with the engine
   * (stop, policy, rollout player and evaluate above).
   */
  readonly playout?: (state: S, seat: number, rng: Rng) => number | null;
  /**
   * A budget of work besides the play-outs' count, for games whose play-outs
   * cost very different amounts: `meter` reads the game's own counter of work
   * done by its play-outs (a count that only grows, of steps and searches,
   * never a clock, so the same seed gives the same move on any machine). Each
   * round of the halving gets its share of what is left and starts no new
   * sampled deal once that is spent (every round plays at least one).
   */
  readonly work?: { readonly budget: number | ((d: Decision<V, M>) => number); readonly meter: () => number };
}

/** From the game's result: a win 1, a shared win 1/n, a draw 0.5, a loss 0; a running game 0.5. */
export function outcomeValue<S>(game: Pick<GamePlay<S, unknown, unknown, unknown>, 'result'>): Evaluate<S> {
  return (state, seat) => {
    const r = game.result(state);
    if (!r) return 0.5;
    if (r.winners.length === 0) return r.code.startsWith('draw') ? 0.5 : 0;
    return r.winners.includes(seat) ? 1 / r.winners.length : 0;
  };
}

/** The estimate behind a strong player's choice (for its reason). */
export interface Estimate {
  /** Mean value of the chosen move over its play-outs, 0–1. */
  readonly value: number;
  readonly playouts: number;
  /** Candidates compared. */
  readonly candidates: number;
}

const mix = (a: number, b: number) => (Math.imul(a ^ (b + 0x9e3779b9 + (a << 6) + (a >>> 2)), 0x85ebca6b) ^ b) >>> 0;

/**
 * Determinised Monte Carlo with sequential halving: every candidate is played
 * out on the same sampled deals (common random numbers, so differences come
 * from the move); after each round the worse half is dropped and the budget
 * goes to the rest. Deterministic for the caller's generator state.
 */
export function monteCarloPlayer<S, M, O, V>(
  game: GamePlay<S, M, O, V>,
  rollout: Player<V, M>,
  opts: MonteCarloOptions<S, M, V>,
  /** Why the chosen move is good, in the simple player's words (it usually agrees). */
  explain?: (d: Decision<V, M>, move: M, estimate: Estimate | null) => Reason,
  id = 'strong',
): Player<V, M> {
  const evaluate = opts.evaluate ?? outcomeValue(game);
  const maxMoves = opts.maxMoves ?? 2000;
  const prior = opts.prior ?? 0;
  return {
    id,
    choose(d) {
      const { view, seat } = d;
      const cands = opts.candidates ? opts.candidates(d) : d.legal;
      const list = cands.length ? cands : d.legal;
      const base = d.rng.int(2 ** 31);
      const budget = Math.max(0, Math.floor(typeof opts.playouts === 'function' ? opts.playouts(d) : opts.playouts));
      if (list.length === 1 || budget <= 0) {
        const move = list[0]!;
        return { move, reason: explain ? explain(d, move, null) : { code: 'only-move' } };
      }
      const starts: S[] = [];
      const startFor = (j: number): S => (starts[j] ??= game.determinize(view, seat, mix(base, j)));
      const sums = new Array<number>(list.length).fill(0);
      const counts = new Array<number>(list.length).fill(0);
      let alive = list.map((_, i) => i);
      const rounds = Math.max(1, Math.ceil(Math.log2(list.length)));
      let spent = 0;
      let deal = 0; // next sample index: every candidate alive in a round sees the same deals
      const meter = opts.work?.meter;
      const work0 = meter ? meter() : 0;
      const workBudget = opts.work ? (typeof opts.work.budget === 'function' ? opts.work.budget(d) : opts.work.budget) : Infinity;
      for (let r = 0; r < rounds && alive.length > 1; r++) {
        const left = budget - spent;
        const per = Math.max(1, Math.floor(left / (rounds - r) / alive.length));
        const roundStart = meter ? meter() : 0;
        const roundWork = (workBudget - (roundStart - work0)) / (rounds - r);
        for (let k = 0; k < per; k++, deal++) {
          if (meter && k > 0 && meter() - roundStart >= roundWork) break;
          const start = startFor(deal);
          for (const i of alive) {
            const res = game.apply(start, list[i]!);
            // A candidate the sampled deal does not allow (it never happens for moves legal in the view) scores nothing.
            const rng = new Rng(mix(base ^ 0x5bd1e995, deal));
            const v = res.ok ? (opts.playout?.(res.state, seat, rng) ?? playOut(game, rollout, opts, evaluate, res.state, start, rng, maxMoves, seat)) : 0;
            sums[i]! += v;
            counts[i]!++;
            spent++;
          }
        }
        const mean = (i: number) => sums[i]! / counts[i]! + (i === 0 ? prior : 0);
        // Keep the better half; ties keep the earlier candidate (the heuristic's order).
        alive = alive
          .slice()
          .sort((a, b) => mean(b) - mean(a) || a - b)
          .slice(0, Math.max(1, Math.ceil(alive.length / 2)));
        if (spent >= budget) break;
      }
      const mean = (i: number) => (counts[i]! ? sums[i]! / counts[i]! + (i === 0 ? prior : 0) : -Infinity);
      let best = alive[0]!;
      for (const i of alive) if (mean(i) > mean(best) || (mean(i) === mean(best) && i < best)) best = i;
      const move = list[best]!;
      const estimate: Estimate = { value: Math.max(0, Math.min(1, sums[best]! / Math.max(1, counts[best]!))), playouts: spent, candidates: list.length };
      const reason = explain ? explain(d, move, estimate) : { code: 'best-playout' };
      return { move, reason: { ...reason, params: { ...(reason.params ?? {}), chance: Math.round(estimate.value * 100) } } };
    },
  };
}

function playOut<S, M, O, V>(
  game: GamePlay<S, M, O, V>,
  rollout: Player<V, M>,
  opts: MonteCarloOptions<S, M, V>,
  evaluate: Evaluate<S>,
  from: S,
  start: S,
  rng: Rng,
  maxMoves: number,
  seat: number,
): number {
  let s = from;
  for (let i = 0; i < maxMoves; i++) {
    if (game.result(s) !== null || (opts.stop && opts.stop(s, start, i + 1))) break;
    const who = game.toAct(s);
    if (who === null) break;
    const fast = opts.policy ? opts.policy(s, who, rng, seat) : null;
    if (fast !== null) {
      const r = game.apply(s, fast);
      if (r.ok) {
        s = r.state;
        continue;
      }
    }
    const legal = game.legalMoves(s);
    if (legal.length === 0) break;
    const m = legal.length === 1 ? legal[0]! : rollout.choose({ view: game.viewFor(s, who), seat: who, legal, rng }).move;
    const r = game.apply(s, m);
    if (!r.ok) break;
    s = r.state;
  }
  return evaluate(s, seat, start);
}

/**
 * Play a whole game with one player per seat, each seeing only its view.
 * Returns the final state and the moves (for the bench and the tests); an
 * illegal move throws, naming the player and the violation.
 */
export function playWith<S, M, O, V>(
  game: GamePlay<S, M, O, V>,
  options: Partial<O>,
  seed: number | string,
  players: readonly Player<V, M>[],
  { maxMoves = 20000, moveSeed = 1, onMove }: { maxMoves?: number; moveSeed?: number | string; onMove?: (seat: number, ms: number, choice: Choice<M>) => void } = {},
) {
  let state = game.setup(options, seed);
  const rng = Rng.from(moveSeed);
  const moves: M[] = [];
  for (let i = 0; i < maxMoves && game.result(state) === null; i++) {
    const seat = game.toAct(state);
    if (seat === null) break;
    const legal = game.legalMoves(state);
    const p = players[seat % players.length]!;
    const t = onMove ? performance.now() : 0;
    const choice = p.choose({ view: game.viewFor(state, seat), seat, legal, rng });
    if (onMove) onMove(seat, performance.now() - t, choice);
    const r = game.apply(state, choice.move);
    if (!r.ok) throw new Error(`${game.id}: ${p.id} played an illegal move ${JSON.stringify(choice.move)}: ${r.violation.code}`);
    state = r.state;
    moves.push(choice.move);
  }
  return { state, moves };
}
