/**
 * Conquian's fast play-outs (src/engine/conquian/playout.ts) keep the rules:
 * every decision of a play-out, replayed through the engine from the same
 * sampled state, is a legal move (the engine's forced-add question answered
 * "no", as the play-outs never force), and the play-out ends where the
 * engine's game ends, with the same result. The play-outs play the default
 * reading of when hand cards may go down; under the other two readings the
 * strong player uses them as well (they only leave out the hand-only melds
 * those readings add), so they must keep those readings' rules too, also
 * from a position where hand cards just went down alone.
 */
import { describe, expect, it } from 'vitest';
import { partition } from '../../src/engine/conquian/combos';
import type { ConquianMove, ConquianState } from '../../src/engine/conquian/engine';
import { CONQUIAN } from '../../src/engine/conquian/game';
import { conquianBeginner } from '../../src/engine/conquian/players';
import { fastPlayout, type PlayoutMove } from '../../src/engine/conquian/playout';
import { playWith } from '../../src/engine/core/player';

/** Positions along seeded games of the beginner against itself, every few moves (and, where a reading allows it, just after hand cards went down alone). */
function positions(games: number, options: Partial<ConquianState['options']> = {}): { pos: ConquianState; handOnly: boolean }[] {
  const out: { pos: ConquianState; handOnly: boolean }[] = [];
  for (let g = 0; g < games; g++) {
    const { moves } = playWith(CONQUIAN, options, `playout-${g}`, [conquianBeginner, conquianBeginner], { moveSeed: g });
    let s = CONQUIAN.setup(options, `playout-${g}`);
    for (const [k, m] of moves.entries()) {
      if (k % 5 === g % 5) out.push({ pos: s, handOnly: false });
      // a meld of hand cards alone (the centre card not among them), as the strong player may try one
      const handOnly = CONQUIAN.legalMoves(s).find((x) => x.type === 'meld' && !(s.centre && x.melds.some((c) => c.includes(s.centre!.card))));
      if (handOnly) {
        const r = CONQUIAN.apply(s, handOnly);
        if (r.ok && !r.state.result) out.push({ pos: r.state, handOnly: true });
      }
      const r = CONQUIAN.apply(s, m);
      if (!r.ok) throw new Error('a beginner move was refused');
      s = r.state;
    }
  }
  return out;
}

/** Replay a play-out's trace through the engine from its start: every move legal, the same end. Returns the moves played and the result's kind. */
function replay(start: ConquianState, seat: number, label: string): { played: number; kind: string } {
  const trace: PlayoutMove[] = [];
  const value = fastPlayout(start, seat, (m) => trace.push(m));
  let s = start;
  let played = 0;
  for (const m of trace) {
    while (s.phase === 'forceCheck') s = (CONQUIAN.apply(s, { type: 'noForce' }) as { state: ConquianState }).state;
    const r = CONQUIAN.apply(s, engineMove(s, m));
    expect(r.ok, `${label}: ${JSON.stringify(m)} refused in phase ${s.phase}${r.ok ? '' : ': ' + r.violation.code}`).toBe(true);
    if (r.ok) s = r.state;
    played++;
  }
  const result = CONQUIAN.result(s);
  expect(result, `${label} stopped before the end`).not.toBeNull();
  expect(value).toBe(result!.winners.length === 0 ? 0.5 : result!.winners.includes(seat) ? 1 : 0);
  return { played, kind: result!.code === 'win' ? (result!.winners[0] === seat ? 'won' : 'lost') : 'drawn' };
}

/** The engine move for a play-out decision in state s. */
function engineMove(s: ConquianState, m: PlayoutMove): ConquianMove {
  if (m.type !== 'meld') return m.type === 'discard' ? { type: 'discard', card: m.card } : { type: m.type };
  const melds = partition([...s.melds[s.current].flat(), s.centre!.card, ...m.hand]);
  return { type: 'meld', hand: m.hand, melds: melds ?? [] };
}

describe.each(['withCentre', 'turnedCard', 'discardStep'] as const)('Conquian fast play-outs, hand cards down: %s', (handMelds) => {
  it('play only legal moves and end as the engine says', () => {
    const results = new Set<string>();
    let played = 0;
    let handOnly = 0;
    for (const [i, { pos, handOnly: alone }] of positions(12, { handMelds }).entries()) {
      if (alone) handOnly++;
      const seat = CONQUIAN.toAct(pos)!;
      // a sampled state, as the strong player's play-outs start from
      const start = CONQUIAN.determinize(CONQUIAN.viewFor(pos, seat), seat, i);
      const r = replay(start, seat, `play-out ${i}`);
      played += r.played;
      results.add(r.kind);
    }
    expect(played).toBeGreaterThan(500);
    // under the other readings some play-outs start just after hand cards went down alone
    if (handMelds !== 'withCentre') expect(handOnly).toBeGreaterThan(0);
    // wins, losses and draws all occur
    expect([...results].sort()).toEqual(['drawn', 'lost', 'won']);
  });
});

describe('Conquian fast play-outs after a first turn that put hand cards down alone (turned-card reading)', () => {
  it('keep the first-turn rule: the turned card goes down only in a combination with two hand cards', () => {
    let tried = 0;
    for (let g = 0; g < 300; g++) {
      const s0 = CONQUIAN.setup({ handMelds: 'turnedCard' }, `first-${g}`);
      const turned = CONQUIAN.apply(s0, { type: 'turn' });
      if (!turned.ok || turned.state.phase !== 'turned') continue;
      const pos = turned.state;
      for (const m of CONQUIAN.legalMoves(pos)) {
        if (m.type !== 'meld' || m.melds.some((c) => c.includes(pos.centre!.card))) continue;
        const r = CONQUIAN.apply(pos, m);
        if (!r.ok || r.state.phase !== 'turned' || !r.state.firstTurn) continue;
        const seat = r.state.current;
        replay(CONQUIAN.determinize(CONQUIAN.viewFor(r.state, seat), seat, g), seat, `first turn ${g}`);
        tried++;
      }
    }
    expect(tried).toBeGreaterThan(20);
  });
});
