import { test, expect, type Locator } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { QUINCUNX_EXAMPLES } from '../../src/engine/quincunx/examples';
import { QUINCUNX_EXAMPLE_TEXT } from '../../src/i18n/examples/quincunx';
import { cellIndex, scorePlacement, scoringRules, normalizeOptions, setup, preview } from '../../src/engine/quincunx';

const L = {
  de: {
    next: 'Weiter', step: (i: number, n: number) => `Schritt ${i} von ${n}`, cell: (r: number, c: number) => `Reihe ${r}, Spalte ${c}`,
    total: (n: string) => `Summe: ${n}`, badUrl: /ungültige Stellung/, show: /^Felder zeigen/, card: 'Karte', placed: 'gerade gelegt',
    chooseCard: /Zuerst eine Karte/, tryIt: /Eigenen Zug eingeben/, apply: 'Ausführen', round: 'Runde 1',
  },
  en: {
    next: 'Next', step: (i: number, n: number) => `Step ${i} of ${n}`, cell: (r: number, c: number) => `row ${r}, column ${c}`,
    total: (n: string) => `Total: ${n}`, badUrl: /invalid position/, show: /^Show cells/, card: 'Card', placed: 'just placed',
    chooseCard: /First choose a card/, tryIt: /Enter a move of your own/, apply: 'Play', round: 'Round 1',
  },
} as const;

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

async function hydrated(loc: Locator) {
  await loc.scrollIntoViewIfNeeded();
  await expect(loc.locator('xpath=ancestor::astro-island')).not.toHaveAttribute('ssr', /.*/);
}

