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
    await expect(page).toHaveURL(/cq-forced-king=0%3A|cq-forced-king=0:/);
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
