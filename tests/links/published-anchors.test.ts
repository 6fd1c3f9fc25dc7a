// Published links to a game page keep opening the same thing after the page was split (issue 16): every
// anchor the page had (tests/fixtures/published-anchors.json: its headings, rule sections and island anchors
// as built before the split, island contents left out) is either still on the page, or the page's moved map
// (data-moved on <main>, read by src/lib/chrome-client.ts) sends it to the game page that has it now. Island
// URL keys that are not anchors (a game's seats) must be sent on with their island. Reads the build.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import published from '../fixtures/published-anchors.json';
import { ISLAND_KEYS } from '../../src/lib/island-anchors.mjs';
import { readMoved } from '../../src/lib/moved-map';

const DIST = process.env.REGELWERK_OUT_DIR ?? 'dist';
const built = existsSync(join(DIST, 'de', 'romme', 'index.html'));
const html = (path: string) => readFileSync(join(DIST, path, 'index.html'), 'utf8');
const unescape = (s: string) => s.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
/** Ids of a page's elements, island contents left out (as the fixture was made). */
function idsOf(page: string): Set<string> {
  let main = page.slice(page.indexOf('<main'), page.indexOf('</main>'));
  for (let prev = ''; prev !== main; ) {
    prev = main;
    main = main.replace(/<astro-island[^>]*>(?:(?!<astro-island)[\s\S])*?<\/astro-island>/g, '');
  }
  return new Set([...main.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]!));
}
function movedOf(page: string): Record<string, string[]> {
  const m = / data-moved="([^"]*)"/.exec(page);
  return m ? readMoved(unescape(m[1]!)) : {};
}

describe('published anchors of the game pages', () => {
  it(`finds the built site in ${DIST}/ (npm test builds first)`, () => expect(built).toBe(true));

  for (const [path, ids] of Object.entries(published as Record<string, string[]>)) {
    it(`${path}: every anchor it had is on it or sent on to the page that has it`, () => {
      const page = html(path);
      const here = idsOf(page);
      const moved = movedOf(page);
      const lost: string[] = [];
      for (const id of ids) {
        if (here.has(id)) continue;
        const to = Object.keys(moved).find((t) => moved[t]!.includes(id));
        if (!to) lost.push(`#${id}: not on the page and not sent on`);
        else if (!idsOf(html(to)).has(id)) lost.push(`#${id}: sent to ${to}, which lacks it`);
      }
      expect(lost).toEqual([]);
    });
  }

  it('sends an island\'s other URL keys (a game\'s seats) where the island went', () => {
    let checked = 0;
    for (const path of Object.keys(published)) {
      const moved = movedOf(html(path));
      for (const { key, params = [] } of Object.values(ISLAND_KEYS)) {
        const to = Object.keys(moved).find((t) => moved[t]!.includes(key));
        if (!to) continue;
        for (const p of params) {
          expect(moved[to], `${path}: ${p} goes with ${key}`).toContain(p);
          checked++;
        }
      }
    }
    // Conquian's seats at least (its game moved to /<lang>/conquian/play/)
    expect(checked).toBeGreaterThanOrEqual(2);
  });

  it('sends nothing that is still on the rules page, and only to pages of the same game and language', () => {
    for (const path of Object.keys(published)) {
      const page = html(path);
      const here = idsOf(page);
      for (const [to, ids] of Object.entries(movedOf(page))) {
        expect(to.startsWith(path) && to !== path, `${path} → ${to}`).toBe(true);
        expect(ids.filter((id) => here.has(id)), `${path} → ${to}`).toEqual([]);
      }
    }
  });
});
