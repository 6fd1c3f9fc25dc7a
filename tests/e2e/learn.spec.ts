/**
 * The lessons, done as a reader does them: for every game and language,
 * every lesson is solved by clicking cards, cells and buttons (the answer
 * derived from the lesson's data, never by skipping), the confirmation and
 * the next-lesson link appear and the progress counts; one wrong answer per
 * game shows the engine's reason with a link that lands on the rule; the
 * practice answers a linked position; axe finds nothing in any state.
 */
import { test, expect, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { solutionOf } from '../../src/learn/check';
import type { Answer, Lesson, PracticeKind } from '../../src/learn/types';
import { CONQUIAN_LESSONS, CONQUIAN_PRACTICE } from '../../src/learn/conquian';
import type { ConquianMove } from '../../src/engine/conquian/engine';
import { GONGOR_WHIST_LESSONS, GONGOR_WHIST_PRACTICE } from '../../src/learn/gongor-whist';
import type { GongorWhistMove } from '../../src/engine/gongor-whist/engine';
import { QUINCUNX_LESSONS, QUINCUNX_PRACTICE } from '../../src/learn/quincunx';
import { DECKTET_SUITS } from '../../src/engine/cards/decktet';
import { DECKTET_SUIT_NAMES } from '../../src/i18n/decktet-cards';
import type { QuincunxMove } from '../../src/engine/quincunx/engine';
import { ROMME_LESSONS, ROMME_PRACTICE } from '../../src/learn/romme';
import { meldRefText, type RommeMove } from '../../src/engine/romme/engine';

/** What a reader clicks for one answer: cards to pick, then a button or a target. */
interface Click { readonly pick: readonly string[]; readonly action?: string; readonly target?: string; readonly fill?: string }

interface GameUi {
  readonly lessons: readonly Lesson<any, any>[];
  readonly practice: PracticeKind<any, any>;
  /** The clicks that make this move. */
  clicks(move: any): Click;
  /** One wrong answer: the lesson, its clicks, and the rule its refusal links to. */
  readonly wrong: { readonly lesson: string; readonly clicks: readonly Click[]; readonly rule: string };
}

const GAMES: Record<string, GameUi> = {
  conquian: {
    lessons: CONQUIAN_LESSONS,
    practice: CONQUIAN_PRACTICE,
    clicks(m: ConquianMove): Click {
      switch (m.type) {
        case 'meld': return { pick: m.hand, action: 'meld' };
        case 'discard': return { pick: [m.card], action: 'discard' };
        default: return { pick: [], action: m.type };
      }
    },
    wrong: { lesson: 'pass', clicks: [{ pick: [], action: 'decline' }], rule: 'pass' },
  },
  romme: {
    lessons: ROMME_LESSONS,
    practice: ROMME_PRACTICE,
    clicks(m: RommeMove): Click {
      switch (m.type) {
        case 'meld': return { pick: m.melds.flat().map((c) => c.split('=')[0]!), action: 'meld' };
        case 'layoff': return { pick: m.cards.map((c) => c.split('=')[0]!), target: meldRefText(m.seat, m.meld), action: 'layoff' };
        case 'exchange': return { pick: [m.card], target: meldRefText(m.seat, m.meld), action: 'exchange' };
        case 'discard': return { pick: [m.card], action: 'discard' };
        default: return { pick: [], action: m.type };
      }
    },
    wrong: { lesson: 'first-meld', clicks: [{ pick: ['Kc', 'Kd', 'Ks', '2c', '3c', '4c'], action: 'meld' }], rule: 'first-meld' },
  },
  quincunx: {
    lessons: QUINCUNX_LESSONS,
    practice: QUINCUNX_PRACTICE,
    clicks(m: QuincunxMove): Click {
      return m.type === 'place' ? { pick: [m.card], target: m.cell } : { pick: [], action: m.type };
    },
    wrong: { lesson: 'basic', clicks: [{ pick: [], fill: '4', action: 'check' }], rule: 'basic-scoring' },
  },
  'gongor-whist': {
    lessons: GONGOR_WHIST_LESSONS,
    practice: GONGOR_WHIST_PRACTICE,
    clicks(m: GongorWhistMove): Click {
      switch (m.type) {
        case 'play': return { pick: [m.card], action: 'play' };
        case 'bid': return { pick: [], action: `bid-${m.n}` };
        default: return { pick: [], action: m.type };
      }
    },
    wrong: { lesson: 'follow', clicks: [{ pick: ['5YK', '8MS'], action: 'check' }], rule: 'follow' },
  },
};

const WORDS = {
  de: { right: /Richtig/, progress: (n: number, m: number) => `${n} von ${m} Lektionen erledigt.`, bad: /keine gültige Stellungsnummer/, first: 'Mit Lektion 1 beginnen', on: (n: number) => `Weiter mit Lektion ${n}`, practice: 'Alle erledigt: zum Üben' },
  en: { right: /Right/, progress: (n: number, m: number) => `${n} of ${m} lessons done.`, bad: /no valid position number/, first: 'Start with lesson 1', on: (n: number) => `Go on with lesson ${n}`, practice: 'All done: on to practice' },
} as const;

async function hydrated(island: Locator) {
  await island.scrollIntoViewIfNeeded();
  await expect(island.locator('xpath=ancestor::astro-island')).not.toHaveAttribute('ssr', /.*/);
}

async function click(island: Locator, c: Click) {
  for (const card of c.pick) {
    const button = island.locator(`[data-card-pick="${card}"]`).first();
    if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
  }
  if (c.fill !== undefined) await island.locator('input').fill(c.fill);
  if (c.target) await island.locator(`[data-target="${c.target}"]`).click();
  if (c.action) await island.locator(`[data-action="${c.action}"]`).click();
}

/** The clicks that give an answer. */
function answerClicks(ui: GameUi, a: Answer<unknown>): Click {
  switch (a.kind) {
    case 'move': return ui.clicks(a.move);
    case 'pick': return a.cards.length ? { pick: a.cards, action: 'check' } : { pick: [], action: 'none' };
    case 'number': return { pick: [], fill: String(a.value), action: 'check' };
    case 'choice': return { pick: [], action: `choice-${a.value}` };
  }
}

async function axeClean(page: Page) {
  const axe = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const [game, ui] of Object.entries(GAMES)) {
  for (const lang of ['de', 'en'] as const) {
    const W = WORDS[lang];

    test(`learn ${game} (${lang}): every lesson is done by doing its task`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto(`/${lang}/${game}/learn/`);
      const progress = page.getByTestId('progress');
      await hydrated(progress);
      // where to go on: the first lesson, then the first one not solved, then the practice
      const go = progress.getByTestId('progress-go');
      await expect(go).toHaveText(W.first);
      await expect(go).toHaveAttribute('href', `#${ui.lessons[0]!.id}`);
      for (const [i, lesson] of ui.lessons.entries()) {
        const island = page.locator(`section[data-lesson="${lesson.id}"]`);
        await hydrated(island);
        const answers = solutionOf(lesson.task, lesson.start());
        for (const a of answers) await click(island, answerClicks(ui, a));
        await expect(island).toHaveAttribute('data-solved', 'true');
        await expect(island.getByTestId('right')).toContainText(W.right);
        // a solved lesson asks for nothing more: no "Your turn: discard a card." under "Right!" (Conquian's lessons 4, 5)
        await expect(island.locator('.lb-status', { hasText: lang === 'de' ? 'Du bist am Zug' : 'Your turn' })).toHaveCount(0);
        const next = ui.lessons[i + 1];
        if (next) {
          await expect(island.locator('[data-next]')).toHaveAttribute('href', `#${next.id}`);
          await expect(page.locator(`[id="${next.id}"]`)).toHaveCount(1);
        }
        await expect(progress).toContainText(W.progress(i + 1, ui.lessons.length));
        await expect(go).toHaveText(next ? W.on(i + 2) : W.practice);
        await expect(go).toHaveAttribute('href', `#${next ? next.id : 'practice'}`);
      }
      await expect(page.locator('[id="practice"]')).toHaveCount(1);
      await axeClean(page);
      // Progress is kept in this browser, and can be cleared.
      await page.reload();
      await hydrated(page.getByTestId('progress'));
      await expect(page.getByTestId('progress')).toContainText(W.progress(ui.lessons.length, ui.lessons.length));
      await expect(page.getByTestId('progress-go')).toHaveText(W.practice);
      await page.getByTestId('progress').getByRole('button').click();
      await expect(page.getByTestId('progress')).toContainText(W.progress(0, ui.lessons.length));
      await expect(page.getByTestId('progress-go')).toHaveText(W.first);
    });

    test(`learn ${game} (${lang}): a wrong answer is explained with a link to its rule, two show the solution`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto(`/${lang}/${game}/learn/#${ui.wrong.lesson}`);
      const island = page.locator(`section[data-lesson="${ui.wrong.lesson}"]`);
      await hydrated(island);
      for (const c of ui.wrong.clicks) await click(island, c);
      const link = island.getByTestId('miss').locator(`a[data-rule-link="${ui.wrong.rule}"]`);
      await expect(link).toHaveAttribute('href', `/${lang}/${game}/#${ui.wrong.rule}`);
      await axeClean(page);
      for (const c of ui.wrong.clicks) await click(island, c);
      await expect(island.getByTestId('solution')).toBeVisible();
      await axeClean(page);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/${game}/#${ui.wrong.rule}$`));
      await expect(page.locator(`[id="${ui.wrong.rule}"]`)).toBeVisible();
    });

    test(`learn ${game} (${lang}) on a phone: an answer given at the foot of the screen is answered on it`, async ({ browser }) => {
      const ctx = await browser.newContext({ viewport: { width: 360, height: 740 } });
      const page = await ctx.newPage();
      await page.goto(`/${lang}/${game}/learn/`);
      const island = page.locator(`section[data-lesson="${ui.wrong.lesson}"]`);
      await hydrated(island);
      const { action, ...choose } = ui.wrong.clicks[0]!;
      await click(island, choose);
      // the answer's button at the screen's foot, where a reader scrolling down the lesson meets it
      const button = island.locator(`[data-action="${action}"]`);
      await button.evaluate((el) => el.scrollIntoView({ block: 'end' }));
      await button.click();
      const miss = island.getByTestId('miss');
      await expect(miss.locator(`a[data-rule-link="${ui.wrong.rule}"]`)).toBeVisible();
      // why it is wrong, with its rule link, on the screen (it came below it)
      await expect.poll(async () => { const b = (await miss.boundingBox())!; return b.y >= 0 && b.y + b.height <= 740; }, { message: 'the explanation on the screen' }).toBe(true);
      await ctx.close();
    });

    test(`learn ${game} (${lang}): a linked practice position is answered and scored; a bad link is explained`, async ({ page }) => {
      test.setTimeout(90_000);
      const seed = '7';
      await page.goto(`/${lang}/${game}/learn/?practice=${seed}#practice`);
      const island = page.locator('section[data-practice]');
      await hydrated(island);
      await expect(island).toHaveAttribute('data-practice', seed);
      const s = ui.practice.position(seed);
      const answers = solutionOf(ui.practice.task(s), s);
      for (const a of answers) await click(island, answerClicks(ui, a));
      await expect(island).toHaveAttribute('data-solved', 'true');
      await expect(island.getByTestId('score')).toContainText(lang === 'de' ? '1 von 1' : '1 of 1');
      await axeClean(page);
      await island.locator('[data-action="next-position"]').click();
      await expect(page).toHaveURL(/[?&]practice=[a-z0-9]+/);
      await expect(island).not.toHaveAttribute('data-practice', seed);

      await page.goto(`/${lang}/${game}/learn/?practice=%3Cscript%3E#practice`);
      const again = page.locator('section[data-practice]');
      await hydrated(again);
      await expect(again.getByRole('alert')).toContainText(W.bad);
      await expect(page).not.toHaveURL(/practice=/);
    });
  }
}

