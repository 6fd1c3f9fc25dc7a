/**
 * No peeking: a player's move depends only on what its seat may know. For a
 * position reached in a random game, two other states that differ from it
 * only in hidden cards (the other hands, the stock's order — dealt from the
 * seat's view with determinize) make every player choose the same move with
 * the same seed. fast-check picks the game, the options, the deal, how far
 * to play and the hidden deals.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/engine/core/rng';
import { CASES, strengths } from './setup';

describe.each(CASES)('$game.id players do not peek', (c) => {
  const { game } = c;
  const players = strengths(c);

  it('states that differ only in hidden cards get the same move from every player', () => {
    let differed = 0;
    fc.assert(
      fc.property(
        fc.nat(c.options.length - 1),
        fc.integer({ min: 1, max: 1e6 }),
        fc.nat(120),
        fc.integer({ min: 1, max: 1e6 }),
        fc.integer({ min: 1, max: 1e6 }),
        (k, seed, steps, hiddenA, hiddenB) => {
          const options = c.options[k]!;
          // a position from a random game
          let s = game.setup(options, seed);
          const rng = Rng.from(seed);
          for (let i = 0; i < steps && game.result(s) === null; i++) {
            const legal = game.legalMoves(s);
            const r = game.apply(s, legal[rng.int(legal.length)]);
            if (!r.ok) throw new Error('a legal move was refused');
            s = r.state;
          }
          const seat = game.toAct(s);
          if (seat === null) return;
          const view = game.viewFor(s, seat);
          const a = game.determinize(view, seat, hiddenA);
          const b = game.determinize(view, seat, hiddenB);
          if (JSON.stringify(game.cards(a)) !== JSON.stringify(game.cards(b))) differed++;
          for (const [name, player] of players) {
            const choose = (state: unknown) =>
              player.choose({ view: game.viewFor(state, seat), seat, legal: game.legalMoves(state), rng: Rng.from(`move-${seed}`) }).move;
            const real = choose(s);
            expect(choose(a), `${game.id} ${name} changed its move when hidden cards moved`).toEqual(real);
            expect(choose(b)).toEqual(real);
          }
        },
      ),
      { numRuns: c.game.id === 'gongor-whist' ? 12 : 20, seed: 15 },
    );
    // the property was tested on states that really differ in hidden places
    expect(differed).toBeGreaterThan(0);
  });
});
