/**
 * Random Quincunx games for the property tests: a cheap random policy (a
 * random hand card into a random legal cell; with Muggins a right or wrong
 * announcement), with the invariants checked after every move.
 */
import { expect } from 'vitest';
import fc from 'fast-check';
import {
  allCards, apply, deckFor, legalCells, legalMoves, preview, setup, totals,
  type Mode, type QuincunxMove, type QuincunxOptions, type QuincunxState,
} from '../../src/engine/quincunx';
import { Rng } from '../../src/engine/core/rng';

/** A cheap check for the hot loop (vitest's expect is comparatively slow over 100,000 moves). */
function check(cond: boolean, what: string, detail: unknown = ''): void {
  if (!cond) throw new Error(`${what} ${typeof detail === 'string' ? detail : JSON.stringify(detail)}`);
}

export function deepFreeze<T>(o: T): T {
  if (o && typeof o === 'object' && !Object.isFrozen(o)) {
    Object.freeze(o);
    for (const v of Object.values(o)) deepFreeze(v);
  }
  return o;
}

function randomMove(s: QuincunxState, rng: Rng): QuincunxMove {
  if (s.phase === 'roundEnd') return { type: 'deal' };
  const hand = s.hands[s.current]!;
  const cells = legalCells(s);
  check(cells.length > 0, 'no legal cell');
  check(hand.length > 0, 'empty hand on turn');
  const card = hand[rng.int(hand.length)]!;
  const cell = cells[rng.int(cells.length)]!;
  if (!s.options.muggins) return { type: 'place', card, cell };
  const actual = preview(s, card, cell)!.points;
  return { type: 'place', card, cell, announce: rng.int(3) === 0 ? actual + rng.int(9) - 4 : actual };
}

export interface GameRun {
  readonly options: Partial<QuincunxOptions>;
  readonly seed: number;
  readonly moves: QuincunxMove[];
  readonly final: QuincunxState;
  readonly placements: number;
}

/** Play one game to its end, checking every invariant on the way. */
export function playGame(options: Partial<QuincunxOptions>, seed: number, moveSeed: number, checkLegalList = false): GameRun {
  let s = deepFreeze(setup(options, seed));
  const deck = deckFor(s.options).sort().join(' ');
  const rng = Rng.from(moveSeed);
  const moves: QuincunxMove[] = [];
  let placements = 0;
  for (let i = 0; i < 400 && s.phase !== 'over'; i++) {
    const move = randomMove(s, rng);
    if (checkLegalList && move.type === 'place') {
      const listed = legalMoves(s).some((m) => m.type === 'place' && m.card === move.card && m.cell === move.cell);
      check(listed, 'move missing from legalMoves', move);
    }
    const before = s;
    const r = apply(s, move);
    if (!r.ok) throw new Error(`legal move refused: ${JSON.stringify(move)} ${JSON.stringify(r.violation)}`);
    // every card exactly once
    check(allCards(r.state).sort().join(' ') === deck, 'cards not conserved', move);
    // each turn's score equals the sum of its breakdown, and that is what the mover's round gets
    const placed = r.events.find((e) => e.type === 'placed');
    if (placed && placed.type === 'placed') {
      placements++;
      const b = placed.breakdown;
      check(b.points === b.items.reduce((a, it) => a + it.points, 0), 'total is not the sum of the items', b);
      check(b.draws === b.items.reduce((a, it) => a + it.draws, 0), 'draws are not the sum of the items', b);
      const p = placed.player;
      const idx = before.rounds.length - 1;
      check(r.state.rounds[idx]!.points[p]! - before.rounds[idx]!.points[p]! === b.points, 'mover not credited with the breakdown total', b);
      const drew = r.events.find((e) => e.type === 'drew');
      const got = drew && drew.type === 'drew' ? drew.cards.length : 0;
      check(got === Math.min(b.draws, before.pile.length), 'wrong number of cards drawn', b);
      const mug = r.events.find((e) => e.type === 'muggins');
      const received = r.state.rounds[idx]!.muggins.reduce((a, v) => a + v, 0) - before.rounds[idx]!.muggins.reduce((a, v) => a + v, 0);
      if (mug && mug.type === 'muggins') check(received === mug.difference * mug.to.length, 'muggins difference not booked', mug);
      else check(received === 0, 'muggins points without an event');
    }
    s = deepFreeze(r.state);
    moves.push(move);
  }
  // every game ends
  expect(s.phase).toBe('over');
  expect(s.result).not.toBeNull();
  if (s.result?.kind === 'scores') {
    expect(s.rounds).toHaveLength(s.options.players);
    expect(s.result.totals).toEqual(totals(s));
  }
  return { options, seed, moves, final: s, placements };
}

/** Options drawn per game: deck extensions and variants vary; mode and players are fixed by the caller. */
export const variantArb = fc.record({
  excuse: fc.boolean(),
  pawns: fc.boolean(),
  flush: fc.boolean(),
  muggins: fc.boolean(),
  tripleExcludesPair: fc.constantFrom('perLine' as const, 'strict' as const),
  pairsOrthogonalOnly: fc.boolean(),
});

/** 1,000 seeded games of one mode and player count: invariants, no mutation (frozen states), replay equal, game ends. */
export function propertyRun(mode: Mode, players: number, fcSeed: number): number {
  let games = 0;
  let placements = 0;
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer(), variantArb, (seed, ms, variant) => {
      const options = { ...variant, mode, players };
      const run = playGame(options, seed, ms, games % 100 === 0);
      // replay from the seed gives the same final state
      let s = setup(options, seed);
      for (const m of run.moves) {
        const r = apply(s, m);
        if (!r.ok) throw new Error('replay refused a move');
        s = r.state;
      }
      expect(s).toEqual(run.final);
      games++;
      placements += run.placements;
    }),
    { numRuns: 1000, seed: fcSeed },
  );
  expect(games).toBe(1000);
  return placements;
}
