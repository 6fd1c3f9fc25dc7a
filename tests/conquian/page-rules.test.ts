// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONQUIAN_RULES } from '../../src/engine/conquian/rules';
import { CONQUIAN_RULE_NAMES } from '../../src/i18n/conquian';

const read = (lang: string) => readFileSync(new URL(`../../content/${lang}/conquian.mdx`, import.meta.url), 'utf8');
const ruleSections = (src: string) => [...src.matchAll(/<Rule\s+id="([^"]+)"[^>]*>([^<]*)<\/Rule>/g)].map((m) => ({ id: m[1]!, title: m[2]!.trim() }));
const headingIds = (src: string) => [...src.matchAll(/\\\{#([a-z0-9-]+)\}/g)].map((m) => m[1]);

describe('Conquian page rule anchors', () => {
  for (const lang of ['de', 'en'] as const) {
    it(`${lang}: one <Rule> per registered id, none unregistered`, () => {
      const ids = ruleSections(read(lang)).map((r) => r.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect([...ids].sort()).toEqual([...CONQUIAN_RULES.ids].sort());
    });
    it(`${lang}: each rule heading reads as the name the islands use for it`, () => {
      for (const { id, title } of ruleSections(read(lang))) expect(title, id).toBe(CONQUIAN_RULE_NAMES[id as keyof typeof CONQUIAN_RULE_NAMES][lang]);
    });
  }
  it('plain heading ids are identical in de and en', () => {
    expect(headingIds(read('de'))).toEqual(headingIds(read('en')));
  });
});
