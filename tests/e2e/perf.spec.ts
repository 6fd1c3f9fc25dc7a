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
          // the page of the game with islands among its headings: its examples page where the game's page is split
          const examples = `/${lang}/${game}/examples/`;
          const path = (await page.request.get(examples)).ok() ? examples : `/${lang}/${game}/`;
          await page.goto(path);
          // headings with an anchor (rules and sections) after at least one island: the first such, one in the middle and the last
          const ids = await page.$$eval('main :is(h2, h3, h4)[id]', (els) => {
            const first = document.querySelector('.island');
            return els.filter((e) => first && first.compareDocumentPosition(e) & Node.DOCUMENT_POSITION_FOLLOWING).map((e) => e.id);
          });
          expect(ids.length, `${path} has anchored headings after an island`).toBeGreaterThan(0);
          const picks = [...new Set([ids[0]!, ids[Math.floor(ids.length / 2)]!, ids[ids.length - 1]!])];
          for (const id of picks) {
            await page.goto(`${path}#${id}`);
            await page.waitForLoadState('load');
            // islands near the target get drawn and hydrate after the jump; the heading must stay put
            for (const wait of [100, 1500]) {
              await page.waitForTimeout(wait);
              const o = await headingOffset(page, id);
              const where = `${path}#${id} after ${wait} ms: heading top ${Math.round(o.top)} px`;
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

test('a game that writes its moves into the URL does not download the icon again with each (de, Conquian)', async ({ page }) => {
  // Chromium asks for the page's icon again at every same-document URL change; uncached (no-cache), that was
  // a download per move of the computer's opening (15 in 8 s). public/_headers caches the icons for a day.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const icons: boolean[] = [];
  cdp.on('Network.responseReceived', (e) => /\/favicon\.(png|svg)$/.test(e.response.url) && icons.push(e.response.fromDiskCache === true));
  await page.goto('/de/conquian/play/');
  const url = page.url();
  await expect.poll(() => page.url(), { timeout: 20_000 }).not.toBe(url); // the computer has moved
  await page.waitForTimeout(4000);
  expect(icons.length, 'the icon is asked for again as the URL changes').toBeGreaterThan(1);
  expect(icons.filter((cached) => !cached).length, 'downloads of the icon').toBe(1);
});

test('islands off screen skip rendering and print in full', async ({ page }) => {
  await page.goto('/en/romme/examples/');
  const styles = await page.$$eval('section.island', (els) => els.map((e) => getComputedStyle(e).contentVisibility));
  expect(styles.length).toBeGreaterThan(5);
  // all but the page's last part before the sources, which is always drawn (a link to #sources lands at the end)
  expect(new Set(styles.slice(0, -1))).toEqual(new Set(['auto']));
  expect(styles.at(-1)).toBe('visible');
  await page.emulateMedia({ media: 'print' });
  const printed = await page.$$eval('section.island', (els) => els.map((e) => getComputedStyle(e).contentVisibility));
  expect(new Set(printed)).toEqual(new Set(['visible']));
});

// The rules between the islands are cut into chunks, one per heading (src/lib/remark-heading-ids.mjs),
// that skip rendering away from the screen too: a click in an island then lays out and paints
// the screen's part of the page, not all of it (issue 13.7; timings in `npm run bench -- interactions`).
test('rule sections skip rendering off screen, keep a glossary tip whole, and print as without chunks', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/de/romme/');
  const flows = await page.$$eval('main .flow', (els) => els.map((e) => [getComputedStyle(e).contentVisibility, e.getBoundingClientRect().top] as const));
  expect(flows.length).toBeGreaterThan(20);
  // the chunks that start on the first screen are always drawn (a skipped one shifted the lessons pages' layout);
  // the build estimates where that is, so one or two more may be; the rest skip rendering until they come near it,
  // all but the last before the sources
  const drawn = flows.findIndex(([cv]) => cv !== 'visible');
  expect(drawn).toBeGreaterThan(0);
  expect(flows[drawn]![1]).toBeGreaterThanOrEqual(740);
  expect(drawn).toBeLessThan(5);
  expect(new Set(flows.slice(drawn, -1).map(([cv]) => cv))).toEqual(new Set(['auto']));
  const loose = await page.$$eval('main .rule-heading > [id]', (els) => els.filter((e) => !e.closest('.flow')).map((e) => e.id));
  expect(loose, 'rule headings outside a chunk').toEqual([]);
  // A tapped glossary word in a chunk: its tip (fixed to the screen's bottom on a phone) is not cut off by the chunk.
  const word = page.locator('main .flow p .term__word').nth(2);
  await word.scrollIntoViewIfNeeded();
  await word.click();
  const tip = word.locator('xpath=..').locator('.term__tip');
  await expect(tip).toBeVisible();
  const chunk = await word.evaluate((w) => getComputedStyle(w.closest('.flow')!).contentVisibility);
  expect(chunk).toBe('visible');
  const box = (await tip.boundingBox())!;
  expect(Math.round(box.y + box.height)).toBeGreaterThan(700);
  await page.emulateMedia({ media: 'print' });
  const printed = await page.$$eval('main .flow', (els) => [...new Set(els.map((e) => getComputedStyle(e).display))]);
  expect(printed).toEqual(['contents']);
});
