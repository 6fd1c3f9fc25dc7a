// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONQUIAN_RULES } from '../../src/engine/conquian/rules';

const read = (lang: string) => readFileSync(new URL(`../../content/${lang}/conquian.mdx`, import.meta.url), 'utf8');
const ruleIds = (src: string) => [...src.matchAll(/<Rule\s+id="([^"]+)"/g)].map((m) => m[1]);
const headingIds = (src: string) => [...src.matchAll(/\\\{#([a-z0-9-]+)\}/g)].map((m) => m[1]);

describe('Conquian page rule anchors', () => {
  for (const lang of ['de', 'en']) {
    it(`${lang}: one <Rule> per registered id, none unregistered`, () => {
      const ids = ruleIds(read(lang));
      expect(new Set(ids).size).toBe(ids.length);
      expect([...ids].sort()).toEqual([...CONQUIAN_RULES.ids].sort());
    });
  }
  it('plain heading ids are identical in de and en', () => {
    expect(headingIds(read('de'))).toEqual(headingIds(read('en')));
  });
});