// A solution of two moves reads one numbered move a line on a phone ("1. Am Trumpf drehen" above "2. Stich
// entscheiden"); it ran on as one line that wrapped mid-step. A one-move solution stays beside its label.
for (const lang of ['de', 'en'] as const) {
  test(`learn gongor-whist (${lang}) on a phone: a solution of two moves shows one move a line`, async ({ browser }) => {
    const ctx = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await ctx.newPage();
    await page.goto(`/${lang}/gongor-whist/learn/#twiddle`);
    const island = page.locator('section[data-lesson="twiddle"]');
    await hydrated(island);
    for (let i = 0; i < 2; i++) await island.locator('[data-action="resolve"]').click();
    const steps = island.getByTestId('solution').locator('.learn-solution__step');
    await expect(steps).toHaveCount(2);
    // measured in one frame: the page scrolls the solution onto the screen meanwhile (two boundingBox calls under
    // load saw two scroll positions)
    const boxes = (loc: Locator) => loc.evaluateAll((els) => els.map((e) => { const r = e.getBoundingClientRect(); return { x: r.left, y: r.top, height: r.height }; }));
    const [first, second] = await boxes(steps);
    expect(second!.y).toBeGreaterThanOrEqual(first!.y + first!.height - 1);
    expect(Math.abs(second!.x - first!.x)).toBeLessThan(1);
    await page.goto(`/${lang}/conquian/learn/#pass`);
    const pass = page.locator('section[data-lesson="pass"]');
    await hydrated(pass);
    for (let i = 0; i < 2; i++) await pass.locator('[data-action="decline"]').click();
    const [label, only] = await boxes(pass.getByTestId('solution').locator('strong:first-child, .learn-solution__step'));
    expect(Math.abs(only!.y - label!.y)).toBeLessThan(label!.height);
    await ctx.close();
  });
}

