/**
 * Random Rommé games for the property tests (one test file per player count,
 * so that each file stays well under half a minute on a slow machine).
 */
import { expect } from 'vitest';
import fc from 'fast-check';
import { allCards, apply, legalMoves, setup, type RommeMove, type RommeState, type SetupOptions, type Variant } from '../../src/engine/romme';
import { Rng } from '../../src/engine/core/rng';

export function deepFreeze<T>(o: T): T {
  if (o && typeof o === 'object' && !Object.isFrozen(o)) {
    Object.freeze(o);
    for (const v of Object.values(o)) deepFreeze(v);
  }
  return o;
}

const VARIANTS: Variant[] = ['standard', 'standard', 'standard', 'noLayout', 'oneSuit', 'multiDiscardTake', 'kids7'];

export const optionsArb = (players: number): fc.Arbitrary<SetupOptions> =>
  fc.record({
    players: fc.constant(players),
    variant: fc.constantFrom(...VARIANTS),
    maxJokersPerMeld: fc.constantFrom(null, null, 1),
    goOutWithDiscard: fc.boolean(),
    layOffSameTurnAsInitial: fc.boolean(),
    stockOutReshuffleDiscards: fc.constantFrom(true, true, true, false),
    firstDealer: fc.constantFrom('highCard' as const, 'firstAce' as const),
    deals: fc.constantFrom(1, 1, 2),
    turnCap: fc.constantFrom(40, 120),
    jokerBySkatOrder: fc.boolean(),
    takeDiscardBeforeFirstMeld: fc.constantFrom('free' as const, 'free' as const, 'meldAtOnce' as const),
  });

/** A cheap random policy: mostly take the engine's active moves (melds, lay-offs, exchanges), then discard at random. */
export function chooseMove(s: RommeState, rng: Rng): RommeMove {
  const legal = legalMoves(s);
  expect(legal.length, `no legal move in phase ${s.phase}`).toBeGreaterThan(0);
  if (s.phase === 'play' || s.phase === 'final') {
    const active = legal.filter((m) => m.type !== 'discard' && m.type !== 'done');
    const rest = legal.filter((m) => m.type === 'discard' || m.type === 'done');
    if (active.length && (rng.float() < 0.85 || rest.length === 0)) return active[rng.int(active.length)]!;
    return rest[rng.int(rest.length)]!;
  }
  if (s.phase === 'draw') {
    const special = legal.filter((m) => m.type === 'call' || m.type === 'oneSuit');
    if (special.length && rng.float() < 0.7) return special[0]!;
  }
  return legal[rng.int(legal.length)]!;
}

export interface GameRun {
  readonly final: RommeState;
  readonly moves: RommeMove[];
  readonly capped: boolean;
}

/** Play one game to its end, checking the invariants after every move. */
export function playGame(opts: SetupOptions, seed: number, moveSeed: number): GameRun {
  let state = deepFreeze(setup(opts, seed));
  const rng = Rng.from(moveSeed);
  const moves: RommeMove[] = [];
  let capped = false;
  const limit = 10 * (opts.turnCap ?? 300) * (opts.deals ?? 1) * (opts.players ?? 4);
  for (let i = 0; i < limit && state.phase !== 'over'; i++) {
    const move = chooseMove(state, rng);
    const before = i % 16 === 0 ? JSON.stringify(state) : null;
    const r = apply(state, move); // a frozen state: any write would throw here
    if (!r.ok) throw new Error(`a listed move was refused: ${JSON.stringify(move)} ${JSON.stringify(r.violation)}`);
    if (before !== null) expect(JSON.stringify(state)).toBe(before);
    const cards = allCards(r.state);
    if (cards.length !== 106 || new Set(cards).size !== 106) throw new Error(`cards lost or doubled after ${JSON.stringify(move)}`);
    for (const e of r.events) if (e.type === 'dealEnded' && e.record.how === 'capped') capped = true;
    state = deepFreeze(r.state);
    moves.push(move);
  }
  expect(state.phase).toBe('over');
  expect(state.history.length).toBe(state.options.deals);
  const totals = state.scores.map((_, i) => state.history.reduce((a, h) => a + h.penalties[i]!, 0));
  expect(state.scores).toEqual(totals);
  return { final: state, moves, capped };
}

/** ≥ 1,000 seeded random games for one player count: cards conserved, no mutation, replay equal, every game ends (or its deals hit the cap). */
export function randomGamesProperty(players: number, runs = 1000): { games: number; capped: number; outs: number } {
  let games = 0;
  let capped = 0;
  let outs = 0;
  fc.assert(
    fc.property(optionsArb(players), fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer(), (opts, seed, ms) => {
      const run = playGame(opts, seed, ms);
      let s = setup(opts, seed);
      for (const m of run.moves) {
        const r = apply(s, m);
        if (!r.ok) throw new Error('replay refused a move');
        s = r.state;
      }
      expect(s).toEqual(run.final);
      games++;
      if (run.capped) capped++;
      outs += run.final.history.filter((h) => h.winner !== null).length;
    }),
    { numRuns: runs, seed: 1000 + players },
  );
  return { games, capped, outs };
}
