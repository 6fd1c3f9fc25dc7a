/**
 * The lessons read what a game's rules say in words from the catalog's core (src/lib/catalog-core.mjs, a lesson page
 * loads none of the game islands' words): the same rule names, violation sentences and breakdown lines as the game
 * islands, which read the whole catalog. A key the core leaves out that a sentence needs (a phase, a word) would make
 * a lesson's sentence differ from the island's, or fail.
 */
import { describe, expect, it } from 'vitest';
import type { Params } from '../../src/engine/core/result';
import { CONQUIAN_VIOLATION_CODES } from '../../src/engine/conquian/codes';
import { ROMME_VIOLATION_CODES } from '../../src/engine/romme/codes';
import { GONGOR_WHIST_VIOLATION_CODES } from '../../src/engine/gongor-whist/engine';
import { QUINCUNX_VIOLATION_CODES } from '../../src/engine/quincunx';
import { exampleBreakdownItems } from '../helpers/quincunx';
import { CONQUIAN_RULE_NAMES, CONQUIAN_VIOLATIONS } from '../../src/i18n/conquian';
import { ROMME_VIOLATIONS, ROMME_RULE_NAMES } from '../../src/i18n/romme';
import { QUINCUNX_VIOLATIONS, describeItem, QUINCUNX_RULE_NAMES } from '../../src/i18n/quincunx';
import { GONGOR_WHIST_VIOLATIONS, GONGOR_WHIST_RULE_NAMES } from '../../src/i18n/gongor-whist';
import { CONQUIAN_LEARN_RULES } from '../../src/i18n/learn-conquian';
import { ROMME_LEARN_RULES } from '../../src/i18n/learn-romme';
import { QUINCUNX_LEARN_RULES } from '../../src/i18n/learn-quincunx';
import { GONGOR_WHIST_LEARN_RULES } from '../../src/i18n/learn-gongor-whist';
import { CORE_KEYS } from '../../src/lib/catalog-core.mjs';
import rommeLessonDe from '../../src/i18n/de/learn-romme.json?lesson';
import rommeLearnDe from '../../src/i18n/de/learn-romme.json';
import rommeExamplesCutDe from '../../src/i18n/de/romme.json?examples';
import rommeExamplesDe from '../../src/i18n/de/examples-romme.json';
import rommeDe from '../../src/i18n/de/romme.json';

type Table = Readonly<Record<string, Readonly<Record<'de' | 'en', (p: Params) => string>>>>;
type Names = Readonly<Record<string, Readonly<Record<'de' | 'en', string>>>>;

// every param a violation sentence reads, in both decks' notation, and none at all
const PARAMS: Params[] = [
  {},
  { card: 'Ah', cards: ['Ah', '2h', 'Jk=3h'], phase: 'discard', suit: 'h', count: 3, available: 2, value: 35, minimum: 40, leftover: 12, limit: 7, token: 'Xx' },
  { card: '7MS', lead: 'AK', cards: ['7MS', 'CS'], suits: ['M', 'S'], phase: 'play', n: 3, cell: 'c3', won: false },
  { n: 'x', phase: 'nonsense', won: true },
];

const GAMES: [string, Table, Table, Names, Names, readonly string[]][] = [
  ['conquian', CONQUIAN_LEARN_RULES.violations, CONQUIAN_VIOLATIONS, CONQUIAN_LEARN_RULES.names, CONQUIAN_RULE_NAMES, CONQUIAN_VIOLATION_CODES],
  ['romme', ROMME_LEARN_RULES.violations, ROMME_VIOLATIONS, ROMME_LEARN_RULES.names, ROMME_RULE_NAMES, ROMME_VIOLATION_CODES],
  ['quincunx', QUINCUNX_LEARN_RULES.violations, QUINCUNX_VIOLATIONS, QUINCUNX_LEARN_RULES.names, QUINCUNX_RULE_NAMES, QUINCUNX_VIOLATION_CODES],
  ['gongor-whist', GONGOR_WHIST_LEARN_RULES.violations, GONGOR_WHIST_VIOLATIONS, GONGOR_WHIST_LEARN_RULES.names, GONGOR_WHIST_RULE_NAMES, GONGOR_WHIST_VIOLATION_CODES],
];

describe("the lessons' rule words (a game catalog's core) read as the game islands' do", () => {
  it("a lesson page's one file is the lessons' catalog with the game catalog cut to its core keys", () => {
    const { core, ...learn } = rommeLessonDe as typeof rommeLearnDe & { core: typeof rommeDe };
    expect(learn).toEqual(rommeLearnDe);
    const keys = Object.keys(core);
    expect(keys.sort()).toEqual(Object.keys(rommeDe).filter((k) => CORE_KEYS.includes(k)).sort());
    expect(keys).not.toContain('ui');
    expect(core.violations).toEqual(rommeDe.violations);
  });
  it("the examples page's cut is the catalog without its play section (the whole game's words), with the examples' captions", () => {
    const { play, ...rest } = rommeDe;
    expect(Object.keys(play).length).toBeGreaterThan(20);
    expect(rommeExamplesCutDe).toEqual({ ...rest, examples: rommeExamplesDe });
  });
  for (const [game, learn, islands, learnNames, islandNames, codes] of GAMES) {
    it(`${game}: every rule name and every violation sentence, in both languages`, () => {
      expect(learnNames).toEqual(islandNames);
      expect(Object.keys(learn).sort()).toEqual([...codes].sort());
      for (const code of codes) {
        for (const lang of ['de', 'en'] as const) {
          for (const p of PARAMS) expect(learn[code]![lang](p), `${code} ${lang} ${JSON.stringify(p)}`).toBe(islands[code]![lang](p));
        }
      }
    });
  }
  it("quincunx: every breakdown line of the worked examples", () => {
    const items = exampleBreakdownItems();
    expect(new Set(items.map(([it]) => it.kind)).size).toBeGreaterThanOrEqual(4);
    for (const [it, card] of items) for (const lang of ['de', 'en'] as const) expect(QUINCUNX_LEARN_RULES.describeItem(it, card, lang)).toBe(describeItem(it, card, lang));
  });
});
