/**
 * What only Quincunx holds, over seeded random games in every mode and seat
 * count (tests/contract covers what every game holds: cards kept, states never
 * mutated, replay equal, games end under every option combination):
 *
 * - a play scores exactly the sum of its breakdown's items, and the mover is
 *   credited with that, no more and no less;
 * - the mover draws one card per 11 or 20, as many as the pile still has;
 * - a wrong Muggins announcement gives the difference to the right seats;
 * - the legal moves are every hand card into every legal cell;
 * - a game has as many rounds as players, and its result is the totals.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { apply, legalCells, legalMoves, QUINCUNX, totals, type QuincunxMove, type QuincunxOptions, type QuincunxState } from '../../src/engine/quincunx';
import { playRandom } from '../helpers/contract';

function check(cond: boolean, what: string, detail: unknown = ''): void {
  if (!cond) throw new Error(`${what} ${JSON.stringify(detail)}`);
}

/** Replays a played game and checks each play's bookkeeping; returns the number of placements. */
function checkGame(states: readonly QuincunxState[], moves: readonly QuincunxMove[]): number {
  let placements = 0;
  moves.forEach((move, i) => {
    const before = states[i]!;
    if (i % 7 === 0 && before.phase === 'play') {
      const hand = new Set(before.hands[before.current]);
      check(legalMoves(before).length === hand.size * legalCells(before).length, 'legal moves are not hand × legal cells', i);
    }
    const r = apply(before, move);
    if (!r.ok) throw new Error('replay refused a move');
    check(JSON.stringify(r.state) === JSON.stringify(states[i + 1]), 'replay differs');
    const placed = r.events.find((e) => e.type === 'placed');
    if (!placed || placed.type !== 'placed') return;
    placements++;
    const b = placed.breakdown;
    check(b.points === b.items.reduce((a, it) => a + it.points, 0), 'total is not the sum of the items', b);
    check(b.draws === b.items.reduce((a, it) => a + it.draws, 0), 'draws are not the sum of the items', b);
    const p = placed.player;
    const k = before.rounds.length - 1;
    check(r.state.rounds[k]!.points[p]! - before.rounds[k]!.points[p]! === b.points, 'mover not credited with the breakdown total', b);
    const drew = r.events.find((e) => e.type === 'drew');
    check((drew?.type === 'drew' ? drew.cards.length : 0) === Math.min(b.draws, before.pile.length), 'wrong number of cards drawn', b);
    // Muggins: the legal move announces right; a wrong call instead gives the difference to the next seat (or every opponent).
    if (move.type === 'place' && before.options.muggins) {
      check(!r.events.some((e) => e.type === 'muggins'), 'a right announcement was penalised');
      const off = (i % 5) - 2 || 3;
      const w = apply(before, { ...move, announce: b.points + off });
      if (!w.ok) throw new Error('a wrong announcement was refused');
      const n = before.options.players;
      const to = before.options.mugginsBeneficiary === 'allOpponents' ? [...Array(n).keys()].filter((x) => x !== p) : [(p + 1) % n];
      const got = w.state.rounds[k]!.muggins.map((v, x) => v - before.rounds[k]!.muggins[x]!);
      check(JSON.stringify(got) === JSON.stringify([...Array(n).keys()].map((x) => (to.includes(x) ? Math.abs(off) : 0))), 'muggins difference not booked', { got, to, off });
      check(JSON.stringify(totals(w.state)[p]) === JSON.stringify(totals(r.state)[p]), 'a wrong call changed the caller\'s own points');
    }
  });
  const last = states[states.length - 1]!;
  expect(last.phase).toBe('over');
  if (last.result?.kind === 'scores') {
    expect(last.rounds).toHaveLength(last.options.players);
    expect(last.result.totals).toEqual(totals(last));
  }
  return placements;
}

const variant = fc.record({
  excuse: fc.boolean(), pawns: fc.boolean(), flush: fc.boolean(), muggins: fc.boolean(),
  tripleExcludesPair: fc.constantFrom('perLine' as const, 'strict' as const), pairsOrthogonalOnly: fc.boolean(),
  bothBonusesInOneLine: fc.boolean(), mugginsBeneficiary: fc.constantFrom('nextPlayer' as const, 'allOpponents' as const),
});

const TABLES: [string, Partial<QuincunxOptions>, (placements: number, games: number) => void][] = [
  // 2 players place 20 cards a round over 2 rounds, 3 place 21 over 3, 4 place 20 over 4; the open spread 24 a round.
  ['standard, 2 players', { mode: 'standard', players: 2 }, (p, g) => expect(p).toBe(g * 40)],
  ['standard, 3 players', { mode: 'standard', players: 3 }, (p, g) => expect(p).toBe(g * 63)],
  ['standard, 4 players', { mode: 'standard', players: 4 }, (p, g) => expect(p).toBe(g * 80)],
  ['open spread, 2 players', { mode: 'openSpread', players: 2 }, (p, g) => expect(p).toBe(g * 48)],
  ['open spread, 4 players', { mode: 'openSpread', players: 4 }, (p, g) => expect(p).toBe(g * 96)],
  // The solitaire ends after 8 to 12 placements.
  ['solitaire', { mode: 'solitaire4x4' }, (p, g) => { expect(p).toBeGreaterThanOrEqual(g * 8); expect(p).toBeLessThanOrEqual(g * 12); }],
];

describe('quincunx bookkeeping over random games', () => {
  for (const [label, table, placementsOk] of TABLES) {
    it(`${label}: 60 seeded games under random variants`, () => {
      let games = 0;
      let placements = 0;
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer(), variant, (seed, moveSeed, v) => {
          const played = playRandom(QUINCUNX, { ...v, ...table }, seed, moveSeed);
          placements += checkGame(played.states as QuincunxState[], played.moves as QuincunxMove[]);
          games++;
        }),
        { numRuns: 60, seed: label.length * 101 },
      );
      expect(games).toBe(60);
      placementsOk(placements, games);
    }, 60_000);
  }
});
