import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { apply, COMBO_PROBLEMS, legalMoves, setup, type ConquianMove } from '../../src/engine/conquian';
import { CONQUIAN_VIOLATIONS } from '../../src/i18n/conquian';
import { expectMessagesFor, violationCodesInSource } from '../helpers/violations';

const SAMPLE = { card: 'Kh', cards: ['Qs', 'Ks', 'As'], phase: 'offered', count: 12 };

describe('Conquian violation messages', () => {
  it('finds the codes in the engine source', () => {
    const codes = violationCodesInSource('conquian');
    expect(codes).toContain('needs-two-hand-cards');
    expect(codes).toContain('must-take');
    expect(codes.length).toBeGreaterThan(15);
  });

  it('every code the engine can return has a sentence in German and English', () => {
    expectMessagesFor(CONQUIAN_VIOLATIONS, [...violationCodesInSource('conquian'), ...COMBO_PROBLEMS], SAMPLE);
  });

  it('random wrong moves in random games are all explained', () => {
    const moveArb: fc.Arbitrary<unknown> = fc.oneof(
      fc.constantFrom({ type: 'turn' }, { type: 'decline' }, { type: 'pass' }, { type: 'force' }, { type: 'noForce' }),
      fc.record({ type: fc.constant('discard'), card: fc.constantFrom('Kh', '8c', 'As', '') }),
      fc.record({ type: fc.constant('meld'), hand: fc.array(fc.constantFrom('Kh', 'Ks', 'Kd', '2c')), melds: fc.array(fc.array(fc.constantFrom('Kh', 'Ks', 'Kd', 'Kc', 'Qh', 'Jh'))) }),
      fc.anything(),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 40 }), moveArb, (seed, steps, wrong) => {
        let s = setup({}, seed);
        for (let i = 0; i < steps && s.phase !== 'over'; i++) {
          const legal = legalMoves(s);
          const r = apply(s, legal[(seed + i) % legal.length]!);
          if (r.ok) s = r.state;
        }
        const r = apply(s, wrong as ConquianMove);
        if (!r.ok) expect(CONQUIAN_VIOLATIONS[r.violation.code], r.violation.code).toBeDefined();
      }),
      { numRuns: 500 },
    );
  });
});
