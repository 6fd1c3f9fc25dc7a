import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  apply, formatMove, parseMove, parseMoves, parsePosition, positionProblem, readPosition,
  ROMME, ROMME_RULES, writePosition, type RommeMove, type RommeOptions, type RommeState,
} from '../../src/engine/romme';
import { rommePack } from '../../src/engine/cards/french';
import { playRandom } from '../helpers/contract';

/** States along seeded random games under these options (every `every`-th one). */
function statesOf(options: Partial<RommeOptions>, seed: number, every = 7): RommeState[] {
  return (playRandom(ROMME, options, seed, seed).states as RommeState[]).filter((_, i) => i % every === 0);
}

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
});

describe('position notation', () => {
  const same = (a: RommeState, b: RommeState, where: string) => {
    for (const k of ['players', 'hands', 'melds', 'melded', 'stock', 'discard', 'dealer', 'current', 'phase', 'deal', 'turn', 'scores', 'options', 'initialThisTurn', 'taken', 'call'] as const)
      expect(b[k], `${where}: ${k}`).toEqual(a[k]);
  };
  it('a state’s position prints, reads back and rebuilds the same table (options, cards taken and calls included)', () => {
    // [options, seed]: seeds whose random games pass through a take under the modern rule and a call
    const games: [Partial<RommeOptions>, number][] = [
      [{ players: 2, maxJokersPerMeld: 1, deals: 1 }, 40],
      [{ players: 3, variant: 'kids7', dealer: 2, deals: 1 }, 41],
      [{ players: 4, takeDiscardBeforeFirstMeld: 'meldAtOnce', deals: 1, turnCap: 60 }, 52],
      [{ players: 5, variant: 'noLayout', noLayoutLimit: 12, deals: 2 }, 53],
      [{ players: 6, variant: 'multiDiscardTake', firstMeldMinimum: 30, goOutWithDiscard: false, deals: 1, turnCap: 40 }, 44],
    ];
    let taken = 0;
    let calls = 0;
    for (const [o, seed] of games) {
      for (const s of statesOf(o, seed, 1)) {
        const text = writePosition(s);
        const back = readPosition(text);
        if (!back.ok) throw new Error(`${back.error.code} ${back.error.token}\n${text}`);
        same(s, back.value, text);
        expect(writePosition(back.value)).toBe(text);
        if (s.taken.length) taken++;
        if (s.call) calls++;
      }
    }
    expect(taken).toBeGreaterThan(0);
    expect(calls).toBeGreaterThan(0);
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
    // a card named twice is refused where it is named the second time; positionProblem says the same of a position object
    const dup = parsePosition('hand A: 2c 3c\nhand B: 4d 2c');
    expect(!dup.ok && dup.error).toEqual({ code: 'duplicate-card', token: '2c', position: 25 });
    const meldDup = parsePosition("hand A: Jk\nhand B: 4d\nmelds B: 3c 4c Jk=5c");
    expect(!meldDup.ok && meldDup.error).toMatchObject({ code: 'duplicate-card', token: 'Jk=5c' });
    expect(positionProblem({ hands: [['2c', '3c'], ['2c']] })).toEqual({ code: 'duplicate-card', card: '2c' });
    expect(positionProblem({ hands: [['2c', '3c'], ["2c'"]] })).toBeNull();
  });
});

describe('apply never throws, never mutates', () => {
  it('on arbitrary moves in random states', () => {
    // states of every variation, frozen (playRandom freezes them): a write would throw
    const states = (['standard', 'noLayout', 'oneSuit', 'multiDiscardTake', 'kids7'] as const).flatMap((variant, i) => statesOf({ players: 2 + i, variant, deals: 1, turnCap: 60 }, 70 + i, 5));
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
      fc.property(fc.constantFrom(...states), move, (s, m) => {
        const before = JSON.stringify(s);
        const r = apply(s, m as RommeMove);
        if (!r.ok) expect(ROMME_RULES.has(r.violation.rule)).toBe(true);
        expect(JSON.stringify(s)).toBe(before);
      }),
      { numRuns: 400, seed: 6 },
    );
  });
});
