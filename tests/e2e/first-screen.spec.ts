// The first screen of a game page on a phone (360×740): one header row, the table
// of contents folded, the title near the top and the facts box short; sources and
// licences come after the rules. Screenshots go to the test output folder.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { ISLAND } from '../../src/i18n/islands';
import { QXP as QX } from '../../src/i18n/quincunx-play';
import { builtPages, DIST } from './pages';

const GAMES = ['conquian', 'romme', 'quincunx', 'gongor-whist'];

for (const lang of ['de', 'en'] as const) {
  for (const game of GAMES) {
    test(`first screen of /${lang}/${game}/ at 360×740`, async ({ browser }, info) => {
      const ctx = await browser.newContext({ viewport: { width: 360, height: 740 } });
      const page = await ctx.newPage();
      await page.goto(`/${lang}/${game}/`);
      const header = page.locator('.site-header');
      const headerBox = (await header.boundingBox())!;
      expect(headerBox.height, 'header in one row').toBeLessThan(60);
      // Brand, menu, search and language switch share that row.
      for (const sel of ['.brand', '.fold--menu > summary', '.fold--search > summary', '.lang-switch']) {
        const b = (await page.locator(sel).boundingBox())!;
        expect(b.y + b.height, sel).toBeLessThanOrEqual(headerBox.y + headerBox.height);
      }
      await expect(page.locator('.toc details')).not.toHaveAttribute('open', /.*/);
      await expect(page.locator('.site-nav')).toBeHidden();
      const h1 = (await page.locator('h1').boundingBox())!;
      expect(h1.y, 'title near the top').toBeLessThan(160);
      // The facts box holds players, deck and duration only.
      await expect(page.locator('.facts dt')).toHaveCount(3);
      await expect(page.locator('.facts a')).toHaveCount(0);
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(360);
      // Where the game's page is split, its parts' tabs sit on the first screen in one row, none cut off.
      const tabs = page.locator('.game-tabs a');
      for (let i = 0; i < (await tabs.count()); i++) {
        const b = (await tabs.nth(i).boundingBox())!;
        expect(b.x + b.width, `tab ${i} within the screen`).toBeLessThanOrEqual(360);
        expect(b.y + b.height, `tab ${i} on the first screen`).toBeLessThan(300);
      }
      // A tab reached by keyboard shows its whole focus ring: the row scrolls sideways, so it clips whatever
      // lies outside it (the ring around the first tab was cut to a single line at its right edge).
      await tabs.first().focus();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Shift+Tab');
      const ring = await tabs.first().evaluate((a) => {
        const s = getComputedStyle(a);
        const out = parseFloat(s.outlineWidth) + parseFloat(s.outlineOffset);
        const r = a.getBoundingClientRect();
        const row = a.closest('ul')!.getBoundingClientRect();
        return { style: s.outlineStyle, inside: r.left - out >= row.left && r.right + out <= row.right && r.top - out >= row.top && r.bottom + out <= row.bottom };
      });
      expect(ring).toEqual({ style: 'solid', inside: true });
      await page.screenshot({ path: info.outputPath(`first-${lang}-${game}.png`) });
      // Sources and licences after the last rule, listed in the contents.
      const order = await page.evaluate(() => {
        const rules = [...document.querySelectorAll('[data-rule]')];
        const src = document.getElementById('sources')!;
        return rules.every((r) => r.compareDocumentPosition(src) & Node.DOCUMENT_POSITION_FOLLOWING);
      });
      expect(order).toBe(true);
      await expect(page.locator('.toc a[href="#sources"]')).toHaveCount(1);
      await expect(page.locator('.sources li a[rel~=external]').first()).toBeAttached();
      // The menu and the search open from their buttons.
      await page.locator('.fold--menu > summary').click();
      await expect(page.locator('.site-nav a').first()).toBeVisible();
      await page.locator('.fold--search > summary').click();
      await expect(page.locator('#search-input')).toBeVisible();
      await ctx.close();
    });
  }
}

/**
 * Opens `path` as it looks while it is still arriving: a server of the test's own sends the page up to `cut` (the
 * first match after `after`), then waits for `during` (the page measured there) before it sends the rest.
 */
async function whileArriving(page: Page, baseURL: string | undefined, path: string, cut: string, after: string, during: () => Promise<void>) {
  // the page's own links to its styles and scripts lead to the site's server
  const html = (await (await page.request.get(path)).text()).replaceAll('="/_astro/', `="${new URL('/_astro/', baseURL).href}`);
  const i = html.indexOf(cut, html.indexOf(after));
  expect(i, cut).toBeGreaterThan(0);
  let rest = () => {};
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', connection: 'close' });
    // a large comment pushes the first part past the browser's buffering, so it is parsed and painted at once
    res.write(html.slice(0, i) + `<!--${' '.repeat(64 * 1024)}-->`);
    rest = () => res.end(html.slice(i));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'commit' });
  await during();
  rest();
  await expect(page.locator('.site-footer')).toHaveCount(1);
  server.closeAllConnections(); // the browser keeps its connection open, and close() would wait for it
  await new Promise((ok) => server.close(ok));
}

