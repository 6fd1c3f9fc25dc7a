import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  apply, formatMove, formatMoveShort, formatMoves, formatPosition, fromPosition, gongorCards, legalMoves, parseMove, parseMoves,
  parsePosition, positionOf, setup, GONGOR_WHIST_POSITIONS, type GongorWhistMove,
} from '../../src/engine/gongor-whist';
import { Rng } from '../../src/engine/core/rng';

const MOVES: GongorWhistMove[] = [
  ...[0, 1, 2, 3, 4, 5, 6, 7].map((n) => ({ type: 'bid', n }) as const),
  ...gongorCards().map((card) => ({ type: 'play', card }) as const),
  { type: 'twiddle' }, { type: 'resolve' }, { type: 'next' },
];

describe('move notation', () => {
  it('round-trips every move in long and short form', () => {
    for (const m of MOVES) {
      expect(parseMove(formatMove(m))).toEqual({ ok: true, value: m });
      expect(parseMove(formatMoveShort(m))).toEqual({ ok: true, value: m });
    }
  });
  it('is lenient in reading and canonical in writing', () => {
    const r = parseMove('PLAY  4sm');
    expect(r.ok && formatMove(r.value)).toBe('play 4MS');
    expect(parseMove('B7')).toEqual({ ok: true, value: { type: 'bid', n: 7 } });
    expect(parseMove('Twiddle')).toEqual({ ok: true, value: { type: 'twiddle' } });
    expect(parseMove('cs')).toEqual({ ok: true, value: { type: 'play', card: 'CS' } });
  });
  it('names the bad token and its position', () => {
    expect(parseMove('play 4MX')).toMatchObject({ ok: false, error: { code: 'bad-card', token: '4MX', position: 5 } });
    expect(parseMove('play AM')).toMatchObject({ ok: false, error: { code: 'bad-card', token: 'AM' } });
    expect(parseMove('AM')).toMatchObject({ ok: false, error: { code: 'bad-card', token: 'AM', position: 0 } });
    expect(parseMove('bid 8')).toMatchObject({ ok: false, error: { code: 'bad-bid', token: '8', position: 4 } });
    expect(parseMove('b12')).toMatchObject({ ok: false, error: { code: 'bad-bid', token: '12', position: 1 } });
    expect(parseMove('bid')).toMatchObject({ ok: false, error: { code: 'missing-number' } });
    expect(parseMove('play')).toMatchObject({ ok: false, error: { code: 'missing-card' } });
    expect(parseMove('dance')).toMatchObject({ ok: false, error: { code: 'unknown-move', token: 'dance', position: 0 } });
    expect(parseMove('')).toMatchObject({ ok: false, error: { code: 'empty' } });
    expect(parseMove('resolve now')).toMatchObject({ ok: false, error: { code: 'unexpected-token', token: 'now', position: 8 } });
  });
  it('prototype names are not moves (issue 11.5)', () => {
    for (const word of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'prototype']) {
      expect(parseMove(word), word).toMatchObject({ ok: false, error: { code: 'unknown-move', token: word, position: 0 } });
      expect(parseMoves(`b3.${word}`), word).toMatchObject({ ok: false, error: { code: 'unknown-move', token: word, position: 3 } });
    }
  });
  it('move lists in either form', () => {
    const list: GongorWhistMove[] = [{ type: 'bid', n: 3 }, { type: 'play', card: '4MS' }, { type: 'twiddle' }, { type: 'resolve' }];
    expect(formatMoves(list)).toBe('bid 3; play 4MS; twiddle; resolve');
    expect(formatMoves(list, true)).toBe('b3.4MS.t.r');
    expect(parseMoves('b3.4MS.t.r')).toEqual({ ok: true, value: list });
    expect(parseMoves('bid 3; play 4MS; twiddle; resolve')).toEqual({ ok: true, value: list });
    expect(parseMoves('bid 3 play 4MS twiddle resolve')).toEqual({ ok: true, value: list });
    expect(parseMoves('')).toEqual({ ok: true, value: [] });
    expect(parseMoves('b3.4MS.zz.r')).toMatchObject({ ok: false, error: { token: 'zz', position: 7 } });
  });
  it('a move list read from any text writes back to a list that reads the same (single moves and positions: the contract)', () => {
    fc.assert(fc.property(fc.string({ maxLength: 40 }), (s) => {
      const b = parseMoves(s);
      if (!b.ok) expect(typeof b.error.position).toBe('number');
      else expect(parseMoves(formatMoves(b.value, true))).toEqual(b);
    }), { numRuns: 2000, seed: 5 });
  });
});

