// The island anchors (src/islands/<slug>/anchors.json, read by src/lib/island-anchors.mjs) name each island by the URL key it
// reads, so `?<key>=…#<key>` opens at the island that restores it. The keys live in
// the islands; this holds the table to them, so a renamed key cannot go unnoticed.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RESTORED_WHAT } from '../../src/i18n/chrome-words';
import { EXAMPLE_PREFIX, GAME_ANCHORS, ISLAND_KEYS, islandAnchor } from '../../src/lib/island-anchors.mjs';

/** The game folder whose anchors.json names the island. */
const folderOf = (name: string) => GAME_ANCHORS.find((g) => name in g.islands || name in g.examples)!.game;

/** The source of an island and of the modules in its folder (where its KEY may be defined). */
function sources(name: string): string {
  const dir = `src/islands/${folderOf(name)}/`;
  const own = readFileSync(`${dir}${name}.tsx`, 'utf8');
  const imported = [...own.matchAll(/from '\.\/([A-Za-z]+)'/g)].map((m) => {
    try {
      return readFileSync(`${dir}${m[1]}.ts`, 'utf8');
    } catch {
      return '';
    }
  });
  return [own, ...imported].join('\n');
}

describe('island anchors', () => {
  it.each(Object.entries(ISLAND_KEYS))('%s: what a link restores is said in both languages (written into the page)', (_name, { what }) => {
    for (const lang of ['de', 'en'] as const) expect(RESTORED_WHAT[lang][what], `${what} (${lang})`).toMatch(/^\S.*\.$/);
  });

  it.each(Object.entries(ISLAND_KEYS))('%s reads the key its anchor names', (name, { key }) => {
    expect(sources(name)).toContain(`'${key}'`);
  });

  it.each(Object.entries(EXAMPLE_PREFIX))('%s reads <%s>-<example>', (name, prefix) => {
    const dir = `src/islands/${folderOf(name)}/`;
    const src = readdirSync(dir).filter((f) => /\.tsx?$/.test(f)).map((f) => readFileSync(dir + f, 'utf8')).join('\n') + readFileSync('src/islands/shared/ExampleIsland.tsx', 'utf8');
    // Either the island builds the key itself, or hands its prefix to the shared ExampleIsland.
    expect(src.includes(`\`${prefix}-\${example}\``) || (src.includes(`prefix: '${prefix}'`) && src.includes('`${kit.prefix}-${example}`'))).toBe(true);
  });

  it('gives examples, keyed islands and others distinct anchors', () => {
    expect(islandAnchor('RommeExample', 'joker-exchange')).toEqual({ id: 'rm-joker-exchange', key: 'rm-joker-exchange', what: 'step' });
    expect(islandAnchor('GongorWhistGame', undefined)).toEqual({ id: 'gw-game', key: 'gw-game', what: 'game' });
    expect(islandAnchor('DealDemo', undefined)).toEqual({ id: 'deal-demo' });
  });
});
