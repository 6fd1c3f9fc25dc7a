// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { QUINCUNX_RULES } from '../../src/engine/quincunx/rules';
import { QUINCUNX_RULE_NAMES } from '../../src/i18n/quincunx-rules';

const LANGS = ['de', 'en'] as const;
const read = (lang: string) => readFileSync(new URL(`../../content/${lang}/quincunx.mdx`, import.meta.url), 'utf8');
// MDX comments ({/* … */}) may mention <Rule …> in prose; they are not sections.
const stripComments = (src: string) => src.replace(/\{\/\*[\s\S]*?\*\/\}/g, '');
const rules = (src: string) =>
  [...stripComments(src).matchAll(/<Rule\s+id="([^"]+)"[^>]*>([\s\S]*?)<\/Rule>/g)].map((m) => ({ id: m[1]!, text: m[2]!.trim() }));
const headingIds = (src: string) => [...stripComments(src).matchAll(/\\\{#([a-z0-9-]+)\}/g)].map((m) => m[1]);

describe('Quincunx page rule anchors', () => {
  for (const lang of LANGS) {
    it(`${lang}: one <Rule> per registered id, none unregistered`, () => {
      const ids = rules(read(lang)).map((r) => r.id);
      expect(ids.length).toBeGreaterThan(0);
      expect(new Set(ids).size).toBe(ids.length);
      expect([...ids].sort()).toEqual([...QUINCUNX_RULES.ids].sort());
    });

    it(`${lang}: every <Rule> tag is a complete section with an id`, () => {
      // A <Rule> the pattern above cannot read (no id, or not closed) would slip through unnoticed.
      const opened = (stripComments(read(lang)).match(/<Rule\b/g) ?? []).length;
      expect(rules(read(lang)).length).toBe(opened);
    });

    it(`${lang}: each rule heading reads exactly as QUINCUNX_RULE_NAMES says`, () => {
      for (const { id, text } of rules(read(lang))) {
        expect(QUINCUNX_RULES.has(id), `unregistered id ${id}`).toBe(true);
        expect(text, `heading of ${id}`).toBe(QUINCUNX_RULE_NAMES[id as keyof typeof QUINCUNX_RULE_NAMES][lang]);
      }
    });
  }

  it('every registered id has a name in both languages, and no name is left over', () => {
    expect(Object.keys(QUINCUNX_RULE_NAMES).sort()).toEqual([...QUINCUNX_RULES.ids].sort());
    for (const id of QUINCUNX_RULES.ids) for (const lang of LANGS) expect(QUINCUNX_RULE_NAMES[id][lang].trim()).not.toBe('');
  });

  it('rule sections come in the same order in de and en', () => {
    expect(rules(read('de')).map((r) => r.id)).toEqual(rules(read('en')).map((r) => r.id));
  });

  it('plain heading ids are identical in de and en', () => {
    const de = headingIds(read('de'));
    expect(de.length).toBeGreaterThan(0);
    expect(de).toEqual(headingIds(read('en')));
  });
});
