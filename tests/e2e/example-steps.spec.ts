// The list of an example's steps (src/islands/shared/StepNav.tsx StepList): built by the server, kept as it is by the
// browser, which marks the current step on it and hears its buttons. On every examples page, in both languages:
// the list has every step, a step's button (by touch and by keyboard) goes to that step, and the mark follows the
// step however it is reached.
import { test, expect } from '@playwright/test';
import { ISLAND } from '../../src/i18n/islands';

for (const lang of ['de', 'en'] as const) {
  const t = ISLAND[lang];
  for (const game of ['conquian', 'romme', 'quincunx', 'gongor-whist']) {
    test(`${game} (${lang}): the step list goes to a step and marks it, by touch and by keyboard`, async ({ page }) => {
      await page.goto(`/${lang}/${game}/examples/`);
      // the page's first example with three steps or more
      const islands = page.locator('section.example-island');
      let island = islands.first();
      for (let i = 0; i < (await islands.count()); i++) {
        if ((await islands.nth(i).locator('.step-list li').count()) >= 3) {
          island = islands.nth(i);
          break;
        }
      }
      await island.scrollIntoViewIfNeeded();
      await expect(island.locator('xpath=ancestor::astro-island')).not.toHaveAttribute('ssr', /.*/);
      const links = island.locator('.step-list .step-link');
      const n = await links.count();
      expect(n).toBeGreaterThanOrEqual(3);
      const label = island.getByTestId('step-label');
      await expect(label).toHaveText(t.step(0, n));
      await island.locator('.step-list > summary').click();
      const marked = island.locator('.step-list [aria-current="step"]');
      await expect(marked).toHaveCount(0);
      await links.nth(1).click();
      await expect(label).toHaveText(t.step(2, n));
      await expect(marked).toHaveCount(1);
      await expect(links.nth(1)).toHaveAttribute('aria-current', 'step');
      // Next moves the mark along; a caption's text beside a button goes nowhere
      await island.getByRole('button', { name: t.forward, exact: true }).click();
      await expect(label).toHaveText(t.step(3, n));
      await expect(links.nth(2)).toHaveAttribute('aria-current', 'step');
      await expect(marked).toHaveCount(1);
      await island.locator('.step-list li').first().dispatchEvent('click');
      await expect(label).toHaveText(t.step(3, n));
      // by keyboard: the first step's button, Enter
      await links.first().focus();
      await page.keyboard.press('Enter');
      await expect(label).toHaveText(t.step(1, n));
      await expect(links.first()).toHaveAttribute('aria-current', 'step');
      await expect(marked).toHaveCount(1);
      // and Start clears the mark
      await island.getByRole('button', { name: t.start, exact: true }).click();
      await expect(label).toHaveText(t.step(0, n));
      await expect(marked).toHaveCount(0);
    });
  }
}
