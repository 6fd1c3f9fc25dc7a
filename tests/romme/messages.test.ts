import { describe, expect, it } from 'vitest';
import { ROMME_MOVE_PARSE_CODES, ROMME_VIOLATION_CODES, parseMove } from '../../src/engine/romme';
import { RM, ROMME_PARSE_MESSAGES, ROMME_VIOLATIONS, ROMME_RULE_NAMES } from '../../src/i18n/romme';
import { ROMME_EXAMPLE_TEXT } from '../../src/i18n/examples/romme';
import { ROMME_RULES } from '../../src/engine/romme/rules';
import { LANGS } from '../../src/i18n/ui';
import { expectMessagesFor } from '../helpers/violations';
import { expectMoveParseCodes } from '../helpers/move-parse';

const SAMPLE = { card: 'Jk=Ah', cards: ['Ac', 'As', 'Jk=Ah'], value: 33, minimum: 40, count: 3, limit: 7, leftover: 29, available: 2, suit: 'h' };

// The tables are keyed by the engine's code unions, so the compiler already holds them complete;
// these tests hold the sentences themselves: filled from the params, or sensible without them.
describe('Rommé messages', () => {
  it('every violation code has a sentence in German and English', () => {
    expect(Object.keys(ROMME_VIOLATIONS).sort()).toEqual([...ROMME_VIOLATION_CODES].sort());
    expectMessagesFor(ROMME_VIOLATIONS, ROMME_VIOLATION_CODES, SAMPLE);
  });
  it('every code a typed move can be refused with has a sentence in German and English, naming the token, and no other code has one', () => {
    expect(Object.keys(ROMME_PARSE_MESSAGES).sort()).toEqual([...ROMME_MOVE_PARSE_CODES].sort());
    for (const code of ROMME_MOVE_PARSE_CODES)
      for (const lang of LANGS) {
        const text = ROMME_PARSE_MESSAGES[code][lang]('Kh');
        expect(text.length, `${code} (${lang})`).toBeGreaterThan(10);
        expect(text, `${code} (${lang})`).not.toMatch(/undefined|NaN|\[object/);
      }
  });
  it('the codes with a sentence are exactly those a typed move can be refused with', () => {
    expectMoveParseCodes(
      parseMove,
      ROMME_MOVE_PARSE_CODES,
      {
        empty: '', 'unknown-move': 'dance', 'unexpected-token': 'draw x', 'bad-card': 'discard Zz', 'bad-declaration': 'meld Jk=Jo', 'empty-meld': 'meld / Kh',
        'missing-cards': 'discard', 'missing-meld': 'layoff', 'bad-meld-ref': 'layoff Kh', 'bad-count': 'take @',
      },
      ['draw', 'take', 'meld', 'layoff', 'exchange', 'discard', 'call', 'onesuit', 'done', 'next', 'Kh', "Kh'", 'Jk', 'Jk=7c', 'B1', 'A2', '3', 'Zz'],
    );
  });
  it('German strings and captions use the page’s terms (Kombination, Stapel; no “Engine”)', () => {
    const de = [
      ...ROMME_VIOLATION_CODES.flatMap((c) => [ROMME_VIOLATIONS[c].de(SAMPLE), ROMME_VIOLATIONS[c].de({})]),
      ...ROMME_MOVE_PARSE_CODES.map((c) => ROMME_PARSE_MESSAGES[c].de('Kh')),
      ...Object.values(RM.de as Record<string, unknown>).filter((v): v is string => typeof v === 'string'),
      ...Object.values(ROMME_EXAMPLE_TEXT.de).flatMap((w) => [w.title, w.intro ?? '', ...w.steps]),
    ].join('\n');
    expect(de).not.toMatch(/\bBild|\bTalon\b|Engine|hinausgeh|Gegenüber/);
  });
  it('every rule id has a name in both languages', () => {
    for (const id of ROMME_RULES.ids) {
      expect(ROMME_RULE_NAMES[id].de.length).toBeGreaterThan(2);
      expect(ROMME_RULE_NAMES[id].en.length).toBeGreaterThan(2);
    }
  });
});
