/**
 * The reader's hand in every game is one stop for the Tab key, and the arrow keys move between its cards
 * (src/islands/shared/arrows.ts): a toolbar in the WAI-ARIA sense, named as the hand. Before, each card was a Tab
 * stop: 10 in a Quincunx hand, up to 14 in Rommé's, and a keyboard reader passed all of them to reach the buttons
 * after the hand.
 */
import { test, expect, type Page } from '@playwright/test';
import { GW } from '../../src/i18n/gongor-whist';
import { hydrateIslands } from './pages';

/** Each game's hand, and its name in both languages (the reader's seat, "du" / "you"). */
const HANDS = [
  { game: 'conquian', island: 'conquian-game', group: '[data-testid=my-hand]', toggles: true, name: { de: /^Spieler B \(du\): Hand$/, en: /^Player B \(you\): Hand$/ } },
  { game: 'romme', island: 'rm-game', group: '[data-testid=rm-hand] [role=toolbar]', toggles: true, name: { de: /^Hand von Spieler [A-F] \(du\)$/, en: /^Player [A-F] \(you\)’s hand$/ } },
  { game: 'quincunx', island: 'qx-game', group: '[data-testid=qx-hand]', toggles: false, name: { de: /^Hand von Spieler [A-D] \(du\)$/, en: /^Hand of Player [A-D] \(you\)$/ } },
  { game: 'gongor-whist', island: 'gongor-game', group: '.gw-hand [role=toolbar]', toggles: false, name: { de: new RegExp(`^${GW.de.yourCards}$`), en: new RegExp(`^${GW.en.yourCards}$`) } },
] as const;

/** The focused element's index among `buttons`, or -1. */
const focusedIndex = (page: Page, group: string) =>
  page.evaluate((sel) => [...document.querySelectorAll(`${sel} button`)].indexOf(document.activeElement as Element), group);

test.use({ reducedMotion: 'reduce' });

for (const lang of ['de', 'en'] as const) {
  for (const { game: id, island, group, toggles, name } of HANDS) {
    test(`${id} (${lang}): the reader's hand is one Tab stop, the arrow keys move between its cards`, async ({ page }) => {
      await page.goto(`/${lang}/${id}/play/`);
      const game = page.getByTestId(island);
      await game.scrollIntoViewIfNeeded();
      await expect(game.locator('xpath=ancestor::astro-island')).not.toHaveAttribute('ssr', /.*/);
      const hand = game.locator(group);
      const cards = hand.locator('button');
      // (a fresh Conquian game first plays the computer's and the automatic moves up to the reader's decision)
      await expect(cards.first()).toBeEnabled({ timeout: 20_000 });
      const n = await cards.count();
      expect(n, 'a hand of several cards').toBeGreaterThan(3);
      await expect(hand).toHaveAttribute('role', 'toolbar');
      // named as the hand, in the page's language
      await expect(hand).toHaveAttribute('aria-label', name[lang]);
      const stops = hand.locator('button:not([tabindex="-1"])');
      await expect(stops).toHaveCount(1);
      await stops.first().focus();
      const start = await focusedIndex(page, group);
      expect(start).toBeGreaterThanOrEqual(0);
      await page.keyboard.press('Home');
      expect(await focusedIndex(page, group)).toBe(0);
      // past the first card the focus stays
      await page.keyboard.press('ArrowLeft');
      expect(await focusedIndex(page, group)).toBe(0);
      await page.keyboard.press('End');
      expect(await focusedIndex(page, group)).toBe(n - 1);
      await page.keyboard.press('ArrowRight');
      expect(await focusedIndex(page, group)).toBe(n - 1);
      await page.keyboard.press('Home');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      expect(await focusedIndex(page, group)).toBe(2);
      // with Ctrl the key is the browser's, not the hand's
      await page.keyboard.press('Control+ArrowRight');
      expect(await focusedIndex(page, group)).toBe(2);
      // the stop follows the focus: Tab leaves the hand at once, Shift+Tab comes back to the same card
      await expect(stops).toHaveCount(1);
      await expect(cards.nth(2)).toHaveAttribute('tabindex', '0');
      await page.keyboard.press('Tab');
      expect(await focusedIndex(page, group)).toBe(-1);
      expect(await page.evaluate((sel) => document.querySelector(sel)!.contains(document.activeElement), group)).toBe(false);
      await page.keyboard.press('Shift+Tab');
      expect(await focusedIndex(page, group)).toBe(2);
      if (toggles) {
        // Space chooses the focused card, as before
        await expect(cards.nth(2)).toHaveAttribute('aria-pressed', 'false');
        await page.keyboard.press('Space');
        await expect(cards.nth(2)).toHaveAttribute('aria-pressed', 'true');
        await expect(stops).toHaveCount(1);
      }
    });
  }
}

/**
 * The lessons' card rows (src/islands/learn/CardPick.tsx) work as the hands do: a row with cards to pick is a
 * toolbar and one Tab stop, and so are the empty cells of a Quincunx lesson's spread. Before, every card and cell of
 * every open task was a stop: 57 cards on the German Conquian lessons page; the German Quincunx one had 138 Tab stops
 * in all, cells and cards, and has 79.
 */
