import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { packMoves, unpackMoves, PACKED_PREFIX, type MoveListGame } from '../../src/engine/core/movelist';
import { parsed, parseError } from '../../src/engine/core/result';

/**
 * A toy game: a pile of n stones; a move takes 1–3 (listed) or, unlisted but
 * legal, "all" when at most 5 remain (like Rommé's moves that legalMoves does
 * not enumerate). Moves as text: "1", "2", "3", "all".
 */
type S = { n: number };
type M = number | 'all';
const NIM: MoveListGame<S, M> = {
  legalMoves: (s) => [1, 2, 3].filter((k) => k <= s.n),
  apply: (s, m) => {
    if (m === 'all') return s.n > 0 && s.n <= 5 ? { ok: true, state: { n: 0 } } : { ok: false };
    return m >= 1 && m <= 3 && m <= s.n ? { ok: true, state: { n: s.n - m } } : { ok: false };
  },
  notation: {
    formatMove: (m) => String(m),
    parseMove: (t) => (t === 'all' ? parsed('all' as M) : /^[123]$/.test(t) ? parsed(Number(t) as M) : parseError('bad', t, 0)),
  },
};

function randomGame(n: number, seed: number): M[] {
  const moves: M[] = [];
  let s = { n };
  let x = seed;
  while (s.n > 0) {
    x = (x * 1103515245 + 12345) >>> 0;
    const legal = NIM.legalMoves(s);
    const m: M = s.n <= 5 && x % 7 === 0 ? 'all' : legal[x % legal.length]!;
    moves.push(m);
    const r = NIM.apply(s, m);
    if (!r.ok) throw new Error('toy game broke');
    s = r.state;
  }
  return moves;
}

describe('packed move lists', () => {
  it('round-trip any legal game, listed and unlisted moves alike', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 3000 }), fc.nat(), (n, seed) => {
      const moves = randomGame(n, seed);
      const text = packMoves(NIM, { n }, moves);
      expect(text).not.toBeNull();
      expect(text!.startsWith(PACKED_PREFIX)).toBe(true);
      expect(text!).toMatch(/^\*[A-Za-z0-9_-]*$/);
      const back = unpackMoves(NIM, { n }, text!);
      expect(back.ok).toBe(true);
      if (back.ok) {
        expect(back.value.moves).toEqual(moves);
        expect(back.value.states.at(-1) ?? { n }).toEqual({ n: 0 });
      }
    }), { numRuns: 300, seed: 3 });
  });

  it('is short: two bits for each of 1,000 three-way choices, plus the count', () => {
    const moves = randomGame(2000, 1).filter((m) => m !== 'all');
    const text = packMoves(NIM, { n: 2000 }, moves.slice(0, 500));
    expect(text!.length).toBeLessThanOrEqual(1 + Math.ceil((16 + 2 * 500) / 6));
  });

  it('refuses what it cannot replay, and reads any string without throwing', () => {
    expect(packMoves(NIM, { n: 2 }, [3])).toBeNull();
    const good = packMoves(NIM, { n: 10 }, [3, 3, 3, 1])!;
    expect(unpackMoves(NIM, { n: 9 }, good)).toMatchObject({ ok: false, error: { code: 'illegal-move' } });
    expect(unpackMoves(NIM, { n: 10 }, '3;3')).toMatchObject({ ok: false, error: { code: 'not-packed' } });
    expect(unpackMoves(NIM, { n: 10 }, '*a.b')).toMatchObject({ ok: false, error: { code: 'bad-character' } });
    expect(unpackMoves(NIM, { n: 10 }, good.slice(0, 3))).toMatchObject({ ok: false });
    expect(unpackMoves(NIM, { n: 10 }, `${good}A`)).toMatchObject({ ok: false, error: { code: 'trailing-bits' } });
    fc.assert(fc.property(fc.string({ maxLength: 300 }), fc.integer({ min: 0, max: 50 }), (t, n) => {
      const r = unpackMoves(NIM, { n }, PACKED_PREFIX + t);
      expect(typeof r.ok).toBe('boolean');
      const r2 = unpackMoves(NIM, { n }, t);
      expect(typeof r2.ok).toBe('boolean');
    }), { numRuns: 2000, seed: 5 });
  });
});