const twoFrames = (page: Page) => page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));

test('a header painted while the page is still arriving has its buttons where they stay (de and en, 360 and 1280 px)', async ({ page, baseURL }) => {
  // The browser paints what it has parsed: about every other load here drew the header before its language switch
  // (or before the search) had arrived, with the menu and search buttons pushed to the right edge; a moment later
  // they slid 51 px (or 101 px) to the left. Painted before a fold's own summary had arrived (the browser then
  // shows its default "Details" line, shorter than the button), the header was 15 px lower and the name beside it
  // moved down 8 px when the summary came. Here the page arrives in two parts from a server of the test's own:
  // up to the cut, then (once the header is measured) the rest. On a wide screen the name moved 8 px down when
  // the language switch, the header's tallest part, arrived.
  test.setTimeout(90_000);
  const at = () => page.evaluate(() => [...document.querySelectorAll('.fold > summary')].map((s) => Math.round(s.getBoundingClientRect().left)));
  const heights = () => page.evaluate(() => [document.querySelector('.site-header'), document.querySelector('.brand')].map((e) => Math.round(e!.getBoundingClientRect().bottom)));
  for (const [lang, width] of [['de', 360], ['en', 360], ['en', 1280]] as const) {
    await page.setViewportSize({ width, height: 740 });
    const path = `/${lang}/quincunx/`;
    await page.goto(path);
    const whole = await at();
    const wholeHeights = await heights();
    expect(whole).toHaveLength(2);
    const cuts = [['<summary>', 0], ['<a class="lang-switch"', 2], ['<details class="fold fold--search"', 1], ['<summary><svg class="fold__icon"', 1], ['<summary>', 2, '<nav class="toc"']] as const;
    for (const [cut, buttons, after = '<header'] of cuts) {
      await whileArriving(page, baseURL, path, cut, after, async () => {
        await expect(page.locator('.site-header')).toHaveCount(1);
        await expect(page.locator('.fold > summary')).toHaveCount(buttons);
        await twoFrames(page);
        const tocCut = after !== '<header';
        expect(await page.locator('.lang-switch').count(), 'the page has not all arrived').toBe(tocCut ? 1 : 0);
        // the contents before their summary: nothing drawn (the browser's default "Details" line had been)
        if (tocCut) expect(await page.locator('.toc > details').evaluate((d) => d.getBoundingClientRect().height)).toBe(0);
        expect(await at(), `header cut before ${cut} (${width} px)`).toEqual(whole.slice(0, buttons));
        expect(await heights(), `header and name, cut before ${cut} (${width} px)`).toEqual(wholeHeights);
      });
      expect(await at()).toEqual(whole);
    }
  }
});

test('the quick-start box keeps its text where it stays while its picture arrives (de and en, 1280 px)', async ({ page, baseURL }) => {
  // On a wide screen the box puts its picture of the table beside the text, in a column as wide as the picture.
  // Painted before the picture had all arrived, that column was narrow and the text wide; then the text took one
  // or two lines more and pushed the rest of the first screen down (a layout shift of 0.03-0.05 now and then).
  await page.setViewportSize({ width: 1280, height: 740 });
  const text = () => page.locator('.quickstart__text').evaluate((e) => Math.round(e.getBoundingClientRect().width));
  for (const path of ['/de/romme/', '/en/romme/', '/en/gongor-whist/', '/de/quincunx/']) {
    await page.goto(path);
    const whole = await text();
    await whileArriving(page, baseURL, path, '<div class="quickstart__', '<figure class="quickstart__picture"', async () => {
      await expect(page.locator('.quickstart__picture')).toHaveCount(1);
      await twoFrames(page);
      expect(await page.locator('.quickstart__picture > *').count(), 'the picture has not arrived').toBe(0);
      expect(await text(), path).toBe(whole);
    });
  }
});

