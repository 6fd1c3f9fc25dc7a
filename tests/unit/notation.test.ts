import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  formatDecktetCards, formatFrenchCards, parseDecktetCards, parseDecktetToken, parseFrenchCards, parseFrenchToken,
  tokenize,
} from '../../src/engine/cards/notation';
import { FRENCH_RANKS, FRENCH_SUITS, frenchCard, rommePack } from '../../src/engine/cards/french';
import { extendedDecktet } from '../../src/engine/cards/decktet';

const ALL_FRENCH = rommePack(); // both packs + both jokers
const ALL_DECKTET = extendedDecktet();

describe('tokenize', () => {
  it('splits on whitespace and commas keeping offsets', () => {
    expect(tokenize(' Kh,10c  As ,\tJk')).toEqual([
      { text: 'Kh', position: 1 },
      { text: '10c', position: 4 },
      { text: 'As', position: 9 },
      { text: 'Jk', position: 14 },
    ]);
    expect(tokenize('')).toEqual([]);
    expect(tokenize(' , ,')).toEqual([]);
  });

  it('each token occurs in the input at its position', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        for (const t of tokenize(s)) {
          expect(s.slice(t.position, t.position + t.text.length)).toBe(t.text);
          expect(t.text).not.toMatch(/[\s,]/);
        }
      }),
    );
  });
});

describe('French notation', () => {
  it('round-trips every single card (including second pack and jokers)', () => {
    expect(ALL_FRENCH).toContain("Kh'");
    for (const c of ALL_FRENCH) {
      expect(parseFrenchToken(c)).toBe(c);
      expect(parseFrenchCards(formatFrenchCards([c]))).toEqual({ ok: true, value: [c] });
    }
  });

  it('round-trips the whole Rommé pack as one string', () => {
    expect(parseFrenchCards(formatFrenchCards(ALL_FRENCH))).toEqual({ ok: true, value: ALL_FRENCH });
  });

  it('round-trips arbitrary lists of cards (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...ALL_FRENCH), { maxLength: 30 }), (cards) => {
        const r = parseFrenchCards(formatFrenchCards(cards));
        expect(r).toEqual({ ok: true, value: cards });
      }),
    );
  });

  it.each([
    ['hK', 'Kh'], ['kh', 'Kh'], ['KH', 'Kh'], ['K♥', 'Kh'], ['♥K', 'Kh'], ['k♡', 'Kh'],
    ['Th', '10h'], ['tc', '10c'], ['c10', '10c'], ['10C', '10c'], ['cT', '10c'],
    ['A♠', 'As'], ['♦7', '7d'], ['q♣', 'Qc'], ['j♢', 'Jd'], ['♤2', '2s'], ['♧9', '9c'],
    ["hK'", "Kh'"], ['K♥’', "Kh'"], ["t♦'", "10d'"],
    ['jk', 'Jk'], ['JK', 'Jk'], ['Joker', 'Jk'], ['🃏', 'Jk'], ["JOKER'", "Jk'"], ['jk’', "Jk'"],
  ])('accepts alternative input %j as %j', (input, canonical) => {
    expect(parseFrenchToken(input)).toBe(canonical);
    expect(parseFrenchCards(input)).toEqual({ ok: true, value: [canonical] });
  });

  it('accepts every rank/suit in suit-first, lowercase and symbol form', () => {
    const sym = { c: '♣', s: '♠', h: '♥', d: '♦' } as const;
    for (const r of FRENCH_RANKS)
      for (const s of FRENCH_SUITS) {
        const c = frenchCard(r, s);
        expect(parseFrenchToken(s + r)).toBe(c);
        expect(parseFrenchToken((r + s).toLowerCase())).toBe(c);
        expect(parseFrenchToken((r + s).toUpperCase())).toBe(c);
        expect(parseFrenchToken(r + sym[s])).toBe(c);
        expect(parseFrenchToken(sym[s] + r)).toBe(c);
        expect(parseFrenchToken(r + s + "'")).toBe(frenchCard(r, s, 1));
      }
  });

  it('parses comma and space separated lists', () => {
    expect(parseFrenchCards('Kh, 10c,As  7d\nJk')).toEqual({ ok: true, value: ['Kh', '10c', 'As', '7d', 'Jk'] });
    expect(parseFrenchCards('')).toEqual({ ok: true, value: [] });
    expect(parseFrenchCards('  ,  ')).toEqual({ ok: true, value: [] });
  });

  it('reports the bad token and its 0-based position', () => {
    const r = parseFrenchCards('Kh 8x Qs');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.token).toBe('8x');
    expect(r.error.position).toBe(3);
    expect(r.error.code).toBe('bad-card');
  });

  it.each([
    ['Zh', 'Zh', 0], ['Kh Qs 11c', '11c', 6], ['  1c', '1c', 2], ['Kh,Kx', 'Kx', 3], ["Kh''", "Kh''", 0],
    ['Kh K', 'K', 3], ['h', 'h', 0], ['Khh', 'Khh', 0], ['10', '10', 0], ['Jk Jk Kj', 'Kj', 6], ['A♥ 8x 9y', '8x', 3],
  ])('rejects %j at token %j, position %i', (input, token, position) => {
    const r = parseFrenchCards(input);
    expect(r).toMatchObject({ ok: false, error: { token, position, code: 'bad-card' } });
  });

  it('an error points at a real substring of the input (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...ALL_FRENCH), { maxLength: 5 }),
        fc.constantFrom('8x', 'Z', 'hh', '11s', 'Kh"', 'xyz'),
        fc.array(fc.constantFrom(...ALL_FRENCH), { maxLength: 5 }),
        fc.constantFrom(' ', ', ', '  ', '\t'),
        (before, bad, after, sep) => {
          const input = [...before, bad, ...after].join(sep);
          const r = parseFrenchCards(input);
          expect(r.ok).toBe(false);
          if (r.ok) return;
          expect(r.error.token).toBe(bad);
          expect(input.slice(r.error.position, r.error.position + bad.length)).toBe(bad);
          expect(r.error.position).toBe(before.length === 0 ? 0 : before.join(sep).length + sep.length);
        },
      ),
    );
  });

  it('never throws on arbitrary strings, and results are canonical cards', () => {
    const valid = new Set(ALL_FRENCH);
    const check = (s: string) => {
      const r = parseFrenchCards(s);
      if (r.ok) for (const c of r.value) expect(valid.has(c)).toBe(true);
      else expect(s.slice(r.error.position, r.error.position + r.error.token.length)).toBe(r.error.token);
    };
    fc.assert(fc.property(fc.string(), check), { numRuns: 500 });
    fc.assert(fc.property(fc.string({ unit: 'binary' }), check), { numRuns: 500 });
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom('K', 'h', '1', '0', 'T', '♥', "'", ' ', ',', 'j', 'k') }), check), {
      numRuns: 500,
    });
  });
});

