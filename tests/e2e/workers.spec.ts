// The workers answer the page's first request. Chromium drops the messages that reach a module worker while a
// top-level await among its imports waits for a file; the islands' shared chunk and the Decktet's chunk, which the
// computer players' and the bid advisor's workers import, load their words per language with one (src/i18n/islands.ts,
// decktet-cards.ts), and must not wait in a worker (loadCatalogs in src/i18n/format.ts).
// Every script here comes 300 ms late, for the page and its workers alike, so a worker that waited for a file
// before it listened would miss the page's first request every time, not only on a slow connection: the request
// would end after the 8 s time-out (PLAYER_TIMEOUT_MS), and its fresh worker would miss the next one in turn.
import { test, expect, type Page } from '@playwright/test';

const GAMES = {
  conquian: { button: '[data-testid="actions"] .cq-hint', said: '[data-testid="hint"]' },
  romme: { button: '[data-testid="rm-hint"]', said: '[data-testid="rm-hint-text"]' },
  quincunx: { button: '[data-testid="qx-hint-button"]', said: '[data-testid="qx-hint"]' },
} as const;
const SAID = { de: /^Tipp: \S/, en: /^Hint: \S/ } as const;

async function slowScripts(page: Page) {
  await page.route('**/_astro/*.js', async (route) => {
    await new Promise((r) => setTimeout(r, 300));
    await route.continue();
  });
}

for (const lang of ['de', 'en'] as const) {
  for (const [game, sel] of Object.entries(GAMES)) {
    test(`${game} (${lang}): the computer player's worker answers the page's first request, with scripts coming slowly`, async ({ page }) => {
      test.setTimeout(60_000);
      const workers: string[] = [];
      page.on('worker', (w) => {
        if (/player\.worker/.test(w.url())) workers.push(w.url());
      });
      await slowScripts(page);
      await page.goto(`/${lang}/${game}/play/`);
      // the reader's first turn (a fresh Conquian page plays its opening first, the computer's moves asked of the worker)
      const button = page.locator(sel.button);
      await button.click({ timeout: 30_000 });
      // well within the time-out after which the page would give up on the worker
      await expect(page.locator(sel.said)).toHaveText(SAID[lang], { timeout: 6_000 });
      // one worker: none was given up for not answering
      expect(workers).toHaveLength(1);
    });
  }
}

for (const lang of ['de', 'en'] as const) {
  test(`gongor-whist (${lang}): the bid advisor's worker answers the page's first request, with scripts coming slowly`, async ({ page }) => {
    test.setTimeout(60_000);
    const workers: string[] = [];
    page.on('worker', (w) => {
      if (/advisor\.worker/.test(w.url())) workers.push(w.url());
    });
    await slowScripts(page);
    await page.goto(`/${lang}/gongor-whist/play/`);
    const adv = page.locator('[data-testid=gongor-advisor]').first();
    await adv.scrollIntoViewIfNeeded();
    await expect(page.locator('astro-island', { has: adv })).not.toHaveAttribute('ssr', /.*/, { timeout: 30_000 });
    // well within the time-out after which the page would give up on the worker (ADVICE_TIMEOUT_MS, 10 s)
    await expect(adv.getByTestId('bid-odds')).toBeVisible({ timeout: 8_000 });
    expect(workers).toHaveLength(1);
  });
}
