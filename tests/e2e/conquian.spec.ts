import { test, expect } from '@playwright/test';
import { CONQUIAN_EXAMPLES } from '../../src/engine/conquian/examples';

const LABELS = {
  de: { next: 'Weiter', step: (i: number, n: number) => `Schritt ${i} von ${n}`, apply: 'Ausführen', tryIt: /Eigenen Zug eingeben/, legal: /Erlaubte Züge von hier/, badUrl: /ungültige Stellung/ },
  en: { next: 'Next', step: (i: number, n: number) => `Step ${i} of ${n}`, apply: 'Play', tryIt: /Enter a move of your own/, legal: /Legal moves from here/, badUrl: /invalid position/ },
} as const;

for (const lang of ['de', 'en'] as const) {
  const L = LABELS[lang];

  test(`conquian (${lang}): every worked example steps through with the engine's verdicts`, async ({ page }) => {
    await page.goto(`/${lang}/conquian/`);
    for (const ex of CONQUIAN_EXAMPLES.filter((e) => e.steps.length > 0)) {
      const island = page.locator(`section[data-example="${ex.id}"]`);
      if ((await island.count()) === 0) continue; // not every example needs an island
      await island.scrollIntoViewIfNeeded();
      await expect(island.locator('xpath=ancestor::astro-island')).not.toHaveAttribute('ssr', /.*/);
      for (let i = 1; i <= ex.steps.length; i++) {
        await island.getByRole('button', { name: L.next, exact: true }).click();
        await expect(island.getByTestId('step-label')).toHaveText(L.step(i, ex.steps.length));
        await expect(island.getByTestId('caption')).toHaveText(ex.steps[i - 1]!.caption[lang]);
        const expected = ex.steps[i - 1]!.expect.ok;
        if (expected !== true) {
          await expect(island.getByRole('alert').getByRole('link')).toHaveAttribute('href', `#${expected}`);
          await expect(page.locator(`[id="${expected}"]`)).toHaveCount(1);
        }
      }
      await expect(island.getByRole('button', { name: L.next, exact: true })).toBeDisabled();
    }
  });

  test(`conquian (${lang}): an illegal move of the reader's own is explained with a link to its rule`, async ({ page }) => {
    await page.goto(`/${lang}/conquian/`);
    const island = page.locator('section[data-example="forced-king"]');
    await island.scrollIntoViewIfNeeded();
    await expect(island.locator('xpath=ancestor::astro-island')).not.toHaveAttribute('ssr', /.*/);
    await island.getByText(L.legal).click();
    // A discards a card that is not in A's hand.
    await island.getByLabel(L.tryIt).fill('discard 7c');
    await island.getByRole('button', { name: L.apply }).click();
    const link = island.getByRole('alert').getByRole('link');
    await expect(link).toHaveAttribute('href', /^#[a-z-]+$/);
    const target = (await link.getAttribute('href'))!.slice(1);
    await expect(page.locator(`[id="${target}"]`)).toHaveCount(1);
    // A legal move from the list is played, and the URL can be shared.
    await island.locator('.move-panel__legal button').first().click();
    await expect(page).toHaveURL(/cq-forced-king=0:/);
  });

  test(`conquian (${lang}): a tampered URL shows a message and the example's start`, async ({ page }) => {
    await page.goto(`/${lang}/conquian/?cq-forced-king=99:nonsense`);
    const island = page.locator('section[data-example="forced-king"]');
    await island.scrollIntoViewIfNeeded(); // client:visible hydrates on sight
    await expect(island.getByRole('alert')).toHaveText(L.badUrl);
    await expect(island.getByTestId('step-label')).toHaveText(L.step(0, CONQUIAN_EXAMPLES.find((e) => e.id === 'forced-king')!.steps.length));
  });

  test(`conquian (${lang}): a shared step URL opens at that step`, async ({ page }) => {
    const ex = CONQUIAN_EXAMPLES.find((e) => e.id === 'forced-king')!;
    await page.goto(`/${lang}/conquian/?cq-forced-king=1`);
    const island = page.locator('section[data-example="forced-king"]');
    await island.scrollIntoViewIfNeeded();
    await expect(island.getByTestId('step-label')).toHaveText(L.step(1, ex.steps.length));
    await expect(island.getByTestId('caption')).toHaveText(ex.steps[0]!.caption[lang]);
  });
}

const GAME = {
  de: { newDeal: 'Neues Spiel', undo: 'Zug zurücknehmen', seed: 'Startwert', deal: 'Mit diesem Startwert geben', play: 'Ausführen', tryIt: /Eigenen Zug eingeben/, badUrl: /ungültige Stellung/, draw: /unentschieden/, badSeed: /Startwert besteht/, scope: /Erzwungenes Anlegen gilt für/, notAllowed: /Nicht erlaubt/ },
  en: { newDeal: 'New deal', undo: 'Take back', seed: 'Seed', deal: 'Deal with this seed', play: 'Play', tryIt: /Enter a move of your own/, badUrl: /invalid position/, draw: /a draw/, badSeed: /A seed is/, scope: /The forced add applies to/, notAllowed: /Not allowed/ },
} as const;

for (const lang of ['de', 'en'] as const) {
  const G = GAME[lang];

  test(`conquian game (${lang}): a seeded deal is played to the end by keyboard, with undo and a shareable URL`, async ({ page }) => {
    await page.goto(`/${lang}/conquian/`);
    const game = page.getByTestId('conquian-game');
    await game.scrollIntoViewIfNeeded();
    await expect(game.locator('xpath=ancestor::astro-island')).not.toHaveAttribute('ssr', /.*/);
    await game.getByLabel(G.seed).fill('e2e');
    await game.getByLabel(G.seed).press('Enter');
    await expect(page).toHaveURL(/cq-game=e2e(&|$)/);
    await expect(game.getByTestId('stock-count')).toHaveText('20');
    // Always take the first legal move (turn / decline / pass …) with the keyboard until the game ends.
    const first = game.locator('.move-panel__legal button').first();
    for (let i = 0; i < 200 && (await game.getByTestId('result').count()) === 0; i++) {
      await first.focus();
      await page.keyboard.press('Enter');
    }
    await expect(game.getByTestId('result')).toHaveText(G.draw);
    await expect(game.getByTestId('stock-count')).toHaveText('0');
    const finished = page.url();
    // Undo one move: the game is open again; the URL follows.
    await game.getByRole('button', { name: G.undo }).click();
    await expect(game.getByTestId('result')).toHaveCount(0);
    expect(page.url()).not.toBe(finished);
    // The finished game's URL replays to the same end.
    await page.goto(finished);
    await game.scrollIntoViewIfNeeded();
    await expect(game.getByTestId('result')).toHaveText(G.draw);
  });

  test(`conquian game (${lang}): illegal typed move, bad seed, tampered URL, variant switch`, async ({ page }) => {
    await page.goto(`/${lang}/conquian/?cq-game=abc:turn;fly`);
    const game = page.getByTestId('conquian-game');
    await game.scrollIntoViewIfNeeded();
    await expect(game.getByRole('alert')).toHaveText(G.badUrl);
    await expect(game.getByTestId('stock-count')).toHaveText('20');
    await expect(page).not.toHaveURL(/cq-game/);
    // An illegal move of the reader's own: explained in the page language, with the rule's link.
    await game.getByLabel(G.tryIt).fill('pass');
    await game.getByRole('button', { name: G.play, exact: true }).click();
    const note = game.locator('.move-panel [role=alert]');
    await expect(note).toHaveText(G.notAllowed);
    const href = await note.getByRole('link').getAttribute('href');
    expect(href).toMatch(/^#[a-z-]+$/);
    await expect(page.locator(`[id="${href!.slice(1)}"]`)).toHaveCount(1);
    // A seed with forbidden characters is refused with a message.
    await game.getByLabel(G.seed).fill('a b');
    await game.getByRole('button', { name: G.deal }).click();
    await expect(game.getByRole('alert').first()).toHaveText(G.badSeed);
    // The Hoyle forced-add scope goes into the URL and survives a reload.
    await game.getByLabel(G.scope).selectOption('startOfTurn');
    await expect(page).toHaveURL(/cq-game=regelwerk~s/);
    await page.reload();
    await game.scrollIntoViewIfNeeded();
    await expect(game.getByLabel(G.scope)).toHaveValue('startOfTurn');
  });

  test(`conquian (${lang}): without JavaScript the first positions are already on the page`, async ({ browser }) => {
    const ctx = await browser.newContext({ javaScriptEnabled: false });
    const page = await ctx.newPage();
    await page.goto(`/${lang}/conquian/`);
    const king = page.locator('section[data-example="forced-king"]');
    await expect(king.locator('.card[data-card="Ad"]')).toHaveCount(1);
    await expect(king.locator('.card[data-card="3c"]')).toHaveCount(1);
    await expect(king.getByTestId('step-label')).toHaveText(LABELS[lang].step(0, CONQUIAN_EXAMPLES.find((e) => e.id === 'forced-king')!.steps.length));
    const game = page.getByTestId('conquian-game');
    await expect(game.locator('.card')).toHaveCount(20);
    await expect(game.getByTestId('stock-count')).toHaveText('20');
    await ctx.close();
  });
}
