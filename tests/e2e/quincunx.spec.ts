import { test, expect, type Locator } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { ISLAND } from '../../src/i18n/islands';
import { QUINCUNX_EXAMPLES } from '../../src/engine/quincunx/examples';
import { QUINCUNX_RULES } from '../../src/engine/quincunx/rules';
import { QUINCUNX_EXAMPLE_TEXT } from '../../src/i18n/examples/quincunx';
import { cellIndex, formatExploreLink, legalCells, scorePlacement, scoringRules, normalizeOptions, setup, preview } from '../../src/engine/quincunx';
import { PLAYER_UI } from '../../src/i18n/reason-text';
import { moveLabel } from '../../src/i18n/quincunx';
import { QXP as QX } from '../../src/i18n/quincunx-play';
import { decktetCardName, decktetShortName } from '../../src/i18n/decktet-cards';
import { DECKTET_CARDS } from '../../src/engine/cards/decktet';
import { expectCaption } from './caption';
import { openLink, wordsBrokenInTables, addressNow } from './pages';

const L = {
  de: {
    next: 'Weiter', step: (i: number, n: number) => `Schritt ${i} von ${n}`, cell: (r: number, c: number) => `Reihe ${r}, Spalte ${c}`,
    total: (n: string) => `Summe: ${n}`, badUrl: /ungültige Stellung/, show: /^Felder zeigen/, card: 'Karte', placed: 'gerade gelegt',
    chooseCard: /Zuerst eine Karte/, tryIt: /Eigenen Zug eingeben/, apply: 'Ausführen', round: 'Runde 1 von 2',
    place: /^Legen: /, nextRoundLabel: QX.de.nextRound, newGameLabel: QX.de.newGame, hint: QX.de.hint, badSeats: QX.de.badSeats,
  },
  en: {
    next: 'Next', step: (i: number, n: number) => `Step ${i} of ${n}`, cell: (r: number, c: number) => `row ${r}, column ${c}`,
    total: (n: string) => `Total: ${n}`, badUrl: /invalid position/, show: /^Show cells/, card: 'Card', placed: 'just placed',
    chooseCard: /First choose a card/, tryIt: /Enter a move of your own/, apply: 'Play', round: 'Round 1 of 2',
    place: /^Place: /, nextRoundLabel: QX.en.nextRound, newGameLabel: QX.en.newGame, hint: QX.en.hint, badSeats: QX.en.badSeats,
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
    await page.goto(`/${lang}/quincunx/play/`);
    const ex = page.getByTestId('qx-explorer');
    await expect(ex.getByRole('button', { name: new RegExp(`^${t.cell(3, 3)}, .*${t.placed}`) })).toBeVisible();
    await expect(ex.getByTestId('total')).toContainText(t.total('+5'));
    const game = page.getByTestId('qx-game');
    await expect(game.getByTestId('qx-hand').getByRole('button')).toHaveCount(10);
    await expect(game.getByTestId('qx-status')).toContainText(t.round);
    await page.goto(`/${lang}/quincunx/examples/`);
    await expectCaption(page.locator('section[data-example="source-crowns"]').getByTestId('caption'), QUINCUNX_EXAMPLE_TEXT[lang][QUINCUNX_EXAMPLES[0]!.id]!.intro!);
    await ctx.close();
  });

  test(`quincunx (${lang}): scoring explorer – a card into a cell, the engine's breakdown, highlighted cells, shareable URL`, async ({ page }) => {
    await page.goto(`/${lang}/quincunx/play/`);
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
    expect(QUINCUNX_RULES.ids).toContain('power-play');
    await expect(page).toHaveURL(/qx-explore=2p\|/);
    // Highlight one item's cells.
    await ex.locator('.qx-item[data-kind="basic"]').getByRole('button', { name: t.show }).click();
    await expect(ex.locator('.qx-cell--focus')).toHaveCount(2);
    await expect(ex.locator('[data-cell="c4"]')).toHaveClass(/qx-cell--focus/);
    await expect(ex.locator('[data-cell="c3"]')).toHaveClass(/qx-cell--focus/);
    // The shared URL opens the same position.
    const url = await addressNow(page);
    const other = await page.context().newPage();
    await other.goto(url);
    const ex2 = other.getByTestId('qx-explorer');
    await hydrated(ex2);
    await expect(ex2.getByTestId('total')).toContainText(t.total(signed(b.points)));
    await expect(ex2.getByRole('button', { name: new RegExp(`^${t.cell(4, 3)}, .*${t.placed}`) })).toBeVisible();
    await other.close();
  });

  test(`quincunx (${lang}): explorer with a tampered URL shows a message and the start`, async ({ page }) => {
    await page.goto(`/${lang}/quincunx/play/?qx-explore=2p|CS@a1 CS@b1|AM@c3`);
    const ex = page.getByTestId('qx-explorer');
    await hydrated(ex);
    await expect(ex.getByRole('alert')).toHaveText(L[lang].badUrl);
    await expect(ex.getByTestId('total')).toContainText(t.total('+5'));
  });

  test(`quincunx (${lang}): every worked example steps through with the engine's totals`, async ({ page }) => {
    await page.goto(`/${lang}/quincunx/examples/`);
    for (const example of QUINCUNX_EXAMPLES) {
      const island = page.locator(`section[data-example="${example.id}"]`);
      await expect(island).toHaveCount(1);
      await hydrated(island);
      for (let i = 1; i <= example.steps.length; i++) {
        await island.getByRole('button', { name: t.next, exact: true }).click();
        await expect(island.getByTestId('step-label')).toHaveText(t.step(i, example.steps.length));
        await expectCaption(island.getByTestId('caption'), QUINCUNX_EXAMPLE_TEXT[lang][example.id]!.steps[i - 1]!);
        const e = example.steps[i - 1]!.expect;
        if (e.points !== undefined) await expect(island.getByTestId('total')).toContainText(t.total(signed(e.points)));
        if (e.items) await expect(island.locator('.qx-item')).toHaveCount(e.items.length);
        // the cards just drawn are framed in the hand, and no other card (the frame had been lost with the SVG faces)
        await expect(island.locator('.qx-hands .qx-card--moved')).toHaveCount(e.drawn ?? 0);
        const frames = await island.locator('.qx-hands .qx-card').evaluateAll((cards) =>
          cards.map((c) => `${c.classList.contains('qx-card--moved')} ${getComputedStyle(c.querySelector('.card')!).outlineStyle}`),
        );
        for (const f of frames) expect(f).toMatch(/^(true dashed|false none)$/);
        // … and named in words, for a reader who does not see the frames
        await expect(island.getByTestId('drawn')).toHaveCount(e.drawn ? 1 : 0);
        if (e.drawn) await expect(island.getByTestId('drawn')).toHaveText(new RegExp(`^${lang === 'de' ? 'Nachgezogen' : 'Drawn'}: `));
      }
      await expect(island.getByRole('button', { name: t.next, exact: true })).toBeDisabled();
    }
    await expect(page).toHaveURL(/qx-source-crowns=1/);
  });

  test(`quincunx (${lang}): an Ace's name under its card in the grid is whole, on two lines`, async ({ page }) => {
    // On one line both Aces of a grid read "Ass der…" / "Ace of…": the name said nothing the face does not.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/${lang}/quincunx/examples/`);
    const aces = page.locator('.qx-grid .qx-card--named .qx-card__name').filter({ hasText: lang === 'de' ? /^Ass der / : /^Ace of / });
    await expect(aces.first()).toBeVisible();
    const shown = await aces.evaluateAll((names) =>
      names.map((el) => ({ text: el.textContent, whole: el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 1, lines: Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)) })),
    );
    expect(shown.length).toBeGreaterThan(1);
    for (const a of shown) expect(a, `${a.text}`).toEqual({ text: a.text, whole: true, lines: 2 });
  });

  test(`quincunx (${lang}): every card's name under its card in the grid is whole on a phone`, async ({ page }) => {
    // Single long words were cut at 46 px ("Leuchtturmw…", "Watchm…"): they break at the catalog's soft hyphens.
    // Every card Quincunx deals (the courts are not in its deck), in two explorer positions of 25 and 16 cards.
    await page.setViewportSize({ width: 360, height: 740 });
    const cards = DECKTET_CARDS.filter((c) => c.kind !== 'court').map((c) => c.code);
    const cells = ['a', 'b', 'c', 'd', 'e'].flatMap((r) => [1, 2, 3, 4, 5].map((c) => `${r}${c}`));
    for (const batch of [cards.slice(0, 25), cards.slice(25)]) {
      const link = formatExploreLink({ options: { pawns: true, excuse: true }, spread: Object.fromEntries(batch.map((c, i) => [cells[i]!, c])), played: null });
      await page.goto(`/${lang}/quincunx/play/?qx-explore=${encodeURIComponent(link)}`);
      const ex = page.getByTestId('qx-explorer');
      await hydrated(ex);
      const names = ex.locator('.qx-grid .qx-card--named .qx-card__name');
      await expect(names).toHaveCount(batch.length);
      const shown = await names.evaluateAll((els) => els.map((el) => ({ text: el.textContent, whole: el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 1 })));
      expect(shown.map((n) => n.text?.replaceAll('\u00ad', '')).sort()).toEqual(batch.map((c) => decktetShortName(lang, c)).sort());
      for (const n of shown) expect(n, `${n.text}`).toEqual({ text: n.text, whole: true });
    }
  });

  test(`quincunx (${lang}): an example's step is shareable; a bad step in the URL falls back to the start`, async ({ page }) => {
    await page.goto(`/${lang}/quincunx/examples/?qx-excuse-pawn=2&qx-pair=99`);
    const ex = page.locator('section[data-example="excuse-pawn"]');
    await hydrated(ex);
    await expect(ex.getByTestId('step-label')).toHaveText(t.step(2, 2));
    await expect(ex.getByTestId('total')).toContainText(t.total('+6'));
    const pair = page.locator('section[data-example="pair"]');
    await hydrated(pair);
    await expect(pair.getByRole('alert')).toHaveText(L[lang].badUrl);
    await expect(pair.getByTestId('step-label')).toHaveText(t.step(0, 1));
  });

  test(`quincunx (${lang}): play by touching – a card, the legal cells, the engine's preview, confirm; the computer answers; a refusal explained; typed moves; a shared game`, async ({ page }) => {
    test.setTimeout(90_000); // a long page, axe and a reload: over 30 s on a loaded 2-core machine
    await page.goto(`/${lang}/quincunx/play/`);
    const game = page.getByTestId('qx-game');
    await hydrated(game);
    const s0 = setup({}, 'quincunx');
    const hand = game.getByTestId('qx-hand').getByRole('button');
    // The game record is built only while open: opened here, its lines count the moves below.
    await expect(game.locator('.qx-log > summary')).toHaveText(/\(0\)$/);
    await game.locator('.qx-log > summary').click();
    // Choose a cell without a card: the island asks for a card first.
    await game.getByRole('button', { name: new RegExp(`^${t.cell(1, 2)}, `) }).focus();
    await page.keyboard.press('Enter');
    await expect(game.getByTestId('qx-notice')).toHaveText(t.chooseCard);
    // Keyboard: choose the first hand card; the engine's legal cells are marked; then b1 shows the preview.
    await hand.first().focus();
    await page.keyboard.press('Enter');
    await expect(hand.first()).toHaveAttribute('aria-pressed', 'true');
    await expect(game.locator('.qx-cell--legal')).toHaveCount(legalCells(s0).length);
    // … marked where the reader sees it: a dotted frame, not the plain frame every button has
    await expect(game.locator('.qx-cell--legal').first()).toHaveCSS('border-top-style', 'dotted');
    const card0 = s0.hands[0]![0]!;
    await expect(game.getByTestId('qx-prompt')).toHaveText(`${QX[lang].chosen(decktetCardName(lang, card0))} ${QX[lang].legalCount(legalCells(s0).length)}`);
    await game.getByRole('button', { name: new RegExp(`^${t.cell(1, 2)}, `) }).focus();
    await page.keyboard.press('Enter');
    // With a cell chosen the prompt says what is chosen and how to go on (it said "now choose a cell" still).
    await expect(game.getByTestId('qx-prompt')).toHaveText(QX[lang].pending(moveLabel({ type: 'place', card: card0, cell: 'b1' }, lang)));
    await expect(game.getByTestId('qx-prompt')).toContainText(lang === 'de' ? 'Vorgemerkt: ' : 'Chosen: ');
    // the cell chosen is framed solid in the focus colour
    await expect(game.locator('.qx-cell--pending')).toHaveCSS('border-top-style', 'solid');
    await expect(game.locator('.qx-cell--pending')).toHaveCSS('border-top-width', '2px');
    const first = preview(s0, s0.hands[0]![0]!, 'b1')!;
    const confirm = game.getByTestId('qx-confirm');
    await expect(confirm.getByTestId('total')).toContainText(t.total(signed(first.points)));
    await expect(game.locator('.qx-log li')).toHaveCount(0);
    await confirm.getByRole('button', { name: t.place }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`qx-game=2p\\+seed:quincunx\\|${s0.hands[0]![0]!}@b1`));
    await expect(page).toHaveURL(/qx-seats=yb/);
    // Player B is the computer: its play comes by itself, with its reason and a rule link.
    await expect(game.locator('.qx-log li')).toHaveCount(2);
    await expect(game.getByTestId('qx-computer').getByRole('link')).toHaveAttribute('href', /^#/);
    await expect(game.getByTestId('qx-last').getByTestId('total')).toBeVisible();
    // A card onto an occupied cell is refused, with the rule named and linked.
    await hand.first().focus();
    await page.keyboard.press('Space');
    await game.getByRole('button', { name: new RegExp(`^${t.cell(1, 1)}, `) }).click();
    const alert = game.getByRole('alert');
    await expect(alert).toHaveAttribute('data-code', 'cell-occupied');
    await expect(alert.getByRole('link')).toHaveAttribute('href', '#placement');
    expect(QUINCUNX_RULES.ids).toContain('placement');
    // Mid-game, with the computer's breakdown and a refusal on screen, the island is accessible.
    const axe = await new AxeBuilder({ page }).include('[data-testid="qx-game"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    // A typed move in notation.
    await game.getByText(t.tryIt).first().click();
    await game.getByLabel(t.tryIt).fill('ZZ@c2');
    await game.getByRole('button', { name: t.apply, exact: true }).click();
    await expect(game.locator('.move-panel').getByRole('alert')).toContainText('ZZ');
    // Undo takes back the reader's move and the computer's reply.
    await game.getByTestId('undo').click();
    await expect(game.locator('.qx-log li')).toHaveCount(0);
    await hand.nth(1).click();
    await game.locator('.qx-cell--legal').nth(3).click();
    await game.getByTestId('qx-confirm').getByRole('button', { name: t.place }).click();
    await expect(game.locator('.qx-log li')).toHaveCount(2);
    // Reload the shared URL: same game, same log, same seats (the computer does not move again).
    const log = await game.locator('.qx-log li code').allTextContents();
    const computerSaid = await game.getByTestId('qx-computer').innerText();
    await openLink(page, await addressNow(page));
    const again = page.getByTestId('qx-game');
    await hydrated(again);
    // the computer's last move is said again with its reason and rule (the line was missing on a reopened link)
    await expect(again.getByTestId('qx-computer')).toHaveText(computerSaid);
    await expect(again.getByTestId('qx-computer').getByRole('link')).toHaveAttribute('href', /^#/);
    await expect(again.locator('.qx-log > summary')).toHaveText(/\(2\)$/);
    await expect(again.locator('.qx-log li')).toHaveCount(0);
    await again.locator('.qx-log > summary').click();
    await expect(again.locator('.qx-log li')).toHaveCount(2);
    expect(await again.locator('.qx-log li code').allTextContents()).toEqual(log);
    await expect(again.getByTestId('qx-prompt')).toHaveText(t.chooseCard);
  });

  test(`quincunx (${lang}): a move typed in the notation panel; the panel stays open through the computer's reply`, async ({ page }) => {
    await page.goto(`/${lang}/quincunx/play/`);
    const game = page.getByTestId('qx-game');
    await hydrated(game);
    const s0 = setup({}, 'quincunx');
    await game.locator('.qx-log > summary').click();
    await game.getByText(t.tryIt).first().click();
    await game.getByLabel(t.tryIt).fill(`${s0.hands[0]![0]!}@b1`);
    await game.getByRole('button', { name: t.apply, exact: true }).click();
    // the computer (player B) answers; meanwhile the panel is not offered, and then it is back as the reader left it
    await expect(game.locator('.qx-log li')).toHaveCount(2);
    await expect(game.locator('.move-panel')).toBeVisible();
    await expect(game.locator('.move-panel')).toHaveAttribute('open', '');
    await expect(game.getByLabel(t.tryIt)).toHaveValue('');
  });

  test(`quincunx (${lang}): a hint from the computer, with its rule link, opens the confirm`, async ({ page }) => {
    await page.goto(`/${lang}/quincunx/play/`);
    const game = page.getByTestId('qx-game');
    await hydrated(game);
    await game.getByRole('button', { name: t.hint, exact: true }).click();
    const h = game.getByTestId('qx-hint');
    await expect(h).toBeVisible();
    await expect(h.getByRole('link')).toHaveAttribute('href', /^#[a-z-]+$/);
    // "Tipp: Der Pakt auf b2. Warum: bringt 5 Punkte." – the move named once, as a sentence of its own, then why (not "Warum: Der Pakt auf b2: bringt 5 Punkte.")
    const said = (await h.innerText()).match(new RegExp(`^${QX[lang].hint}: (.+?) ${QX[lang].why}: (.+)$`));
    expect(said, await h.innerText()).not.toBeNull();
    expect(said![2]).not.toContain(said![1]!);
    // the strong player's trial games said in words a newcomer reads ("gewinnt 72 % der Probepartien des Computers"),
    // as the page's text below the game explains them
    const rating = PLAYER_UI[lang].rating(1234).split('1234');
    expect(said![2]).toMatch(new RegExp(`${rating[0]!.replace('(', '\\(')}\\d{1,3}${rating[1]!.replace(')', '\\)')}`));
    await expect(page.locator('main')).toContainText(lang === 'de' ? 'Probepartien' : 'trial games');
    const target = (await h.getByRole('link').getAttribute('href'))!.slice(1);
    expect(QUINCUNX_RULES.ids).toContain(target);
    await expect(game.getByTestId('qx-confirm').getByTestId('total')).toBeVisible();
    await expect(game.getByTestId('qx-hand').getByRole('button', { pressed: true })).toHaveCount(1);
    // The game is on the play page; the hint's rule link leads to the rule on the rules page.
    await h.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/quincunx/#${target}$`));
    await expect(page.locator(`[id="${target}"]`)).toBeInViewport();
  });

  test(`quincunx (${lang}): an old game link without seats is played at every seat; bad seats are explained`, async ({ page }) => {
    const s0 = setup({}, 'quincunx');
    await page.goto(`/${lang}/quincunx/play/?qx-game=2p+seed:quincunx|${s0.hands[0]![0]!}@b1`);
    const game = page.getByTestId('qx-game');
    await hydrated(game);
    await game.locator('.qx-log > summary').click();
    await expect(game.locator('.qx-log li')).toHaveCount(1);
    await page.waitForTimeout(1200);
    await expect(game.locator('.qx-log li')).toHaveCount(1);
    await expect(game.getByTestId('qx-prompt')).toHaveText(t.chooseCard);
    await page.goto(`/${lang}/quincunx/play/?qx-game=2p+seed:quincunx&qx-seats=ybz`);
    await hydrated(page.getByTestId('qx-game'));
    await expect(page.getByTestId('qx-notice')).toHaveText(t.badSeats);
    await expect(page).not.toHaveURL(/qx-seats=ybz/);
  });

  test(`quincunx (${lang}): a whole three-player game against two computers, by keyboard, with page-language labels only`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`/${lang}/quincunx/play/`);
    const game = page.getByTestId('qx-game');
    await hydrated(game);
    await game.locator('.qx-settings > summary').click();
    await game.locator('.qx-options select').first().selectOption('3');
    await expect(page).toHaveURL(/qx-seats=[ybs]{3}/);
    const seats = new URL(page.url()).searchParams.get('qx-seats')!;
    expect([...seats].filter((c) => c === 'y')).toHaveLength(1);
    expect([...seats].filter((c) => c === 'b')).toHaveLength(2);
    await game.locator('.qx-settings > summary').click();
    await game.locator('.qx-log > summary').click();
    const other = lang === 'de' ? /\b(Place|Hint|Cancel|Deal|Undo|Play|card|player)\b/i : /\b(Legen|Tipp|Abbrechen|Karte|Spieler|Runde)\b/;
    const labels = new Set<string>();
    const hand = game.getByTestId('qx-hand').getByRole('button');
    for (let turn = 0; turn < 400; turn++) {
      if (await game.getByTestId('qx-over').isVisible()) break;
      const next = game.getByRole('button', { name: t.nextRoundLabel });
      // one look at the hand (count, then isEnabled on the first card, would wait out the test's time when the
      // round ends in between and the hand is empty)
      if (await hand.evaluateAll((bs) => bs.length > 0 && !(bs[0] as HTMLButtonElement).disabled)) {
        await hand.first().focus();
        await page.keyboard.press('Enter');
        await game.locator('.qx-cell--legal').first().focus();
        await page.keyboard.press('Enter');
        for (const b of await game.getByRole('button').allTextContents()) labels.add(b.trim());
        const before = await game.locator('.qx-log li').count();
        await game.getByTestId('qx-confirm').getByRole('button', { name: t.place }).focus();
        await page.keyboard.press('Enter');
        await expect(game.locator('.qx-log li')).not.toHaveCount(before);
      } else if (await next.isVisible()) {
        await next.focus();
        await page.keyboard.press('Enter');
        // the button goes once pressed: the focus waits for the reader's hand, not at the top of the page
        await expect(hand.first()).toBeFocused({ timeout: 15_000 });
      } else {
        await page.waitForTimeout(200);
      }
    }
    const over = game.getByTestId('qx-over');
    await expect(over).toBeVisible();
    // the focus on the result, not on "New game" (a second quick Enter there dealt the finished game away)
    await expect(over.locator('.qx-result')).toBeFocused();
    await expect(game.getByLabel(t.tryIt)).toHaveCount(0);
    await expect(game.getByTestId('scoreboard').locator('tbody tr')).toHaveCount(3);
    // a round's figure alone, unless Muggins or a penalty changed it ("0 / Points from plays: 0" said it twice)
    for (const cell of await game.getByTestId('scoreboard').locator('tbody td').allInnerTexts()) {
      if (!cell.includes(QX[lang].mugginsCol) && !cell.includes(QX[lang].penalties)) expect(cell.trim()).toMatch(/^−?\d+$/);
    }
    // each round's header is two short lines, the round and its dealer's letter ("Runde 1 (Geber: Spieler B)" took three on a phone)
    const heads = await game.getByTestId('scoreboard').locator('tbody th').allInnerTexts();
    expect(heads.map((h) => h.split('\n').map((l) => l.trim()))).toEqual([1, 2, 3].map((n) => [QX[lang].round(n), expect.stringMatching(new RegExp(`^${QX[lang].dealer}: [ABC]$`))]));
    // at 360 px the score sheet shows every player's column without scrolling, in whole words
    const sheet = game.locator('.qx-scoreboard');
    expect(await sheet.evaluate((el) => el.scrollWidth - el.clientWidth), 'score sheet wider than the island').toBeLessThanOrEqual(0);
    expect(await wordsBrokenInTables(sheet)).toEqual([]);
    for (const b of await game.getByRole('button').allTextContents()) labels.add(b.trim());
    for (const label of labels) {
      expect(label, 'a button label in the page language').not.toMatch(other);
      expect(label, 'no notation on buttons').not.toMatch(/[A-Z0-9]{1,2}[MSWLYK]{1,3}@[a-e][1-5]|@/);
    }
    await page.screenshot({ path: `test-results-qx/qx-game-over-${lang}-360.png`, fullPage: false });
    // "New game" is a Tab away; after it the focus waits for the reader's hand (after the computers' placements)
    await page.keyboard.press('Tab');
    await expect(over.getByRole('button', { name: t.newGameLabel })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(game.getByTestId('qx-over')).toHaveCount(0);
    await expect(hand.first()).toBeFocused({ timeout: 15_000 });
  });

  test(`quincunx (${lang}): the grid is one Tab stop, the arrow keys move between its cells, a card placed by keyboard`, async ({ page }) => {
    // Before, every cell was a Tab stop: from a chosen card back to the grid were 25 or more presses (the grid stands
    // before the hand), and from a chosen cell on to "Place" as many again. Now a card chosen by keyboard takes the
    // focus to its first legal cell.
    await page.goto(`/${lang}/quincunx/play/`);
    const game = page.getByTestId('qx-game');
    await hydrated(game);
    const grid = page.getByTestId('qx-game-grid');
    await expect(grid).toHaveAttribute('aria-label', `${QX[lang].spread} (${QX[lang].gridKeys})`);
    const stops = grid.locator('[data-cell]:not([tabindex="-1"])');
    await expect(grid.locator('[data-cell]')).toHaveCount(25);
    await expect(stops).toHaveCount(1);
    const focused = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.cell ?? null);
    await game.getByTestId('qx-hand').getByRole('button').nth(3).focus();
    await page.keyboard.press('Enter');
    await expect(grid.locator('.qx-cell--legal').first()).toBeFocused();
    const first = (await focused())!;
    const [col, row] = [first.charCodeAt(0), Number(first.slice(1))];
    expect(col < 'e'.charCodeAt(0) && row < 5, `${first} has a cell to its right and one below`).toBe(true);
    const at = (dc: number, dr: number) => `${String.fromCharCode(col + dc)}${row + dr}`;
    for (const [key, cell] of [['ArrowRight', at(1, 0)], ['ArrowDown', at(1, 1)], ['ArrowLeft', at(0, 1)], ['ArrowUp', first]] as const) {
      await page.keyboard.press(key);
      expect(await focused(), key).toBe(cell);
    }
    // past the grid's edge the focus stays
    if (row === 1) {
      await page.keyboard.press('ArrowUp');
      expect(await focused()).toBe(first);
    }
    await expect(stops).toHaveCount(1);
    await page.keyboard.press('Tab');
    expect(await focused()).toBeNull();
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe(first);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(game.getByTestId('qx-confirm').getByRole('button', { name: t.place })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(game.locator(`[data-cell="${first}"].qx-cell--card`)).toHaveCount(1);
    await expect(stops).toHaveCount(1);
    // the explorer's grid too
    await expect(page.getByTestId('qx-explorer').locator('[data-cell]:not([tabindex="-1"])')).toHaveCount(1);
  });

  test(`quincunx (${lang}): a tampered game URL shows a message and the link's deal from its start`, async ({ page }) => {
    await page.goto(`/${lang}/quincunx/play/?qx-game=2p+seed:quincunx|CS@a1`);
    const game = page.getByTestId('qx-game');
    await hydrated(game);
    await expect(game.getByTestId('qx-notice')).toHaveText(ISLAND[lang].linkCut(0));
    // A link cut after the reader's move, against the computer: its answer comes, and the notice stays until the
    // reader acts (the computer's move had taken it away within a second).
    const s0 = setup({}, 'quincunx');
    const mine = `${s0.hands[0]![0]!}@b1`;
    await page.goto(`/${lang}/quincunx/play/?qx-game=2p+seed:quincunx|${mine}+ZZ@q9&qx-seats=yb`);
    const g2 = page.getByTestId('qx-game');
    await hydrated(g2);
    await expect(g2.getByTestId('qx-computer')).toBeVisible({ timeout: 15_000 });
    await expect(g2.getByTestId('qx-notice')).toHaveText(ISLAND[lang].linkCut(1));
    await expect(game.locator('.qx-log li')).toHaveCount(0);
    await expect(game.getByTestId('qx-status')).toContainText(t.round);
  });

  test(`quincunx (${lang}): the links of issue 11.4 open the solitaire (as "open solitaire" always did), a prototype key is refused, no page error`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    // The link as published, on the page as it was: its game and explorer are on the play page now, which has
    // most of its positions, so it opens there (the example's key stays in the address, unread).
    await page.goto(`/${lang}/quincunx/?qx-game=solitaire+open+seed:1&qx-explore=solitaire+open||&qx-pair=constructor`);
    await expect(page).toHaveURL(new RegExp(`/${lang}/quincunx/play/\\?qx-game=`));
    const game = page.getByTestId('qx-game');
    await hydrated(game);
    await expect(game.locator('[data-cell]')).toHaveCount(16);
    await expect(game.getByTestId('qx-notice')).toHaveCount(0);
    const ex = page.getByTestId('qx-explorer');
    await hydrated(ex);
    await expect(ex.locator('[data-cell]')).toHaveCount(16);
    await expect(ex.getByRole('alert')).toHaveCount(0);
    // The example's prototype key, on the examples page.
    await page.goto(`/${lang}/quincunx/examples/?qx-pair=constructor`);
    const pair = page.locator('section[data-example="pair"]');
    await hydrated(pair);
    await expect(pair.getByRole('alert')).toHaveText(L[lang].badUrl);
    await expect(page).not.toHaveURL(/qx-pair/);
    expect(errors).toEqual([]);
  });

  test(`quincunx (${lang}): solitaire and Muggins from the URL`, async ({ page }) => {
    const sol = setup({ mode: 'solitaire4x4' }, 7);
    const card = sol.hands[0]![0]!;
    await page.goto(`/${lang}/quincunx/play/?qx-game=solitaire+seed:7|${card}@b2`);
    const game = page.getByTestId('qx-game');
    await hydrated(game);
    await expect(game.locator('[data-cell]')).toHaveCount(16);
    await expect(game.locator('.qx-log > summary')).toHaveText(/\(1\)$/);
    const mug = setup({ muggins: true }, 5);
    const c = mug.hands[0]![0]!;
    const real = preview(mug, c, 'b1')!.points;
    await page.goto(`/${lang}/quincunx/play/?qx-game=2p+muggins+seed:5|${c}@b1=${real + 3}`);
    await hydrated(page.getByTestId('qx-game'));
    await expect(page.getByTestId('qx-game').getByTestId('scoreboard').locator('tfoot td')).toHaveText([String(real), '3']);
  });
}