test('the rule headings have their height before the page script runs, and keep it (de and en, 360 px)', async ({ browser }) => {
  // The copy-link button was added by the page script: on a phone it wrapped under most rule headings, a line
  // (31 px) down, so once the script arrived after the first paint (on a slow phone's first visit, always) every
  // heading on the screen grew and the text under it jumped. It stands in the HTML now.
  test.setTimeout(90_000);
  for (const lang of ['de', 'en'] as const) {
    for (const path of [`/${lang}/quincunx/variants/`, `/${lang}/conquian/`]) {
      const heights = async (script: boolean) => {
        const ctx = await browser.newContext({ viewport: { width: 360, height: 740 } });
        const page = await ctx.newPage();
        // the page script held back: the page as it is painted before the script has arrived
        if (!script) await page.route(/\/_astro\/Base\.astro_astro_type_script[^/]*\.js$/, (r) => r.abort());
        const chrome = page.waitForResponse(/\/_astro\/Base\.astro_astro_type_script[^/]*\.js$/).catch(() => null);
        await page.goto(path);
        if (script) {
          await chrome;
          await expect(page.locator('.rule-heading > [role="status"]').first()).toBeAttached(); // the script has set the buttons up
        }
        const h = await page.locator('.rule-heading[data-rule]').evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().height)));
        await ctx.close();
        return h;
      };
      const before = await heights(false);
      expect(before.length, path).toBeGreaterThan(3);
      expect(await heights(true), path).toEqual(before);
    }
  }
  // Without JavaScript the button, which could not copy, is not shown; the anchor link is.
  const ctx = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
  const page = await ctx.newPage();
  await page.goto('/de/conquian/');
  const head = page.locator('.rule-heading[data-rule="deal"]');
  await expect(head.getByRole('link', { name: 'Link zu dieser Regel', exact: true })).toBeVisible();
  await expect(head.locator('.rule-heading__copy')).toBeHidden();
  await ctx.close();
});

