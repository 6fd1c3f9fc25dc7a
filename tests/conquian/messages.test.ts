import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { apply, CONQUIAN, HAND_MELDS, CONQUIAN_MOVE_PARSE_CODES, CONQUIAN_PARSE_CODES, CONQUIAN_VIOLATION_CODES, legalMoves, parseMove, parseOptions, parsePosition, setup, type ConquianMove } from '../../src/engine/conquian';
import { CONQUIAN_PARSE_MESSAGES, CONQUIAN_VIOLATIONS } from '../../src/i18n/conquian';
import { LANGS } from '../../src/i18n/ui';
import { expectMessagesFor } from '../helpers/violations';
import { expectMoveParseCodes } from '../helpers/move-parse';

const SAMPLE = { card: 'Kh', cards: ['Qs', 'Ks', 'As'], phase: 'offered', count: 12 };
const VIOLATION_CODES: ReadonlySet<string> = new Set(CONQUIAN_VIOLATION_CODES);
const PARSE_CODES: ReadonlySet<string> = new Set(CONQUIAN_PARSE_CODES);

describe('Conquian violation messages', () => {
  it('every violation code has a sentence in German and English', () => {
    expectMessagesFor(CONQUIAN_VIOLATIONS, CONQUIAN_VIOLATION_CODES, SAMPLE);
  });

  it('every code a typed move can be refused with has a sentence in German and English, and no other code has one', () => {
    expect(Object.keys(CONQUIAN_PARSE_MESSAGES).sort()).toEqual([...CONQUIAN_MOVE_PARSE_CODES].sort());
    for (const code of CONQUIAN_MOVE_PARSE_CODES) {
      for (const lang of LANGS) {
        const text = CONQUIAN_PARSE_MESSAGES[code][lang]('x', 3);
        expect(text.length, `${code} ${lang}`).toBeGreaterThan(10);
        expect(text).not.toMatch(/undefined|NaN|\[object/);
      }
    }
  });

  it('random wrong moves in random games are refused with a listed code and a registered rule', () => {
    const moveArb: fc.Arbitrary<unknown> = fc.oneof(
      fc.constantFrom({ type: 'turn' }, { type: 'decline' }, { type: 'pass' }, { type: 'force' }, { type: 'noForce' }, { type: 'constructor' }),
      fc.record({ type: fc.constant('discard'), card: fc.constantFrom('Kh', '8c', 'As', '', '__proto__') }),
      fc.record({ type: fc.constant('meld'), hand: fc.array(fc.constantFrom('Kh', 'Ks', 'Kd', '2c')), melds: fc.array(fc.array(fc.constantFrom('Kh', 'Ks', 'Kd', 'Kc', 'Qh', 'Jh', '9h'))) }),
      fc.anything(),
    );
    const seen = new Set<string>();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 40 }), fc.constantFrom(...HAND_MELDS), moveArb, (seed, steps, handMelds, wrong) => {
        let s = setup({ handMelds }, seed);
        for (let i = 0; i < steps && s.phase !== 'over'; i++) {
          const legal = legalMoves(s);
          const r = apply(s, legal[(seed + i) % legal.length]!);
          if (r.ok) s = r.state;
        }
        const r = apply(s, wrong as ConquianMove);
        if (!r.ok) {
          expect(VIOLATION_CODES.has(r.violation.code), r.violation.code).toBe(true);
          expect(CONQUIAN.rules.has(r.violation.rule)).toBe(true);
          seen.add(r.violation.code);
        }
      }),
      { numRuns: 800, seed: 11 },
    );
    expect(seen.size).toBeGreaterThan(10);
  });

  it('a place in the typed text is said counting from 1', () => {
    const r = parseMove('turn Kh');
    if (r.ok) throw new Error('reads');
    expect(CONQUIAN_PARSE_MESSAGES[r.error.code].de(r.error.token, r.error.position)).toBe('„Kh“ an Stelle 6 gehört hier nicht hin.');
    expect(CONQUIAN_PARSE_MESSAGES[r.error.code].en(r.error.token, r.error.position)).toBe('“Kh” at position 6 does not belong here.');
  });

  it('the codes with a sentence are exactly those a typed move can be refused with', () => {
    expectMoveParseCodes(
      parseMove,
      CONQUIAN_MOVE_PARSE_CODES,
      { empty: '', 'unknown-move': 'dance', 'unexpected-token': 'turn Kh', 'missing-card': 'discard', 'bad-card': 'discard 8h', 'missing-bar': 'meld Kh', 'missing-arrangement': 'meld Kh |' },
      ['turn', 'decline', 'pass', 'force', 'noforce', 'discard', 'meld', 'Kh', 'Qh', 'Jh', '8h', '2c', 'Jo'],
    );
  });

  it('every parse error names a listed code', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        for (const r of [parseMove(text), parsePosition(text), parseOptions(text)]) if (!r.ok) expect(PARSE_CODES.has(r.error.code), r.error.code).toBe(true);
      }),
      { numRuns: 1000, seed: 5 },
    );
  });
});
