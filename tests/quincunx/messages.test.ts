import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { apply, legalMoves, setup, QUINCUNX_MOVE_PARSE_CODES, QUINCUNX_VIOLATION_CODES, type QuincunxMove } from '../../src/engine/quincunx';
import { QUINCUNX_PARSE_MESSAGES, QUINCUNX_VIOLATIONS, describeItem, QX } from '../../src/i18n/quincunx';
import { QUINCUNX_EXAMPLES, fromPosition, parsePosition, parseMove } from '../../src/engine/quincunx';
import { expectMessagesFor } from '../helpers/violations';
import { expectMoveParseCodes } from '../helpers/move-parse';
import { exampleBreakdownItems } from '../helpers/quincunx';

const SAMPLE = { card: 'CS', cell: 'c3', player: 0, won: false };

describe('Quincunx violation messages', () => {
  it('every code has a sentence in German and English, also without params', () => {
    expectMessagesFor(QUINCUNX_VIOLATIONS, QUINCUNX_VIOLATION_CODES, SAMPLE);
    expect(Object.keys(QUINCUNX_VIOLATIONS).sort()).toEqual([...QUINCUNX_VIOLATION_CODES].sort());
  });

  it('every reason a typed move does not read has a sentence in both languages, and no other code has one', () => {
    expect(Object.keys(QUINCUNX_PARSE_MESSAGES).sort()).toEqual([...QUINCUNX_MOVE_PARSE_CODES].sort());
    for (const code of QUINCUNX_MOVE_PARSE_CODES) {
      for (const lang of ['de', 'en'] as const) {
        for (const token of ['PMYK', 'z9', '']) {
          const text = QUINCUNX_PARSE_MESSAGES[code][lang](token, 3);
          expect(text.length, `${code} (${lang})`).toBeGreaterThan(15);
          expect(text, `${code} (${lang})`).not.toMatch(/undefined|NaN|null|\[object/);
        }
      }
    }
    expect(QUINCUNX_PARSE_MESSAGES['bad-card'].de('ZZ', 0)).toContain('„ZZ“');
    expect(QUINCUNX_PARSE_MESSAGES['bad-cell'].en('z9', 0)).toContain('“z9”');
  });

  it('the codes with a sentence are exactly those a typed move can be refused with', () => {
    expectMoveParseCodes(
      parseMove,
      QUINCUNX_MOVE_PARSE_CODES,
      { empty: '', 'unknown-move': 'dance', 'bad-card': 'ZZ@a1', 'bad-cell': 'AM@z9', 'bad-announcement': 'AM@a1=x', 'unexpected-token': 'deal x' },
      ['deal', 'AM', 'CS', '2MK', 'PMYK', 'ZZ', 'a1', 'c3', 'z9', '@', 'AM@a1', 'CS@c3=5', '=5'],
    );
  });

  it('random wrong moves in random games (all modes) are all explained', () => {
    const cell = fc.constantFrom('a1', 'c3', 'e5', 'd4', 'i9', 'z1', '', 'b2');
    const moveArb: fc.Arbitrary<unknown> = fc.oneof(
      fc.constant({ type: 'deal' }),
      fc.record({ type: fc.constant('place'), card: fc.constantFrom('CS', 'AM', 'X', 'PMYK', 'TMWK', '??'), cell, announce: fc.option(fc.integer({ min: -5, max: 50 }), { nil: undefined }) }),
      fc.anything(),
    );
    const opts = fc.constantFrom({}, { players: 3, muggins: true }, { mode: 'openSpread' as const, players: 4 }, { mode: 'solitaire4x4' as const });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 60 }), opts, moveArb, (seed, steps, o, wrong) => {
        let s = setup(o, seed);
        for (let i = 0; i < steps && s.phase !== 'over'; i++) {
          const legal = legalMoves(s);
          const r = apply(s, legal[(seed + i * 7) % legal.length]!);
          if (r.ok) s = r.state;
        }
        const r = apply(s, wrong as QuincunxMove);
        if (!r.ok) expect(QUINCUNX_VIOLATIONS[r.violation.code], r.violation.code).toBeDefined();
      }),
      { numRuns: 400, seed: 7 },
    );
  });
});

describe('breakdown wording', () => {
  it('every item of every example reads as a sentence in both languages', () => {
    const items = exampleBreakdownItems();
    expect(items.length).toBeGreaterThan(20);
    for (const [it, played] of items) {
      for (const lang of ['de', 'en'] as const) {
        const text = describeItem(it, played, lang);
        expect(text.length).toBeGreaterThan(5);
        expect(text).not.toMatch(/undefined|NaN|null|\[object/);
      }
    }
  });
  it('the power play names the values it counts', () => {
    const ex = QUINCUNX_EXAMPLES.find((e) => e.id === 'power-play-44')!;
    const p = parsePosition(ex.position);
    const mv = parseMove('AM@a1');
    if (!p.ok || !mv.ok) throw new Error('parse');
    const r = apply(fromPosition(p.value), mv.value);
    if (!r.ok) throw new Error('refused');
    const placed = r.events.find((e) => e.type === 'placed');
    const power = placed?.type === 'placed' ? placed.breakdown.items.find((i) => i.kind === 'power') : undefined;
    expect(describeItem(power!, 'AM', 'en')).toBe('Power play (Moons) with b1: 8 cards, 9 + 8 + 7 + 6 + 5 + 4 + 3 + 2');
    expect(describeItem(power!, 'AM', 'de')).toBe('Machtspiel (Monde) mit b1: 8 Karten, 9 + 8 + 7 + 6 + 5 + 4 + 3 + 2');
  });
  it('UI strings exist in both languages with the same keys', () => {
    expect(Object.keys(QX.de).sort()).toEqual(Object.keys(QX.en).sort());
  });
});
