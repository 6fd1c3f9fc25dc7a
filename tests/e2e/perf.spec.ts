import { test, expect, type Page } from '@playwright/test';

// Islands below the fold skip rendering (content-visibility: auto) with a placeholder height, so
// a rule link (#rule) has to land on its heading even when islands above it are not drawn yet
// and when those near it are drawn (and hydrated) after the jump.
const GAMES = ['conquian', 'romme', 'quincunx', 'gongor-whist'] as const;

async function headingOffset(page: Page, id: string) {
  return page.evaluate((rid) => {
    const h = document.getElementById(rid)!;
    const max = document.documentElement.scrollHeight - innerHeight;
    return { top: h.getBoundingClientRect().top, atBottom: Math.abs(scrollY - max) < 2, vh: innerHeight };
  }, id);
}

for (const width of [360, 1280]) {
  test.describe(`rule links at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    for (const game of GAMES) {
      test(`${game}: a rule or section link lands on its heading with islands above it (de and en)`, async ({ page }) => {
        test.setTimeout(90_000);
        for (const lang of ['de', 'en']) {
          await page.goto(`/${lang}/${game}/`);
          // headings with an anchor (rules and sections) after at least one island: the first such, one in the middle and the last
          const ids = await page.$$eval('main :is(h2, h3, h4)[id]', (els) => {
            const first = document.querySelector('.island');
            return els.filter((e) => first && first.compareDocumentPosition(e) & Node.DOCUMENT_POSITION_FOLLOWING).map((e) => e.id);
          });
          expect(ids.length, `${lang}/${game} has anchored headings after an island`).toBeGreaterThan(0);
          const picks = [...new Set([ids[0]!, ids[Math.floor(ids.length / 2)]!, ids[ids.length - 1]!])];
          for (const id of picks) {
            await page.goto(`/${lang}/${game}/#${id}`);
            await page.waitForLoadState('load');
            // islands near the target get drawn and hydrate after the jump; the heading must stay put
            for (const wait of [100, 1500]) {
              await page.waitForTimeout(wait);
              const o = await headingOffset(page, id);
              const where = `${lang}/${game}#${id} after ${wait} ms: heading top ${Math.round(o.top)} px`;
              if (o.atBottom) expect(o.top, where).toBeGreaterThanOrEqual(0);
              else {
                expect(o.top, where).toBeGreaterThanOrEqual(0);
                expect(o.top, where).toBeLessThanOrEqual(40);
              }
              expect(o.top, where).toBeLessThan(o.vh - 40);
            }
          }
        }
      });
    }
  });
}

test('islands off screen skip rendering and print in full', async ({ page }) => {
  await page.goto('/en/romme/');
  const styles = await page.$$eval('section.island', (els) => els.map((e) => getComputedStyle(e).contentVisibility));
  expect(styles.length).toBeGreaterThan(5);
  expect(new Set(styles)).toEqual(new Set(['auto']));
  await page.emulateMedia({ media: 'print' });
  const printed = await page.$$eval('section.island', (els) => els.map((e) => getComputedStyle(e).contentVisibility));
  expect(new Set(printed)).toEqual(new Set(['visible']));
});