describe('position notation', () => {
  it('reads a written position', () => {
    const r = parsePosition('trump: M\nhand: 4MS 7SK 2WL 9LK\ndummy: CS 3MW 6LK 8WL; bid: 2');
    expect(r).toEqual({ ok: true, value: { trump: 'M', hand: ['4MS', '7SK', '2WL', '9LK'], dummy: ['CS', '3MW', '6LK', '8WL'], bid: 2 } });
    expect(parsePosition('trump: none; hand: 4MS; dummy: CS').ok && (parsePosition('trump: none; hand: 4MS; dummy: CS') as { value: { trump: unknown } }).value.trump).toBe(null);
  });
  it('names bad fields and values', () => {
    expect(parsePosition('trump: Q\nhand: 4MS\ndummy: CS')).toMatchObject({ ok: false, error: { token: 'Q', position: 7 } });
    expect(parsePosition('colour: M\nhand: 4MS\ndummy: CS')).toMatchObject({ ok: false, error: { code: 'unknown-field', token: 'colour', position: 0 } });
    expect(parsePosition('hand: 4MS AM\ndummy: CS')).toMatchObject({ ok: false, error: { code: 'bad-card', token: 'AM', position: 10 } });
    expect(parsePosition('turned: 4MS\nhand: 4MS\ndummy: CS')).toMatchObject({ ok: false, error: { code: 'bad-card', token: '4MS' } });
    expect(parsePosition('hand: 4MS')).toMatchObject({ ok: false, error: { code: 'missing-field', token: 'dummy' } });
    expect(parsePosition('hand: 4MS; hand: 2MK; dummy: CS')).toMatchObject({ ok: false, error: { code: 'duplicate-field' } });
    expect(parsePosition('bid: 9; hand: 4MS; dummy: CS')).toMatchObject({ ok: false, error: { code: 'bad-value', token: '9' } });
  });
  it('a card is in one place only', () => {
    expect(parsePosition('hand: 4MS 2MK; dummy: CS 4sm')).toMatchObject({ ok: false, error: { code: 'repeated-card', token: '4sm', position: 25 } });
    expect(parsePosition('turned: AM; stack: AS AM; hand: 4MS; dummy: CS')).toMatchObject({ ok: false, error: { code: 'repeated-card', token: 'AM' } });
    expect(parsePosition('hand: 4MS; dummy: CS; card: 4MS')).toMatchObject({ ok: false, error: { code: 'repeated-card' } });
  });
  it('the contract\'s position text carries every option: non-default ones as link letters', () => {
    const notation = GONGOR_WHIST_POSITIONS;
    for (const options of [{}, { mode: 'points' }, { mode: 'points', pointsPasses: 4 }, { mode: 'points', pointsModeBidsRepeat: false, missPenalty: 'tricks', pointsPasses: 10 }, { oneTwiddlePerTrick: false }] as const) {
      const s = setup(options, 4);
      const text = notation.formatPosition(s);
      const back = notation.parsePosition(text);
      if (!back.ok) throw new Error(`${text}: ${back.error.code}`);
      expect(back.value.options, text).toEqual(s.options);
      expect(notation.formatPosition(back.value)).toBe(text);
    }
    // the default options add no line; the mode line alone stays as it was
    expect(notation.formatPosition(setup({}, 4))).not.toMatch(/options:/);
    expect(notation.formatPosition(setup({ mode: 'points' }, 4))).toMatch(/^mode: points$/m);
    expect(notation.formatPosition(setup({ mode: 'points' }, 4))).not.toMatch(/options:/);
    expect(notation.formatPosition(setup({ mode: 'points', pointsPasses: 4 }, 4))).toMatch(/^options: p$/m);
    expect(parsePosition('mode: standard; options: p; hand: 4MS; dummy: CS')).toMatchObject({ ok: false, error: { code: 'bad-value' } });
    expect(parsePosition('options: pq; hand: 4MS; dummy: CS')).toMatchObject({ ok: false, error: { code: 'unknown-option', token: 'q', position: 10 } });
  });
  it('a finished game reads back as finished', () => {
    const lost = fromPosition({ trump: 'M', hand: [], dummy: [], bid: 1, lost: 7, half: 'fore' });
    expect(lost.phase).toBe('over');
    expect(lost.result).toEqual({ kind: 'lost', hands: 1, bid: 1, tricks: 0 });
    expect(legalMoves(lost)).toEqual([]);
  });
  it('a state written as a position and read back plays on identically', () => {
    for (let seed = 0; seed < 60; seed++) {
      let s = setup({}, seed);
      const rng = Rng.from(seed);
      const steps = rng.int(30);
      for (let i = 0; i < steps && s.phase !== 'over'; i++) {
        const l = legalMoves(s);
        const r = apply(s, l[rng.int(l.length)]!);
        if (r.ok) s = r.state;
      }
      if (s.phase === 'over') continue;
      const text = formatPosition(positionOf(s));
      const back = parsePosition(text);
      if (!back.ok) throw new Error(`${text}: ${back.error.code}`);
      expect(formatPosition(back.value)).toBe(text);
      const t = fromPosition(back.value);
      for (const k of ['hand', 'dummy', 'deck', 'aside', 'played', 'aces', 'acesTurned', 'trump', 'phase', 'bid', 'trick', 'usedBids', 'rng', 'pass', 'half'] as const) {
        expect(t[k], k).toEqual(s[k]);
      }
      expect(t.tricks.filter((x) => x.won).length).toBe(s.tricks.filter((x) => x.won).length);
      expect(legalMoves(t)).toEqual(legalMoves(s));
    }
  });
});
