import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readGameLink, readGameLinkKeeping, writeGameLink, dealFromLink, READABLE_LINK_LIMIT } from '../../src/engine/core/link';
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
  it('as a reader opens it: a bad or cut-off move keeps the moves before it; a bad head opens nothing', () => {
    expect(readGameLinkKeeping(TOY, 'abc:take 1;take 3')).toMatchObject({ cut: false, game: { moves: [1, 3] } });
    expect(readGameLinkKeeping(TOY, 'abc:take 1;take 9;take 2')).toMatchObject({ cut: true, game: { moves: [1], states: [{ n: 23 }, { n: 22 }] } });
    expect(readGameLinkKeeping(TOY, 'abc~b:take 2;ta')).toMatchObject({ cut: true, game: { options: { big: true }, moves: [2] } });
    expect(readGameLinkKeeping(TOY, 'abc:')).toMatchObject({ cut: false, game: { moves: [] } });
    expect(readGameLinkKeeping(TOY, 'abc:*AAB')).toMatchObject({ cut: true, game: { moves: [] } });
    expect(readGameLinkKeeping(TOY, 'a b:take 1')).toBeNull();
    expect(readGameLinkKeeping(TOY, 'abc~x:take 1')).toBeNull();
    // an illegal move (more than the pile holds) ends the game there too
    expect(readGameLinkKeeping(TOY, 'a:take 3;take 3;take 3;take 3;take 3;take 3;take 3;take 3')).toMatchObject({ cut: true, game: { moves: [3, 3, 3, 3, 3, 3, 3] } });
    // Any readable link cut anywhere after its head opens a legal game whose moves, but for a last one cut in
    // two, are the link's own; and any string at all gives an answer.
    fc.assert(fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 40 }), fc.nat(), (picks, at) => {
      const g = play(dealFromLink(TOY, 'abc', { big: false }), picks);
      const text = writeGameLink(TOY, g);
      const head = text.indexOf(':') + 1;
      const cutText = text.slice(0, head + (at % (text.length - head + 1)));
      const r = readGameLinkKeeping(TOY, cutText);
      expect(r).not.toBeNull();
      const kept = r!.game.moves;
      expect(kept.length).toBeLessThanOrEqual(g.moves.length);
      expect(kept.slice(0, -1)).toEqual(g.moves.slice(0, Math.max(0, kept.length - 1)));
      expect(r!.game.states).toEqual(play(dealFromLink(TOY, 'abc', { big: false }), kept.map((m) => m - 1)).states);
      expect(r!.cut).toBe(!readGameLink(TOY, cutText).ok);
    }), { numRuns: 500, seed: 4 });
    // A long game's link is packed: cut anywhere, it keeps exactly the moves whose bits all arrived.
    fc.assert(fc.property(fc.array(fc.nat(), { minLength: 600, maxLength: 900 }), fc.nat(), (picks, at) => {
      const g = play(dealFromLink(TOY, 'abc', { big: true }), picks);
      const text = writeGameLink(TOY, g);
      expect(text).toContain(':*');
      const head = text.indexOf(':*') + 2;
      const cutAt = head + (at % (text.length - head));
      const r = readGameLinkKeeping(TOY, text.slice(0, cutAt));
      expect(r?.cut).toBe(true);
      const kept = r!.game.moves;
      expect(kept).toEqual(g.moves.slice(0, kept.length));
      expect(r!.game.states).toEqual(g.states.slice(0, kept.length + 1));
      // about as many moves as the characters kept carry (each move here takes 2 bits, a character 6)
      expect(kept.length).toBeGreaterThanOrEqual(Math.floor(((cutAt - head) * 6 - 16) / 2) - 1);
    }), { numRuns: 100, seed: 6 });
    // a character that cannot be in a packed list (a full stop the link was pasted before) ends it there
    const long = play(dealFromLink(TOY, 'abc', { big: true }), Array.from({ length: 700 }, (_, i) => i * 7));
    const packed = writeGameLink(TOY, long);
    expect(readGameLinkKeeping(TOY, `${packed}.`)).toMatchObject({ cut: true, game: { moves: long.moves } });
    const mid = packed.indexOf(':*') + 60;
    const broken = readGameLinkKeeping(TOY, `${packed.slice(0, mid)}!${packed.slice(mid)}`);
    expect(broken?.game.moves.length).toBeGreaterThan(150);
    expect(broken?.game.moves).toEqual(long.moves.slice(0, broken!.game.moves.length));
    fc.assert(fc.property(fc.string({ maxLength: 100 }), (t) => {
      const r = readGameLinkKeeping(TOY, `abc:${t}`);
      expect(r).not.toBeNull();
      expect(readGameLinkKeeping(TOY, t) === null || typeof readGameLinkKeeping(TOY, t)!.cut === 'boolean').toBe(true);
    }), { numRuns: 2000, seed: 5 });
  });
});
