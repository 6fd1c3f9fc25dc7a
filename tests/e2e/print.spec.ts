// The printed cheat sheet: each game page prints on at most two A4 pages (Chromium's
// own PDF), with the numbered rules (setup, a turn, scoring, the special rules) and
// without variants, readings, tips, examples, notation, islands or site chrome.
import { test, expect } from '@playwright/test';

for (const lang of ['de', 'en'] as const) {
  for (const game of ['conquian', 'romme', 'quincunx', 'gongor-whist']) {
    test(`/${lang}/${game}/ prints on one or two A4 pages`, async ({ page }) => {
      await page.goto(`/${lang}/${game}/`);
      await page.emulateMedia({ media: 'print' });
      // The rules that make the game are there …
      for (const id of ['deck', 'pack', 'setup', 'deal', 'turn', 'turn-overview', 'going-out', 'forced-add', 'joker', 'penalties', 'basic-scoring', 'power-play', 'bid', 'follow', 'trick-winner', 'exact-bid']) {
        const h = page.locator(`main [id="${id}"]`);
        if (await h.count()) await expect(h, `#${id} prints`).toBeVisible();
      }
      // … and what a cheat sheet leaves out is not.
      for (const id of ['variants', 'tips', 'examples', 'notation', 'sources']) {
        const h = page.locator(`[id="${id}"]`);
        if (await h.count()) await expect(h, `#${id} stays on screen`).toBeHidden();
      }
      await expect(page.locator('.island-anchor').first()).toBeHidden();
      await expect(page.locator('.site-header')).toBeHidden();
      const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
      const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
      expect(pages).toBeGreaterThanOrEqual(1);
      expect(pages).toBeLessThanOrEqual(2);
    });
  }
}
