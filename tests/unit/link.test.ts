import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readGameLink, writeGameLink, dealFromLink, READABLE_LINK_LIMIT } from '../../src/engine/core/link';
import { parsed, parseError } from '../../src/engine/core/result';

/** A toy game for the link grammar: a pile of stones; take 1–3; options "big" start with 3,000 stones. */
type S = { n: number };
type O = { big: boolean };
const TOY = {
  setup: (o: Partial<O>, seed: number | string) => ({ n: (o.big ? 3000 : 20) + String(seed).length }),
  legalMoves: (s: S) => [1, 2, 3].filter((k) => k <= s.n),
  apply: (s: S, m: number) => (m >= 1 && m <= 3 && m <= s.n ? { ok: true as const, state: { n: s.n - m }, events: [] } : { ok: false as const, violation: { rule: 'take', code: 'too-many', params: {} } }),
  notation: {
    formatMove: (m: number) => `take ${m}`,
    parseMove: (t: string) => (/^take [123]$/.test(t) ? parsed(Number(t.slice(5))) : parseError('bad-move', t, 0)),
    formatPosition: (s: S) => String(s.n),
    parsePosition: (t: string) => parsed({ n: Number(t) }),
  },
  options: {
    format: (o: O) => (o.big ? 'b' : ''),
    parse: (t: string) => (t === '' || t === 'b' ? parsed({ big: t === 'b' }) : parseError('bad-option', t, 0)),
  },
};

function play(g: ReturnType<typeof dealFromLink<S, number, O>>, picks: number[]) {
  const moves = [...g.moves];
  const states = [...g.states];
  for (const p of picks) {
    const s = states[states.length - 1]!;
    const legal = TOY.legalMoves(s);
    if (!legal.length) break;
    const m = legal[p % legal.length]!;
    moves.push(m);
    states.push({ n: s.n - m });
  }
  return { ...g, moves, states };
}

describe('game links', () => {
  it('write and read back any game: readable while short, packed when long', () => {
    fc.assert(fc.property(fc.boolean(), fc.array(fc.nat(), { maxLength: 1500 }), (big, picks) => {
      const g = play(dealFromLink(TOY, 'abc', { big }), picks);
      const text = writeGameLink(TOY, g);
      if (g.moves.length > 0 && text.length > READABLE_LINK_LIMIT) expect(text).toContain(':*');
      const back = readGameLink(TOY, text);
      expect(back.ok).toBe(true);
      if (back.ok) expect(back.value).toEqual(g);
    }), { numRuns: 200, seed: 9 });
  });
  it('reads old readable links and refuses tampered ones with a code', () => {
    expect(readGameLink(TOY, 'abc:take 1;take 3')).toMatchObject({ ok: true, value: { moves: [1, 3] } });
    expect(readGameLink(TOY, 'a b:take 1')).toMatchObject({ ok: false, error: { code: 'bad-seed' } });
    expect(readGameLink(TOY, 'abc~x')).toMatchObject({ ok: false, error: { code: 'bad-options' } });
    expect(readGameLink(TOY, 'abc:take 1;take 9')).toMatchObject({ ok: false, error: { code: 'bad-move', position: 11 } });
    expect(readGameLink(TOY, 'abc:*AAB')).toMatchObject({ ok: false });
    fc.assert(fc.property(fc.string({ maxLength: 100 }), (t) => {
      expect(typeof readGameLink(TOY, t).ok).toBe('boolean');
      expect(typeof readGameLink(TOY, `abc:${t}`).ok).toBe('boolean');
    }), { numRuns: 2000, seed: 2 });
  });
});
