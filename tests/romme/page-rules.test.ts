// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROMME_RULES } from '../../src/engine/romme/rules';
import { ROMME_RULE_NAMES } from '../../src/i18n/romme-rules';

const LANGS = ['de', 'en'] as const;
const read = (lang: string) => readFileSync(new URL(`../../content/${lang}/romme.mdx`, import.meta.url), 'utf8');
// Every <Rule …> opening tag, and separately every complete <Rule …>heading</Rule> element.
const ruleIds = (src: string) => [...src.matchAll(/<Rule\s+id="([^"]+)"/g)].map((m) => m[1]!);
const ruleHeadings = (src: string) =>
  [...src.matchAll(/<Rule\s+id="([^"]+)"[^>]*>([^<]*)<\/Rule>/g)].map((m) => ({ id: m[1]!, text: m[2]!.trim() }));
const headingIds = (src: string) => [...src.matchAll(/\\\{#([a-z0-9-]+)\}/g)].map((m) => m[1]!);

describe('Rommé page rule anchors', () => {
  for (const lang of LANGS) {
    it(`${lang}: exactly one <Rule> per registered id, none unregistered`, () => {
      const ids = ruleIds(read(lang));
      const dupes = ids.filter((id, i) => ids.indexOf(id) !== i);
      expect(dupes).toEqual([]);
      expect([...ids].sort()).toEqual([...ROMME_RULES.ids].sort());
    });

    it(`${lang}: every <Rule> heading is plain text equal to ROMME_RULE_NAMES[id].${lang}`, () => {
      const src = read(lang);
      const headings = ruleHeadings(src);
      // A heading with markup inside would not match the plain-text pattern: count must agree.
      expect(headings.length).toBe(ruleIds(src).length);
      for (const { id, text } of headings) {
        expect(ROMME_RULES.has(id), `unregistered id ${id}`).toBe(true);
        expect(text, `heading of ${id}`).toBe(ROMME_RULE_NAMES[id as keyof typeof ROMME_RULE_NAMES][lang]);
      }
    });
  }

  it('ROMME_RULE_NAMES names exactly the registered ids, in both languages, without blanks', () => {
    expect(Object.keys(ROMME_RULE_NAMES).sort()).toEqual([...ROMME_RULES.ids].sort());
    for (const names of Object.values(ROMME_RULE_NAMES)) for (const lang of LANGS) expect(names[lang].trim()).not.toBe('');
  });

  it('plain heading ids are identical in de and en, and unique', () => {
    const de = headingIds(read('de'));
    expect(de).toEqual(headingIds(read('en')));
    expect(new Set(de).size).toBe(de.length);
    for (const id of de) expect(ROMME_RULES.has(id), `plain heading ${id} collides with a rule id`).toBe(false);
  });
});