for (const lang of ['de', 'en'] as const) {
  test(`no page moves while it loads (${lang}, 360 × 740): layout shifts under 0.01`, async ({ browser }) => {
    // The page's flow is cut into chunks that skip rendering away from the screen (src/lib/remark-heading-ids.mjs).
    // Chromium skips them in the first frame even on the screen: on the decks page, whose first chunk is short,
    // the second showed its placeholder's height (512 px for 242) and then its own, pulling the card grid 270 px
    // up into view (0.03-0.09). Now every chunk that starts on the first screen is drawn from the start.
    test.setTimeout(120_000);
    const pages = builtPages().filter((p) => p.startsWith(`/${lang}/`));
    expect(pages.length).toBeGreaterThan(20);
    const ctx = await browser.newContext({ viewport: { width: 360, height: 740 } });
    await ctx.addInitScript(() => {
      const w = window as unknown as { __shifts: string[] };
      w.__shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[]) {
          w.__shifts.push(`${e.value.toFixed(3)} at ${Math.round(e.startTime)} ms (${e.sources.map((x) => (x.node as Element | undefined)?.className ?? '?').join(', ')})`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const moved: string[] = [];
    for (const path of pages) {
      const page = await ctx.newPage();
      await page.goto(path, { waitUntil: 'load' });
      await page.waitForTimeout(800);
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts);
      const total = shifts.reduce((a, x) => a + Number(x.split(' ')[0]), 0);
      if (total >= 0.01) moved.push(`${path}: ${shifts.join('; ')}`);
      await page.close();
    }
    await ctx.close();
    expect(moved).toEqual([]);
  });
}

for (const lang of ['de', 'en'] as const) {
  test(`a first visit fetches the first screen's suits with the stylesheet, each once and used (${lang}, 360 × 740)`, async ({ browser }) => {
    // A card's suit is a small picture the stylesheet names; found only in it, it came one round trip after the
    // stylesheet, and on a slow phone's first visit the first screen's cards showed rank without suit for
    // 200-500 ms after the first paint. The built _headers preloads them per page (src/lib/glyph-preload.mjs):
    // each glyph is asked for before the stylesheets have arrived (which no browser can do from the
    // stylesheet), once, and the browser does not warn of a preload left unused (Chromium does 3 s after load).
    test.setTimeout(120_000);
    const headers = readFileSync(join(DIST, '_headers'), 'utf8');
    const pages = [...headers.matchAll(/^(\/\S+)\n {2}Link: (.+)$/gm)].filter((m) => m[1]!.startsWith(`/${lang}/`));
    expect(pages.length, 'the home, decks and game pages that open with cards').toBeGreaterThanOrEqual(12);
    const problems: string[] = [];
    await Promise.all(
      [0, 1, 2, 3].map(async (k) => {
        for (const [, path, link] of pages.filter((_, i) => i % 4 === k)) {
          const ctx = await browser.newContext({ viewport: { width: 360, height: 740 } }); // an empty cache
          const page = await ctx.newPage();
          const warnings: string[] = [];
          page.on('console', (m) => /preload/i.test(m.text()) && warnings.push(m.text()));
          await page.goto(path!, { waitUntil: 'load' });
          await page.waitForTimeout(3500);
          const timing = await page.evaluate(() =>
            performance.getEntriesByType('resource').map((e) => ({ name: new URL(e.name).pathname, start: e.startTime, end: (e as PerformanceResourceTiming).responseEnd })),
          );
          const cssDone = Math.max(...timing.filter((e) => e.name.endsWith('.css')).map((e) => e.end));
          for (const [, url] of link!.matchAll(/<([^>]+)>; rel=preload; as=image/g)) {
            const asked = timing.filter((e) => e.name === url);
            if (asked.length !== 1) problems.push(`${path}: ${url} fetched ${asked.length} times`);
            else if (asked[0]!.start >= cssDone) problems.push(`${path}: ${url} asked for at ${asked[0]!.start.toFixed(1)} ms, after the stylesheets (${cssDone.toFixed(1)} ms)`);
          }
          problems.push(...warnings.map((w) => `${path}: ${w}`));
          await ctx.close();
        }
      }),
    );
    expect(problems).toEqual([]);
  });
}

test('on a wide screen the contents, menu and search are open', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/de/romme/');
  await expect(page.locator('.toc details')).toHaveAttribute('open', '');
  await expect(page.locator('.site-nav a').first()).toBeVisible();
  await expect(page.locator('#search-input')).toBeVisible();
  await expect(page.locator('.fold--menu > summary')).toBeHidden();
});

for (const [lang, learn, play] of [['de', 'Lernen', 'Spielen'], ['en', 'Learn', 'Play']] as const) {
  test(`the home page (${lang}) leads into each game: its lessons first, then rules, examples and play`, async ({ browser }) => {
    const ctx = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await ctx.newPage();
    await page.goto(`/${lang}/`);
    const lists = page.locator('.game-list__parts');
    await expect(lists).toHaveCount(GAMES.length);
    for (const [i, game] of GAMES.entries()) {
      const links = lists.nth(i).getByRole('link');
      await expect(links.first()).toHaveText(learn);
      await expect(links.first()).toHaveAttribute('href', `/${lang}/${game}/learn/`);
      await expect(lists.nth(i).getByRole('link', { name: play, exact: true })).toHaveAttribute('href', `/${lang}/${game}/play/`);
      // touch-sized, within the phone's width
      for (const b of await links.evaluateAll((as) => as.map((a) => a.getBoundingClientRect().toJSON() as DOMRect))) {
        expect(b.height).toBeGreaterThanOrEqual(44);
        expect(b.x + b.width).toBeLessThanOrEqual(360);
      }
    }
    // the first game's lessons are on the first screen, before any scrolling (the list follows the site's one
    // introductory paragraph)
    const first = (await lists.first().getByRole('link', { name: learn, exact: true }).boundingBox())!;
    expect(first.y + first.height, "the first game's lessons button on the first screen").toBeLessThanOrEqual(740);
    await lists.first().getByRole('link', { name: learn, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/${GAMES[0]}/learn/$`));
    await ctx.close();
  });
}

for (const lang of ['de', 'en'] as const) {
  test(`the Rommé game on a phone (${lang}): the face-down seats are short, so the piles come within one screen of the island's top`, async ({ browser }) => {
    const ctx = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await ctx.newPage();
    await page.goto(`/${lang}/romme/play/`);
    const game = page.getByTestId('rm-game');
    await game.scrollIntoViewIfNeeded();
    await expect(game.getByTestId('draw')).toBeVisible(); // hydrated, the reader (seat D) to draw
    const top = (await game.boundingBox())!.y;
    const draw = (await game.getByTestId('draw').boundingBox())!;
    expect(draw.y + draw.height - top, "'draw' within one screen of the island's top").toBeLessThan(740);
    let total = 0;
    for (const seat of ['seat-0', 'seat-1', 'seat-2']) {
      const box = (await game.getByTestId(seat).boundingBox())!;
      // one line, two with a badge ("· Geber") that leaves no room for the cards' count beside the name
      expect(box.height, `${seat}: one line or two`).toBeLessThan(64);
      total += box.height;
      // who plays it and its empty table stay in the accessible text
      await expect(game.getByTestId(seat)).toContainText(lang === 'de' ? 'Computer (Einsteiger)' : 'computer (beginner)');
    }
    expect(total, 'the three seats together (264 px when each took three lines)').toBeLessThan(170);
    // After the draw the phase is long ("auslegen, anlegen, tauschen oder abwerfen"): the reader's seat shows it, the
    // status line leaves it to screen readers (it is still in the live region's text), three lines instead of five.
    await game.getByTestId('draw').click();
    const status = game.getByTestId('rm-status');
    await expect(status).toContainText(lang === 'de' ? 'auslegen, anlegen, tauschen oder abwerfen' : 'meld, lay off, exchange or discard');
    await expect(game.locator('.rm-seat--active')).toContainText(lang === 'de' ? 'auslegen, anlegen, tauschen oder abwerfen' : 'meld, lay off, exchange or discard');
    expect((await status.boundingBox())!.height, 'the status line after the draw (125 px when it showed the phase)').toBeLessThan(80);
    // A tap on the hand's last card (its third row, at the screen's foot): the buttons it brings come onto the
    // screen (they were about 70 px below it), and the card stays on it.
    const cards = game.getByTestId('rm-hand').getByRole('button');
    await expect(cards).toHaveCount(11);
    const lastCard = cards.last();
    // at the screen's foot, at once: scrollIntoViewIfNeeded leaves a card alone that is on the screen already, and
    // after the draw the island may still be gliding to the card drawn (CI, 2 December: the last card at 545 px)
    await lastCard.evaluate((el) => el.scrollIntoView({ block: 'end', behavior: 'instant' }));
    const before = (await lastCard.boundingBox())!;
    expect(before.y + before.height, 'the last card at the foot of the screen').toBeGreaterThan(740 - 2 * before.height);
    await lastCard.click();
    const offer = game.getByTestId('rm-offers').getByRole('button').first();
    await expect(offer).toBeVisible();
    await expect.poll(async () => { const b = (await offer.boundingBox())!; return b.y + b.height; }, { message: "the first offer's foot" }).toBeLessThanOrEqual(740);
    const after = (await lastCard.boundingBox())!;
    expect(after.y, 'the tapped card still on the screen').toBeGreaterThanOrEqual(0);
    // The discard, then the three computer seats: their moves are listed above the table, and the reader's next
    // move, Draw, comes onto the screen under the newest of them (it was pushed about 450 px below it).
    await game.getByTestId('rm-offers').getByRole('button', { name: lang === 'de' ? /^Abwerfen/ : /^Discard/ }).click();
    const drawAgain = game.getByTestId('draw');
    await expect(drawAgain).toBeVisible({ timeout: 30_000 });
    await expect(game.getByTestId('rm-recent')).toBeVisible();
    await expect.poll(async () => { const b = (await drawAgain.boundingBox())!; return b.y >= 0 && b.y + b.height <= 740; }, { message: 'Draw on the screen' }).toBe(true);
    // One line per computer turn (it was one per move, each with its rule link: up to 505 px), and the newest turn,
    // with the computer's reason, on the screen above the seats and piles whenever the two fit on it.
    await expect(game.getByTestId('rm-recent').locator('li')).toHaveCount(3);
    const newest = game.getByTestId('rm-recent').locator('li.rm-latest');
    await expect(newest).toContainText(lang === 'de' ? /^Spieler C: / : /^Player C: /);
    await expect.poll(async () => {
      const [a, b] = [(await newest.boundingBox())!, (await drawAgain.boundingBox())!];
      const fits = b.y + b.height - a.y + 16 <= 740;
      return fits ? a.y >= 0 && b.y + b.height <= 740 : b.y + b.height <= 740 && b.y + b.height > 740 - 60;
    }, { message: 'the newest turn and Draw on the screen (or Draw at its foot where both do not fit)' }).toBe(true);
    await ctx.close();
  });
}

for (const lang of ['de', 'en'] as const) {
  test(`the Rommé meld checker on a phone (${lang}, 360 × 640): a tap's verdict on the screen, never over the card with the focus`, async ({ browser }) => {
    const ctx = await browser.newContext({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });
    const page = await ctx.newPage();
    await page.goto(`/${lang}/romme/play/`);
    const c = page.getByTestId('rm-checker');
    // Before the reader picks, the line stands under the picker and covers none of its buttons. Held at the
    // screen's foot from the start, it lay over the picker's first rows while the page's top was on the screen
    // (axe's target-size; Lighthouse accessibility 97).
    const axe = await new AxeBuilder({ page }).include('[data-testid="rm-checker"]').withRules(['target-size']).analyze();
    expect(axe.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
    await c.scrollIntoViewIfNeeded();
    await expect(c.locator('xpath=ancestor::astro-island')).not.toHaveAttribute('ssr', /.*/);
    await expect(c.getByTestId('rm-pick-status')).toBeVisible();
    await c.getByRole('button', { name: lang === 'de' ? 'Alles leeren' : 'Clear all' }).click();
    await expect(c.getByTestId('rm-pick-status')).toHaveCount(0);
    // The picker is 13 rows of buttons on a phone: the group's verdict under it stood 350–600 px below the screen.
    await c.locator('.rm-picker legend').evaluate((e) => e.scrollIntoView({ block: 'start' }));
    for (const card of ['7h', '8h', '9h']) await c.locator(`.rm-picker [data-card="${card}"]`).tap();
    const status = c.getByTestId('rm-pick-status');
    await expect(status).toContainText(lang === 'de' ? 'Kombination 1: ♥7 ♥8 ♥9' : 'Meld 1: ♥7 ♥8 ♥9');
    await expect(status).toContainText(lang === 'de' ? 'Folge, 24 Punkte' : 'Run, 24 points');
    const verdict = c.getByTestId('rm-group-0').getByTestId('rm-group-verdict');
    expect((await verdict.boundingBox())!.y, 'the full verdict below the screen').toBeGreaterThan(640);
    const box = (await status.boundingBox())!;
    expect(box.y + box.height, 'the status line on the screen').toBeLessThanOrEqual(641);
    expect(box.y).toBeGreaterThanOrEqual(0);
    // Through the whole picker by the arrow keys (it is one Tab stop), along each suit and down to the next: each
    // focused card stays above the line.
    await c.locator('.rm-picker [data-card="Ac"]').focus();
    const keys = [0, 1, 2, 3].flatMap((suit) => [...Array(12).fill(suit % 2 ? 'ArrowLeft' : 'ArrowRight'), 'ArrowDown']);
    for (const [k, key] of keys.entries()) {
      await page.keyboard.press(key);
      const gap = await page.evaluate(() => {
        const a = document.activeElement!;
        const s = document.querySelector('[data-testid=rm-pick-status]')!.getBoundingClientRect();
        return a.classList.contains('rm-pick') ? s.top - a.getBoundingClientRect().bottom : -1000;
      });
      expect(gap, `the focused card (key ${k + 1}, ${key}) a picker key, above the status line`).toBeGreaterThanOrEqual(0);
    }
    await expect(c.locator('.rm-picker [data-card="Jk"]')).toBeFocused();
    // Its button brings the whole verdict onto the screen.
    await status.getByRole('button').click();
    await expect.poll(async () => { const b = (await verdict.boundingBox())!; return b.y >= 0 && b.y + b.height <= 640; }, { message: 'the verdict on the screen' }).toBe(true);
    await ctx.close();
  });
}

// A reader who asks for reduced motion gets the verdict at once, not after a glide down the page.
test('the Rommé meld checker on a phone with reduced motion: its button jumps to the verdict without gliding', async ({ browser }) => {
  const ctx = await browser.newContext({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true, reducedMotion: 'reduce' });
  const page = await ctx.newPage();
  await page.goto('/de/romme/play/');
  const c = page.getByTestId('rm-checker');
  await c.scrollIntoViewIfNeeded();
  await expect(c.locator('xpath=ancestor::astro-island')).not.toHaveAttribute('ssr', /.*/);
  await c.locator('.rm-picker legend').evaluate((e) => e.scrollIntoView({ block: 'start' }));
  await c.locator('.rm-picker [data-card="7h"]').tap();
  const before = await page.evaluate(() => scrollY);
  // click and read the scroll position in the same task: a glide would not have moved the page yet
  const after = await c.getByTestId('rm-pick-status').getByRole('button').evaluate((b) => {
    (b as HTMLButtonElement).click();
    return scrollY;
  });
  expect(after - before, 'the page jumped at once').toBeGreaterThan(300);
  await ctx.close();
});

for (const lang of ['de', 'en'] as const) {
  test(`the Conquian game on a phone (${lang}): after the computer's turn, the newest line of the log stands right under the reader's buttons`, async ({ browser }) => {
    const ctx = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, reducedMotion: 'reduce' });
    const page = await ctx.newPage();
    await page.goto(`/${lang}/conquian/play/`);
    const game = page.getByTestId('conquian-game');
    await game.scrollIntoViewIfNeeded();
    const moves = game.locator('.cq-moves button:not(.cq-hint):not(.cq-clear)');
    const log = game.getByTestId('log').locator('li');
    // Three turns: the reader's first offered move (pass, decline or the like), then the computer's answer.
    for (let turn = 0; turn < 3; turn++) {
      await expect(moves.first()).toBeVisible({ timeout: 20_000 });
      const count = await page.evaluate(() => document.querySelector('[data-testid=log]')!.getAttribute('start'));
      await moves.first().tap();
      await expect.poll(() => page.evaluate(() => document.querySelector('[data-testid=log]')!.getAttribute('start')), { timeout: 20_000 }).not.toBe(count);
      await expect(moves.first().or(game.locator('.cq-new'))).toBeVisible({ timeout: 20_000 });
      if (await game.locator('.cq-new').isVisible()) break;
      // newest first: the line that says where the card now offered came from is the first under the buttons
      const buttons = (await game.locator('.cq-moves').boundingBox())!;
      const numbers = await log.evaluateAll((ls) => ls.map((l) => Number(l.getAttribute('data-move'))));
      expect(Math.min(...numbers), 'every line numbered by its move').toBeGreaterThan(0);
      const newest = (await log.nth(numbers.indexOf(Math.max(...numbers))).boundingBox())!;
      expect(newest.y - (buttons.y + buttons.height), 'the newest line right under the buttons (it was the last of six, up to 400 px lower)').toBeLessThan(40);
    }
    await ctx.close();
  });
}

/** Each game island's reader's cards: they come before the deal's controls (new deal, take back, restart, shuffle, variants). */
const READER_CARDS = [
  { game: 'conquian', island: 'conquian-game', cards: '[data-testid=my-hand] > *' },
  { game: 'romme', island: 'rm-game', cards: '[data-testid=rm-hand] button' },
  { game: 'quincunx', island: 'qx-game', cards: '[data-testid=qx-hand] .qx-handcard' },
  { game: 'gongor-whist', island: 'gongor-game', cards: '.gw-hand button[data-card]' },
] as const;

for (const lang of ['de', 'en'] as const) {
  for (const { game: id, island, cards } of READER_CARDS) {
    test(`the ${id} game on a phone (${lang}): the reader's cards within one screen of the island's top, the deal's controls after them`, async ({ browser }) => {
      const ctx = await browser.newContext({ viewport: { width: 360, height: 740 } });
      const page = await ctx.newPage();
      await page.goto(`/${lang}/${id}/play/`);
      const game = page.getByTestId(island);
      await game.scrollIntoViewIfNeeded();
      await expect(game.locator('xpath=ancestor::astro-island')).not.toHaveAttribute('ssr', /.*/);
      const top = (await game.boundingBox())!.y;
      const hand = game.locator(cards);
      // (a fresh Conquian game first plays the computer's and the automatic moves up to the reader's decision)
      await expect(hand.first()).toBeVisible({ timeout: 20_000 });
      const first = (await hand.first().boundingBox())!;
      expect(first.y + first.height - top, "the reader's first card within one screen of the island's top").toBeLessThan(740);
      const last = (await hand.last().boundingBox())!;
      const controls = (await game.locator('.seed-bar').boundingBox())!;
      expect(controls.y, 'the controls of the deal come after the cards').toBeGreaterThan(last.y + last.height);
      await expect(game.locator('.seed-bar').getByRole('button', { name: ISLAND[lang].newDeal, exact: true })).toBeVisible();
      await ctx.close();
    });
  }
}

for (const lang of ['de', 'en'] as const) {
  test(`the Quincunx game on a phone (${lang}): a tap on a cell is answered on the same screen, right under the grid`, async ({ browser }) => {
    const ctx = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    const page = await ctx.newPage();
    await page.goto(`/${lang}/quincunx/play/`);
    const game = page.getByTestId('qx-game');
    await game.scrollIntoViewIfNeeded();
    await expect(game.locator('xpath=ancestor::astro-island')).not.toHaveAttribute('ssr', /.*/);
    await game.locator('.qx-handcard').first().tap();
    // a cell that takes no card (one already lies there): the engine's refusal shows under the grid, on screen
    await game.locator('.qx-cell:not(.qx-cell--legal)').first().tap();
    await expect(game.getByRole('alert')).toBeInViewport();
    // a cell that takes it: the button that places the card, whole, without scrolling
    await game.locator('.qx-cell--legal').first().tap();
    await expect(game.getByTestId('qx-confirm').locator('.qx-place')).toBeInViewport({ ratio: 1 });
    // Hint, pressed with its button in the middle of the screen: the hint's move and reason show where the reader looks
    await game.getByTestId('qx-confirm').getByRole('button', { name: QX[lang].cancel }).tap();
    await game.getByTestId('qx-hint-button').evaluate((b) => b.scrollIntoView({ block: 'center' }));
    await game.getByTestId('qx-hint-button').tap();
    await expect(game.getByTestId('qx-hint')).toBeInViewport();
    await expect(game.getByTestId('qx-hint').getByRole('link')).toBeInViewport();
    await ctx.close();
  });
}

/**
 * Worked examples on a phone: the step buttons stand above the table, so Next stays under the finger from the
 * first step to the last. Below the table they moved with its height (up to 450 px between two taps in a Rommé
 * example, about 60 px in Conquian's forced ♥K). One example per game whose table changes size.
 */
const STEPPED = [
  { game: 'conquian', example: 'forced-king' },
  { game: 'romme', example: 'joker-lay-off' },
  { game: 'gongor-whist', example: 'trump-vs-plain' },
] as const;
for (const lang of ['de', 'en'] as const) {
  for (const { game, example } of STEPPED) {
    test(`a ${game} worked example on a phone (${lang}): Next stays where it is from the first step to the last`, async ({ browser }) => {
      const ctx = await browser.newContext({ viewport: { width: 360, height: 740 } });
      const page = await ctx.newPage();
      await page.goto(`/${lang}/${game}/examples/`);
      const island = page.locator(`section.example-island[data-example="${example}"]`);
      await island.scrollIntoViewIfNeeded();
      const next = island.getByRole('button', { name: ISLAND[lang].forward, exact: true });
      await expect(next).toBeEnabled(); // hydrated
      const label = island.getByTestId('step-label');
      const total = Number((await label.textContent())!.match(/(\d+)\D*$/)![1]);
      expect(total, 'steps').toBeGreaterThan(1);
      const offset = async () => (await next.boundingBox())!.y - (await island.boundingBox())!.y;
      const first = await offset();
      const heights = [(await island.boundingBox())!.height];
      for (let s = 1; s <= total; s++) {
        await next.click();
        await expect(label).toHaveText(ISLAND[lang].step(s, total));
        expect(await offset(), `Next after step ${s}`).toBeCloseTo(first, 0);
        heights.push((await island.boundingBox())!.height);
      }
      expect(Math.max(...heights) - Math.min(...heights), 'the table changes size along the way').toBeGreaterThan(20);
      const tableTop = (await island.locator('.example-layout > :not(.example-side)').first().boundingBox())!.y - (await island.boundingBox())!.y;
      expect(first, 'the step buttons above the table').toBeLessThan(tableTop);
      await ctx.close();
    });
  }
}

/**
 * The keyboard meets an example's controls in the order the eye does: on a phone the list of all steps comes
 * last on the screen, and it came before the refusal's rule link and the notes in the document (Quincunx's in
 * all 11 examples). Every example of each examples page, after one step; nothing focusable may stand more than
 * a line above the one before it (the step links in the closed list do not count).
 */
for (const game of ['conquian', 'romme', 'quincunx', 'gongor-whist'] as const) {
  test(`the ${game} examples on a phone (de): focus order follows the screen's order`, async ({ browser }) => {
    const ctx = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await ctx.newPage();
    await page.goto(`/de/${game}/examples/`);
    const islands = page.locator('section.example-island');
    const n = await islands.count();
    expect(n).toBeGreaterThan(5);
    for (let k = 0; k < n; k++) {
      const island = islands.nth(k);
      await island.scrollIntoViewIfNeeded();
      const next = island.getByRole('button', { name: ISLAND.de.forward, exact: true });
      await expect(next).toBeEnabled(); // hydrated
      await next.click();
      const jumps = await island.evaluate((root) => {
        const tops = [...root.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), summary, select, input, [tabindex]:not([tabindex="-1"])')]
          .filter((e) => e.getClientRects().length > 0 && !(e.closest('details:not([open])') && e.tagName !== 'SUMMARY'))
          .map((e) => ({ top: e.getBoundingClientRect().top, name: (e.getAttribute('aria-label') ?? e.textContent ?? '').trim().slice(0, 30) }));
        return tops.flatMap((e, i) => (i > 0 && e.top < tops[i - 1]!.top - 30 ? [`${tops[i - 1]!.name} → ${e.name}`] : []));
      });
      expect(jumps, `example ${k + 1}: focus moving up the screen`).toEqual([]);
    }
    await ctx.close();
  });
}

/**
 * A hint on a phone, asked with its button at the foot of the screen (where a reader scrolling down the table
 * meets it): the answer, with its reason and rule link, comes onto the screen, and so does what it offers to
 * press. It came under the button, below the screen in every game (Conquian's and Quincunx's buttons were
 * pushed off it too, by the move the hint picks above them).
 */
const HINTS = [
  { game: 'conquian', island: 'conquian-game', button: '.cq-hint', answer: '[data-testid=hint]', act: '.cq-moves button', before: null },
  { game: 'romme', island: 'rm-game', button: '[data-testid=rm-hint]', answer: '[data-testid=rm-hint-text]', act: '[data-testid=rm-offers] button', before: '[data-testid=draw]' },
  { game: 'quincunx', island: 'qx-game', button: '[data-testid=qx-hint-button]', answer: '[data-testid=qx-hint]', act: '.qx-place', before: null },
  { game: 'gongor-whist', island: 'gongor-game', button: '[data-testid=hint]', answer: '[data-testid=hint-line]', act: null, before: null },
] as const;
for (const lang of ['de', 'en'] as const) {
  for (const { game, island, button, answer, act, before } of HINTS) {
    test(`the ${game} game on a phone (${lang}): a hint asked at the foot of the screen is answered on it`, async ({ browser }) => {
      const ctx = await browser.newContext({ viewport: { width: 360, height: 740 } });
      const page = await ctx.newPage();
      await page.goto(`/${lang}/${game}/play/`);
      const g = page.getByTestId(island);
      await g.scrollIntoViewIfNeeded();
      // hydrated first: the page's own buttons are enabled before (a tap then waits for the island), so
      // toBeEnabled alone let the test measure and tap a button the island was about to replace
      await expect(g.locator('xpath=ancestor::astro-island')).not.toHaveAttribute('ssr', /.*/, { timeout: 20_000 });
      if (before) await g.locator(before).click();
      const hint = g.locator(button);
      await expect(hint).toBeEnabled({ timeout: 20_000 }); // the reader's turn (Conquian's computer seat may move first)
      await hint.evaluate((el) => el.scrollIntoView({ block: 'end' }));
      const at = (await hint.boundingBox())!;
      expect(at.y + at.height, 'the Hint button at the foot of the screen').toBeGreaterThan(740 - 60);
      await hint.click();
      const said = g.locator(answer);
      await expect(said.getByRole('link')).toBeVisible({ timeout: 20_000 }); // the answer with its rule link
      const onScreen = async (el: typeof said) => { const b = (await el.boundingBox())!; return b.y >= 0 && b.y + b.height <= 740; };
      await expect.poll(() => onScreen(said), { message: 'the whole answer on the screen' }).toBe(true);
      if (act) expect(await onScreen(g.locator(act).first()), 'what the hint offers to press, on the screen').toBe(true);
      await ctx.close();
    });
  }
}