describe('Decktet notation', () => {
  it('round-trips every card of the extended deck', () => {
    for (const c of ALL_DECKTET) {
      expect(parseDecktetToken(c)).toBe(c);
      expect(parseDecktetCards(formatDecktetCards([c]))).toEqual({ ok: true, value: [c] });
    }
    expect(parseDecktetCards(formatDecktetCards(ALL_DECKTET))).toEqual({ ok: true, value: ALL_DECKTET });
  });

  it('round-trips arbitrary lists (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...ALL_DECKTET), { maxLength: 30 }), (cards) => {
        expect(parseDecktetCards(formatDecktetCards(cards))).toEqual({ ok: true, value: cards });
      }),
    );
  });

  it.each([
    ['2km', '2MK'], ['2KM', '2MK'], ['2mk', '2MK'], ['am', 'AM'], ['cs', 'CS'], ['x', 'X'],
    ['pkym', 'PMYK'], ['PYMK', 'PMYK'], ['tkwm', 'TMWK'], ['4sm', '4MS'], ['9kl', '9LK'],
  ])('accepts %j as %j', (input, canonical) => {
    expect(parseDecktetToken(input)).toBe(canonical);
  });

  it('accepts suits in any order and case for every card (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ALL_DECKTET).chain((c) =>
          fc.tuple(
            fc.constant(c),
            fc.shuffledSubarray(c.slice(1).split(''), { minLength: c.length - 1, maxLength: c.length - 1 }),
            fc.array(fc.boolean(), { minLength: c.length, maxLength: c.length }),
          ),
        ),
        ([code, suits, lower]) => {
          const raw = (code[0] + suits.join('')).split('').map((ch, i) => (lower[i] ? ch.toLowerCase() : ch)).join('');
          expect(parseDecktetToken(raw)).toBe(code);
        },
      ),
    );
  });

  it('reports the bad token and its position', () => {
    expect(parseDecktetCards('AM 2MS CS')).toMatchObject({ ok: false, error: { token: '2MS', position: 3, code: 'bad-card' } });
    expect(parseDecktetCards('2MK,2MM')).toMatchObject({ ok: false, error: { token: '2MM', position: 4 } });
    expect(parseDecktetCards('  Q')).toMatchObject({ ok: false, error: { token: 'Q', position: 2 } });
    expect(parseDecktetCards('XM')).toMatchObject({ ok: false, error: { token: 'XM', position: 0 } });
    expect(parseDecktetCards('PMYKS')).toMatchObject({ ok: false, error: { token: 'PMYKS', position: 0 } });
    expect(parseDecktetCards('A')).toMatchObject({ ok: false, error: { token: 'A', position: 0 } });
    expect(parseDecktetToken('')).toBeNull();
  });

  it('never throws on arbitrary strings, and results are canonical cards', () => {
    const valid = new Set(ALL_DECKTET);
    const check = (s: string) => {
      const r = parseDecktetCards(s);
      if (r.ok) for (const c of r.value) expect(valid.has(c)).toBe(true);
      else expect(s.slice(r.error.position, r.error.position + r.error.token.length)).toBe(r.error.token);
    };
    fc.assert(fc.property(fc.string(), check), { numRuns: 500 });
    fc.assert(fc.property(fc.string({ unit: 'binary' }), check), { numRuns: 500 });
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom('2', 'A', 'P', 'M', 'k', 'y', 'X', ' ', ',', 's') }), check), {
      numRuns: 500,
    });
  });
});

describe('positionFields', () => {
  it('splits on lines and semicolons, keeps offsets, skips blank fields', async () => {
    const { positionFields } = await import('../../src/engine/cards/notation');
    const text = 'hand0: As Ad\n\n  Meld1 : 3c 3s ;centre';
    expect(positionFields(text)).toEqual([
      { keyText: 'hand0', key: 'hand0', keyPos: 0, value: ' As Ad', valuePos: 6 },
      { keyText: 'Meld1', key: 'meld1', keyPos: 16, value: ' 3c 3s ', valuePos: 23 },
      { keyText: 'centre', key: 'centre', keyPos: 31, value: null, valuePos: 37 },
    ]);
    expect(text.slice(16, 21)).toBe('Meld1');
    expect(positionFields(' ;\n; ')).toEqual([]);
  });
});
