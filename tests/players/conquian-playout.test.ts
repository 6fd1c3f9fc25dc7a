/**
 * Conquian's fast play-outs (src/engine/conquian/playout.ts) keep the rules:
 * every decision of a play-out, replayed through the engine from the same
 * sampled state, is a legal move (the engine's forced-add question answered
 * "no", as the play-outs never force), and the play-out ends where the
 * engine's game ends, with the same result.
 */
import { describe, expect, it } from 'vitest';
import { partition } from '../../src/engine/conquian/combos';
import type { ConquianMove, ConquianState } from '../../src/engine/conquian/engine';
import { CONQUIAN } from '../../src/engine/conquian/game';
import { conquianBeginner } from '../../src/engine/conquian/players';
import { fastPlayout, type PlayoutMove } from '../../src/engine/conquian/playout';
import { playWith } from '../../src/engine/core/player';

/** Positions along seeded games of the beginner against itself, every few moves. */
function positions(games: number, options = {}): ConquianState[] {
  const out: ConquianState[] = [];
  for (let g = 0; g < games; g++) {
    const { moves } = playWith(CONQUIAN, options, `playout-${g}`, [conquianBeginner, conquianBeginner], { moveSeed: g });
    let s = CONQUIAN.setup(options, `playout-${g}`);
    for (const [k, m] of moves.entries()) {
      if (k % 5 === g % 5) out.push(s);
      const r = CONQUIAN.apply(s, m);
      if (!r.ok) throw new Error('a beginner move was refused');
      s = r.state;
    }
  }
  return out;
}

/** The engine move for a play-out decision in state s. */
function engineMove(s: ConquianState, m: PlayoutMove): ConquianMove {
  if (m.type !== 'meld') return m.type === 'discard' ? { type: 'discard', card: m.card } : { type: m.type };
  const melds = partition([...s.melds[s.current].flat(), s.centre!.card, ...m.hand]);
  return { type: 'meld', hand: m.hand, melds: melds ?? [] };
}

describe('Conquian fast play-outs', () => {
  it('play only legal moves and end as the engine says', () => {
    const results = new Set<string>();
    let played = 0;
    for (const [i, pos] of positions(12).entries()) {
      const seat = CONQUIAN.toAct(pos)!;
      // a sampled state, as the strong player's play-outs start from
      const start = CONQUIAN.determinize(CONQUIAN.viewFor(pos, seat), seat, i);
      const trace: PlayoutMove[] = [];
      const value = fastPlayout(start, seat, (m) => trace.push(m));
      let s = start;
      for (const m of trace) {
        while (s.phase === 'forceCheck') s = (CONQUIAN.apply(s, { type: 'noForce' }) as { state: ConquianState }).state;
        const r = CONQUIAN.apply(s, engineMove(s, m));
        expect(r.ok, `play-out ${i}: ${JSON.stringify(m)} refused in phase ${s.phase}${r.ok ? '' : ': ' + r.violation.code}`).toBe(true);
        if (r.ok) s = r.state;
        played++;
      }
      const result = CONQUIAN.result(s);
      expect(result, `play-out ${i} stopped before the end`).not.toBeNull();
      expect(value).toBe(result!.winners.length === 0 ? 0.5 : result!.winners.includes(seat) ? 1 : 0);
      results.add(result!.code === 'win' ? (result!.winners[0] === seat ? 'won' : 'lost') : 'drawn');
    }
    expect(played).toBeGreaterThan(500);
    // wins, losses and draws all occur
    expect([...results].sort()).toEqual(['drawn', 'lost', 'won']);
  });
});
