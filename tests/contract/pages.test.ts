// @vitest-environment node
/**
 * Rule ids are the contract between a game's page and its engine: for every
 * game, each registered rule id has exactly one <Rule> section on the German
 * and on the English rules (Quincunx and Rommé: rules and variants) pages and no
 * section is unregistered; the variants page holds exactly the rules that
 * src/lib/game-parts.ts says are there; each rule heading
 * reads as the name the islands use for the rule; rules come in the same
 * order with the same numbers in both languages; plain heading ids agree
 * between the languages and never clash with a rule id.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/engine/games';
import { RULE_NAMES } from '../../src/learn/rule-names';
import { VARIANT_RULES } from '../../src/lib/game-parts';

const LANGS = ['de', 'en'] as const;

const file = (lang: string, path: string) => new URL(`../../content/${lang}/${path}.mdx`, import.meta.url);
/** The variants page of a game, '' where it has none. */
const variants = (lang: string, id: string) => (existsSync(file(lang, `${id}/variants`)) ? readFileSync(file(lang, `${id}/variants`), 'utf8') : '');
/** A game's rule text: its rules page, then its variants page (the rules' numbers run on). */
const read = (lang: string, id: string) => readFileSync(file(lang, id), 'utf8') + '\n' + variants(lang, id);
const ruleTags = (src: string) => [...src.matchAll(/<Rule\s+id="([^"]+)"([^>]*)>/g)].map((m) => ({ id: m[1]!, n: /\bn="([^"]*)"/.exec(m[2]!)?.[1] }));
const ruleHeadings = (src: string) => [...src.matchAll(/<Rule\s+id="([^"]+)"[^>]*>([^<]*)<\/Rule>/g)].map((m) => ({ id: m[1]!, text: m[2]!.trim() }));
const headingIds = (src: string) => [...src.matchAll(/\\\{#([a-z0-9-]+)\}/g)].map((m) => m[1]!);

describe.each(GAMES.map((g) => [g.id, g] as const))('%s page', (id, game) => {
  const names = RULE_NAMES[id];
  for (const lang of LANGS) {
    it(`${lang}: exactly one <Rule> section per registered rule id, none unregistered`, () => {
      const ids = ruleTags(read(lang, id)).map((r) => r.id);
      expect(ids.filter((x, i) => ids.indexOf(x) !== i)).toEqual([]);
      expect([...ids].sort()).toEqual([...game.rules.ids].sort());
    });
    it(`${lang}: every rule heading is plain text that reads as the islands' name for the rule`, () => {
      const src = read(lang, id);
      const headings = ruleHeadings(src);
      expect(headings.length).toBe(ruleTags(src).length);
      for (const h of headings) expect(h.text, h.id).toBe(names[h.id]?.[lang]);
    });
  }
  it('the rule names cover exactly the registered ids, with text in both languages', () => {
    expect(Object.keys(names).sort()).toEqual([...game.rules.ids].sort());
    for (const r of game.rules.ids) for (const lang of LANGS) expect(names[r]?.[lang]?.length ?? 0, `${r} ${lang}`).toBeGreaterThan(2);
  });
  it('the variants page holds exactly the rules game-parts.ts sends there, in both languages', () => {
    for (const lang of LANGS) expect(ruleTags(variants(lang, id)).map((r) => r.id), lang).toEqual([...(VARIANT_RULES[id] ?? [])]);
  });
  it('rules come in the same order with the same numbers in de and en', () => {
    expect(ruleTags(read('de', id))).toEqual(ruleTags(read('en', id)));
  });
  it('plain heading ids agree in de and en, are unique and never clash with a rule id', () => {
    const de = headingIds(read('de', id));
    expect(de).toEqual(headingIds(read('en', id)));
    expect(new Set(de).size).toBe(de.length);
    for (const h of de) expect(game.rules.has(h), h).toBe(false);
  });
});
