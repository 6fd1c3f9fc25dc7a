import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {
  apply, bidAdvice, DEFAULT_OPTIONS, GONGOR_WHIST_EXAMPLES, legalMoves, playAdvice, setup, type GongorWhistMove, type GongorWhistState,
} from '../../src/engine/gongor-whist';
import { GW } from '../../src/i18n/gongor-whist';
import { ISLAND } from '../../src/i18n/islands';
import { GONGOR_WHIST_RULE_NAMES } from '../../src/i18n/gongor-whist-rules';
import { displayOrder } from '../../src/islands/gongor-whist/order';
import { BID_SAMPLES, PLAY_SAMPLES } from '../../src/islands/gongor-whist/advisorClient';

const SEED = 'e2e-whist';

async function hydrated(page: Page, selector: string) {
  const el = page.locator(selector).first();
  await el.scrollIntoViewIfNeeded();
  await expect(el.locator('xpath=ancestor::astro-island')).not.toHaveAttribute('ssr', /.*/);
  return el;
}

/** The line the keyboard plays by pressing Enter: the first playable card in display order, then "decide the trick". */
function keyboardLine(seed: string, bid: number): { moves: GongorWhistMove[]; states: GongorWhistState[] } {
  let s = setup(DEFAULT_OPTIONS, seed);
  const moves: GongorWhistMove[] = [{ type: 'bid', n: bid }];
  const states = [s];
  let r = apply(s, moves[0]!);
  while (r.ok) {
    s = r.state;
    states.push(s);
    if (s.phase !== 'play' && s.phase !== 'decide') break;
    const m: GongorWhistMove = s.phase === 'play' ? { type: 'play', card: displayOrder(legalMoves(s).flatMap((x) => (x.type === 'play' ? [x.card] : [])))[0]! } : { type: 'resolve' };
    moves.push(m);
    r = apply(s, m);
  }
  return { moves, states };
}