// The progress box at the top of every lessons page has the same size before and after it hydrates, so the
// lessons below do not move (Lighthouse measured a layout shift of 0.23-0.31 on every lessons page when the
// count and the button appeared only after hydration). Compared without and with JavaScript: no timing involved.
test('the progress box keeps its size when it hydrates, on every lessons page', async ({ browser }) => {
  // Sixteen fresh pages, each in its own browser context: in CI on a loaded machine (Playwright 29 min instead of
  // 12) they took longer than the default 30 s together.
  test.setTimeout(120_000);
  const size = async (js: boolean, path: string) => {
    const ctx = await browser.newContext({ javaScriptEnabled: js, viewport: { width: 360, height: 740 } });
    const page = await ctx.newPage();
    await page.goto(path);
    const box = page.getByTestId('progress');
    if (js) {
      await hydrated(box);
      await expect(box.getByRole('button')).toBeVisible();
    }
    const b = (await box.boundingBox())!;
    // its top in the page, wherever hydrating it scrolled to
    const y = b.y + (await page.evaluate(() => window.scrollY));
    await ctx.close();
    return { height: b.height, y };
  };
  for (const lang of ['de', 'en'] as const) {
    for (const game of ['conquian', 'romme', 'quincunx', 'gongor-whist']) {
      const path = `/${lang}/${game}/learn/`;
      const [live, plain] = [await size(true, path), await size(false, path)];
      // within 2 px (rounding: one page's text above the box sits 1 px lower with JavaScript)
      expect(Math.abs(live.height - plain.height), `${path} height ${live.height} vs ${plain.height}`).toBeLessThanOrEqual(2);
      expect(Math.abs(live.y - plain.y), `${path} top ${live.y} vs ${plain.y}`).toBeLessThanOrEqual(2);
    }
  }
});

