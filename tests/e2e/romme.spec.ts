import { ISLAND } from '../../src/i18n/islands';
import { ROMME_RULES } from '../../src/engine/romme/rules';
import { test, expect, type Locator } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { ROMME_EXAMPLES } from '../../src/engine/romme/examples';
import { ROMME_EXAMPLE_TEXT } from '../../src/i18n/examples/romme';
import { apply, bestMelds, judgeMelds, setup } from '../../src/engine/romme';
import { RMP as RM } from '../../src/i18n/romme-play';
import { FRENCH_RANKS, FRENCH_SUITS } from '../../src/engine/cards/french';
import { expectCaption } from './caption';
import { openLink, unfold, addressNow } from './pages';

const L = {
  de: {
    next: 'Weiter', step: (i: number, n: number) => `Schritt ${i} von ${n}`, badUrl: /ungültige/, apply: 'Ausführen',
    clear: 'Alles leeren', newMeld: 'Neue Kombination', toPlay: (p: string) => `Am Zug: Spieler ${p}`, first: /reicht für das erste Auslegen/,
    notFirst: /zu wenig für das erste Auslegen/, joker: 'Joker 1', jokerAs: 'Joker steht für', points: (n: number) => `${n} Punkte`, ace: 'Kreuz-Ass', spadeAce: 'Pik-Ass',
    h3: 'Herz-Drei', h4: 'Herz-Vier', h5: 'Herz-Fünf', deal: 'Runde 1 von 2',
    draw: 'Ziehen', take: /^Aufnehmen: /, meld: /^Auslegen: /, layoff: /^Anlegen an /, discard: /^Abwerfen: /, suggest: /^Vorschlag wählen/, hint: 'Tipp',
    newGame: 'Neues Spiel', out: /hat ausgemacht/, over: /Partie beendet/, capped: /Zuggrenze/, notation: 'Zug in Notation eingeben', tryIt: /Eigenen Zug eingeben/,
    seats: /^Plätze/, hintText: /^Tipp: /, computer: /^Spieler [ABC]: \S/,
  },
  en: {
    next: 'Next', step: (i: number, n: number) => `Step ${i} of ${n}`, badUrl: /invalid/, apply: 'Play',
    clear: 'Clear all', newMeld: 'New meld', toPlay: (p: string) => `To play: Player ${p}`, first: /enough for a first meld/,
    notFirst: /not enough for a first meld/, joker: 'Joker 1', jokerAs: 'Joker stands for', points: (n: number) => `${n} points`, ace: 'Ace of Clubs', spadeAce: 'Ace of Spades',
    h3: 'Three of Hearts', h4: 'Four of Hearts', h5: 'Five of Hearts', deal: 'Deal 1 of 2',
    draw: 'Draw', take: /^Take: /, meld: /^Meld: /, layoff: /^Lay off on /, discard: /^Discard: /, suggest: /^Pick the suggestion/, hint: 'Hint',
    newGame: 'New game', out: /has gone out/, over: /Game over/, capped: /turn limit/, notation: 'Type a move in notation', tryIt: /Enter a move of your own/,
    seats: /^Seats/, hintText: /^Hint: /, computer: /^Player [ABC]: \S/,
  },
} as const;

/** Move notation and card codes: none of it may stand on a button the reader presses. */
const NOTATION = /\b(draw|take|meld|layoff|exchange|discard|call|onesuit|done|next)\b|\bJk\b|\b(10|[2-9AJQK])[cshd]'?(?![a-z])/;
/** English words that would give away an untranslated German button. */
const ENGLISH = /\b(Draw|Take|Meld|Lay off|Discard|Exchange|Hint|New game|Deal|Done|Player|Undo|Take back)\b/;

async function hydrated(loc: Locator) {
  await loc.scrollIntoViewIfNeeded();
  await expect(loc.locator('xpath=ancestor::astro-island')).not.toHaveAttribute('ssr', /.*/);
}

/** A rule link of an island: one of Rommé's rule ids (on the examples and play pages it leads to the rules page). */
async function ruleLinkExists(link: Locator) {
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^#[a-z-]+$/);
  expect(ROMME_RULES.ids).toContain(href!.slice(1));
  return href!.slice(1);
}

/** The texts on every button of the island (for the German-words check). */
async function buttonTexts(island: Locator): Promise<string[]> {
  return island.locator('button:visible').evaluateAll((bs) => bs.map((b) => (b as HTMLElement).innerText.trim()).filter(Boolean));
}