for (const lang of ['de', 'en'] as const) {
  const t = GW[lang];
  const u = ISLAND[lang];

  test(`gongor whist (${lang}): every worked example steps through with the engine's verdicts`, async ({ page }) => {
    await page.goto(`/${lang}/gongor-whist/`);
    for (const ex of GONGOR_WHIST_EXAMPLES) {
      const island = await hydrated(page, `section[data-example="${ex.id}"]`);
      for (let i = 1; i <= ex.steps.length; i++) {
        const step = ex.steps[i - 1]!;
        await island.getByRole('button', { name: u.forward, exact: true }).click();
        await expect(island.getByTestId('step-label')).toHaveText(u.step(i, ex.steps.length));
        await expect(island.getByTestId('caption')).toHaveText(step.caption[lang]);
        if (step.expect.ok !== true) {
          const link = island.getByRole('alert').getByRole('link');
          await expect(link).toHaveAttribute('href', `#${step.expect.ok}`);
          await expect(link).toContainText(GONGOR_WHIST_RULE_NAMES[step.expect.ok][lang]);
          await expect(page.locator(`[id="${step.expect.ok}"]`)).toHaveCount(1);
        }
        if (step.expect.trump !== undefined) await expect(island.getByTestId('trump')).toHaveText(t.trumpIs(step.expect.trump));
        if (step.expect.trick) {
          await expect(island.getByTestId('last-trick')).toContainText(step.expect.trick.won ? t.wonCap : t.lostCap);
          await expect(island.getByTestId('last-trick')).toContainText(t.reasons[step.expect.trick.reason]);
        }
        if (step.expect.wouldWin !== undefined) await expect(island.getByTestId('standing')).toHaveText(t.asItStands(step.expect.wouldWin));
      }
      await expect(island.getByRole('button', { name: u.forward, exact: true })).toBeDisabled();
    }
  });

  test(`gongor whist (${lang}): a try-it move in an example is judged by the engine and kept in the URL`, async ({ page }) => {
    await page.goto(`/${lang}/gongor-whist/`);
    const island = await hydrated(page, 'section[data-example="source-mountain"]');
    await island.locator('.move-panel summary').click();
    await island.getByLabel(u.tryIt).fill('play 9LK');
    await island.getByRole('button', { name: u.apply, exact: true }).click();
    await expect(island.locator('.move-panel [role=alert] a')).toHaveAttribute('href', '#follow');
    await island.locator('.move-panel__legal button', { hasText: 'play 7SK' }).click();
    await expect(page).toHaveURL(/gw-source-mountain=0:play\+7SK/);
    await expect(island.getByTestId('standing')).toHaveText(t.asItStands(false));
  });

  test(`gongor whist game (${lang}): a full hand by keyboard with the advisor, then the aft hand, undo and a shared URL`, async ({ page }) => {
    const workers: string[] = [];
    page.on('worker', (w) => workers.push(w.url()));
    await page.goto(`/${lang}/gongor-whist/?gw-game=${SEED}`);
    const game = await hydrated(page, '[data-testid=gongor-game]');
    const s0 = setup(DEFAULT_OPTIONS, SEED);
    // Before the bid: the advisor shows the engine's odds for this deal, computed in a Web Worker.
    const odds = bidAdvice(s0, { samples: BID_SAMPLES }).odds;
    for (let k = 0; k <= 7; k++) await expect(game.getByTestId(`odds-${k}`)).toHaveText(t.pct(odds[k]!));
    expect(workers.some((w) => /advisor\.worker/.test(w))).toBe(true);
    // Find out what the keyboard line takes, then bid exactly that.
    const probe = keyboardLine(SEED, 0);
    const k = probe.states[probe.states.length - 1]!.history[0]!.tricks;
    const { states } = keyboardLine(SEED, k);
    // Reach the bid button with Tab only.
    await game.getByLabel(u.seed).focus();
    for (let i = 0; i < 40; i++) {
      if ((await page.evaluate(() => document.activeElement?.getAttribute('data-bid'))) === String(k)) break;
      await page.keyboard.press('Tab');
    }
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-bid'))).toBe(String(k));
    await page.keyboard.press('Enter');
    await expect(game.getByTestId('bid')).toHaveText(String(k));
    // During play: the chance that the bid is still made, as the engine computes it.
    await expect(game.getByTestId('still-made')).toHaveText(t.pct(playAdvice(states[1]!, { samples: PLAY_SAMPLES })!.chance));
    // The focus sits on the first playable card; Enter plays it, Enter decides the trick.
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press('Enter');
      await expect(game).toHaveAttribute('data-phase', states[i + 2]!.phase);
    }
    await expect(game).toHaveAttribute('data-phase', 'handEnd');
    await expect(game.getByTestId('hand-result')).toHaveText(t.handResult(k, k, true));
    await expect(game.getByTestId('tricks-won')).toHaveText(String(k));
    await expect(game.locator(`.gw-numbers [data-num="${k}"]`)).toHaveAttribute('data-used', 'true');
    await expect(game.locator('.gw-history tbody tr')).toHaveCount(1);
    // Enter deals the aft hand: seven new cards each, Ace stack and trump as they were.
    const trumpBefore = await game.getByTestId('trump').textContent();
    await page.keyboard.press('Enter');
    await expect(game).toHaveAttribute('data-phase', 'bid');
    await expect(game.getByTestId('phase')).toContainText(t.half.aft);
    await expect(game.getByTestId('dummy-left')).toContainText(t.dummyLeft(7));
    await expect(game.getByTestId('trump')).toHaveText(trumpBefore!);
    await expect(game.locator('.gw-hand button[data-card]')).toHaveCount(7);
    // The used bid is crossed off; pressing it is refused with the bid rule's link.
    await game.locator(`.gw-bids [data-bid="${k}"]`).click();
    await expect(game.locator(':scope > p[role=alert] a')).toHaveAttribute('href', '#bid');
    // The URL replays the same game.
    const shared = page.url();
    expect(shared).toMatch(new RegExp(`gw-game=${SEED}:b${k}\\.`));
    await page.goto(shared);
    const again = await hydrated(page, '[data-testid=gongor-game]');
    await expect(again.getByTestId('phase')).toContainText(t.half.aft);
    // Undo goes back to the end of the fore hand.
    await again.getByTestId('undo').click();
    await expect(again).toHaveAttribute('data-phase', 'handEnd');
    await expect(again.getByTestId('phase')).toContainText(t.half.fore);
  });

  test(`gongor whist game (${lang}): illegal plays are explained with their rule, a tampered URL falls back to the start`, async ({ page }) => {
    await page.goto(`/${lang}/gongor-whist/?gw-game=${SEED}:b3.QQ`);
    const game = await hydrated(page, '[data-testid=gongor-game]');
    await expect(game.getByRole('alert')).toHaveText(u.badUrl);
    await expect(game).toHaveAttribute('data-phase', 'bid');
    await expect(page).not.toHaveURL(/gw-game/);
    // Bid, then press a card that does not follow.
    await game.locator('.gw-bids [data-bid="3"]').click();
    const bad = game.locator('.gw-hand button[data-playable="false"]').first();
    await bad.click();
    const note = game.locator(':scope > p[role=alert]');
    await expect(note.getByRole('link')).toHaveAttribute('href', '#follow');
    await expect(note).toContainText(GONGOR_WHIST_RULE_NAMES.follow[lang]);
    await expect(page.locator('[id="follow"]')).toHaveCount(1);
    // A legal card, then two twiddles: the second is refused (one twiddle per trick).
    await game.locator('.gw-hand button[data-playable="true"]').first().click();
    await expect(game).toHaveAttribute('data-phase', 'decide');
    await game.getByTestId('twiddle').click();
    await expect(game.getByTestId('aces-left')).toHaveText(t.acesLeft(4));
    await game.getByTestId('twiddle').click();
    await expect(note.getByRole('link')).toHaveAttribute('href', '#twiddle');
    // Other tampering: an illegal but readable move list, and bad option flags.
    for (const bad of [`${SEED}:b3.b3`, `${SEED}~zz`, 'a b c', `${SEED}:b9`]) {
      await page.goto(`/${lang}/gongor-whist/?gw-game=${encodeURIComponent(bad)}`);
      const g = await hydrated(page, '[data-testid=gongor-game]');
      await expect(g.getByRole('alert')).toHaveText(u.badUrl);
      await expect(g).toHaveAttribute('data-phase', 'bid');
    }
  });

  test(`gongor whist game (${lang}): later states are accessible too (trick under way, hand over, options and advisor open)`, async ({ page }) => {
    const scan = async () => {
      const axe = await new AxeBuilder({ page }).include('[data-testid=gongor-game]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    };
    const { moves } = keyboardLine(SEED, 2);
    const short = (m: GongorWhistMove) => (m.type === 'bid' ? `b${m.n}` : m.type === 'play' ? m.card : m.type === 'resolve' ? 'r' : m.type === 'twiddle' ? 't' : 'n');
    await page.goto(`/${lang}/gongor-whist/?gw-game=${SEED}:${moves.slice(0, 4).map(short).join('.')}`);
    const game = await hydrated(page, '[data-testid=gongor-game]');
    await expect(game).toHaveAttribute('data-phase', 'decide');
    await expect(game.getByTestId('still-made')).toBeVisible();
    await game.locator('.gw-options summary').click();
    await game.locator('.gw-choices summary').click();
    await game.locator('.gw-policy summary').click();
    await scan();
    await page.goto(`/${lang}/gongor-whist/?gw-game=${SEED}:${moves.map(short).join('.')}`);
    await hydrated(page, '[data-testid=gongor-game]');
    await expect(game.getByTestId('hand-result')).toBeVisible();
    await game.locator('.gw-log summary').click();
    await scan();
  });

  test(`gongor whist (${lang}): the points game goes into the URL and scores`, async ({ page }) => {
    await page.goto(`/${lang}/gongor-whist/?gw-game=${SEED}`);
    const game = await hydrated(page, '[data-testid=gongor-game]');
    await game.locator('.gw-options summary').click();
    await game.getByTestId('mode').selectOption('points');
    await expect(page).toHaveURL(new RegExp(`gw-game=${SEED}~p`));
    await game.locator('.gw-bids [data-bid="7"]').click();
    for (let i = 0; i < 14; i++) {
      const phase = await game.getAttribute('data-phase');
      if (phase === 'play') await game.locator('.gw-hand button[data-playable="true"]').first().click();
      else if (phase === 'decide') await game.getByTestId('resolve').click();
    }
    await expect(game).toHaveAttribute('data-phase', 'handEnd');
    const score = Number(await game.getByTestId('score').textContent());
    expect([7, -7]).toContain(score);
  });

  test(`gongor whist (${lang}): the bid advisor island deals a hand and shows the engine's odds`, async ({ page }) => {
    await page.goto(`/${lang}/gongor-whist/`);
    const adv = await hydrated(page, '[data-testid=gongor-advisor]');
    const odds = bidAdvice(setup(DEFAULT_OPTIONS, 'advice'), { samples: BID_SAMPLES }).odds;
    await expect(adv.getByTestId('odds-7')).toHaveText(t.pct(odds[7]!));
    await adv.getByRole('button', { name: t.anotherHand }).click();
    await expect(page).toHaveURL(/gw-advisor=[a-z0-9]+/);
    await expect(adv.getByTestId('bid-odds')).toBeVisible();
    const seed = new URL(page.url()).searchParams.get('gw-advisor')!;
    await expect(adv.getByTestId('play-this')).toHaveAttribute('href', `?gw-game=${seed}#play`);
  });

  test(`gongor whist (${lang}): without JavaScript the first positions are already on the page`, async ({ browser }) => {
    const ctx = await browser.newContext({ javaScriptEnabled: false });
    const page = await ctx.newPage();
    await page.goto(`/${lang}/gongor-whist/`);
    const src = page.locator('section[data-example="source-mountain"]');
    await expect(src.locator('.gw-hand .card[data-card="4MS"]')).toHaveCount(1);
    await expect(src.getByTestId('trump')).toHaveText(t.trumpIs('M'));
    await expect(src.getByTestId('step-label')).toHaveText(u.step(0, GONGOR_WHIST_EXAMPLES[0]!.steps.length));
    const game = page.getByTestId('gongor-game');
    const s0 = setup(DEFAULT_OPTIONS, 'regelwerk');
    for (const c of s0.hand) await expect(game.locator(`.gw-hand .card[data-card="${c}"]`)).toHaveCount(1);
    await expect(game.getByTestId('trump')).toHaveText(t.trumpIs(s0.trump));
    await expect(game.getByTestId('advisor')).toContainText(t.advisorNoJs);
    await ctx.close();
  });
}
