/**
 * Rommé's fast play-outs (src/engine/romme/playout.ts) keep the rules: every
 * move of a play-out, replayed through the engine from the same sampled
 * state, is a legal move, and the play-out ends where the engine's deal
 * ends, with the same winner, the same way and the same penalty points —
 * under option sets that cover every variation ("Rommé mit n" with its call
 * and final round too) and every reading.
 * The meld searches they remember change nothing but the time: a play-out
 * plays the same moves, and counts the same work, from an empty memo as from
 * one filled by other play-outs (under other meld rules too).
 */
import { describe, expect, it } from 'vitest';
import { playWith, randomPlayer, type Player } from '../../src/engine/core/player';
import type { RommeMove, RommeOptions, RommeState } from '../../src/engine/romme/engine';
import { ROMME } from '../../src/engine/romme/game';
import { dealValue, rommeBeginner } from '../../src/engine/romme/players';
import { clearPlayoutMemo, fastPlayout, playoutWork } from '../../src/engine/romme/playout';
import type { RommeView } from '../../src/engine/romme/view';

/** Positions along seeded games (the beginner against itself, or against a random player: long deals whose stock runs out), every few moves. */
function positions(options: Partial<RommeOptions>, games: number, withRandom: boolean): RommeState[] {
  const out: RommeState[] = [];
  const random = randomPlayer<RommeView, RommeMove>();
  for (let g = 0; g < games; g++) {
    const seats = options.players ?? 2;
    const table: Player<RommeView, RommeMove>[] = Array.from({ length: seats }, (_, i) => (withRandom && i % 2 === 1 ? random : rommeBeginner));
    const { moves } = playWith(ROMME, options, `rp-${g}`, table, { moveSeed: g });
    let s = ROMME.setup(options, `rp-${g}`);
    for (const [k, m] of moves.entries()) {
      if (k % 9 === g % 9 && (s.phase === 'draw' || s.phase === 'play')) out.push(s);
      const r = ROMME.apply(s, m);
      if (!r.ok) throw new Error('a player move was refused');
      s = r.state;
    }
  }
  return out;
}

const OPTION_SETS: readonly Partial<RommeOptions>[] = [
  { players: 2, deals: 1 },
  { players: 3, deals: 1, takeDiscardBeforeFirstMeld: 'meldAtOnce' },
  { players: 4, deals: 1, goOutWithDiscard: false, maxJokersPerMeld: 1 },
  { players: 2, deals: 3, layOffSameTurnAsInitial: false, aceBothEnds: false, firstMeldMinimum: 25 },
  { players: 4, deals: 1, stockOutReshuffleDiscards: false },
  { players: 3, deals: 1, turnCap: 40 },
  { players: 2, deals: 1, variant: 'kids7', goOutWithDiscard: false },
  { players: 2, deals: 1, variant: 'oneSuit' },
  { players: 5, deals: 1, variant: 'multiDiscardTake' },
  { players: 2, deals: 1, variant: 'noLayout' },
  { players: 4, deals: 2, variant: 'noLayout', noLayoutLimit: 12, noLayoutCallerPenalty: true, maxJokersPerMeld: 1 },
];

describe('Rommé fast play-outs', () => {
  it.each(OPTION_SETS.map((o) => [JSON.stringify(o), o] as const))('play only legal moves and end as the engine says: %s', (_, options) => {
    const ends = new Set<string>();
    let played = 0;
    let reshuffled = 0;
    let called = 0;
    let finalMelds = 0;
    for (const withRandom of [false, true]) {
      for (const [i, pos] of positions(options, 4, withRandom).entries()) {
        const seat = ROMME.toAct(pos)!;
        // a sampled state, as the strong player's play-outs start from
        const start = ROMME.determinize(ROMME.viewFor(pos, seat), seat, i);
        const trace: RommeMove[] = [];
        const end = fastPlayout(start, seat, (m) => trace.push(m));
        expect(end, 'the fast play-out models these options').not.toBeNull();
        let s = start;
        for (const m of trace) {
          const r = ROMME.apply(s, m);
          expect(r.ok, `play-out ${i}: ${JSON.stringify(m)} refused in phase ${s.phase}${r.ok ? '' : ': ' + r.violation.code}`).toBe(true);
          if (!r.ok) break;
          reshuffled += r.events.filter((e) => e.type === 'reshuffled').length;
          s = r.state;
          played++;
        }
        // the deal is over, as the play-out says it is
        expect(s.history.length, `play-out ${i} stopped before the end of the deal`).toBe(start.history.length + 1);
        const rec = s.history[s.history.length - 1]!;
        expect({ winner: end!.winner, how: end!.how, penalties: end!.penalties }).toEqual({ winner: rec.winner, how: rec.how, penalties: rec.penalties });
        expect(dealValue(end!, seat, s.options)).toBe(dealValue(rec, seat, s.options));
        ends.add(rec.how === 'out' || rec.how === 'oneSuit' || rec.how === 'call' ? (rec.winner === seat ? 'won' : 'lost') : 'void');
        if (rec.how === 'call') {
          called++;
          // the others lay their melds down in the final round
          finalMelds += trace.slice(trace.findIndex((m) => m.type === 'call') + 1).filter((m) => m.type === 'meld').length;
        }
      }
    }
    expect(played).toBeGreaterThan(300);
    expect(ends.has('won') && ends.has('lost'), [...ends].join()).toBe(true);
    // the ways a deal can end without a winner were played where these options allow them
    if (options.stockOutReshuffleDiscards === false || options.turnCap) expect(ends.has('void')).toBe(true);
    if (options.variant === 'multiDiscardTake') expect(reshuffled, 'a stock refilled from the discard pile').toBeGreaterThan(0);
    // "Rommé mit n": deals ended by a call, with the final round played (and, where the reading says so, the caller's leftovers counted)
    if (options.variant === 'noLayout') {
      expect(called, 'deals ended by a call').toBeGreaterThan(5);
      expect(finalMelds, 'melds laid down in a final round').toBeGreaterThan(0);
    }
  }, 60_000);

  it('play the same moves and count the same work whatever the search memo remembers', () => {
    const run = (start: RommeState, seat: number) => {
      const trace: RommeMove[] = [];
      const w0 = playoutWork();
      const end = fastPlayout(start, seat, (m) => trace.push(m));
      return { trace, end, work: playoutWork() - w0 };
    };
    const starts = positions(OPTION_SETS[0]!, 3, false).flatMap((pos, i) => {
      const seat = ROMME.toAct(pos)!;
      const start = ROMME.determinize(ROMME.viewFor(pos, seat), seat, i);
      // the same hands under other meld rules: a search remembered under one must not answer for another
      const other = (o: Partial<RommeOptions>) => ({ start: { ...start, options: { ...start.options, ...o } }, seat });
      return [{ start, seat }, other({ maxJokersPerMeld: 1 }), other({ aceBothEnds: false })];
    });
    // each from an empty memo
    const cold = starts.map(({ start, seat }) => (clearPlayoutMemo(), run(start, seat)));
    // then all again, in reverse order, the memo kept from every play-out before (under all three rule sets)
    clearPlayoutMemo();
    for (const { start, seat } of starts) run(start, seat);
    const warm = starts.map((_, k) => starts.length - 1 - k).map((k) => run(starts[k]!.start, starts[k]!.seat)).reverse();
    expect(starts.length).toBeGreaterThan(20);
    expect(warm).toEqual(cold);
    for (const c of cold) expect(c.work).toBeGreaterThan(0);
  }, 60_000);

});
