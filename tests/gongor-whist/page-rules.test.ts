// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GONGOR_WHIST_RULES } from '../../src/engine/gongor-whist/rules';
import { GONGOR_WHIST_RULE_NAMES } from '../../src/i18n/gongor-whist-rules';

const LANGS = ['de', 'en'] as const;
const read = (lang: string) => readFileSync(new URL(`../../content/${lang}/gongor-whist.mdx`, import.meta.url), 'utf8');

/** Every <Rule …>Heading</Rule> on a page: its id and the heading text between the tags. */
function rules(src: string): { id: string; text: string }[] {
  return [...src.matchAll(/<Rule\s+([^>]*)>([\s\S]*?)<\/Rule>/g)].map((m) => {
    const id = /\bid="([^"]+)"/.exec(m[1]!)?.[1] ?? '';
    return { id, text: m[2]!.replace(/\s+/g, ' ').trim() };
  });
}
/** Plain markdown headings with an explicit id: `## Text \{#id}`. */
const headingIds = (src: string) => [...src.matchAll(/^#{1,6} .*\\\{#([a-z][a-z0-9-]*)\}\s*$/gm)].map((m) => m[1]);

describe('Gongor Whist page rule sections', () => {
  for (const lang of LANGS) {
    const src = read(lang);
    const found = rules(src);

    it(`${lang}: every <Rule> tag is a complete heading with an id`, () => {
      const openTags = [...src.matchAll(/<Rule\s/g)].length;
      expect(found.length).toBe(openTags);
      for (const r of found) expect(r.id).not.toBe('');
    });

    it(`${lang}: exactly one <Rule> section per registered id, none unregistered`, () => {
      const ids = found.map((r) => r.id);
      for (const id of GONGOR_WHIST_RULES.ids) expect(ids.filter((x) => x === id), `section for ${id}`).toHaveLength(1);
      for (const id of ids) expect(GONGOR_WHIST_RULES.has(id), `registered id ${id}`).toBe(true);
    });

    it(`${lang}: each rule heading reads exactly as GONGOR_WHIST_RULE_NAMES says`, () => {
      for (const r of found) {
        if (!GONGOR_WHIST_RULES.has(r.id)) continue;
        expect(r.text, r.id).toBe(GONGOR_WHIST_RULE_NAMES[r.id][lang]);
      }
    });
  }

  it('the rule names cover exactly the registered ids, with text in both languages', () => {
    expect(Object.keys(GONGOR_WHIST_RULE_NAMES).sort()).toEqual([...GONGOR_WHIST_RULES.ids].sort());
    for (const names of Object.values(GONGOR_WHIST_RULE_NAMES)) {
      for (const lang of LANGS) expect(names[lang].trim()).not.toBe('');
    }
  });

  it('plain heading ids are identical in de and en, and never clash with a rule id', () => {
    const de = headingIds(read('de'));
    const en = headingIds(read('en'));
    expect(de.length).toBeGreaterThan(0);
    expect(de).toEqual(en);
    expect(new Set(de).size).toBe(de.length);
    for (const id of de) expect(GONGOR_WHIST_RULES.has(id!), `heading id ${id}`).toBe(false);
  });

  it('rules appear in the same order with the same numbers in de and en', () => {
    const sig = (src: string) => [...src.matchAll(/<Rule\s+([^>]*)>/g)].map((m) => m[1]!.replace(/\s+/g, ' ').trim());
    expect(sig(read('de'))).toEqual(sig(read('en')));
  });
});
