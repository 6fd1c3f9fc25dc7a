import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  apply, formatMove, formatPosition, fromPosition, legalMoves, parseMove, parseMoves, parsePosition, positionOf, positionProblem,
  ROMME_RULES, setup, type RommeMove, type RommeState,
} from '../../src/engine/romme';
import { rommePack } from '../../src/engine/cards/french';
import { Rng } from '../../src/engine/core/rng';
import { deepFreeze } from './random-games';

describe('move notation', () => {
  const moves: RommeMove[] = [
    { type: 'draw' },
    { type: 'take', count: 1 },
    { type: 'take', count: 3 },
    { type: 'meld', melds: [['3s', '4s', '5s'], ['Jc', 'Jh', 'Jd']] },
    { type: 'meld', melds: [['Ac', "As'", 'Jk=Ah']] },
    { type: 'layoff', seat: 1, meld: 0, cards: ["Jk'=7c", '8c'] },
    { type: 'exchange', seat: 5, meld: 11, card: "Ah'" },
    { type: 'discard', card: "10d'" },
    { type: 'call', melds: [['3s', '4s', '5s']] },
    { type: 'call', melds: [] },
    { type: 'oneSuit' },
    { type: 'done' },
    { type: 'next' },
  ];
  it('round-trips every kind of move', () => {
    for (const m of moves) {
      const text = formatMove(m);
      const back = parseMove(text);
      expect(back.ok && back.value, text).toEqual(m);
      expect(back.ok && formatMove(back.value)).toBe(text);
    }
    expect(formatMove({ type: 'layoff', seat: 1, meld: 0, cards: ['Jk=7c', '8c'] })).toBe('layoff B1 Jk=7c 8c');
  });
  it('reads other spellings and writes the canonical form', () => {
    const r = parseMove('LAYOFF b1 jk=7♣ 8♣');
    expect(r.ok && formatMove(r.value)).toBe('layoff B1 Jk=7c 8c');
    const m = parseMove('meld 3♠,4♠,5♠/ J♣ J♥ J♦');
    expect(m.ok && formatMove(m.value)).toBe('meld 3s 4s 5s / Jc Jh Jd');
    const t = parseMove("meld Jk’=Th Js Qs");
    expect(t.ok && formatMove(t.value)).toBe("meld Jk'=10h Js Qs");
  });
  it('names the bad token and its position', () => {
    const cases: [string, string, number][] = [
      ['discard 9x', '9x', 8],
      ['layoff Z1 5c', 'Z1', 7],
      ['meld 3s 4s / / 5s', '/', 13],
      ["meld Jk=7c' 8c 9c", "Jk=7c'", 5],
      ['meld 7c=8c 8c 9c', '7c=8c', 5],
      ['take two', 'two', 5],
      ['draw now', 'now', 5],
      ['jump', 'jump', 0],
      ['exchange B1', 'exchange', 0],
    ];
    for (const [text, token, position] of cases) {
      const r = parseMove(text);
      expect(r.ok, text).toBe(false);
      if (!r.ok) expect(r.error, text).toMatchObject({ token, position });
    }
  });
  it('prototype keys are not moves: "constructor", "__proto__" and the like read as unknown words (issue 11.5)', () => {
    for (const word of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'CONSTRUCTOR', 'isPrototypeOf']) {
      const r = parseMove(word);
      expect(r.ok, word).toBe(false);
      if (!r.ok) expect(r.error).toEqual({ code: 'unknown-move', token: word, position: 0 });
    }
  });
  it('several moves separated by ";" keep their positions', () => {
    const r = parseMoves('draw; meld 3s 4s 5s; discard Qx');
    expect(!r.ok && r.error).toMatchObject({ token: 'Qx', position: 29 });
    const ok = parseMoves('draw;discard Kh;');
    expect(ok.ok && ok.value).toEqual([{ type: 'draw' }, { type: 'discard', card: 'Kh' }]);
  });
  it('never throws on any string', () => {
    fc.assert(fc.property(fc.string(), (s) => void parseMove(s)), { numRuns: 2000 });
    fc.assert(fc.property(fc.string(), (s) => void parsePosition(s)), { numRuns: 2000 });
  });
  it('every legal move of random games prints and reads back as itself', () => {
    for (let seed = 0; seed < 30; seed++) {
      let s = setup({ players: 2 + (seed % 5), variant: seed % 4 === 0 ? 'multiDiscardTake' : 'standard' }, seed);
      const rng = Rng.from(seed);
      for (let i = 0; i < 150 && s.phase !== 'over'; i++) {
        const legal = legalMoves(s);
        for (const m of legal) {
          const back = parseMove(formatMove(m));
          expect(back.ok && back.value).toEqual(m.type === 'take' ? { type: 'take', count: m.count ?? 1 } : m);
        }
        const r = apply(s, legal[rng.int(legal.length)]!);
        if (!r.ok) throw new Error('refused');
        s = r.state;
      }
    }
  });
});

