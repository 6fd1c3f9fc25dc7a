import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { apply, legalMoves, setup, type QuincunxMove } from '../../src/engine/quincunx';
import { Rng } from '../../src/engine/core/rng';
import { deepFreeze, propertyRun } from './random-games';

describe('quincunx random games, solitaire', () => {
  it('1000 seeded games – every card once, no mutation, replay equal, score = sum of breakdown, every game ends', () => {
    const placements = propertyRun('solitaire4x4', 1, 3001);
    expect(placements).toBeGreaterThanOrEqual(1000 * 8);
    expect(placements).toBeLessThanOrEqual(1000 * 12);
  }, 60_000);
});

describe('apply never throws', () => {
  it('on arbitrary JSON moves in random states of every mode', () => {
    const card = fc.constantFrom('CS', 'AM', '2MK', 'X', 'PMYK', 'TMWK', '', 'zz');
    const move = fc.oneof(
      fc.record({ type: fc.constantFrom('place', 'deal', 'bogus'), card, cell: fc.oneof(fc.constantFrom('a1', 'c3', 'e5', 'i9', 'x0'), fc.anything()), announce: fc.anything() }),
      fc.anything(),
    );
    const mode = fc.constantFrom('standard' as const, 'openSpread' as const, 'solitaire4x4' as const);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 80 }), mode, fc.boolean(), move, (seed, steps, m, muggins, mv) => {
        let s = setup({ mode: m, players: 2 + (seed % 3), muggins, excuse: true }, seed);
        const rng = Rng.from(seed);
        for (let i = 0; i < steps && s.phase !== 'over'; i++) {
          const l = legalMoves(s);
          const r = apply(s, l[rng.int(l.length)]!);
          if (r.ok) s = r.state;
        }
        deepFreeze(s);
        const r = apply(s, mv as QuincunxMove);
        if (!r.ok) expect(typeof r.violation.rule).toBe('string');
      }),
      { numRuns: 300, seed: 11 },
    );
  });
});
