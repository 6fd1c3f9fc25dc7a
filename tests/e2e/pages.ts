// What the built site holds, for the specs that visit every page (site.spec.ts, csp.spec.ts).
import { expect, type Locator, type Page } from '@playwright/test';
import { readdirSync, statSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';

export const DIST = process.env.REGELWERK_OUT_DIR ?? 'dist';

/** Every built page under /de/ and /en/, as URL paths, sorted. */
export function builtPages(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (name === 'index.html') out.push('/' + relative(DIST, dir).split('\\').join('/') + '/');
    }
  };
  for (const lang of ['de', 'en']) if (existsSync(join(DIST, lang))) walk(join(DIST, lang));
  return out.sort();
}

/**
 * Brings every island on the page into view (`showIsland`), one after the other, and waits until each has
 * hydrated. A hydration that never comes fails here, naming the island.
 */
export async function hydrateIslands(page: Page): Promise<number> {
  const islands = page.locator('astro-island');
  const n = await islands.count();
  for (let i = 0; i < n; i++) {
    const island = islands.nth(i);
    await showIsland(island);
    const name = (await island.getAttribute('component-url'))?.split('/').pop()?.split('.')[0];
    try {
      await expect(island).not.toHaveAttribute('ssr', /.*/, { timeout: 20_000 });
    } catch (e) {
      throw new Error(`island ${i + 1} of ${n} (${name}) did not hydrate: ${await hydrationFacts(island)}`, { cause: e });
    }
  }
  return n;
}

/**
 * Scrolls an <astro-island> into view through its first element. Use this, not `scrollIntoViewIfNeeded`, on the
 * island itself: the island is `display: contents` (no box of its own), Playwright's wait for that box to be
 * "stable" polls it on animation frames, and at 4b51d28 and again at 93deb12 (both /de/quincunx/learn/) it
 * waited out the whole test with no other message. tests/unit/e2e-scroll.test.ts keeps the specs to this.
 */
export async function showIsland(island: Locator): Promise<void> {
  await island.evaluate((el) => (el.firstElementChild ?? el).scrollIntoView({ block: 'center' }));
}

/**
 * What an island that did not hydrate shows about why: whether its code was loaded (Astro keeps the hydrator
 * once both modules are in), whether its box is on screen, and whether the browser is skipping its content
 * (content-visibility: auto) though it is.
 */
async function hydrationFacts(island: Locator): Promise<string> {
  return island.evaluate((el) => {
    const first = el.firstElementChild;
    const box = first?.getBoundingClientRect();
    const onScreen = box ? box.bottom > 0 && box.top < innerHeight : false;
    const skipped = first ? !first.checkVisibility({ contentVisibilityAuto: true }) : null;
    const loaded = 'hydrator' in el && Boolean((el as { hydrator?: unknown }).hydrator);
    return `code loaded: ${loaded}; on screen: ${onScreen} (top ${Math.round(box?.top ?? NaN)} of ${innerHeight}); content skipped: ${skipped}; document ${document.readyState}`;
  });
}

/**
 * Words of the table headers and cells inside `root` that are broken across two lines (an island's text may
 * wrap anywhere, for long typed input; a table's words should not: "Han|d", "Gebo|t" at 360 px).
 */
export async function wordsBrokenInTables(root: Locator): Promise<string[]> {
  return root.evaluate((el) => {
    const broken: string[] = [];
    for (const cell of el.querySelectorAll('th, td')) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const m of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, m.index!);
          range.setEnd(node, m.index! + m[0].length);
          const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (tops.size > 1) broken.push(m[0]);
        }
      }
    }
    return broken;
  });
}

/**
 * The page's address once every write waiting for the next paint has been made: the islands write a move into the
 * address after it is painted (afterPaint in src/islands/shared/url.ts: a frame, then a task), so an address read
 * right after the move shows on screen may still lack it.
 */
export async function addressNow(page: Page): Promise<string> {
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 0))));
  return page.url();
}

/**
 * Opens `url` as a fresh load, as a reader following a shared link does. (page.goto to the address the page is
 * already at, #anchor included – a game island writes its anchor into the address – only scrolls the page: the
 * island would keep its state and a test of what the link restores would pass without restoring anything.)
 */
export async function openLink(page: Page, url: string): Promise<void> {
  await page.goto('about:blank');
  await page.goto(url);
}

/**
 * Opens a folded part of an island (a <details>; its controls are built only while it is open), if it is closed.
 * The click is tried again while the fold stays closed: on a game that has just opened, the computer's first moves
 * add log lines above the fold, and once (CI at 2e015ea, loaded machine) a click sent as one came in missed it.
 */
export async function unfold(fold: Locator): Promise<void> {
  await expect(fold).toBeVisible();
  await expect(async () => {
    if (!(await fold.evaluate((d) => (d as HTMLDetailsElement).open))) await fold.locator(':scope > summary').click();
    await expect(fold).toHaveAttribute('open', '', { timeout: 2_000 });
  }).toPass();
  // the island builds the content on the toggle event, which comes after the click
  await expect(fold.locator(':scope > :not(summary)').first()).toBeAttached();
}
