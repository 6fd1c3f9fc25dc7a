// The printed cheat sheet: each game page prints on at most two A4 pages (Chromium's
// own PDF), with the numbered rules (setup, a turn, scoring, the special rules) and
// without variants, readings, tips, examples, notation, islands or site chrome.
// One worked example per game prints at its last step with that step's caption (also
// without JavaScript): a print-only copy the rules page places in the rule it illustrates
// (print="only"; the worked examples themselves are on the examples page).
import { test, expect, type Page } from '@playwright/test';
import { CONQUIAN_GAME_EXAMPLES } from '../../src/engine/conquian/examples';
import { ROMME_GAME_EXAMPLES } from '../../src/engine/romme/examples';
import { QUINCUNX_GAME_EXAMPLES } from '../../src/engine/quincunx/examples';
import { GONGOR_WHIST_GAME_EXAMPLES } from '../../src/engine/gongor-whist/examples';
import { CONQUIAN_EXAMPLE_TEXT } from '../../src/i18n/examples/conquian';
import { ROMME_EXAMPLE_TEXT } from '../../src/i18n/examples/romme';
import { QUINCUNX_EXAMPLE_TEXT } from '../../src/i18n/examples/quincunx';
import { GONGOR_WHIST_EXAMPLE_TEXT } from '../../src/i18n/examples/gongor-whist';
import { expectCaption } from './caption';

const EXAMPLES = {
  conquian: [CONQUIAN_GAME_EXAMPLES, CONQUIAN_EXAMPLE_TEXT],
  romme: [ROMME_GAME_EXAMPLES, ROMME_EXAMPLE_TEXT],
  quincunx: [QUINCUNX_GAME_EXAMPLES, QUINCUNX_EXAMPLE_TEXT],
  'gongor-whist': [GONGOR_WHIST_GAME_EXAMPLES, GONGOR_WHIST_EXAMPLE_TEXT],
} as const;
/** The example that prints on each rules page: its print-only copy (print="only"). */
const PRINTED = { conquian: ['going-out'], romme: ['first-meld-42'], quincunx: ['power-play-44'], 'gongor-whist': ['source-mountain'] } as const;

/** In print: each printed example shows its last step's caption and no step controls; the others do not print. */
async function examplesPrintAtTheEnd(page: Page, lang: 'de' | 'en', game: keyof typeof EXAMPLES) {
  const [list, text] = EXAMPLES[game];
  const shown = await page.locator('section.example-island, .example-print').evaluateAll((els) =>
    els.filter((e) => e.getClientRects().length > 0).map((e) => e.getAttribute('data-example')),
  );
  expect(shown, 'examples that print').toEqual([...PRINTED[game]]);
  for (const id of PRINTED[game]) {
    const ex = (list as readonly { id: string; moves: readonly string[] }[]).find((e) => e.id === id)!;
    const last = (text as Record<string, Record<string, { steps: readonly string[] }>>)[lang]![id]!.steps[ex.moves.length - 1]!;
    const printed = page.locator(`.example-print[data-example="${id}"]`);
    await expectCaption(printed.locator('.step-caption'), last, `${id} prints its last caption`);
    await expect(printed.locator('.example-print__title'), `${id} prints its title`).toHaveText((text as Record<string, Record<string, { title: string }>>)[lang]![id]!.title);
    await expect(printed.locator('.card, .cd').first(), `${id} prints its table`).toBeVisible();
    const island = page.locator(`section[data-example="${id}"]`);
    await expect(island.locator('.step-nav'), `${id} prints no step controls`).toBeHidden();
    await expect(island.getByTestId('caption'), `${id} prints no step-0 caption`).toBeHidden();
  }
}

for (const lang of ['de', 'en'] as const) {
  for (const game of ['conquian', 'romme', 'quincunx', 'gongor-whist'] as const) {
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
      await examplesPrintAtTheEnd(page, lang, game);
      const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
      const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
      expect(pages).toBeGreaterThanOrEqual(1);
      expect(pages).toBeLessThanOrEqual(2);
    });
  }
}

test('examples print their last step without JavaScript, and only in print', async ({ browser }) => {
  const ctx = await browser.newContext({ javaScriptEnabled: false });
  const page = await ctx.newPage();
  for (const lang of ['de', 'en'] as const) {
    await page.goto(`/${lang}/romme/`);
    await expect(page.locator('.example-print').first()).toBeHidden();
    await page.emulateMedia({ media: 'print' });
    await examplesPrintAtTheEnd(page, lang, 'romme');
    await page.emulateMedia({ media: 'screen' });
  }
  await ctx.close();
});