for (const lang of ['de', 'en'] as const) {
  const t = L[lang];

  test(`quincunx (${lang}): the first positions are rendered without JavaScript`, async ({ browser }) => {
    const ctx = await browser.newContext({ javaScriptEnabled: false });
    const page = await ctx.newPage();
    await page.goto(`/${lang}/quincunx/`);
    const ex = page.getByTestId('qx-explorer');
    await expect(ex.getByRole('button', { name: new RegExp(`^${t.cell(3, 3)}, .*${t.placed}`) })).toBeVisible();
    await expect(ex.getByTestId('total')).toContainText(t.total('+5'));
    const game = page.getByTestId('qx-game');
    await expect(game.getByTestId('qx-hand').getByRole('button')).toHaveCount(10);
    await expect(game.getByTestId('qx-status')).toContainText(t.round);
    await expect(page.locator('section[data-example="source-crowns"]').getByTestId('caption')).toHaveText(QUINCUNX_EXAMPLE_TEXT[lang][QUINCUNX_EXAMPLES[0]!.id]!.intro!);
    await ctx.close();
  });

  test(`quincunx (${lang}): scoring explorer – a card into a cell, the engine's breakdown, highlighted cells, shareable URL`, async ({ page }) => {
    await page.goto(`/${lang}/quincunx/`);
    const ex = page.getByTestId('qx-explorer');
    await hydrated(ex);
    // Put the Ace of Suns below the Bard (c4).
    await ex.getByTestId('qx-picker').selectOption('AS');
    await ex.getByRole('button', { name: new RegExp(`^${t.cell(4, 3)}, `) }).click();
    const o = normalizeOptions({});
    const cells: (string | null)[] = new Array(25).fill(null);
    for (const [c, card] of Object.entries({ c2: 'CW', b3: 'AM', d3: 'AW', c3: 'CS' })) cells[cellIndex(c, 5, 5)] = card;
    const b = scorePlacement({ rows: 5, cols: 5, cells }, cellIndex('c4', 5, 5), 'AS', scoringRules(o));
    // Bard + Ace of Suns: 11 and a power play (no other Suns card) – whatever the engine says is what the page shows.
    expect(b.items.map((i) => i.kind)).toEqual(['basic', 'power']);
    await expect(ex.getByTestId('total')).toContainText(t.total(signed(b.points)));
    await expect(ex.locator('.qx-item')).toHaveCount(b.items.length);
    await expect(ex.locator('.qx-item[data-kind="power"] a')).toHaveAttribute('href', '#power-play');
    await expect(page.locator('[id="power-play"]')).toHaveCount(1);
    await expect(page).toHaveURL(/qx-explore=2p\|/);
    // Highlight one item's cells.
    await ex.locator('.qx-item[data-kind="basic"]').getByRole('button', { name: t.show }).click();
    await expect(ex.locator('.qx-cell--focus')).toHaveCount(2);
    await expect(ex.locator('[data-cell="c4"]')).toHaveClass(/qx-cell--focus/);
    await expect(ex.locator('[data-cell="c3"]')).toHaveClass(/qx-cell--focus/);
    // The shared URL opens the same position.
    const url = page.url();
    const other = await page.context().newPage();
    await other.goto(url);
    const ex2 = other.getByTestId('qx-explorer');
    await hydrated(ex2);
    await expect(ex2.getByTestId('total')).toContainText(t.total(signed(b.points)));
    await expect(ex2.getByRole('button', { name: new RegExp(`^${t.cell(4, 3)}, .*${t.placed}`) })).toBeVisible();
    await other.close();
  });

  test(`quincunx (${lang}): explorer with a tampered URL shows a message and the start`, async ({ page }) => {
    await page.goto(`/${lang}/quincunx/?qx-explore=2p|CS@a1 CS@b1|AM@c3`);
    const ex = page.getByTestId('qx-explorer');
    await hydrated(ex);
    await expect(ex.getByRole('alert')).toHaveText(L[lang].badUrl);
    await expect(ex.getByTestId('total')).toContainText(t.total('+5'));
  });

  test(`quincunx (${lang}): every worked example steps through with the engine's totals`, async ({ page }) => {
    await page.goto(`/${lang}/quincunx/`);
    for (const example of QUINCUNX_EXAMPLES) {
      const island = page.locator(`section[data-example="${example.id}"]`);
      await expect(island).toHaveCount(1);
      await hydrated(island);
      for (let i = 1; i <= example.steps.length; i++) {
        await island.getByRole('button', { name: t.next, exact: true }).click();
        await expect(island.getByTestId('step-label')).toHaveText(t.step(i, example.steps.length));
        await expect(island.getByTestId('caption')).toHaveText(QUINCUNX_EXAMPLE_TEXT[lang][example.id]!.steps[i - 1]!);
        const e = example.steps[i - 1]!.expect;
        if (e.points !== undefined) await expect(island.getByTestId('total')).toContainText(t.total(signed(e.points)));
        if (e.items) await expect(island.locator('.qx-item')).toHaveCount(e.items.length);
      }
      await expect(island.getByRole('button', { name: t.next, exact: true })).toBeDisabled();
    }
    await expect(page).toHaveURL(/qx-source-crowns=1/);
  });

  test(`quincunx (${lang}): an example's step is shareable; a bad step in the URL falls back to the start`, async ({ page }) => {
    await page.goto(`/${lang}/quincunx/?qx-excuse-pawn=2&qx-pair=99`);
    const ex = page.locator('section[data-example="excuse-pawn"]');
    await hydrated(ex);
    await expect(ex.getByTestId('step-label')).toHaveText(t.step(2, 2));
    await expect(ex.getByTestId('total')).toContainText(t.total('+6'));
    const pair = page.locator('section[data-example="pair"]');
    await hydrated(pair);
    await expect(pair.getByRole('alert')).toHaveText(L[lang].badUrl);
    await expect(pair.getByTestId('step-label')).toHaveText(t.step(0, 1));
  });

  test(`quincunx (${lang}): play by keyboard – placements, a refused placement explained with its rule, typed moves, a shared game`, async ({ page }) => {
    await page.goto(`/${lang}/quincunx/`);
    const game = page.getByTestId('qx-game');
    await hydrated(game);
    const s0 = setup({}, 'quincunx');
    const hand = game.getByTestId('qx-hand').getByRole('button');
    // Choose a cell without a card: the island asks for a card first.
    await game.getByRole('button', { name: new RegExp(`^${t.cell(1, 2)}, `) }).focus();
    await page.keyboard.press('Enter');
    await expect(game.getByTestId('qx-notice')).toHaveText(t.chooseCard);
    // Keyboard: choose the first hand card, then b1.
    await hand.first().focus();
    await page.keyboard.press('Enter');
    await expect(hand.first()).toHaveAttribute('aria-pressed', 'true');
    await game.getByRole('button', { name: new RegExp(`^${t.cell(1, 2)}, `) }).focus();
    await page.keyboard.press('Enter');
    const first = preview(s0, s0.hands[0]![0]!, 'b1')!;
    await expect(game.getByTestId('qx-last').getByTestId('total')).toContainText(t.total(signed(first.points)));
    await expect(page).toHaveURL(new RegExp(`qx-game=2p\\+seed:quincunx\\|${s0.hands[0]![0]!}@b1`));
    // Player B: a card onto an occupied cell is refused, with the rule named and linked.
    await hand.first().focus();
    await page.keyboard.press('Space');
    await game.getByRole('button', { name: new RegExp(`^${t.cell(1, 1)}, `) }).click();
    const alert = game.getByRole('alert');
    await expect(alert).toHaveAttribute('data-code', 'cell-occupied');
    await expect(alert.getByRole('link')).toHaveAttribute('href', '#placement');
    await expect(page.locator('[id="placement"]')).toHaveCount(1);
    // With a breakdown, highlighted cells and a refusal on screen, the island is still accessible.
    await game.locator('.qx-item').first().getByRole('button').click();
    const axe = await new AxeBuilder({ page }).include('[data-testid="qx-game"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    // A typed move in notation.
    await game.getByText(t.tryIt).first().click();
    await game.getByLabel(t.tryIt).fill('ZZ@c2');
    await game.getByRole('button', { name: t.apply, exact: true }).click();
    await expect(game.locator('.move-panel').getByRole('alert')).toContainText('ZZ');
    // One more placement by pointer: two moves in the log.
    await hand.nth(1).click();
    await game.getByRole('button', { name: new RegExp(`^${t.cell(2, 2)}, `) }).click();
    await expect(game.locator('.qx-log li')).toHaveCount(2);
    // Reload the shared URL: same game, same log.
    await page.goto(page.url());
    const again = page.getByTestId('qx-game');
    await hydrated(again);
    await expect(again.locator('.qx-log li')).toHaveCount(2);
  });

  test(`quincunx (${lang}): a tampered game URL shows a message and a fresh deal`, async ({ page }) => {
    await page.goto(`/${lang}/quincunx/?qx-game=2p+seed:quincunx|CS@a1`);
    const game = page.getByTestId('qx-game');
    await hydrated(game);
    await expect(game.getByTestId('qx-notice')).toHaveText(L[lang].badUrl);
    await expect(game.locator('.qx-log li')).toHaveCount(0);
    await expect(game.getByTestId('qx-status')).toContainText(t.round);
  });

  test(`quincunx (${lang}): the links of issue 11.4 open the solitaire (as "open solitaire" always did), a prototype key is refused, no page error`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`/${lang}/quincunx/?qx-game=solitaire+open+seed:1&qx-explore=solitaire+open||&qx-pair=constructor`);
    const game = page.getByTestId('qx-game');
    await hydrated(game);
    await expect(game.locator('[data-cell]')).toHaveCount(16);
    await expect(game.getByTestId('qx-notice')).toHaveCount(0);
    const ex = page.getByTestId('qx-explorer');
    await hydrated(ex);
    await expect(ex.locator('[data-cell]')).toHaveCount(16);
    await expect(ex.getByRole('alert')).toHaveCount(0);
    const pair = page.locator('section[data-example="pair"]');
    await hydrated(pair);
    await expect(pair.getByRole('alert')).toHaveText(L[lang].badUrl);
    await expect(page).not.toHaveURL(/qx-pair/);
    expect(errors).toEqual([]);
  });

  test(`quincunx (${lang}): solitaire and Muggins from the URL`, async ({ page }) => {
    const sol = setup({ mode: 'solitaire4x4' }, 7);
    const card = sol.hands[0]![0]!;
    await page.goto(`/${lang}/quincunx/?qx-game=solitaire+seed:7|${card}@b2`);
    const game = page.getByTestId('qx-game');
    await hydrated(game);
    await expect(game.locator('[data-cell]')).toHaveCount(16);
    await expect(game.locator('.qx-log li')).toHaveCount(1);
    const mug = setup({ muggins: true }, 5);
    const c = mug.hands[0]![0]!;
    const real = preview(mug, c, 'b1')!.points;
    await page.goto(`/${lang}/quincunx/?qx-game=2p+muggins+seed:5|${c}@b1=${real + 3}`);
    await hydrated(page.getByTestId('qx-game'));
    await expect(page.getByTestId('qx-game').getByTestId('scoreboard').locator('tfoot td')).toHaveText([String(real), '3']);
  });
}
