import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  apply, GONGOR_WHIST_MOVE_PARSE_CODES, GONGOR_WHIST_NOTATION_CODES, GONGOR_WHIST_OPTION_CODES, GONGOR_WHIST_VIOLATION_CODES, legalMoves, parseMove, parseOptions, parsePosition, setup,
  type GongorWhistMove,
} from '../../src/engine/gongor-whist';
import { GONGOR_WHIST_RULES } from '../../src/engine/gongor-whist/rules';
import { GONGOR_WHIST_PARSE_MESSAGES, GONGOR_WHIST_VIOLATIONS, GW } from '../../src/i18n/gongor-whist';
import { GWP } from '../../src/i18n/gongor-whist-play';
import { expectMessagesFor } from '../helpers/violations';
import { expectMoveParseCodes } from '../helpers/move-parse';

const SAMPLE = { card: '2WL', lead: 'CS', suits: ['S'], cards: ['4MS', '7SK'], phase: 'decide', n: 4 };

describe('Gongor Whist violation messages', () => {
  it('every violation code has a sentence in German and English, and no sentence lacks a code', () => {
    expectMessagesFor(GONGOR_WHIST_VIOLATIONS, GONGOR_WHIST_VIOLATION_CODES, SAMPLE);
    expect(Object.keys(GONGOR_WHIST_VIOLATIONS).sort()).toEqual([...GONGOR_WHIST_VIOLATION_CODES].sort());
  });

  it('every code a typed move can be refused with has a sentence in German and English, and no other code has one', () => {
    expect(Object.keys(GONGOR_WHIST_PARSE_MESSAGES).sort()).toEqual([...GONGOR_WHIST_MOVE_PARSE_CODES].sort());
    for (const code of GONGOR_WHIST_MOVE_PARSE_CODES) for (const lang of ['de', 'en'] as const) {
      const text = GONGOR_WHIST_PARSE_MESSAGES[code][lang]('4MX', 5);
      expect(text.length, `${code} ${lang}`).toBeGreaterThan(10);
      expect(text).not.toMatch(/undefined|NaN|\[object/);
    }
    expectMoveParseCodes(
      parseMove,
      GONGOR_WHIST_MOVE_PARSE_CODES,
      { empty: '', 'unknown-move': 'dance', 'unexpected-token': 'play 4MS x', 'missing-card': 'play', 'bad-card': 'play ZZ', 'missing-number': 'bid', 'bad-bid': 'bid x' },
      ['bid', 'play', 'twiddle', 'resolve', 'next', 'b3', 't', 'r', 'n', 'AM', '4MS', 'CS', 'ZZ', '9', '99'],
    );
  });

  it('every reader returns a listed code', () => {
    const codes = [...GONGOR_WHIST_NOTATION_CODES, ...GONGOR_WHIST_OPTION_CODES];
    const seen = new Set<string>();
    for (const text of ['', 'dance', 'play', 'bid', 'bid 9', 'play AM', 'resolve now', 'hand: 4MS', 'x: 1; hand: 4MS; dummy: CS', 'hand: 4MS; hand: 4MS; dummy: CS', 'bid: 9; hand: 4MS; dummy: CS', 'hand: 4MS; dummy: 4MS', 'pp', 'x', 'td', 'p4', 'o']) {
      for (const r of [parseMove(text), parsePosition(text), parseOptions(text)]) if (!r.ok) seen.add(r.error.code);
    }
    for (const code of seen) expect(codes, code).toContain(code);
    expect(seen.size).toBeGreaterThanOrEqual(14);
  });

  it('the follow message names the cards', () => {
    expect(GONGOR_WHIST_VIOLATIONS['must-follow'].en(SAMPLE)).toBe('You hold a card with Suns and must follow (the Mountain, the Castle); the Origin shares no suit with the Bard.');
    expect(GONGOR_WHIST_VIOLATIONS['must-follow'].de(SAMPLE)).toBe('Ausgespielt ist der Barde. Eine deiner Karten trägt Sonnen, also musst du bedienen (der Berg, die Burg); der Ursprung bedient nicht.');
    // a card named as the sentence needs it, not quoted as a title („Der Barde“)
    expect(GONGOR_WHIST_VIOLATIONS['one-card-per-trick'].de({ card: 'CS' })).toBe('Zu diesem Stich hast du schon den Barden gespielt; jetzt drehst du oder lässt den Stich entscheiden.');
    expect(GONGOR_WHIST_VIOLATIONS['one-card-per-trick'].en({ card: 'CS' })).toBe('You have already played the Bard to this trick; now you twiddle or let the trick be decided.');
    expect(GONGOR_WHIST_VIOLATIONS['not-in-hand'].de({ card: 'CS' })).toBe('Der Barde ist nicht unter deinen Karten.');
    expect(GONGOR_WHIST_VIOLATIONS['not-in-hand'].en({ card: 'AM' })).toBe('The Ace of Moons is not among your cards.');
    expect(GONGOR_WHIST_VIOLATIONS['not-in-hand'].de({})).toBe('Diese Karte ist nicht unter deinen Karten.');
    // every suit's name stands as it is after "trägt" ("mit Blätter" needed the dative, "mit Blättern")
    expect(GONGOR_WHIST_VIOLATIONS['must-follow'].de({ ...SAMPLE, suits: ['L', 'K'] })).toContain('Eine deiner Karten trägt Blätter oder Knoten, also musst du bedienen');
  });

  it('random wrong moves in random games are all explained and name a registered rule', () => {
    const moveArb: fc.Arbitrary<unknown> = fc.oneof(
      fc.constantFrom({ type: 'twiddle' }, { type: 'resolve' }, { type: 'next' }),
      fc.record({ type: fc.constant('bid'), n: fc.oneof(fc.integer({ min: -1, max: 9 }), fc.constant('x')) }),
      fc.record({ type: fc.constant('play'), card: fc.constantFrom('4MS', 'CS', '2WL', 'AM', '', '9LK', 'CK') }),
      fc.anything(),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 60 }), moveArb, (seed, steps, wrong) => {
        let s = setup({}, seed);
        for (let i = 0; i < steps && s.phase !== 'over'; i++) {
          const legal = legalMoves(s);
          const r = apply(s, legal[(seed + i) % legal.length]!);
          if (r.ok) s = r.state;
        }
        const r = apply(s, wrong as GongorWhistMove);
        if (!r.ok) {
          expect(GONGOR_WHIST_VIOLATION_CODES, r.violation.code).toContain(r.violation.code);
          expect(GONGOR_WHIST_VIOLATIONS[r.violation.code], r.violation.code).toBeDefined();
          expect(GONGOR_WHIST_RULES.has(r.violation.rule)).toBe(true);
        }
      }),
      { numRuns: 500, seed: 3 },
    );
  });

  it('parameters named like prototype properties read as unknown (issue 11.5)', () => {
    for (const lang of ['de', 'en'] as const) {
      for (const word of ['constructor', '__proto__', 'toString']) {
        const text = GONGOR_WHIST_VIOLATIONS['hand-not-finished'][lang]({ phase: word }) + GONGOR_WHIST_VIOLATIONS['must-follow'][lang]({ ...SAMPLE, suits: [word] });
        expect(text).not.toMatch(/function|native code|\[object/);
      }
    }
  });

  it('UI strings exist in both languages with the same keys', () => {
    expect(Object.keys(GW.de).sort()).toEqual(Object.keys(GW.en).sort());
    expect(Object.keys(GWP.de).sort()).toEqual(Object.keys(GWP.en).sort());
    expect(GWP.de.pct(0.125)).toBe('12,5\u00a0%');
    expect(GWP.en.pct(0.125)).toBe('12.5%');
  });
});
