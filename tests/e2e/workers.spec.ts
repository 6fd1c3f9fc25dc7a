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

// A hint on a slow phone: the strong player's answer takes a while (here its worker answers 1.5 s late), so the
// island says at once that it is looking, and its button waits; without a worker the strong player cannot answer at
// all, and the island says that instead of staying silent.
const WAIT = {
  conquian: '[data-testid="hint-wait"]',
  romme: '[data-testid="rm-hint-text"]',
  quincunx: '[data-testid="qx-hint-wait"]',
} as const;
const BUSY = { de: 'Der Tipp wird gesucht …', en: 'Looking for a hint …' } as const;
const NONE = { de: 'Gerade ist kein Tipp verfügbar.', en: 'No hint available just now.' } as const;
const PLAYER_WORKER = /\/_astro\/player\.worker\.[\w-]+\.js$/;

async function lateAnswers(page: Page, ms: number) {
  await page.route('**/__late-answers.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: `const post = self.postMessage.bind(self); self.postMessage = (m, t) => setTimeout(() => post(m, t), ${ms});` }),
  );
  // the worker's own file, imported after the one that delays its answers (its imports resolve beside it as before)
  await page.route(PLAYER_WORKER, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: `import '/__late-answers.js';\nimport '${new URL(route.request().url()).pathname}?late';` }),
  );
}

for (const lang of ['de', 'en'] as const) {
  for (const [game, sel] of Object.entries(GAMES)) {
    test(`${game} (${lang}): a hint that takes a while says so at once, and one that cannot come says that`, async ({ page }) => {
      test.setTimeout(60_000);
      await lateAnswers(page, 1500);
      await page.goto(`/${lang}/${game}/play/`);
      const button = page.locator(sel.button);
      await button.click({ timeout: 30_000 });
      const wait = page.locator(WAIT[game as keyof typeof WAIT]);
      await expect(wait).toHaveText(BUSY[lang], { timeout: 1_000 });
      await expect(button).toBeDisabled();
      await expect(page.locator(sel.said)).toHaveText(SAID[lang], { timeout: 6_000 });
      if (game !== 'romme') await expect(wait).toHaveCount(0);
      await expect(button).toBeEnabled();

      // no worker: the beginner plays on the page, the strong player has nobody to ask
      await page.unrouteAll();
      await page.route(PLAYER_WORKER, (route) => route.fulfill({ status: 404, body: '' }));
      await page.goto(`/${lang}/${game}/play/?fresh`);
      await page.locator(sel.button).click({ timeout: 30_000 });
      await expect(page.locator(WAIT[game as keyof typeof WAIT])).toHaveText(NONE[lang]);
      await expect(page.locator(sel.button)).toBeEnabled();
    });
  }
}
