/**
 * The generic Monte Carlo player on a toy game whose values are known: a
 * seat picks a card 0–3 face down, then the hidden deal (a card 0–3 the
 * other seat holds, unseen) decides: the pick wins if it is higher, ties are
 * draws. Pick 3 wins three deals in four, pick 0 none: the player must find
 * 3 from its view alone, whatever the hidden card; the prior keeps the first
 * candidate when nothing tells the moves apart; the same seed gives the same
 * choice.
 */
import { describe, expect, it } from 'vitest';
import type { GameEngine, GameOutcome } from '../../src/engine/core/game';
import { monteCarloPlayer, randomPlayer } from '../../src/engine/core/player';
import { Rng } from '../../src/engine/core/rng';

interface S {
  readonly hidden: number;
  readonly pick: number | null;
}
type M = { readonly pick: number };
interface V {
  readonly pick: number | null;
}

function outcome(s: S): GameOutcome | null {
  if (s.pick === null) return null;
  if (s.pick === s.hidden) return { code: 'draw', winners: [] };
  return { code: 'win', winners: [s.pick > s.hidden ? 0 : 1] };
}

const TOY = {
  id: 'conquian',
  setup: (_o: unknown, seed: number | string) => ({ hidden: Rng.from(seed).int(4), pick: null }),
  legalMoves: (s: S) => (s.pick === null ? [0, 1, 2, 3].map((pick) => ({ pick })) : []),
  apply: (s: S, m: M) => ({ ok: true as const, state: { ...s, pick: m.pick }, events: [] }),
  toAct: (s: S) => (s.pick === null ? 0 : null),
  result: outcome,
  seats: () => 2,
  viewFor: (s: S) => ({ pick: s.pick }),
  determinize: (v: V, _seat: number, seed: number | string) => ({ hidden: Rng.from(seed).int(4), pick: v.pick }),
} as unknown as GameEngine<S, M, unknown, V>;

const decide = (player: ReturnType<typeof monteCarloPlayer<S, M, unknown, V>>, seed: number, legal: readonly M[] = TOY.legalMoves({ hidden: 0, pick: null })) =>
  player.choose({ view: { pick: null }, seat: 0, legal, rng: Rng.from(seed) });

describe('monteCarloPlayer', () => {
  it('finds the move that wins most often over the hidden deals, from the view alone', () => {
    const player = monteCarloPlayer(TOY, randomPlayer(), { playouts: 200 });
    for (let seed = 1; seed <= 20; seed++) {
      const c = decide(player, seed);
      expect(c.move).toEqual({ pick: 3 });
      // its estimate is the share of deals it wins (3 in 4, a draw in 1 of 4 counts half): about 87 %
      expect(c.reason.params?.chance).toBeGreaterThan(75);
      expect(c.reason.params?.chance).toBeLessThan(97);
    }
  });

  it('is deterministic for the caller’s generator, and spends about its budget', () => {
    let applied = 0;
    const counting = { ...TOY, apply: (s: S, m: M) => (applied++, TOY.apply(s, m)) } as GameEngine<S, M, unknown, V>;
    const player = monteCarloPlayer(counting, randomPlayer(), { playouts: 64 });
    const a = decide(player, 7);
    const used = applied;
    const b = decide(player, 7);
    expect(b).toEqual(a);
    expect(used).toBeGreaterThanOrEqual(60);
    expect(used).toBeLessThanOrEqual(72);
  });

  it('stops sampling new deals once a round has spent its share of a work budget, the same way for the same seed', () => {
    // the game's own work count: a play-out costs 1, or 5 for the pick 2 (a long one)
    let work = 0;
    const playout = (s: S, seat: number) => {
      work += s.pick === 2 ? 5 : 1;
      const r = outcome(s)!;
      return r.winners.length === 0 ? 0.5 : r.winners.includes(seat) ? 1 : 0;
    };
    const meter = () => work;
    const free = monteCarloPlayer(TOY, randomPlayer(), { playouts: 200, playout });
    const w0 = work;
    const a = decide(free, 5);
    const unbounded = work - w0;
    const boxed = monteCarloPlayer(TOY, randomPlayer(), { playouts: 200, playout, work: { budget: 60, meter } });
    const w1 = work;
    const b = decide(boxed, 5);
    const spent = work - w1;
    expect(unbounded).toBeGreaterThan(300);
    // two rounds (four candidates): each may overrun its share by one sampled deal (at most 1 + 1 + 5 + 1 for the four picks)
    expect(spent).toBeLessThanOrEqual(60 + 2 * 8);
    expect(spent).toBeGreaterThanOrEqual(60);
    expect(b.reason.params?.chance).toBeGreaterThan(0);
    // the same seed, the same move and the same play-outs; a budget never reached changes nothing
    expect(decide(boxed, 5)).toEqual(b);
    expect(b.move).toEqual({ pick: 3 });
    const roomy = monteCarloPlayer(TOY, randomPlayer(), { playouts: 200, playout, work: { budget: 1e9, meter } });
    expect(decide(roomy, 5)).toEqual(a);
  });

  it('keeps the first candidate when the moves are alike, and leaves it for a clearly better one', () => {
    const same = [{ pick: 1 }, { pick: 1 }];
    const tie = monteCarloPlayer(TOY, randomPlayer(), { playouts: 100, candidates: () => same, prior: 0.01 });
    expect(decide(tie, 3, same).move).toBe(same[0]);
    const better = monteCarloPlayer(TOY, randomPlayer(), { playouts: 100, candidates: (d) => [d.legal[0]!, d.legal[3]!], prior: 0.05 });
    expect(decide(better, 3).move).toEqual({ pick: 3 });
    // a budget as a function of the decision
    const none = monteCarloPlayer(TOY, randomPlayer(), { playouts: () => 0 });
    expect(decide(none, 3).move).toEqual({ pick: 0 });
  });
});
