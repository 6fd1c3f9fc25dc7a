// Glossary terms in worked-example captions (issue 14.3), for every game in both languages: the term in a
// caption explains itself on hover, on keyboard focus (reached with Tab, described by its explanation) and
// on tap (touch has no hover), with the explanation the page resolved from the glossary and a link to the
// rule on the same page; Escape, a tap on its text and a tap elsewhere close it; axe finds nothing with it open.
import { test, expect, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { existsSync, readFileSync } from 'node:fs';
import type { ExampleText } from '../../src/i18n/examples/types';
import { glossaryEntry } from '../../src/learn/glossary';
import { markedIds } from '../../src/islands/shared/Caption';
import { GAME_IDS } from '../../src/engine/core/ids';
import { expectCaption } from './caption';
import { ruleHref } from '../../src/lib/game-parts';

type Lang = 'de' | 'en';
const json = (path: string) => JSON.parse(readFileSync(path, 'utf8'));
/** Every registered game with worked examples: its example island's URL prefix (anchors.json) and its captions. */
const GAMES = Object.fromEntries(
  GAME_IDS.filter((g) => existsSync(`src/i18n/de/examples-${g}.json`)).map((g) => [
    g,
    { prefix: Object.values(json(`src/islands/${g}/anchors.json`).examples as Record<string, string>)[0]!, text: { de: json(`src/i18n/de/examples-${g}.json`), en: json(`src/i18n/en/examples-${g}.json`) } as Record<Lang, Record<string, ExampleText>> },
  ]),
);

/** The first caption of a game that marks a term: its example, step (0: the intro), raw caption and first term id. */
function firstMarked(text: Readonly<Record<string, ExampleText>>) {
  for (const [example, ex] of Object.entries(text)) {
    const captions = [ex.intro ?? '', ...ex.steps];
    const step = captions.findIndex((c) => markedIds([c]).length > 0);
    if (step >= 0) return { example, step, caption: captions[step]!, id: markedIds([captions[step]!])[0]! };
  }
  throw new Error('no caption marks a term');
}

async function openAt(page: Page, lang: Lang, game: string) {
  const { prefix, text } = GAMES[game]!;
  const at = firstMarked(text[lang]);
  // (a game whose page is split sends this link on to its examples page: src/lib/chrome-client.ts)
  await page.goto(`/${lang}/${game}/?${prefix}-${at.example}=${at.step}`);
  await page.waitForLoadState('load');
  const island = page.locator(`section[data-example="${at.example}"]`);
  await island.scrollIntoViewIfNeeded();
  await expect(island.locator('xpath=ancestor::astro-island')).not.toHaveAttribute('ssr', /.*/);
  const caption = island.getByTestId('caption');
  await expectCaption(caption, at.caption);
  const term = caption.locator(`.term[data-term="${at.id}"]`).first();
  return { at, island, caption, term, word: term.locator('.term__word'), tip: term.locator('.term__tip') };
}

async function expectExplains(page: Page, lang: Lang, tip: Locator, id: string) {
  const w = glossaryEntry(id)!.words[lang];
  await expect(tip).toBeVisible();
  await expect(tip).toContainText(`${w.term}: ${w.text}`);
  await expect(tip.getByRole('link').last()).toHaveAttribute('href', `/${lang}/glossary/#${id}`);
  // the rule links land on a rule section: on this page, or (on the examples or play page of a game whose page
  // is split) on its rules page, where the page chrome sends an anchor this page lacks (data-rules)
  const rules = await page.locator('main').getAttribute('data-rules');
  for (const href of await tip.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) {
    if (!href.startsWith('#')) continue;
    if (rules && (await page.locator(`[id="${href.slice(1)}"]`).count()) === 0) {
      const [, l, game] = rules.split('/');
      const to = ruleHref(l!, game!, href.slice(1)).split('#')[0]!;
      expect(await (await page.request.get(to)).text(), `${href} on ${to}`).toContain(`id="${href.slice(1)}"`);
    }
    else await expect(page.locator(`[id="${href.slice(1)}"]`), href).toHaveCount(1);
  }
}

for (const lang of ['de', 'en'] as const) {
  for (const game of Object.keys(GAMES)) {
    test(`${game} (${lang}): a term in a caption explains itself on hover and on keyboard focus, axe clean`, async ({ page }) => {
      const { at, island, word, tip } = await openAt(page, lang, game);
      await expect(tip).toBeHidden();
      await expect(word).toHaveAttribute('href', `/${lang}/glossary/#${at.id}`);
      // hover
      await word.hover();
      await expectExplains(page, lang, tip, at.id);
      await page.mouse.move(0, 0);
      await expect(tip).toBeHidden();
      // keyboard: Tab from the step buttons reaches the term, whose explanation is its description
      await island.locator('.step-nav button').first().focus();
      for (let i = 0; i < 4 && !(await word.evaluate((e) => e === document.activeElement)); i++) await page.keyboard.press('Tab');
      await expect(word).toBeFocused();
      await expectExplains(page, lang, tip, at.id);
      const w = glossaryEntry(at.id)!.words[lang];
      await expect(word).toHaveAccessibleDescription(new RegExp(`^${w.term}: ${w.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      const axe = await new AxeBuilder({ page }).include(`section[data-example="${at.example}"]`).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(tip).toBeHidden();
    });

    test(`${game} (${lang}): a term in a caption explains itself on tap, on a 360 px phone`, async ({ browser }) => {
      const ctx = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
      const page = await ctx.newPage();
      const { at, caption, word, tip } = await openAt(page, lang, game);
      const url = page.url();
      await expect(tip).toBeHidden();
      // the word at the screen's bottom edge, where a reader scrolling down meets it first
      await word.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().bottom - window.innerHeight + 4));
      await word.tap();
      await expectExplains(page, lang, tip, at.id);
      // the first tap explains instead of leaving for the glossary
      expect(page.url()).toBe(url);
      // the explanation opens right below the caption or, without room there, right above it, within the
      // screen's width and inside its island, which clips what it contains (content-visibility)
      const box = (await tip.boundingBox())!;
      const cap = (await caption.boundingBox())!;
      const isl = (await page.locator(`section[data-example="${at.example}"]`).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
      expect(box.y >= cap.y + cap.height - 1 || box.y + box.height <= cap.y + 1, 'below or above the caption').toBe(true);
      expect(box.y).toBeGreaterThanOrEqual(isl.y);
      expect(box.y + box.height).toBeLessThanOrEqual(isl.y + isl.height);
      // and on the screen: one that opened past its bottom edge is scrolled into view
      await expect(tip).toBeInViewport({ ratio: 0.99 }); // (scrolling lands on whole pixels; the box may not)
      const axe = await new AxeBuilder({ page }).include(`section[data-example="${at.example}"]`).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      // a tap elsewhere closes it
      await page.locator('h1').tap();
      await expect(tip).toBeHidden();
      // … and so does a tap on its own text (it may sit over the step buttons), staying on the page
      await word.tap();
      await expect(tip).toBeVisible();
      await tip.locator('strong').tap();
      await expect(tip).toBeHidden();
      expect(page.url()).toBe(url);
      await ctx.close();
    });
  }
}
