import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { apply, CHECKER_CODES, legalMoves, MELD_PROBLEM_CODES, setup, type RommeMove } from '../../src/engine/romme';
import { ROMME_VIOLATIONS } from '../../src/i18n/romme';
import { ROMME_RULE_NAMES } from '../../src/i18n/romme-rules';
import { ROMME_RULES } from '../../src/engine/romme/rules';
import { expectMessagesFor, violationCodesInSource } from '../helpers/violations';

const SAMPLE = { card: 'Jk=Ah', cards: ['Ac', 'As', 'Jk=Ah'], value: 33, minimum: 40, count: 3, limit: 7, leftover: 29, available: 2, suit: 'h' };

describe('Rommé violation messages', () => {
  it('finds the codes in the engine source', () => {
    const codes = violationCodesInSource('romme');
    expect(codes).toContain('below-minimum');
    expect(codes).toContain('joker-alone');
    expect(codes.length).toBeGreaterThan(30);
  });
  it('the list of meld problem codes matches melds.ts', () => {
    const src = readFileSync(new URL('../../src/engine/romme/melds.ts', import.meta.url), 'utf8');
    const found = new Set([...src.matchAll(/bad\('[a-z-]+', '([a-z-]+)'/g)].map((m) => m[1]!));
    found.add('run-gap');
    found.add('too-few');
    found.add('mixed');
    expect([...found].sort()).toEqual([...MELD_PROBLEM_CODES].sort());
  });
  it('every code has a sentence in German and English', () => {
    expectMessagesFor(ROMME_VIOLATIONS, [...new Set([...violationCodesInSource('romme'), ...MELD_PROBLEM_CODES, ...CHECKER_CODES])], SAMPLE);
  });
  it('every rule id has a name in both languages', () => {
    for (const id of ROMME_RULES.ids) {
      expect(ROMME_RULE_NAMES[id].de.length).toBeGreaterThan(2);
      expect(ROMME_RULE_NAMES[id].en.length).toBeGreaterThan(2);
    }
  });
  it('random wrong moves in random games are all explained', () => {
    const card = fc.constantFrom('Kh', "Kh'", 'Jk', 'Jk=7c', '7c', '8c', 'Ah', '2c', 'x');
    const moveArb: fc.Arbitrary<unknown> = fc.oneof(
      fc.constantFrom({ type: 'draw' }, { type: 'take' }, { type: 'take', count: 3 }, { type: 'done' }, { type: 'next' }, { type: 'oneSuit' }, { type: 'call', melds: [] }),
      fc.record({ type: fc.constant('discard'), card }),
      fc.record({ type: fc.constant('meld'), melds: fc.array(fc.array(card, { maxLength: 4 }), { maxLength: 2 }) }),
      fc.record({ type: fc.constantFrom('layoff', 'exchange'), seat: fc.integer({ min: 0, max: 3 }), meld: fc.integer({ min: 0, max: 2 }), cards: fc.array(card, { maxLength: 3 }), card }),
      fc.anything(),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 80 }), moveArb, (seed, steps, wrong) => {
        let s = setup({ players: 2 + (seed % 3) }, seed);
        for (let i = 0; i < steps && s.phase !== 'over'; i++) {
          const legal = legalMoves(s);
          const r = apply(s, legal[(seed + i) % legal.length]!);
          if (r.ok) s = r.state;
        }
        const r = apply(s, wrong as RommeMove);
        if (!r.ok) expect(ROMME_VIOLATIONS[r.violation.code], r.violation.code).toBeDefined();
      }),
      { numRuns: 500 },
    );
  });
});
