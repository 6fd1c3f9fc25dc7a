/** Quincunx on the game contract: what a seat sees, who acts, how a game ends (the generic properties: tests/contract). */
import { describe, expect, it } from 'vitest';
import { QUINCUNX, parseState, setup } from '../../src/engine/quincunx';

const FULL = 'AM@a1 AS@b1 AW@c1 AL@d1 AY@e1 2MK@a2 2SY@b2 2WL@c2 3MW@d2 3SK@e2 3LY@a3 4MS@b3 4WL@c3 4YK@d3 5ML@e3 5SW@a4 5YK@b4 6MW@c4 6SY@d4 6LK@e4 7ML@a5 7SK@b5 7WY@c5 8MS@d5';

describe('Quincunx on the game contract', () => {
  it('a seat sees its own hand, the others only as counts, the pile only as a count', () => {
    const s = setup({ players: 3 }, 9);
    const v = QUINCUNX.viewFor(s, 1);
    expect(v.hands).toEqual([null, s.hands[1], null]);
    expect(v.handCounts).toEqual([7, 7, 7]);
    expect(v.pileCount).toBe(11);
    expect(JSON.stringify(v)).not.toContain(s.pile[0]!);
    expect(JSON.stringify(v)).not.toContain(s.hands[0]![0]!);
    expect(Object.keys(v)).not.toContain('rng');
  });
  it('once the round is over every hand is shown (the penalties are counted from them)', () => {
    const before = parseState(`spread: ${FULL}\nhand0: 8WL AK\nhand1: CS 9WY`);
    if (!before.ok) throw new Error(before.error.code);
    const r = QUINCUNX.apply(before.value, { type: 'place', card: '8WL', cell: 'e5' });
    if (!r.ok) throw new Error(r.violation.code);
    expect(r.state.phase).toBe('roundEnd');
    expect(QUINCUNX.viewFor(r.state, 0).hands).toEqual([['AK'], ['CS', '9WY']]);
  });
  it('who acts: the player in a running round, the next dealer between rounds, nobody at the end', () => {
    const s = setup({ players: 3, dealer: 1 }, 2);
    expect(QUINCUNX.toAct(s)).toBe(2);
    const end = parseState(`options: 3p\nspread: ${FULL} 8WL@e5\nhand0: AK\nhand1:\nhand2:\ndealer: 1`);
    expect(end.ok && [end.value.phase, QUINCUNX.toAct(end.value)]).toEqual(['roundEnd', 2]);
    const over = parseState(`spread: ${FULL} 8WL@e5\nhand0: AK\nhand1:\nround: 1\nscores: -5 7`);
    expect(over.ok && [QUINCUNX.toAct(over.value), QUINCUNX.result(over.value), QUINCUNX.legalMoves(over.value)]).toEqual([null, { code: 'scores', winners: [1], scores: [-5, 7] }, []]);
  });
  it('the solitaire is won with a full spread and lost with an empty hand', () => {
    const won = parseState('options: solitaire\nspread: AM@a1 AS@b1 AW@c1 AL@d1 2MK@a2 2SY@b2 2WL@c2 3MW@d2 3SK@a3 3LY@b3 4MS@c3 4WL@d3 5ML@a4 5SW@b4 5YK@c4 9WY@d4\nhand0: CS\nscores: 30');
    expect(won.ok && QUINCUNX.result(won.value)).toEqual({ code: 'won', winners: [0], scores: [30] });
    expect(QUINCUNX.seats(setup({ mode: 'solitaire4x4', players: 3 }, 1))).toBe(1);
    // One player is the solitaire, whatever the layout option says; its option text is 'solitaire'.
    expect(setup({ players: 1, mode: 'openSpread' }, 1)).toMatchObject({ rows: 4, cols: 4, options: { mode: 'solitaire4x4', players: 1 } });
    expect(QUINCUNX.options.format({ ...QUINCUNX.defaultOptions, players: 1 })).toBe('solitaire');
    expect(QUINCUNX.options.parse('solitaire')).toEqual({ ok: true, value: { ...QUINCUNX.defaultOptions, players: 1 } });
  });
  it('a determinized state keeps the seat\'s hand and the table, and deals the rest anew', () => {
    const s = setup({ players: 2 }, 4);
    const a = QUINCUNX.determinize(QUINCUNX.viewFor(s, 0), 0, 1);
    expect(a.hands[0]).toEqual(s.hands[0]);
    expect(a.spread).toEqual(s.spread);
    expect([...a.hands[1]!, ...a.pile].sort()).toEqual([...s.hands[1]!, ...s.pile].sort());
    expect([a.hands[1], a.pile]).not.toEqual([s.hands[1], s.pile]);
  });
});