describe('position notation', () => {
  const same = (a: RommeState, b: RommeState) => {
    for (const k of ['players', 'hands', 'melds', 'melded', 'stock', 'discard', 'dealer', 'current', 'phase', 'deal', 'turn', 'scores', 'options', 'initialThisTurn'] as const)
      expect(b[k], k).toEqual(a[k]);
  };
  it('a state’s position prints, reads back and rebuilds the same table', () => {
    for (let seed = 0; seed < 20; seed++) {
      let s = setup({ players: 2 + (seed % 5), maxJokersPerMeld: seed % 2 ? 1 : null, variant: seed % 3 ? 'standard' : 'kids7' }, seed);
      const rng = Rng.from(seed);
      for (let i = 0; i < 80 + seed * 5 && s.phase !== 'over' && s.phase !== 'dealOver'; i++) {
        const legal = legalMoves(s);
        const pick = legal.find((m) => m.type === 'meld' || m.type === 'layoff') ?? legal[rng.int(legal.length)]!;
        const r = apply(s, pick);
        if (!r.ok) throw new Error('refused');
        s = r.state;
      }
      const text = formatPosition(positionOf(s));
      const back = parsePosition(text);
      if (!back.ok) throw new Error(`${back.error.code}\n${text}`);
      expect(positionProblem(back.value)).toBeNull();
      same(s, fromPosition(back.value));
      expect(formatPosition(back.value)).toBe(text);
    }
  });
  it('errors name the field or token', () => {
    const cases: [string, string][] = [
      ['hand A: 2c Xx\nhand B: 3c', 'Xx'],
      ['hand A: 2c\nhand B: 3c\nfoo: 1', 'foo'],
      ['hand A: 2c\nhand B: 3c\ncurrent: G', 'G'],
      ['hand A: 2c\nhand B: 3c\nphase: sleeping', 'sleeping'],
      ['hand A: 2c\nhand B: 3c\noptions: variant=chess', 'variant=chess'],
      ['hand A: 2c\nhand B: 3c\nmelds A: 3s 4s / / 5s', '/'],
      ['players: 7', '7'],
    ];
    for (const [text, token] of cases) {
      const r = parsePosition(text);
      expect(r.ok, text).toBe(false);
      if (!r.ok) expect(r.error.token, text).toBe(token);
    }
    const dup = parsePosition('hand A: 2c 3c\nhand B: 2c');
    expect(dup.ok && positionProblem(dup.value)).toBe('2c');
  });
});

describe('apply never throws, never mutates', () => {
  it('on arbitrary moves in random states', () => {
    const card = fc.constantFrom(...rommePack(), 'Jk=7c', "Jk'=Ah", 'Jk=Jk', '7c=8c', 'x', '');
    const move = fc.oneof(
      fc.record({
        type: fc.constantFrom('draw', 'take', 'meld', 'layoff', 'exchange', 'discard', 'call', 'oneSuit', 'done', 'next', 'bogus'),
        card,
        count: fc.oneof(fc.integer({ min: -2, max: 120 }), fc.constant(undefined), fc.string()),
        seat: fc.oneof(fc.integer({ min: -1, max: 7 }), fc.string()),
        meld: fc.oneof(fc.integer({ min: -1, max: 12 }), fc.constant(null)),
        cards: fc.array(card, { maxLength: 5 }),
        melds: fc.oneof(fc.array(fc.array(card, { maxLength: 5 }), { maxLength: 3 }), fc.anything()),
      }),
      fc.anything(),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 0, max: 120 }), move, (seed, steps, m) => {
        let s = setup({ players: 2 + (seed % 5), variant: (['standard', 'noLayout', 'oneSuit', 'multiDiscardTake', 'kids7'] as const)[seed % 5] }, seed);
        const rng = Rng.from(seed);
        for (let i = 0; i < steps && s.phase !== 'over'; i++) {
          const l = legalMoves(s);
          const r = apply(s, l[rng.int(l.length)]!);
          if (r.ok) s = r.state;
        }
        deepFreeze(s);
        const before = JSON.stringify(s);
        const r = apply(s, m as RommeMove);
        if (!r.ok) expect(ROMME_RULES.has(r.violation.rule)).toBe(true);
        expect(JSON.stringify(s)).toBe(before);
      }),
      { numRuns: 400, seed: 6 },
    );
  });
});