for (const lang of ['de', 'en'] as const) {
  for (const game of ['conquian', 'romme', 'quincunx', 'gongor-whist']) {
    test(`${game} lessons (${lang}): each card row is one Tab stop, the arrow keys move between its cards`, async ({ page }) => {
      await page.goto(`/${lang}/${game}/learn/`);
      const rows = page.locator('.learn-task .learn-cards:has(button)');
      // scroll every lesson into view so that all of them hydrate
      const tasks = page.locator('.learn-task');
      await expect(tasks.first()).toBeVisible();
      await hydrateIslands(page);
      const n = await rows.count();
      expect(n, 'lessons with cards to pick').toBeGreaterThan(1);
      // and the Quincunx lessons' empty cells to fill
      const blocks = page.locator('.learn-task .learn-cards:has(button), .learn-task .lb-spread:has(button)');
      if (game === 'quincunx') expect(await blocks.count()).toBeGreaterThan(n);
      for (let i = 0; i < (await blocks.count()); i++) {
        const row = blocks.nth(i);
        await expect(row).toHaveAttribute('role', 'toolbar');
        await expect(row.locator('button:not([tabindex="-1"])')).toHaveCount(1);
      }
      // a row of several cards, by keyboard: Home, End, Right, Space picks the card, Tab leaves the row
      const sizes = await rows.evaluateAll((rs) => rs.map((r) => r.querySelectorAll('button').length));
      const at = sizes.findIndex((s) => s >= 3);
      expect(at, 'a row of three cards or more').toBeGreaterThanOrEqual(0);
      const row = rows.nth(at);
      const cards = row.locator('button');
      const focused = () => row.evaluate((r) => [...r.querySelectorAll('button')].indexOf(document.activeElement as HTMLButtonElement));
      await row.locator('button:not([tabindex="-1"])').focus();
      await page.keyboard.press('End');
      expect(await focused()).toBe(sizes[at]! - 1);
      await page.keyboard.press('Home');
      await page.keyboard.press('ArrowRight');
      expect(await focused()).toBe(1);
      await expect(cards.nth(1)).toHaveAttribute('aria-pressed', 'false');
      await page.keyboard.press('Space');
      await expect(cards.nth(1)).toHaveAttribute('aria-pressed', 'true');
      await expect(row.locator('button:not([tabindex="-1"])')).toHaveCount(1);
      await page.keyboard.press('Tab');
      expect(await focused()).toBe(-1);
      // back with Shift+Tab: the card focused last
      await page.keyboard.press('Shift+Tab');
      expect(await focused()).toBe(1);
    });
  }
}

/**
 * A Quincunx lesson's spread is a grid: Up and Down go to the next open cell above or below in the same column, past
 * the cards and closed cells (before, they were left to the page, which scrolled; only Left and Right moved, in reading
 * order, up to 18 presses from one open cell to another). Where the column has none the focus stays.
 */
for (const lang of ['de', 'en'] as const) {
  test(`quincunx lessons (${lang}): Up and Down move between the spread's open cells by columns`, async ({ page }) => {
    await page.goto(`/${lang}/quincunx/learn/`);
    await hydrateIslands(page);
    const spreads = page.locator('.learn-task .lb-spread:has(button)');
    const all = await spreads.evaluateAll((ss) => ss.map((s) => [...s.querySelectorAll<HTMLElement>('button[data-target]')].map((b) => b.dataset.target!)));
    const col = (c: string) => c[0]!;
    const row = (c: string) => Number(c.slice(1));
    // a spread with a column whose open cells are apart: a card or a closed cell between them
    let at = -1;
    let column: string[] = [];
    for (const [i, cells] of all.entries()) {
      for (const letter of 'abcde') {
        const mine = cells.filter((c) => col(c) === letter).sort((a, b) => row(a) - row(b));
        if (mine.length >= 2 && mine.some((c, k) => k > 0 && row(c) - row(mine[k - 1]!) > 1) && at < 0) [at, column] = [i, mine];
      }
    }
    expect(at, 'a spread with a column of open cells, a filled or closed cell between two').toBeGreaterThanOrEqual(0);
    const spread = spreads.nth(at);
    const focused = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.target ?? null);
    const scrollY = () => page.evaluate(() => scrollY);
    // from the top open cell of that column (Left and Right reach it in reading order) down, cell by cell
    await spread.locator('button:not([tabindex="-1"])').focus();
    while ((await focused()) !== column[0]) await page.keyboard.press('ArrowRight');
    for (const next of column.slice(1)) {
      await page.keyboard.press('ArrowDown');
      expect(await focused()).toBe(next);
    }
    // at the column's last open cell the focus stays and the page does not scroll
    const y = await scrollY();
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe(column[column.length - 1]);
    expect(await scrollY()).toBe(y);
    // and back up; the cell focused last keeps the Tab stop
    await page.keyboard.press('ArrowUp');
    expect(await focused()).toBe(column[column.length - 2]);
    await expect(spread.locator('button:not([tabindex="-1"])')).toHaveCount(1);
    await expect(spread.locator('button[tabindex="0"]')).toHaveAttribute('data-target', column[column.length - 2]!);
  });
}
