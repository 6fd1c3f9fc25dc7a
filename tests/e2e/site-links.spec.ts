// Links that land: an island's position in the URL opens at the island with a
// notice, the language switch carries it, search results land on the rule, and
// taps on an island that is still loading are kept.
import { test, expect, type Page } from '@playwright/test';

/** The step label of the example wrapped by anchor `id`. */
const stepOf = (page: Page, id: string) => page.locator(`#${id}`).getByTestId('step-label');
const hydrated = (page: Page, id: string) => expect(page.locator(`#${id} > astro-island`)).not.toHaveAttribute('ssr', /.*/);

test.describe('an island position in the URL', () => {
  for (const [lang, notice, switchName] of [
    ['de', 'Aus dem Link wiederhergestellt: Schritt 2.', 'Diese Seite auf Englisch'],
    ['en', 'Restored from the link: step 2.', 'This page in German'],
  ] as const) {
    test(`opens at the island with a notice, and the language switch keeps it (${lang})`, async ({ page }) => {
      await page.goto(`/${lang}/conquian/examples/?cq-forced-king=2`);
      const wrap = page.locator('#cq-forced-king');
      await hydrated(page, 'cq-forced-king');
      await expect(stepOf(page, 'cq-forced-king')).toHaveText(lang === 'de' ? 'Schritt 2 von 5' : 'Step 2 of 5');
      await expect(wrap.getByRole('status').first()).toHaveText(notice);
      await expect(page).toHaveURL(/\?cq-forced-king=2$/);
      // The island is on the first screen (it starts near the top), far down the page.
      const top = await wrap.evaluate((el) => el.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(-5);
      expect(top).toBeLessThan(120);
      expect(await page.evaluate(() => scrollY)).toBeGreaterThan(300);
      // A step taken keeps the anchor; the other language opens the same step there.
      await wrap.getByRole('button', { name: lang === 'de' ? 'Weiter' : 'Next' }).click();
      await expect(page).toHaveURL(/\?cq-forced-king=3(:)?#cq-forced-king$/);
      await page.getByRole('link', { name: switchName }).click();
      const other = lang === 'de' ? 'en' : 'de';
      await expect(page).toHaveURL(new RegExp(`/${other}/conquian/examples/\\?cq-forced-king=3(:)?#cq-forced-king$`));
      await hydrated(page, 'cq-forced-king');
      await expect(stepOf(page, 'cq-forced-king')).toHaveText(other === 'de' ? 'Schritt 3 von 5' : 'Step 3 of 5');
    });
  }

  test('a step and a tap on the language switch in the same frame: the other language opens the new step', async ({ page }) => {
    await page.goto('/de/conquian/examples/?cq-forced-king=2');
    await hydrated(page, 'cq-forced-king');
    await expect(stepOf(page, 'cq-forced-king')).toHaveText('Schritt 2 von 5');
    // Both clicks in one task, before any paint: the step's address write is still waiting for it (afterPaint).
    const next = await page.locator('#cq-forced-king').getByRole('button', { name: 'Weiter' }).elementHandle();
    await next!.evaluate((button: HTMLButtonElement) => {
      button.click();
      document.querySelector<HTMLAnchorElement>('[data-lang-switch]')!.click();
    });
    await expect(page).toHaveURL(/\/en\/conquian\/examples\/\?cq-forced-king=3(:)?#cq-forced-king$/);
    await hydrated(page, 'cq-forced-king');
    await expect(stepOf(page, 'cq-forced-king')).toHaveText('Step 3 of 5');
  });

  test('an anchor in the link wins the scroll, the island still restores and says so', async ({ page }) => {
    await page.goto('/de/conquian/examples/?cq-forced-king=1#example-stock-out');
    await expect(page.locator('#example-stock-out')).toBeInViewport();
    await page.locator('#cq-forced-king').scrollIntoViewIfNeeded();
    await hydrated(page, 'cq-forced-king');
    await expect(stepOf(page, 'cq-forced-king')).toHaveText('Schritt 1 von 5');
    await expect(page.locator('#cq-forced-king .island-restored')).toHaveText('Aus dem Link wiederhergestellt: Schritt 1.');
    await expect(page).toHaveURL(/#example-stock-out$/);
  });
});

// Conquian's page was split into rules, examples and play (issue 16): links published before open the same thing.
test.describe('a link published before the game page was split', () => {
  test('an example\'s position opens the example on the examples page, restored', async ({ page }) => {
    await page.goto('/de/conquian/?cq-forced-king=2');
    await expect(page).toHaveURL(/\/de\/conquian\/examples\/\?cq-forced-king=2#cq-forced-king$/);
    await hydrated(page, 'cq-forced-king');
    await expect(stepOf(page, 'cq-forced-king')).toHaveText('Schritt 2 von 5');
    await expect(page.locator('#cq-forced-king')).toBeInViewport();
  });

  test('with a rule anchor too, the position wins: only the examples page can open it', async ({ page }) => {
    await page.goto('/de/conquian/?cq-forced-king=1#forced-add');
    await expect(page).toHaveURL(/\/de\/conquian\/examples\/\?cq-forced-king=1#cq-forced-king$/);
    await hydrated(page, 'cq-forced-king');
    await expect(stepOf(page, 'cq-forced-king')).toHaveText('Schritt 1 von 5');
  });

  test('an example\'s anchor, in the link or followed on the rules page, opens it on the examples page', async ({ page }) => {
    await page.goto('/en/conquian/#example-five');
    await expect(page).toHaveURL(/\/en\/conquian\/examples\/#example-five$/);
    await expect(page.locator('#example-five')).toBeInViewport();
    await page.goto('/en/conquian/#forced-add');
    await expect(page.locator('#forced-add')).toBeInViewport();
    await page.evaluate(() => (location.hash = 'example-sixes'));
    await expect(page).toHaveURL(/\/en\/conquian\/examples\/#example-sixes$/);
  });

  // The other games' pages were split the same way: one old link of each kind per game.
  for (const [game, example, anchor, gameLink, tool] of [
    ['romme', 'rm-first-meld-42=2', 'example-first-meld', 'rm-play=s154~2', 'rm-check=Qs+Ks+As'],
    ['quincunx', 'qx-pair=1', 'example-pair', 'qx-game=2p+seed:quincunx', 'qx-explore=2p+flush|CW@c2+AM@b3+AW@d3|CS@c3'],
    ['gongor-whist', 'gw-source-mountain=1', 'example-source', 'gw-game=regelwerk', 'gw-advisor=advice'],
  ] as const) {
    test(`${game}: an example's position, an example's anchor, a game and a tool open on their new pages`, async ({ page }) => {
      const key = example.split('=')[0]!;
      await page.goto(`/de/${game}/?${example}`);
      await expect(page).toHaveURL(new RegExp(`/de/${game}/examples/\\?${example.replace(/[+|]/g, '\\$&')}#${key}$`));
      await hydrated(page, key);
      await expect(page.locator(`#${key} .island-restored`)).toContainText('Aus dem Link wiederhergestellt');
      await page.goto(`/de/${game}/#${anchor}`);
      await expect(page).toHaveURL(new RegExp(`/de/${game}/examples/#${anchor}$`));
      await expect(page.locator(`#${anchor}`)).toBeInViewport();
      for (const link of [gameLink, tool]) {
        const k = link.split('=')[0]!;
        await page.goto(`/de/${game}/?${link}`);
        await expect(page).toHaveURL(new RegExp(`/de/${game}/play/\\?.*#${k}$`));
        await hydrated(page, k);
        await expect(page.locator(`#${k} .island-restored`), link).toContainText('Aus dem Link wiederhergestellt');
      }
    });
  }

  // Quincunx's and Rommé's variants, readings and background moved on to a variants page (issue 16: the rules
  // pages' HTML): old links open them there, the rules page points to it, and it sits under the rules tab.
  for (const [lang, game, rule, section, title] of [
    ['de', 'quincunx', 'flush', 'readings', 'Quincunx: Varianten und Hintergrund'],
    ['en', 'romme', 'kids', 'source-settling', 'Rommé: variants and background'],
  ] as const) {
    test(`${lang}/${game}: a variant rule and the ${section} section open on the variants page`, async ({ page }) => {
      for (const id of [rule, section]) {
        await page.goto(`/${lang}/${game}/#${id}`);
        await expect(page).toHaveURL(new RegExp(`/${lang}/${game}/variants/#${id}$`));
        await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
      }
      await expect(page.locator('h1')).toHaveText(title);
      const rulesTab = page.locator('.game-tabs a', { hasText: lang === 'de' ? 'Regeln' : 'Rules' });
      await expect(rulesTab).toHaveAttribute('aria-current', 'true');
      await expect(page.locator('.game-tabs a')).toHaveCount(4);
      // back on the rules page, its contents lead to the variants page, and no variant rule is left there
      await page.goto(`/${lang}/${game}/`);
      await expect(page.locator(`[id="${rule}"]`)).toHaveCount(0);
      await page.locator(`#more ~ p a[href="/${lang}/${game}/variants/"]`).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/${game}/variants/$`));
    });
  }

  test('an island\'s link to a variant\'s rule leads straight to the variants page, any other to the rules page', async ({ page }) => {
    await page.goto('/de/quincunx/play/');
    // links as the islands write them (#rule), put into the page: the page chrome fixes them as they are used
    await page.locator('main').evaluate((m) => m.insertAdjacentHTML('afterbegin', '<a id="t-flush" href="#flush">F</a> <a id="t-power" href="#power-play">P</a>'));
    await page.locator('#t-power').focus();
    await expect(page.locator('#t-power')).toHaveAttribute('href', '/de/quincunx/#power-play');
    await page.locator('#t-flush').click();
    await expect(page).toHaveURL(/\/de\/quincunx\/variants\/#flush$/);
    await expect(page.locator('#flush')).toBeInViewport();
  });

  test('a game, its seats and the notation open on the play page', async ({ page }) => {
    await page.goto('/en/conquian/?cq-game=e2e');
    await expect(page).toHaveURL(/\/en\/conquian\/play\/\?cq-game=e2e[^#]*#cq-game$/);
    await hydrated(page, 'cq-game');
    await expect(page.locator('#cq-game .island-restored')).toHaveText('Restored from the link: the game at the same point.');
    await page.goto('/de/conquian/?cq-seats=hb');
    await expect(page).toHaveURL(/\/de\/conquian\/play\//);
    await expect(page).toHaveURL(/cq-seats=hb/);
    await page.goto('/de/conquian/#notation');
    await expect(page).toHaveURL(/\/de\/conquian\/play\//);
  });

  test('a game that plays by itself as the page opens leaves the reader’s anchor alone, until the reader plays', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/de/conquian/play/#notation');
    // the computer's opening moves are written into the address…
    await expect.poll(() => page.url()).toMatch(/cq-game=regelwerk:turn;/);
    // …without taking the reader away from the notation they opened
    expect(new URL(page.url()).hash).toBe('#notation');
    await expect(page.locator('#notation')).toBeInViewport();
    // a move of the reader's own names the game
    const actions = page.getByTestId('conquian-game').getByTestId('actions');
    await actions.scrollIntoViewIfNeeded();
    await actions.getByRole('button').first().click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#cq-game');
  });

  test('a tampered position gets the island’s own message and no “restored” notice', async ({ page }) => {
    await page.goto('/de/conquian/examples/?cq-forced-king=99');
    await hydrated(page, 'cq-forced-king');
    await expect(stepOf(page, 'cq-forced-king')).toHaveText('Schritt 0 von 5');
    await expect(page).not.toHaveURL(/cq-forced-king=/);
    await page.waitForTimeout(200);
    await expect(page.locator('.island-restored')).toHaveCount(0);
  });

  test('a game link opens at the game and says the game was restored (en)', async ({ page }) => {
    await page.goto('/en/conquian/play/?cq-game=e2e');
    await hydrated(page, 'cq-game');
    await expect(page.locator('#cq-game .island-restored')).toHaveText('Restored from the link: the game at the same point.');
    await expect(page.locator('#cq-game')).toBeInViewport();
  });
});

test.describe('search lands on a rule', () => {
  for (const [, path, word] of [
    ['de', '/de/romme/', 'Joker'],
    ['de', '/de/gongor-whist/', 'Trumpf'],
    ['de', '/de/romme/', 'Strafpunkte'],
    ['en', '/en/conquian/', 'forced add'],
  ] as const) {
    test(`„${word}“ on ${path}`, async ({ page }) => {
      await page.goto(path);
      const input = page.locator('#search-input');
      await input.click();
      await input.pressSequentially(word, { delay: 30 });
      const out = page.locator('[data-search-results]');
      await expect(out).toHaveAttribute('data-query', word);
      const first = out.locator('a').first();
      const href = await first.getAttribute('href');
      // The page the reader is on comes first, and its first link is a rule's anchor.
      expect(href).toMatch(new RegExp(`^${path}#[a-z][a-z0-9-]*$`));
      const id = href!.split('#')[1]!;
      const heading = page.locator(`[data-rule] > [id="${id}"]`);
      await expect(heading, `#${id} is a rule section`).toHaveCount(1);
      expect((await heading.textContent())!.toLowerCase()).toContain(word.toLowerCase());
      // Snippets carry no page furniture or doubled card names.
      const text = (await out.textContent())!;
      expect(text).not.toMatch(/Link zu dieser Regel|Copy link to this rule|Alle Schritte|All steps/);
      expect(text).not.toMatch(/[♣♠♥♦][0-9AKDBQJ]+(Kreuz|Pik|Herz|Karo|Ace|King|Queen|Jack|Two|Three|Four|Five|Six|Seven)/);
      await first.click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expect(heading).toBeInViewport();
    });
  }
});

test('taps on a loading example are kept: five “Weiter” at 4× CPU slowdown end at step 5', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // Hold the example's code back a moment, so every tap lands before it has hydrated.
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/_astro\/ConquianExample\.[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/de/conquian/examples/');
  const wrap = page.locator('#cq-forced-king');
  await wrap.scrollIntoViewIfNeeded();
  const island = wrap.locator('> astro-island');
  await expect(island).toHaveAttribute('ssr', '');
  // The island shows it is loading.
  const badge = await wrap.evaluate((el) => getComputedStyle(el, '::after').content);
  expect(badge).toBe('"Wird geladen …"');
  const box = (await wrap.getByRole('button', { name: 'Weiter' }).boundingBox())!;
  for (let i = 0; i < 5; i++) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(island).toHaveAttribute('ssr', '');
  await expect(page).not.toHaveURL(/cq-forced-king/); // nothing happened yet
  release();
  await expect(island).not.toHaveAttribute('ssr', /.*/);
  await expect(stepOf(page, 'cq-forced-king')).toHaveText('Schritt 5 von 5');
  await expect(page).toHaveURL(/cq-forced-king=5/);
  expect(await wrap.evaluate((el) => getComputedStyle(el, '::after').content)).toBe('none');
});