async function fast(g: Locator) {
  await unfold(g.getByTestId('rm-seats'));
  await g.getByTestId('rm-speed').selectOption('fast');
}

for (const lang of ['de', 'en'] as const) {
  const t = L[lang];

  test(`romme (${lang}): first positions are rendered without JavaScript`, async ({ browser }) => {
    const ctx = await browser.newContext({ javaScriptEnabled: false });
    const page = await ctx.newPage();
    await page.goto(`/${lang}/romme/examples/`);
    const ex = ROMME_EXAMPLES[0]!;
    await expectCaption(page.locator(`section[data-example="${ex.id}"]`).getByTestId('caption'), ROMME_EXAMPLE_TEXT[lang][ex.id]!.intro!);
    await expect(page.locator(`section[data-example="${ex.id}"]`).getByTestId('hand-0').locator('.card')).toHaveCount(10);
    await page.goto(`/${lang}/romme/play/`);
    const checker = page.getByTestId('rm-checker');
    await expect(checker.getByTestId('rm-first')).toContainText(t.first);
    await expect(checker.getByTestId('rm-best')).toContainText(t.points(42));
    const game = page.getByTestId('rm-game');
    const s = setup({ players: 4 }, 'regelwerk');
    await expect(game.getByTestId('rm-status')).toContainText(t.toPlay('ABCDEF'[s.current]!));
    await expect(game.getByTestId('rm-hand').getByRole('button')).toHaveCount(10);
    await ctx.close();
  });

  test(`romme (${lang}): every worked example steps through with the engine's verdicts, its moves named in words`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(`/${lang}/romme/examples/`);
    for (const ex of ROMME_EXAMPLES) {
      const island = page.locator(`section[data-example="${ex.id}"]`);
      await expect(island, ex.id).toHaveCount(1);
      await hydrated(island);
      const words = ROMME_EXAMPLE_TEXT[lang][ex.id]!;
      await expectCaption(island.getByTestId('caption'), words.intro!);
      for (let i = 1; i <= ex.steps.length; i++) {
        await island.getByRole('button', { name: t.next, exact: true }).click();
        await expect(island.getByTestId('step-label')).toHaveText(t.step(i, ex.steps.length));
        await expectCaption(island.getByTestId('caption'), words.steps[i - 1]!);
        const expected = ex.steps[i - 1]!.expect.ok;
        if (expected !== true) {
          const alert = island.getByRole('alert');
          await expect(alert).toHaveAttribute('data-rule', expected);
          await expect(alert.getByRole('link')).toHaveAttribute('href', `#${expected}`);
          expect(ROMME_RULES.ids).toContain(expected);
        } else {
          // a legal step moved cards, and the table shows which (a new deal moves all, and is not highlighted)
          if (!/^next|^call|^onesuit|^done/.test(ex.steps[i - 1]!.move)) await expect(island.locator('.rm-moved').first()).toBeVisible();
        }
      }
      await expect(island.getByRole('button', { name: t.next, exact: true })).toBeDisabled();
      // the list of steps names the moves in words, never in notation
      for (const label of await island.locator('.step-list .step-link').allInnerTexts()) expect(label).not.toMatch(NOTATION);
    }
    // the numbers the captions promise are on the table: the last step of the first example
    const first = page.locator('section[data-example="first-meld-42"]');
    await expect(first.getByRole('status')).toContainText(t.points(78));
    await expect(first.getByTestId('scores')).toContainText('78');
  });

  test(`romme (${lang}): meld checker – picking by keyboard, joker declaration, value, first meld, failing rule, best melds from the worker`, async ({ page }) => {
    await page.goto(`/${lang}/romme/play/`);
    const c = page.getByTestId('rm-checker');
    await hydrated(c);
    await c.getByRole('button', { name: t.clear }).click();
    // hearts and diamonds are red on the buttons too, not only at the row's suit sign
    const heart = c.locator('.rm-picker button[data-card="3h"]');
    await expect(heart).toHaveCSS('color', await c.locator('.rm-pick-suit.rm-red').first().evaluate((e) => getComputedStyle(e).color));
    await expect(heart).not.toHaveCSS('color', await c.locator('.rm-picker button[data-card="3s"]').evaluate((e) => getComputedStyle(e).color));
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
    // the best melds come from the search in the worker
    await expect(c.getByTestId('rm-best')).toContainText(t.points(bestMelds(['Ac', 'As', 'Jk', '3h', '4h', '5h']).value));
    await c.getByTestId('rm-group-0').getByLabel(t.jokerAs).selectOption('8d');
    await expect(c.getByTestId('rm-group-0').getByTestId('rm-group-verdict')).toHaveText(lang === 'de' ? 'keine gültige Kombination' : 'not a valid meld');
    const link = c.getByTestId('rm-group-0').locator('.rm-problem a');
    expect(await ruleLinkExists(link)).toBe('sets');
    // the rule's name quoted as the page's language quotes (the English page had German quotes here)
    await expect(link).toHaveText(lang === 'de' ? "Regel „Sätze“" : "Rule “Sets”");
    // said once, under its combination: the summary says only what it means for a first meld (it repeated the reason)
    await expect(c.locator('.rm-problem')).toHaveCount(1);
    await expect(c.getByTestId('rm-first')).toHaveText(RM[lang].firstNeedsValid);
    await expect(page).toHaveURL(/rm-check=Ac\+As\+Jk%3D8d|rm-check=Ac%20As%20Jk%3D8d/);
    await page.goto(`/${lang}/romme/play/?rm-check=Qs+Ks+As+%2F+Jk+Jk%27+7c`);
    await hydrated(page.getByTestId('rm-checker'));
    await expect(page.getByTestId('rm-checker').getByTestId('rm-group-0').getByTestId('rm-group-verdict')).toHaveText(lang === 'de' ? 'Folge, 31 Punkte' : 'Run, 31 points');
    await expect(page.getByTestId('rm-checker').getByTestId('rm-best')).toContainText(t.points(bestMelds(['Qs', 'Ks', 'As', 'Jk', "Jk'", '7c']).value));
    await page.goto(`/${lang}/romme/play/?rm-check=Qs+Xx`);
    await hydrated(page.getByTestId('rm-checker'));
    // a selection it cannot read: said as such (not "an invalid position"), and the starting choice shown
    await expect(page.getByTestId('rm-checker').getByRole('alert')).toHaveText(RM[lang].badCheck);
    await expect(page.getByTestId('rm-checker').getByTestId('rm-summary')).toContainText(t.points(42));
  });

  test(`romme (${lang}): the card picker is one Tab stop, the arrow keys move between its cards`, async ({ page }) => {
    // Its 54 keys were 54 Tab stops between the pack switch and the verdict.
    await page.goto(`/${lang}/romme/play/`);
    const c = page.getByTestId('rm-checker');
    await hydrated(c);
    const picker = c.getByRole('group', { name: RM[lang].pickerLabel, exact: true });
    // its hint, under the keys, is the group's description and names the keys that work now (it said Tab)
    await expect(picker).toHaveAccessibleDescription(RM[lang].pickerHint);
    expect(RM[lang].pickerHint).toMatch(lang === 'de' ? /Pfeiltasten/ : /arrow keys/);
    await expect(picker.locator('.rm-pick')).toHaveCount(54);
    const stops = picker.locator('.rm-pick:not([tabindex="-1"])');
    await expect(stops).toHaveCount(1);
    const card = (suit: number, rank: number) => `${FRENCH_RANKS[rank]}${FRENCH_SUITS[suit]}`;
    await expect(stops).toHaveAttribute('data-card', card(0, 0));
    const focused = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.card ?? null);
    await stops.focus();
    for (const [key, want] of [['ArrowLeft', card(0, 0)], ['ArrowUp', card(0, 0)], ['ArrowRight', card(0, 1)], ['ArrowDown', card(1, 1)], ['ArrowDown', card(2, 1)], ['ArrowDown', card(3, 1)], ['ArrowDown', "Jk'"], ['ArrowLeft', 'Jk'], ['ArrowUp', card(3, 0)]] as const) {
      await page.keyboard.press(key);
      expect(await focused(), key).toBe(want);
    }
    await page.keyboard.press('Space');
    await expect(picker.locator(`[data-card="${card(3, 0)}"]`)).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Tab');
    expect(await focused()).toBeNull();
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe(card(3, 0));
    await expect(stops).toHaveCount(1);
  });

  test(`romme (${lang}): play by touching cards – a first meld in two groups, a refused meld explained, notation typed, shared and tampered links`, async ({ page }) => {
    // seed s154, two players, an old link (no seats: the reader plays both): B starts and, after drawing, holds ♣5-6-7 and three Kings (48)
    const s = setup({ players: 2 }, 's154');
    const after = apply(s, { type: 'draw' });
    if (!after.ok) throw new Error('draw');
    expect(bestMelds(after.state.hands[1]!).value).toBe(48);
    await page.goto(`/${lang}/romme/play/?rm-play=s154~2`);
    const g = page.getByTestId('rm-game');
    await hydrated(g);
    await expect(g.getByTestId('rm-status')).toContainText(t.deal);
    await expect(g.getByTestId('rm-status')).toContainText(t.toPlay('B'));
    const draw = g.getByTestId('draw');
    await expect(draw).toHaveText(t.draw);
    await draw.focus();
    await page.keyboard.press('Enter');
    const hand = g.getByTestId('rm-hand');
    const card = async (code: string) => {
      const b = hand.locator(`button[data-card="${code}"]`);
      await b.focus();
      await page.keyboard.press('Space');
      await expect(b).toHaveAttribute('aria-pressed', 'true');
    };
    // one card: the discard is offered with its name
    await card('4d');
    await expect(g.getByTestId('rm-offers').getByRole('button', { name: t.discard })).toHaveText(lang === 'de' ? 'Abwerfen: ♦4' : 'Discard: ♦4');
    await hand.locator('button[data-card="4d"]').press('Space');
    await expect(hand.locator('button[data-card="4d"]')).toHaveAttribute('aria-pressed', 'false');
    // the clubs run alone (18) is no first meld: nothing to press, and the engine's reason with the rule linked
    await card('5c');
    await card('6c');
    await card('7c');
    await expect(g.getByTestId('rm-offers').getByRole('button', { name: t.meld })).toHaveCount(0);
    const alert = g.getByTestId('rm-actions').getByRole('alert');
    await expect(alert).toHaveAttribute('data-code', 'below-minimum');
    expect(await ruleLinkExists(alert.getByRole('link'))).toBe('first-meld');
    // with the three Kings the search groups all six into two melds worth 48
    await card("Kc'");
    await card('Ks');
    await card("Kd'");
    const meld = g.getByTestId('rm-offers').getByRole('button', { name: t.meld });
    await expect(meld).toHaveCount(1);
    await expect(meld).toContainText(t.points(48));
    await meld.focus();
    await page.keyboard.press('Enter');
    await expect(g.getByTestId('melds-1').locator('.rm-meld')).toHaveCount(2);
    await expect(g.getByTestId('melds-1').locator('.rm-moved')).toHaveCount(6);
    await expect(page).toHaveURL(/rm-play=s154~2:draw;meld\+/);
    await expect(page).not.toHaveURL(/rm-seats/);
    await card('4d');
    await g.getByTestId('rm-offers').getByRole('button', { name: t.discard }).click();
    await expect(g.getByTestId('rm-status')).toContainText(t.toPlay('A'));
    // a typed illegal move: A lays off before melding
    await g.getByText(t.notation).click();
    await g.getByLabel(t.tryIt).fill('layoff B1 8c');
    await g.getByRole('button', { name: t.apply, exact: true }).click();
    const note = g.locator('.move-panel').getByRole('alert');
    await expect(note).toHaveAttribute('data-rule', 'turn');
    await ruleLinkExists(note.getByRole('link'));
    const axe = await new AxeBuilder({ page }).include('[data-testid="rm-game"]').include('[data-testid="rm-checker"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    // take the discard from the pile
    const take = g.getByTestId('take');
    await expect(take).toHaveAccessibleName(t.take);
    await take.click();
    await expect(g.getByTestId('rm-status')).not.toContainText(lang === 'de' ? '· ziehen' : '· draw');
    // the address replays the same game
    const url = await addressNow(page);
    await openLink(page, url);
    await hydrated(page.getByTestId('rm-game'));
    await expect(page.getByTestId('rm-game').getByTestId('melds-1').locator('.rm-meld')).toHaveCount(2);
    await expect(page.getByTestId('rm-game').getByTestId('rm-hand').getByRole('button')).toHaveCount(11);
    // a tampered address: message, and that deal up to the move before the bad one (the address to match)
    await page.goto(`/${lang}/romme/play/?rm-play=s154~2:draw;discard+Zz`);
    const g2 = page.getByTestId('rm-game');
    await hydrated(g2);
    await expect(g2.getByRole('alert').first()).toHaveText(ISLAND[lang].linkCut(1));
    await expect(g2.getByTestId('rm-status')).toContainText(t.toPlay('B'));
    await expect(page).toHaveURL(/rm-play=s154~2(%3A|:)draw(&|#|$)/);
    await expect(g2.getByTestId('draw')).toHaveCount(0);
    // seats that do not fit the game: said so (the game itself is fine), the reader at every seat, the field gone
    // from the address; without a game in the address, the seats of a new game
    await page.goto(`/${lang}/romme/play/?rm-seats=zzzz`);
    await hydrated(page.getByTestId('rm-game'));
    await expect(page.getByTestId('rm-game').getByRole('alert').first()).toHaveText(RM[lang].badSeatsFresh);
    await expect(page.getByTestId('rm-game').getByTestId('rm-seats').locator('summary')).toContainText(lang === 'de' ? 'D: du' : 'D: you');
    await page.goto(`/${lang}/romme/play/?rm-play=s154~2&rm-seats=yq`);
    const g3 = page.getByTestId('rm-game');
    await hydrated(g3);
    await expect(g3.getByRole('alert').first()).toHaveText(RM[lang].badSeats);
    await expect(g3.getByTestId('rm-seats').locator('summary')).toContainText(lang === 'de' ? 'A, B: du' : 'A, B: you');
    await unfold(g3.getByTestId('rm-seats'));
    await expect(g3.getByTestId('rm-seat-0')).toHaveValue('human');
    await expect(g3.getByTestId('rm-seat-1')).toHaveValue('human');
    await expect(g3.getByTestId('draw')).toBeVisible();
    await expect(page).not.toHaveURL(/rm-seats/);
  });

  test(`romme (${lang}): a whole game played to the end by touching cards, the page's words on every button`, async ({ page }) => {
    test.setTimeout(120_000);
    // two seats both played by the reader; with this seed the deal ends by going out within a few turns
    await page.goto(`/${lang}/romme/play/?rm-play=g266~2.g1.t60`);
    const g = page.getByTestId('rm-game');
    await hydrated(g);
    const seen = new Set<string>();
    const look = async () => {
      for (const b of await buttonTexts(g)) seen.add(b);
    };
    for (let turn = 0; turn < 60; turn++) {
      if (await g.getByTestId('rm-new-game').isVisible()) break;
      await g.getByTestId('draw').click();
      await look();
      const suggest = g.getByTestId('rm-suggest');
      if (await suggest.isVisible()) {
        await suggest.click();
        const meld = g.getByTestId('rm-offers').getByRole('button', { name: t.meld }).first();
        if (await meld.isVisible()) {
          await look();
          await meld.click();
        } else await g.getByTestId('rm-offers').locator('.rm-quiet').click();
      }
      // lay off every card that fits somewhere, in the hand's order
      for (let k = 0; k < 12; k++) {
        if (!(await g.getByTestId('rm-hand').isVisible()) || (await g.getByTestId('rm-new-game').isVisible())) break;
        const cards = g.getByTestId('rm-hand').getByRole('button');
        let laid = false;
        for (let i = 0; i < (await cards.count()); i++) {
          await cards.nth(i).click();
          const lay = g.getByTestId('rm-offers').getByRole('button', { name: t.layoff }).first();
          if (await lay.isVisible()) {
            await look();
            await lay.click();
            laid = true;
            break;
          }
          await cards.nth(i).click();
        }
        if (!laid) break;
      }
      if (await g.getByTestId('rm-new-game').isVisible()) break;
      // a single card left plays itself; otherwise discard the last card of the hand
      const cards = g.getByTestId('rm-hand').getByRole('button');
      if ((await cards.count()) > 1) {
        await cards.last().click();
        await look();
        await g.getByTestId('rm-offers').getByRole('button', { name: t.discard }).click();
      } else {
        await expect(g.getByTestId('rm-new-game').or(g.getByTestId('draw'))).toBeVisible();
      }
    }
    await expect(g.getByTestId('rm-result')).toContainText(t.out);
    await expect(g.getByTestId('rm-result')).toContainText(t.over);
    await expect(g.getByTestId('scores')).toBeVisible();
    // the end: a clear new game, the move input gone
    await expect(g.getByTestId('rm-new-game')).toHaveText(t.newGame);
    await expect(g.getByText(t.notation)).toHaveCount(0);
    await look();
    expect([...seen].some((b) => t.meld.test(b)), 'a meld was offered').toBe(true);
    expect([...seen].some((b) => t.layoff.test(b)), 'a lay-off was offered').toBe(true);
    for (const b of seen) {
      expect(b, 'notation on a button').not.toMatch(NOTATION);
      if (lang === 'de') expect(b, 'English on a German button').not.toMatch(ENGLISH);
    }
    await g.getByTestId('rm-new-game').click();
    await expect(g.getByTestId('rm-hand')).toBeVisible();
    await expect(g.getByTestId('rm-new-game')).toHaveCount(0);
    await expect(page).not.toHaveURL(/g266/);
  });

  test(`romme (${lang}): a round against three computer seats, played by keyboard; the computer's moves named with their rule; a hint; the link reopens the same game`, async ({ page }) => {
    test.setTimeout(150_000);
    // four seats, one deal, a turn limit of 24 turns: the reader at D, the computer (beginner) at A, B and C
    await page.goto(`/${lang}/romme/play/?rm-play=k1~4.g1.t24&rm-seats=bbby`);
    const g = page.getByTestId('rm-game');
    await hydrated(g);
    await expect(g.getByTestId('rm-seats').locator('summary')).toContainText(t.seats);
    await fast(g);
    // the computer's hands are face down
    for (const seat of [0, 1, 2]) await expect(g.getByTestId(`hand-${seat}`)).not.toContainText(/♣|♠|♥|♦/);
    let hinted = false;
    let reasons = 0;
    let sharedUrl = '';
    let sharedHand = '';
    let sharedRecent = '';
    for (let turn = 0; turn < 40; turn++) {
      const draw = g.getByTestId('draw');
      const end = g.getByTestId('rm-new-game');
      await expect(draw.or(end)).toBeVisible({ timeout: 20_000 });
      if (await end.isVisible()) break;
      // what the computer did since the reader's last move, each with its rule
      if (turn > 0) {
        const recent = g.getByTestId('rm-recent');
        await expect(recent.locator('li').first()).toContainText(t.computer);
        const links = recent.locator('li').first().getByRole('link');
        expect(await links.count()).toBeGreaterThan(0);
        for (const link of await links.all()) await ruleLinkExists(link);
        // every computer turn says why it ended as it did (its discard, or going out), not only the newest
        const lines = recent.locator('li');
        for (let k = 0; k < (await lines.count()); k++) {
          if (t.computer.test(await lines.nth(k).innerText())) await expect(lines.nth(k).locator('.rm-reason').last(), `line ${k}`).toBeVisible();
        }
        // the newest computer move's reason adds why to the line that names the move, in a sentence of its own
        // ("Abwerfen: ♥7. Die Karte, die am wenigsten helfen kann …"), not the move again ("♥7 abwerfen: die Karte …"):
        // no "act:" before the why
        for (const why of await recent.locator('.rm-reason').allInnerTexts()) {
          reasons++;
          expect(why, why).toMatch(/^\P{Ll}[^]*[.!?…]$/u);
          // the computer's hands are face down: its reasons tell nothing of them (no joker held, no hand card named)
          expect(why, why).not.toMatch(lang === 'de' ? /auf der Hand fehlt|ungesehene|ergänzt/ : /in hand every card|unseen card|it completes/);
          expect(why.replace(/\([^)]*\)/g, ''), why).not.toContain(':');
        }
      }
      await draw.focus();
      await page.keyboard.press('Enter');
      if (!hinted) {
        await g.getByTestId('rm-hint').focus();
        await page.keyboard.press('Enter');
        const hint = g.getByTestId('rm-hint-text');
        await expect(hint).toContainText(t.hintText);
        await ruleLinkExists(hint.getByRole('link'));
        hinted = true;
        // the table mid-game is accessible
        const axe = await new AxeBuilder({ page }).include('[data-testid="rm-game"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
        expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      }
      const cards = g.getByTestId('rm-hand').getByRole('button');
      // pick exactly the last card
      for (const b of await cards.all()) if ((await b.getAttribute('aria-pressed')) === 'true') await b.click();
      await cards.last().focus();
      await page.keyboard.press('Space');
      const discard = g.getByTestId('rm-offers').getByRole('button', { name: t.discard });
      await discard.focus();
      await page.keyboard.press('Enter');
      if (turn === 2) {
        // the link is taken at the reader's turn, once the address holds every move the record shows: taken while the
        // computer was still to move, the reopened game would go on playing before the check below could count
        await expect(draw).toBeVisible({ timeout: 20_000 });
        const recorded = Number((await g.locator('.rm-log summary').textContent())!.match(/\d+/)![0]);
        await expect.poll(() => new URL(page.url()).searchParams.get('rm-play')?.split(':')[1]?.split(';').length).toBe(recorded);
        sharedUrl = await addressNow(page);
        sharedRecent = await g.getByTestId('rm-recent').innerText();
      }
    }
    await expect(g.getByTestId('rm-result')).toBeVisible({ timeout: 20_000 });
    await expect(g.getByTestId('rm-result')).toContainText(t.over);
    // at the deal's end every hand lies open, so its penalty points can be checked: no seat is face down any more
    await expect(g.locator('.rm-table')).not.toContainText(lang === 'de' ? /verdeckte Karte/ : /face-down card/);
    // (one seat went out; the others' cards are there to count)
    expect(await g.locator('[data-testid="hand-0"], [data-testid="hand-1"], [data-testid="hand-2"]').locator('[data-card]').count()).toBeGreaterThan(0);
    expect(sharedUrl).toMatch(/rm-seats=bbby/);
    expect(reasons, 'computer reasons seen').toBeGreaterThan(0);
    // the link taken mid-game reopens the same game, seats included, and the computer plays on from there exactly as before
    const moves = new URL(sharedUrl).searchParams.get('rm-play')!.split(':')[1]!.split(';').length;
    await page.goto(sharedUrl);
    const g2 = page.getByTestId('rm-game');
    await hydrated(g2);
    await unfold(g2.getByTestId('rm-seats'));
    await expect(g2.getByTestId('rm-seat-3')).toHaveValue('human');
    await expect(g2.getByTestId('rm-seat-0')).toHaveValue('beginner');
    await expect(g2.locator('.rm-log summary')).toContainText(String(moves));
    // what the computer seats did since the reader's move reads as it did, each turn with its reason: the page asks
    // the seeded players again for the moves it did not see made (the list was missing before)
    expect(sharedRecent.split('\n').filter((l) => t.computer.test(l)).length, sharedRecent).toBeGreaterThan(0);
    await expect.poll(() => g2.getByTestId('rm-recent').innerText(), { timeout: 15_000 }).toBe(sharedRecent);
    sharedHand = (await g2.getByTestId('rm-hand').getByRole('button').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-card')).join(' ')));
    expect(sharedHand.split(' ').length).toBeGreaterThanOrEqual(10);
  });

  test(`romme (${lang}): the reader's first move: the hand's buttons keep their cards, the link keeps the computer seats`, async ({ page }) => {
    // a fresh page: the reader at the seat that starts, the computer at the others
    await page.goto(`/${lang}/romme/play/`);
    const g = page.getByTestId('rm-game');
    await hydrated(g);
    // the seats are built once their line is opened
    await expect(g.locator('[data-testid^="rm-seat-"]')).toHaveCount(0);
    await unfold(g.getByTestId('rm-seats'));
    const seats = await g.locator('[data-testid^="rm-seat-"]').evaluateAll((ss) => ss.map((s) => (s as HTMLSelectElement).value));
    expect(seats.filter((k) => k === 'human')).toHaveLength(1);
    const buttons = await g.getByTestId('rm-hand').getByRole('button').elementHandles();
    const before = await Promise.all(buttons.map((b) => b.getAttribute('data-card')));
    await g.getByTestId('draw').click();
    await expect(g.getByTestId('rm-hand').getByRole('button')).toHaveCount(before.length + 1);
    // the drawn card gets a button of its own: every card's button stays that card's (a keyboard reader's focus stays on
    // the card it was on), the hand is not redrawn with the cards shifted one button along
    expect(await Promise.all(buttons.map((b) => b.evaluate((el) => el.isConnected && (el as Element).getAttribute('data-card'))))).toEqual(before);
    // the game and its seats are in the address together (a game link without seats is the reader at every seat)
    await expect(page).toHaveURL(/rm-play=[^&#]*:draw/);
    await expect.poll(() => new URL(page.url()).searchParams.get('rm-seats')).toBe(seats.map((k) => ({ human: 'y', beginner: 'b', strong: 's' })[k]).join(''));
    await openLink(page, await addressNow(page));
    const g2 = page.getByTestId('rm-game');
    await hydrated(g2);
    await unfold(g2.getByTestId('rm-seats'));
    expect(await g2.locator('[data-testid^="rm-seat-"]').evaluateAll((ss) => ss.map((s) => (s as HTMLSelectElement).value))).toEqual(seats);
  });

  test(`romme (${lang}): take back returns to the reader's last decision with the computer's replies`, async ({ page }) => {
    await page.goto(`/${lang}/romme/play/?rm-play=k1~4.g1.t24&rm-seats=bbby`);
    const g = page.getByTestId('rm-game');
    await hydrated(g);
    await fast(g);
    await expect(g.getByTestId('draw')).toBeVisible({ timeout: 20_000 });
    const before = await g.locator('.rm-log summary').innerText();
    const handBefore = await g.getByTestId('rm-hand').getByRole('button').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-card')).join(' '));
    await g.getByTestId('draw').click();
    await g.getByTestId('rm-hand').getByRole('button').first().click();
    await g.getByTestId('rm-offers').getByRole('button', { name: t.discard }).click();
    await expect(g.getByTestId('draw')).toBeVisible({ timeout: 20_000 });
    await expect(g.locator('.rm-log summary')).not.toHaveText(before);
    await g.getByTestId('undo').click();
    // back to the reader's discard, the computer's replies gone: the card drawn is in hand again, and the computer waits for the reader
    const moves = (text: string) => Number(/\d+/.exec(text)![0]);
    await expect(g.locator('.rm-log summary')).toContainText(String(moves(before) + 1));
    await expect(g.getByTestId('rm-hand').getByRole('button')).toHaveCount(handBefore.split(' ').length + 1);
    await page.waitForTimeout(600);
    await expect(g.locator('.rm-log summary')).toContainText(String(moves(before) + 1));
    await expect(g.getByTestId('rm-status')).toContainText(t.toPlay('D'));
    // once more: the draw was the reader's decision too
    await g.getByTestId('undo').click();
    await expect(g.locator('.rm-log summary')).toHaveText(before);
    await expect(g.getByTestId('draw')).toBeVisible();
    // the study mode shows every hand face up, and the reader's hand can still be picked from
    await expect(g.getByTestId('hand-0')).not.toContainText(/♣|♠|♥|♦/);
    await expect(g.getByTestId('hand-0').getByRole('img')).toHaveCount(0);
    await g.getByTestId('rm-open-hands').check(); // the seats line is open since the speed was set
    await expect(g.getByTestId('hand-0').getByRole('img')).toHaveCount(10);
    await g.getByTestId('draw').click();
    const first = g.getByTestId('rm-hand').getByRole('button').first();
    await first.click();
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    await expect(g.getByTestId('rm-offers').getByRole('button', { name: t.discard })).toBeVisible();
  });

  test(`romme (${lang}): the notation panel the reader opened stays open through the computer's turns, with what was typed`, async ({ page }) => {
    await page.goto(`/${lang}/romme/play/?rm-play=k1~4.g1.t24&rm-seats=bbby`);
    const g = page.getByTestId('rm-game');
    await hydrated(g);
    await fast(g);
    await expect(g.getByTestId('draw')).toBeVisible({ timeout: 20_000 });
    const panel = g.locator('.move-panel');
    await panel.locator('summary').click();
    const field = panel.getByRole('textbox');
    await field.fill('draw');
    await panel.getByRole('button', { name: t.apply }).click();
    await expect(g.getByTestId('draw')).toBeHidden();
    await field.fill('meld 2c 3c');
    const before = await g.locator('.rm-log summary').innerText();
    await g.getByTestId('rm-hand').getByRole('button').first().click();
    await g.getByTestId('rm-offers').getByRole('button', { name: t.discard }).click();
    // the computer seats play (the panel is not offered meanwhile), then the reader's turn comes round again
    await expect(g.getByTestId('draw')).toBeVisible({ timeout: 20_000 });
    await expect(g.locator('.rm-log summary')).not.toHaveText(before);
    expect(Number(/\d+/.exec(await g.locator('.rm-log summary').innerText())![0])).toBeGreaterThan(Number(/\d+/.exec(before)![0]) + 1);
    await expect(panel).toBeVisible();
    await expect(panel).toHaveAttribute('open', '');
    await expect(field).toHaveValue('meld 2c 3c');
  });
}

// Windows' high-contrast mode replaces the colours that mark a chosen rank (the accent background): the
// site marks a pressed button in the system's highlight instead, so the choice stays visible.
test('romme meld checker in forced colours: the chosen ranks stand out from the others', async ({ browser }) => {
  const ctx = await browser.newContext({ forcedColors: 'active', viewport: { width: 412, height: 823 } });
  const page = await ctx.newPage();
  await page.goto('/de/romme/play/');
  const c = page.getByTestId('rm-checker');
  await hydrated(c);
  const bg = (l: Locator) => l.evaluate((e) => getComputedStyle(e).backgroundColor);
  const on = c.locator('.rm-picker button[aria-pressed="true"]').first();
  const off = c.locator('.rm-picker button[aria-pressed="false"]').first();
  await expect(on).toBeVisible();
  expect(await bg(on)).not.toBe(await bg(off));
  await ctx.close();
});
