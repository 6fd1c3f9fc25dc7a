// Issue 13.6: on a 360 px phone no card face is narrower than 40 px (a long row wraps or scrolls instead),
// on every page that shows cards, in both languages, with every island hydrated (first positions and the
// games' hands as the islands draw them). Inline card names in the text (.icard) are words, not faces.
import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtPages, DIST, hydrateIslands } from './pages';

const MIN = 40;
/** The pages that show card faces: some in their HTML, or islands that draw them (not the text-only pages, e.g. Quincunx's variants page, whose cards are names in the text). */
const PAGES = builtPages().filter(
  (p) => !/\/(glossary|notation)\/$/.test(p) && !/^\/(de|en)\/$/.test(p) && /class="card |<astro-island/.test(readFileSync(join(DIST, p, 'index.html'), 'utf8')),
);

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

for (const path of PAGES) {
  test(`cards at 360 px are at least ${MIN} px wide: ${path}`, async ({ page }) => {
    test.slow();
    await page.goto(path);
    await hydrateIslands(page);
    const faces = await page.evaluate(() =>
      [...document.querySelectorAll('main .card')].map((el) => {
        const island = el.closest('astro-island')?.getAttribute('component-url')?.split('/').pop()?.split('.')[0] ?? 'page';
        return { where: `${island} in .${el.parentElement?.className.toString().split(' ')[0] ?? '?'}`, width: el.getBoundingClientRect().width };
      }),
    );
    const shown = faces.filter((f) => f.width > 0);
    expect(shown.length, 'cards drawn on the page').toBeGreaterThan(0);
    const narrow = shown.filter((f) => f.width < MIN).map((f) => `${f.where}: ${f.width.toFixed(1)} px`);
    expect([...new Set(narrow)], 'card faces narrower than 40 px').toEqual([]);
  });
}

/**
 * Buttons too small on purpose: the inline step links in captions (words in a sentence), Rommé's card picker (a
 * grid of 54 ranks and suits in rows of 13) and the Quincunx score list's "show" chips (one in each row of it).
 */
const DENSE = '.step-link, .rm-pick, .qx-item__show';

for (const path of PAGES.filter((p) => readFileSync(join(DIST, p, 'index.html'), 'utf8').includes('<astro-island'))) {
  test(`on a touch screen the islands' buttons and lists are 44 px high: ${path}`, async ({ page }) => {
    test.slow();
    await page.goto(path);
    await hydrateIslands(page);
    const low = await page.evaluate((dense) =>
      [...document.querySelectorAll<HTMLElement>('main .island :is(button, select)')]
        .filter((el) => !el.matches(dense))
        .map((el) => ({ what: `${el.tagName.toLowerCase()}.${el.className.toString().split(' ')[0]} "${(el.textContent ?? '').trim().slice(0, 24)}"`, height: el.getBoundingClientRect().height }))
        .filter((b) => b.height > 0 && b.height < 44)
        .map((b) => `${b.what}: ${b.height.toFixed(1)} px`),
    DENSE);
    expect([...new Set(low)], 'buttons lower than 44 px').toEqual([]);
  });
}
