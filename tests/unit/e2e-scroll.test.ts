/**
 * The Playwright specs never scroll an `<astro-island>` with `scrollIntoViewIfNeeded`: the island is
 * `display: contents`, has no box of its own, and Playwright's wait for its box to be "stable" hung CI
 * until the test's time ran out (at 4b51d28, and at 93deb12 in hands.spec.ts). They use `showIsland` or
 * `hydrateIslands` from tests/e2e/pages.ts, which scroll through the island's first element.
 *
 * A static check over the specs' text: a name bound to a locator of `astro-island` (or a loop over such
 * a locator's `.all()`) that is then scrolled with `scrollIntoViewIfNeeded`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = 'tests/e2e';

/**
 * `name.scrollIntoViewIfNeeded(` where `name`, as last bound before that line, holds (or iterates over) a
 * locator whose selector starts with astro-island. The specs reuse names (`island` is a section in one test,
 * the island in the next), so each use is judged by the binding above it.
 */
export function islandScrolls(source: string): string[] {
  const isIsland = (expr: string) => /^[\w.]*locator\(\s*['"`]astro-island\b/.test(expr);
  const bindings: { at: number; name: string; island: boolean }[] = [];
  /** Whether `name`, as last bound before `at`, is an island (or a loop over islands). */
  const islandAt = (name: string, at: number) => bindings.filter((b) => b.name === name && b.at < at).sort((a, b) => a.at - b.at).pop()?.island === true;
  for (const m of source.matchAll(/(?:const|let)\s+(\w+)\s*=\s*([^;\n]*)/g)) bindings.push({ at: m.index, name: m[1]!, island: isIsland(m[2]!) });
  for (const m of source.matchAll(/for\s*\(\s*const\s+(\w+)\s+of\s+await\s+([^\n]*?)\.all\(\)/g)) {
    // over a locator written out, or over a name bound to one
    const expr = m[2]!;
    bindings.push({ at: m.index, name: m[1]!, island: isIsland(expr) || (/^\w+$/.test(expr) && islandAt(expr, m.index)) });
  }
  const found: string[] = [];
  for (const m of source.matchAll(/\b(\w+)\.scrollIntoViewIfNeeded\(/g)) {
    if (islandAt(m[1]!, m.index)) found.push(`${m[1]} (line ${source.slice(0, m.index).split('\n').length})`);
  }
  return found;
}

describe('e2e specs scroll to islands through their first element', () => {
  it('finds the pattern it forbids', () => {
    expect(islandScrolls(`const island = page.locator('astro-island').first();\nawait island.scrollIntoViewIfNeeded();`)).toEqual(['island (line 2)']);
    expect(islandScrolls(`for (const t of await page.locator('astro-island').all()) {\n  await t.scrollIntoViewIfNeeded();\n}`)).toEqual(['t (line 2)']);
    expect(islandScrolls(`const others = page.locator('astro-island:not([data-failed])');\nfor (const o of await others.all()) await o.scrollIntoViewIfNeeded();`)).toEqual(['o (line 2)']);
    // a real box (a section inside the island) may be scrolled so, also under a name an earlier test gave an island
    expect(islandScrolls(`const island = page.locator('section[data-example="x"]');\nawait island.scrollIntoViewIfNeeded();`)).toEqual([]);
    expect(islandScrolls(`const island = page.locator('astro-island');\nawait showIsland(island);\nconst island = page.locator('section');\nawait island.scrollIntoViewIfNeeded();`)).toEqual([]);
  });

  const specs = readdirSync(DIR).filter((f) => f.endsWith('.ts'));
  it('reads the specs', () => expect(specs.length).toBeGreaterThan(10));
  for (const file of specs) {
    it(`${file}: no <astro-island> scrolled with scrollIntoViewIfNeeded`, () => {
      expect(islandScrolls(readFileSync(join(DIR, file), 'utf8'))).toEqual([]);
    });
  }
});
