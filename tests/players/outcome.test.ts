/**
 * outcomeValue (what a strong player's play-out is worth when it reaches the
 * end of the game) against every game's real result codes: a win 1, a shared
 * win 1/n, a loss 0, and a game that ended with no winner among several seats
 * a draw, ½ for every seat, whatever its code says about the next stake
 * (Conquian's 'draw' and 'draw-doubles'); a lost solitaire is 0.
 */
import { describe, expect, it } from 'vitest';
import type { AnyGame } from '../../src/engine/core/game';
import { outcomeValue, playWith, randomPlayer, type Player } from '../../src/engine/core/player';
import { GAMES_BY_ID } from '../../src/engine/games';

/** Finished games of random players, each seed once, until `want` says enough. */
function finished(game: AnyGame, options: Record<string, unknown>, count: number) {
  const random = randomPlayer() as Player<unknown, unknown>;
  const out = [];
  for (let i = 0; i < count; i++) {
    const { state } = playWith(game, options, `outcome-${i}`, [random, random, random, random], { moveSeed: i });
    const r = game.result(state);
    if (r) out.push({ state, r, seats: game.seats(state) });
  }
  return out;
}

const CASES: [string, AnyGame, Record<string, unknown>, number][] = [
  ['conquian', GAMES_BY_ID.conquian, {}, 60],
  ['conquian without double stakes', GAMES_BY_ID.conquian, { stockOutDoublesNext: false }, 60],
  ['romme', GAMES_BY_ID.romme, { players: 2, deals: 1 }, 10],
  ['quincunx', GAMES_BY_ID.quincunx, { players: 3 }, 10],
  ['gongor-whist', GAMES_BY_ID['gongor-whist'], {}, 20],
];

describe('outcomeValue reads every game result', () => {
  for (const [name, game, options, count] of CASES) {
    it(name, () => {
      const value = outcomeValue(game);
      const games = finished(game, options, count);
      expect(games.length).toBe(count);
      for (const { state, r, seats } of games) {
        for (let seat = 0; seat < seats; seat++) {
          const v = value(state, seat, state);
          if (r.winners.length) expect(v, `${r.code} seat ${seat}`).toBe(r.winners.includes(seat) ? 1 / r.winners.length : 0);
          else expect(v, `${r.code} seat ${seat}`).toBe(seats > 1 ? 0.5 : 0);
        }
      }
    });
  }

  it('Conquian deals that run out of stock are draws under both codes', () => {
    const codes = new Set<string>();
    for (const options of [{}, { stockOutDoublesNext: false }]) {
      for (const { state, r } of finished(GAMES_BY_ID.conquian, options, 60)) {
        if (r.winners.length) continue;
        codes.add(r.code);
        expect([outcomeValue(GAMES_BY_ID.conquian)(state, 0, state), outcomeValue(GAMES_BY_ID.conquian)(state, 1, state)]).toEqual([0.5, 0.5]);
      }
    }
    expect([...codes].sort()).toEqual(['draw', 'draw-doubles']);
  });

  it('a lost solitaire is worth nothing, a won one 1', () => {
    const codes = new Set(finished(GAMES_BY_ID['gongor-whist'], {}, 20).map(({ r }) => r.code));
    expect(codes.has('lost')).toBe(true);
    const value = outcomeValue(GAMES_BY_ID['gongor-whist']);
    for (const { state, r } of finished(GAMES_BY_ID['gongor-whist'], {}, 20)) expect(value(state, 0, state)).toBe(r.code === 'won' ? 1 : 0);
  });
});
