import { test, expect, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { ROMME_EXAMPLES } from '../../src/engine/romme/examples';
import { ROMME_EXAMPLE_TEXT } from '../../src/i18n/examples/romme';
import { apply, bestMelds, judgeMelds, setup } from '../../src/engine/romme';

const L = {
  de: {
    next: 'Weiter', step: (i: number, n: number) => `Schritt ${i} von ${n}`, badUrl: /ungültige/, tryIt: /Eigenen Zug eingeben/, apply: 'Ausführen',
    legal: /Erlaubte Züge \(Am Zug/, draw: 'Vom Stapel ziehen', discard: 'Gewählte Karte abwerfen', meld: 'Gewählte als Kombination(en) auslegen',
    group: 'Neue Kombination beginnen', clear: 'Alles leeren', newMeld: 'Neue Kombination', toPlay: (p: string) => `Am Zug: Spieler ${p}`, first: /reicht für das erste Auslegen/,
    notFirst: /zu wenig für das erste Auslegen/, joker: 'Joker 1', jokerAs: 'Joker steht für', points: (n: number) => `${n} Punkte`, ace: 'Kreuz-Ass', spadeAce: 'Pik-Ass',
    h3: 'Herz-Drei', h4: 'Herz-Vier', h5: 'Herz-Fünf', d8: 'Karo-Acht', deal: 'Runde 1 von 2',
  },
  en: {
    next: 'Next', step: (i: number, n: number) => `Step ${i} of ${n}`, badUrl: /invalid/, tryIt: /Enter a move of your own/, apply: 'Play',
    legal: /The engine’s legal moves/, draw: 'Draw from the stock', discard: 'Discard the picked card', meld: 'Meld the picked cards',
    group: 'Start a new meld', clear: 'Clear all', newMeld: 'New meld', toPlay: (p: string) => `To play: Player ${p}`, first: /enough for a first meld/,
    notFirst: /not enough for a first meld/, joker: 'Joker 1', jokerAs: 'Joker stands for', points: (n: number) => `${n} points`, ace: 'Ace of Clubs', spadeAce: 'Ace of Spades',
    h3: 'Three of Hearts', h4: 'Four of Hearts', h5: 'Five of Hearts', d8: 'Eight of Diamonds', deal: 'Deal 1 of 2',
  },
} as const;

async function hydrated(loc: Locator) {
  await loc.scrollIntoViewIfNeeded();
  await expect(loc.locator('xpath=ancestor::astro-island')).not.toHaveAttribute('ssr', /.*/);
}

async function ruleLinkExists(page: Page, link: Locator) {
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^#[a-z-]+$/);
  await expect(page.locator(`[id="${href!.slice(1)}"]`)).toHaveCount(1);
  return href!.slice(1);
}

for (const lang of ['de', 'en'] as const) {
  const t = L[lang];

  test(`romme (${lang}): first positions are rendered without JavaScript`, async ({ browser }) => {
    const ctx = await browser.newContext({ javaScriptEnabled: false });
    const page = await ctx.newPage();
    await page.goto(`/${lang}/romme/`);
    const ex = ROMME_EXAMPLES[0]!;
    await expect(page.locator(`section[data-example="${ex.id}"]`).getByTestId('caption')).toHaveText(ROMME_EXAMPLE_TEXT[lang][ex.id]!.intro!);
    await expect(page.locator(`section[data-example="${ex.id}"]`).getByTestId('hand-0').locator('.card')).toHaveCount(10);
    const checker = page.getByTestId('rm-checker');
    await expect(checker.getByTestId('rm-first')).toContainText(t.first);
    const game = page.getByTestId('rm-game');
    const s = setup({ players: 4 }, 'regelwerk');
    await expect(game.getByTestId('rm-status')).toContainText(t.toPlay('ABCDEF'[s.current]!));
    await expect(game.getByTestId('rm-hand').getByRole('button')).toHaveCount(10);
    await ctx.close();
  });

  test(`romme (${lang}): every worked example steps through with the engine's verdicts`, async ({ page }) => {
    await page.goto(`/${lang}/romme/`);
    for (const ex of ROMME_EXAMPLES) {
      const island = page.locator(`section[data-example="${ex.id}"]`);
      await expect(island, ex.id).toHaveCount(1);
      await hydrated(island);
      const words = ROMME_EXAMPLE_TEXT[lang][ex.id]!;
      await expect(island.getByTestId('caption')).toHaveText(words.intro!);
      for (let i = 1; i <= ex.steps.length; i++) {
        await island.getByRole('button', { name: t.next, exact: true }).click();
        await expect(island.getByTestId('step-label')).toHaveText(t.step(i, ex.steps.length));
        await expect(island.getByTestId('caption')).toHaveText(words.steps[i - 1]!);
        const expected = ex.steps[i - 1]!.expect.ok;
        if (expected !== true) {
          const alert = island.getByRole('alert');
          await expect(alert).toHaveAttribute('data-rule', expected);
          await expect(alert.getByRole('link')).toHaveAttribute('href', `#${expected}`);
          await expect(page.locator(`[id="${expected}"]`)).toHaveCount(1);
        }
      }
      await expect(island.getByRole('button', { name: t.next, exact: true })).toBeDisabled();
    }
    // the numbers the captions promise are on the table: the last step of the first example
    const first = page.locator('section[data-example="first-meld-42"]');
    await expect(first.getByRole('status')).toContainText(t.points(78));
    await expect(first.getByTestId('scores')).toContainText('78');
  });

  test(`romme (${lang}): meld checker – picking by keyboard, joker declaration, value, first meld, failing rule, best melds`, async ({ page }) => {
    await page.goto(`/${lang}/romme/`);
    const c = page.getByTestId('rm-checker');
    await hydrated(c);
    await c.getByRole('button', { name: t.clear }).click();
    // keyboard: focus a card button and press Space / Enter
    const pick = async (name: string) => {
      const b = c.locator('.rm-picker').getByRole('button', { name, exact: true });
      await b.focus();
      await page.keyboard.press('Space');
      await expect(b).toHaveAttribute('aria-pressed', 'true');
    };
    await pick(t.ace);
    await pick(t.spadeAce);
    await pick(t.joker);
    await expect(c.getByTestId('rm-group-0').getByTestId('rm-group-verdict')).toHaveText(lang === 'de' ? 'Satz, 33 Punkte' : 'Set, 33 points');
    // 33 is not enough on its own: the engine's verdict names the first-meld rule
    await expect(c.getByTestId('rm-first')).toContainText(t.notFirst);
    await expect(c.getByTestId('rm-first').getByRole('link')).toHaveAttribute('href', '#first-meld');
    const newMeld = c.getByRole('button', { name: t.newMeld, exact: true });
    await newMeld.focus();
    await page.keyboard.press('Enter');
    await pick(t.h3);
    await pick(t.h4);
    await pick(t.h5);
    const v = judgeMelds([['Ac', 'As', 'Jk'], ['3h', '4h', '5h']]);
    expect(v.value).toBe(45);
    await expect(c.getByTestId('rm-summary')).toContainText(t.points(45));
    await expect(c.getByTestId('rm-first')).toContainText(t.first);
    await expect(c.getByTestId('rm-best')).toContainText(t.points(bestMelds(['Ac', 'As', 'Jk', '3h', '4h', '5h']).value));
    // the joker as ♦8 instead: the set breaks, and its rule is linked
    await c.getByTestId('rm-group-0').getByLabel(t.jokerAs).selectOption('8d');
    await expect(c.getByTestId('rm-group-0').getByTestId('rm-group-verdict')).toHaveText(lang === 'de' ? 'keine gültige Kombination' : 'not a valid meld');
    const link = c.getByTestId('rm-group-0').locator('.rm-problem a');
    expect(await ruleLinkExists(page, link)).toBe('sets');
    await expect(page).toHaveURL(/rm-check=Ac\+As\+Jk%3D8d|rm-check=Ac%20As%20Jk%3D8d/);
    // a shared address opens the same melds; a tampered one says so and shows the start
    await page.goto(`/${lang}/romme/?rm-check=Qs+Ks+As+%2F+Jk+Jk%27+7c`);
    await hydrated(page.getByTestId('rm-checker'));
    await expect(page.getByTestId('rm-checker').getByTestId('rm-group-0').getByTestId('rm-group-verdict')).toHaveText(lang === 'de' ? 'Folge, 31 Punkte' : 'Run, 31 points');
    await page.goto(`/${lang}/romme/?rm-check=Qs+Xx`);
    await hydrated(page.getByTestId('rm-checker'));
    await expect(page.getByTestId('rm-checker').getByRole('alert')).toContainText(t.badUrl);
    await expect(page.getByTestId('rm-checker').getByTestId('rm-summary')).toContainText(t.points(42));
  });

  test(`romme (${lang}): play – keyboard moves, a first meld in two groups, an illegal move explained, shared and tampered URLs`, async ({ page }) => {
    // seed s154, two players: B starts and, after drawing, holds ♣5-6-7 and three Kings (48)
    const s = setup({ players: 2 }, 's154');
    const after = apply(s, { type: 'draw' });
    if (!after.ok) throw new Error('draw');
    expect(bestMelds(after.state.hands[1]!).value).toBe(48);
    await page.goto(`/${lang}/romme/?rm-play=s154~2`);
    const g = page.getByTestId('rm-game');
    await hydrated(g);
    await expect(g.getByTestId('rm-status')).toContainText(t.deal);
    await expect(g.getByTestId('rm-status')).toContainText(t.toPlay('B'));
    const draw = g.getByRole('button', { name: t.draw });
    await draw.focus();
    await page.keyboard.press('Enter');
    const hand = g.getByTestId('rm-hand');
    const card = async (code: string) => {
      const b = hand.locator(`button[data-card="${code}"]`);
      await b.focus();
      await page.keyboard.press('Space');
      await expect(b).toHaveAttribute('aria-pressed', 'true');
    };
    // the clubs run alone (18) is refused as a first meld, with the rule linked
    await card('5c');
    await card('6c');
    await card('7c');
    await g.getByRole('button', { name: t.meld }).click();
    const alert = g.getByTestId('rm-actions').getByRole('alert');
    await expect(alert).toHaveAttribute('data-code', 'below-minimum');
    expect(await ruleLinkExists(page, alert.getByRole('link'))).toBe('first-meld');
    // as one group of two: run plus the three Kings = 48
    await g.getByRole('button', { name: t.group }).click();
    await card("Kc'");
    await card('Ks');
    await card("Kd'");
    await g.getByRole('button', { name: t.meld }).click();
    await expect(g.getByTestId('melds-1').locator('.rm-meld')).toHaveCount(2);
    await expect(page).toHaveURL(/rm-play=s154~2:draw;meld\+5c\+6c\+7c/);
    // discard by keyboard; then it is A's turn
    await card('4d');
    const discard = g.getByRole('button', { name: t.discard });
    await discard.focus();
    await page.keyboard.press('Enter');
    await expect(g.getByTestId('rm-status')).toContainText(t.toPlay('A'));
    // a typed illegal move: A lays off before melding
    await g.getByText(t.legal).click();
    await g.getByLabel(t.tryIt).fill('layoff B1 8c');
    await g.getByRole('button', { name: t.apply, exact: true }).click();
    const note = g.locator('.move-panel').getByRole('alert');
    await expect(note).toHaveAttribute('data-rule', 'turn');
    await ruleLinkExists(page, note.getByRole('link'));
    // the island stays accessible in the middle of play (refusal shown, melds on the table)
    const axe = await new AxeBuilder({ page }).include('[data-testid="rm-game"]').include('[data-testid="rm-checker"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    // a legal move from the engine's list is played
    await g.locator('.move-panel__legal button').first().click();
    await expect(g.getByTestId('rm-status')).not.toContainText(lang === 'de' ? '· ziehen' : '· draw');
    // the address replays the same game
    const url = page.url();
    await page.goto(url);
    await hydrated(page.getByTestId('rm-game'));
    await expect(page.getByTestId('rm-game').getByTestId('melds-1').locator('.rm-meld')).toHaveCount(2);
    // a tampered address: message, and the start of that deal
    await page.goto(`/${lang}/romme/?rm-play=s154~2:draw;discard+Zz`);
    const g2 = page.getByTestId('rm-game');
    await hydrated(g2);
    await expect(g2.getByRole('alert').first()).toContainText(t.badUrl);
    await expect(g2.getByTestId('rm-status')).toContainText(t.toPlay('B'));
    await expect(g2.getByRole('button', { name: t.draw })).toBeVisible();
  });
}