test.describe('quick start and terms', () => {
  for (const lang of ['de', 'en'] as const) {
    // A screen reader's list of regions names each lesson by its heading ("1. Karten und Folgen"), in the page's
    // language: the lessons' regions had been named after their ids ("Aufgabe: runs").
    test(`lessons (${lang}): each lesson's region is named by its heading`, async ({ page }) => {
      for (const game of Object.keys(GAMES)) {
        await page.goto(`/${lang}/${game}/learn/`);
        const tasks = page.locator('section.learn-task[data-lesson]');
        const n = await tasks.count();
        expect(n).toBeGreaterThan(0);
        for (let i = 0; i < n; i++) {
          const id = (await tasks.nth(i).getAttribute('data-lesson'))!;
          const heading = (await page.locator(`h2[id="${id}"]`).textContent())!.trim();
          expect(heading).toMatch(/^\d+\. \S/);
          await expect(tasks.nth(i)).toHaveAccessibleName(heading);
        }
      }
    });

    // A lesson that asks for "every card that carries Leaves" first shows which symbol Leaves is: the lesson on
    // cards (Gongor Whist) and the first one about suits (Quincunx, the Ace exception) list the six suits, each
    // as its symbol and name on card paper (legible in dark mode too).
    test(`decktet lessons (${lang}): the six suits with their symbols before the first task about suits`, async ({ page }) => {
      for (const [game, lesson] of [['gongor-whist', 'cards'], ['quincunx', 'ace-match']] as const) {
        await page.goto(`/${lang}/${game}/learn/`);
        const intro = page.locator(`h2[id="${lesson}"] + p`);
        const suits = intro.locator('.isuit');
        await expect(suits).toHaveText(DECKTET_SUITS.map((s) => DECKTET_SUIT_NAMES[lang][s]));
        for (const [i, s] of DECKTET_SUITS.entries()) await expect(suits.nth(i).locator(`i.ig.a-${s}`)).toBeVisible();
        await expect(suits.first()).toHaveCSS('white-space', 'nowrap');
      }
    });

    test(`quick start (${lang}): the two buttons lead to the lessons and to the game, on the first phone screen`, async ({ browser }) => {
      const ctx = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
      const page = await ctx.newPage();
      for (const game of Object.keys(GAMES)) {
        await page.goto(`/${lang}/${game}/`);
        const learn = page.locator('[data-quickstart="learn"]');
        const play = page.locator('[data-quickstart="play"]');
        await expect(learn).toHaveAttribute('href', `/${lang}/${game}/learn/`);
        // the game's own page where it has one (its page is split, issue 16), else the section on this page
        const href = (await play.getAttribute('href'))!;
        if (href === '#play') await expect(page.locator('[id="play"]')).toHaveCount(1);
        else {
          expect(href).toBe(`/${lang}/${game}/play/`);
          expect((await page.request.get(href)).status()).toBe(200);
        }
        for (const b of [learn, play, page.locator('h1')]) {
          const box = (await b.boundingBox())!;
          expect(box.y + box.height, `${game}: on the first screen`).toBeLessThanOrEqual(740);
        }
      }
      // A term explains itself on tap (touch has no hover) and closes again.
      await page.goto(`/${lang}/conquian/`);
      const term = page.locator('#quick-start .term').first();
      const tip = term.locator('.term__tip');
      await expect(tip).toBeHidden();
      await term.locator('.term__word').tap();
      await expect(tip).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/${lang}/conquian/$`));
      await page.locator('h1').tap();
      await expect(tip).toBeHidden();
      await ctx.close();
    });
  }

  test('a term explains itself on hover and on keyboard focus, and its link opens the glossary entry', async ({ page }) => {
    await page.goto('/en/conquian/');
    const term = page.locator('#quick-start .term').first();
    const tip = term.locator('.term__tip');
    await term.locator('.term__word').hover();
    await expect(tip).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(tip).toBeHidden();
    await term.locator('.term__word').focus();
    await expect(tip).toBeVisible();
    const id = await term.getAttribute('data-term');
    await expect(term.locator('.term__word')).toHaveAttribute('href', `/en/glossary/#${id}`);
    await page.goto(`/en/glossary/#${id}`);
    await expect(page.locator(`[id="${id}"]`)).toBeVisible();
  });
});
