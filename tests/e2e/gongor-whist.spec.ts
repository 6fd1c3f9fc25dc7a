import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {
  apply, DEFAULT_OPTIONS, GONGOR_WHIST_EXAMPLES, legalMoves, parseMove, setup, viewFor, type GongorWhistMove, type GongorWhistState,
} from '../../src/engine/gongor-whist';
import { bidAdvice, playAdvice, policyMove } from '../../src/engine/gongor-whist/advisor';
import { explainPolicy } from '../../src/islands/gongor-whist/policy';
import { GWP as GW } from '../../src/i18n/gongor-whist-play';
import { GONGOR_WHIST_EXAMPLE_TEXT } from '../../src/i18n/examples/gongor-whist';
import { ISLAND } from '../../src/i18n/islands';
import { GONGOR_WHIST_RULES } from '../../src/engine/gongor-whist/rules';
import { displayOrder } from '../../src/islands/gongor-whist/order';
import { forcedMove, moveWords, notationWords } from '../../src/islands/gongor-whist/moves';
import { gameToUrl } from '../../src/islands/gongor-whist/gameUrl';
import { ADVICE_TIMEOUT_MS, BID_SAMPLES, PLAY_SAMPLES } from '../../src/islands/gongor-whist/advisorClient';
import { expectCaption } from './caption';
import { wordsBrokenInTables, openLink, addressNow } from './pages';
import { GONGOR_WHIST_RULE_NAMES } from '../../src/i18n/gongor-whist';

const SEED = 'e2e-whist';

async function hydrated(page: Page, selector: string) {
  const el = page.locator(selector).first();
  await el.scrollIntoViewIfNeeded();
  await expect(el.locator('xpath=ancestor::astro-island')).not.toHaveAttribute('ssr', /.*/);
  return el;
}

/**
 * The line the keyboard plays by pressing Enter: the first playable card in display order, then "decide the trick";
 * moves with no choice play themselves. Returns the states where the reader decides (after the bid) and the final state.
 */
function keyboardLine(seed: string, bid: number): { decisions: GongorWhistState[]; at: number[]; end: GongorWhistState; moves: GongorWhistMove[] } {
  let s = setup(DEFAULT_OPTIONS, seed);
  const moves: GongorWhistMove[] = [];
  const decisions: GongorWhistState[] = [];
  /** How many moves lead to each decision. */
  const at: number[] = [];
  const step = (m: GongorWhistMove) => {
    const r = apply(s, m);
    if (!r.ok) throw new Error(r.violation.code);
    s = r.state;
    moves.push(m);
    for (let f = forcedMove(s); f; f = forcedMove(s)) step(f);
  };
  step({ type: 'bid', n: bid });
  while (s.phase === 'play' || s.phase === 'decide') {
    decisions.push(s);
    at.push(moves.length);
    step(s.phase === 'play' ? { type: 'play', card: displayOrder(legalMoves(s).flatMap((x) => (x.type === 'play' ? [x.card] : [])))[0]! } : { type: 'resolve' });
  }
  return { decisions, at, end: s, moves };
}

for (const lang of ['de', 'en'] as const) {
  const t = GW[lang];
  const u = ISLAND[lang];

  test(`gongor whist (${lang}): every worked example steps through with the engine's verdicts`, async ({ page }) => {
    await page.goto(`/${lang}/gongor-whist/examples/`);
    for (const ex of GONGOR_WHIST_EXAMPLES) {
      const island = await hydrated(page, `section[data-example="${ex.id}"]`);
      for (let i = 1; i <= ex.steps.length; i++) {
        const step = ex.steps[i - 1]!;
        await island.getByRole('button', { name: u.forward, exact: true }).click();
        await expect(island.getByTestId('step-label')).toHaveText(u.step(i, ex.steps.length));
        await expectCaption(island.getByTestId('caption'), GONGOR_WHIST_EXAMPLE_TEXT[lang][ex.id]!.steps[i - 1]!);
        if (step.expect.ok !== true) {
          const link = island.getByRole('alert').getByRole('link');
          await expect(link).toHaveAttribute('href', `#${step.expect.ok}`);
          await expect(link).toContainText(GONGOR_WHIST_RULE_NAMES[step.expect.ok][lang]);
          expect(GONGOR_WHIST_RULES.ids).toContain(step.expect.ok);
        }
        if (step.expect.trump !== undefined) await expect(island.getByTestId('trump')).toHaveText(t.trumpIs(step.expect.trump));
        if (step.expect.trick) {
          await expect(island.getByTestId('last-trick')).toContainText(step.expect.trick.won ? t.wonCap : t.lostCap);
          await expect(island.getByTestId('last-trick')).toContainText(t.reasons[step.expect.trick.reason]);
        }
        if (step.expect.wouldWin !== undefined) await expect(island.getByTestId('standing')).toHaveText(t.asItStands(step.expect.wouldWin));
        // the card this step played is marked as moved; a refused step moves nothing
        const mv = parseMove(step.move);
        if (mv.ok && mv.value.type === 'play') {
          const moved = island.locator(`[data-moved="true"] .card[data-card="${mv.value.card}"]`);
          await expect(moved).toHaveCount(step.expect.ok === true ? 1 : 0);
          // … and the mark is seen: a dashed frame round the face and its name (its rule had still targeted the
          // SVG faces, so nothing showed; round the card alone it ran through the name)
          if (step.expect.ok === true) await expect(moved.locator('xpath=..')).toHaveCSS('outline-style', 'dashed');
        }
      }
      // the list of steps reads as words, not notation
      const labels = await island.locator('.step-list .step-link').allTextContents();
      expect(labels).toEqual(ex.steps.map((st) => notationWords(lang, st.move)));
      for (const l of labels) expect(l).not.toMatch(/^(play|resolve|twiddle|bid) ?/);
      await expect(island.getByRole('button', { name: u.forward, exact: true })).toBeDisabled();
    }
  });

  test(`gongor whist (${lang}): a try-it move in an example is judged by the engine and kept in the URL`, async ({ page }) => {
    await page.goto(`/${lang}/gongor-whist/examples/`);
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
    // Every error event of a worker and every worker stopped by the page, recorded in the page: the
    // advisor falls back to computing on the page exactly when its worker errs or is given up.
    await page.addInitScript(() => {
      const trouble: string[] = [];
      (window as unknown as { workerTrouble: string[] }).workerTrouble = trouble;
      const Base = window.Worker;
      window.Worker = class extends Base {
        constructor(url: string | URL, options?: WorkerOptions) {
          super(url, options);
          this.addEventListener('error', () => trouble.push(`error ${String(url)}`));
        }
        override terminate() {
          trouble.push('terminate');
          super.terminate();
        }
      };
    });
    await page.goto(`/${lang}/gongor-whist/play/?gw-game=${SEED}`);
    const game = await hydrated(page, '[data-testid=gongor-game]');
    const s0 = setup(DEFAULT_OPTIONS, SEED);
    // Before the bid: the advisor shows the engine's odds for this deal, computed in a Web Worker.
    const odds = bidAdvice(viewFor(s0), { samples: BID_SAMPLES }).odds;
    for (let k = 0; k <= 7; k++) await expect(game.getByTestId(`odds-${k}`)).toHaveText(t.pct(odds[k]!));
    expect(workers.some((w) => /advisor\.worker/.test(w))).toBe(true);
    // With a working worker the page itself never runs the simulation (that is only the fallback's, taken
    // when the worker errs or is given up). The worker imports the simulation's chunk from the page's own
    // build (src/lib/worker-chunks.mjs), so the request for it alone no longer tells who loaded it.
    expect(await page.evaluate(() => (window as unknown as { workerTrouble: string[] }).workerTrouble)).toEqual([]);
    // Find out what the keyboard line takes, then bid exactly that.
    const k = keyboardLine(SEED, 0).end.history[0]!.tricks;
    const { decisions, end } = keyboardLine(SEED, k);
    // Reach the bid button with Tab only, from the island's title (a click there starts the Tab order; the
    // controls of the deal come after the table).
    await game.locator('.gw-title').click();
    for (let i = 0; i < 40; i++) {
      if ((await page.evaluate(() => document.activeElement?.getAttribute('data-bid'))) === String(k)) break;
      await page.keyboard.press('Tab');
    }
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-bid'))).toBe(String(k));
    await page.keyboard.press('Enter');
    await expect(game.getByTestId('bid')).toHaveText(String(k));
    // During play: the chance that the bid is still made, as the engine computes it.
    await expect(game.getByTestId('still-made')).toHaveText(t.pct(playAdvice(viewFor(decisions[0]!), { samples: PLAY_SAMPLES })!.chance));
    // The focus sits on the first playable card; Enter plays it, Enter decides the trick; forced moves play themselves.
    for (const d of decisions) {
      await expect(game).toHaveAttribute('data-busy', 'false');
      await expect(game).toHaveAttribute('data-phase', d.phase);
      await expect(game.getByTestId('tricks-won')).toHaveText(String(d.tricks.filter((x) => x.won).length));
      // Phase and tricks won can repeat from one decision to the next (a lost trick, then a forced
      // play); the hand's size cannot, so the table is known to show this decision and not the last.
      await expect(game.locator('.gw-hand button[data-card]')).toHaveCount(d.hand.length);
      // A keyboard player presses Enter once the focus has arrived on the next thing to do: the first
      // playable card in the hand's order, or the button that decides the trick.
      const focused = game.locator(':focus');
      await expect(focused).toHaveAttribute('data-focus', 'true');
      if (d.phase === 'play') await expect(focused).toHaveAttribute('data-card', displayOrder(legalMoves(d).flatMap((x) => (x.type === 'play' ? [x.card] : [])))[0]!);
      else await expect(focused).toHaveAttribute('data-testid', 'resolve');
      await page.keyboard.press('Enter');
    }
    await expect(game).toHaveAttribute('data-phase', 'handEnd');
    expect(end.phase).toBe('handEnd');
    await expect(game.getByTestId('hand-result')).toHaveText(t.handResult(k, k, true));
    await expect(game.getByTestId('tricks-won')).toHaveText(String(k));
    await expect(game.locator(`.gw-numbers [data-num="${k}"]`)).toHaveAttribute('data-used', 'true');
    // the numbers say what they are: the bids, each to be made once (a bare "0 1 2 3 4 5 6 7" told a newcomer nothing)
    await expect(game.locator('.gw-numbers > :first-child')).toHaveText(t.sheetNumbers);
    await expect(game.locator('.gw-history tbody tr')).toHaveCount(1);
    // Enter deals the aft hand: seven new cards each, Ace stack and trump as they were.
    const trumpBefore = await game.getByTestId('trump').textContent();
    await page.keyboard.press('Enter');
    await expect(game).toHaveAttribute('data-phase', 'bid');
    await expect(game.getByTestId('phase')).toContainText(t.half.aft);
    // the hand in words, no score-sheet code ("R1") beside them
    await expect(game.getByTestId('phase')).toHaveText(`${t.half.aft} · ${t.phases.bid}`);
    await expect(game.getByTestId('dummy-left')).toContainText(t.dummyLeft(7));
    await expect(game.getByTestId('trump')).toHaveText(trumpBefore!);
    await expect(game.locator('.gw-hand button[data-card]')).toHaveCount(7);
    // The used bid is crossed off; pressing it is refused with the bid rule's link.
    await game.locator(`.gw-bids [data-bid="${k}"]`).click();
    await expect(game.locator(':scope > p[role=alert] a')).toHaveAttribute('href', '#bid');
    // The URL replays the same game.
    const shared = await addressNow(page);
    expect(shared).toMatch(new RegExp(`gw-game=${SEED}:bid\\+${k};play\\+`));
    await openLink(page, shared);
    const again = await hydrated(page, '[data-testid=gongor-game]');
    await expect(again.getByTestId('phase')).toContainText(t.half.aft);
    // Undo goes back to the end of the fore hand.
    await again.getByTestId('undo').click();
    await expect(again).toHaveAttribute('data-phase', 'handEnd');
    await expect(again.getByTestId('phase')).toContainText(t.half.fore);
  });

  test(`gongor whist game (${lang}): a forced move plays itself also when the reader's next press comes before the paint`, async ({ page }) => {
    // Preact runs effects after the paint (a frame, or 35 ms without one). A reader who plays a card and at once
    // decides the trick (two Enter presses within a frame: the focus is on "decide" before the paint) used to leave
    // the card that follows unplayed: the still pending effect of the card's state disarmed the forced move.
    // With no frames here, effects wait their 35 ms, so the second press surely comes first.
    await page.addInitScript(() => {
      window.requestAnimationFrame = () => 0;
    });
    const line = keyboardLine(SEED, 2);
    // the first decision whose "decide the trick" leads to a card with no choice
    const i = line.decisions.findIndex((d, j) => d.phase === 'decide' && j > 0 && line.decisions[j - 1]!.phase === 'play' && (() => {
      const r = apply(d, { type: 'resolve' });
      return r.ok && forcedMove(r.state)?.type === 'play';
    })());
    expect(i).toBeGreaterThan(0);
    const before = line.decisions[i - 1]!;
    const upTo = line.moves.slice(0, line.at[i - 1]);
    const states = [setup(DEFAULT_OPTIONS, SEED)];
    for (const m of upTo) states.push((apply(states[states.length - 1]!, m) as { state: GongorWhistState }).state);
    await page.goto(`/${lang}/gongor-whist/play/?${new URLSearchParams({ 'gw-game': gameToUrl({ seed: SEED, options: DEFAULT_OPTIONS, moves: upTo, states }) })}`);
    const game = await hydrated(page, '[data-testid=gongor-game]');
    await expect(game).toHaveAttribute('data-phase', 'play');
    const card = displayOrder(legalMoves(before).flatMap((x) => (x.type === 'play' ? [x.card] : [])))[0]!;
    // Play the card, let Preact render (the focus moves to "decide"), then press the focused button: one task later.
    const pressed = await page.evaluate(async (c) => {
      document.querySelector<HTMLButtonElement>(`[data-testid=gongor-game] .gw-hand button[data-card="${c}"]`)!.click();
      await new Promise((r) => setTimeout(r, 0));
      const focused = document.activeElement as HTMLElement;
      const id = focused.getAttribute('data-testid');
      focused.click();
      return id;
    }, card);
    expect(pressed).toBe('resolve');
    const forced = forcedMove((apply(line.decisions[i]!, { type: 'resolve' }) as { state: GongorWhistState }).state)!;
    await expect(game.getByTestId('auto')).toHaveText(t.autoLine(moveWords(lang, forced)));
    await expect(game).toHaveAttribute('data-phase', line.decisions[i + 1]!.phase);
    await expect(game.locator('.gw-hand button[data-card]')).toHaveCount(line.decisions[i + 1]!.hand.length);
    // A link (or a reload) that stops right before that card plays it too: the address is written after each
    // move, so a reload after "decide the trick" opened there, and the card waited for a press.
    const before2 = line.moves.slice(0, line.at[i]! + 1);
    const states2 = [setup(DEFAULT_OPTIONS, SEED)];
    for (const m of before2) states2.push((apply(states2[states2.length - 1]!, m) as { state: GongorWhistState }).state);
    expect(forcedMove(states2[states2.length - 1]!)).toEqual(forced);
    await page.goto(`/${lang}/gongor-whist/play/?${new URLSearchParams({ 'gw-game': gameToUrl({ seed: SEED, options: DEFAULT_OPTIONS, moves: before2, states: states2 }) })}`);
    const again = await hydrated(page, '[data-testid=gongor-game]');
    await expect(again.getByTestId('auto')).toHaveText(t.autoLine(moveWords(lang, forced)));
    await expect(again).toHaveAttribute('data-phase', line.decisions[i + 1]!.phase);
  });

  test(`gongor whist game (${lang}): illegal plays are explained with their rule, a tampered URL keeps what it can`, async ({ page }) => {
    // no move of the link can be read: the link's own deal from its start, said so, the address to match
    await page.goto(`/${lang}/gongor-whist/play/?gw-game=${SEED}:b3.QQ`);
    const game = await hydrated(page, '[data-testid=gongor-game]');
    await expect(game.getByRole('alert')).toHaveText(u.linkCut(0));
    await expect(game).toHaveAttribute('data-phase', 'bid');
    await expect(page).toHaveURL(new RegExp(`gw-game=${SEED}(&|#|$)`));
    // Bid, then press a card that does not follow.
    await game.locator('.gw-bids [data-bid="3"]').click();
    await expect(game).toHaveAttribute('data-busy', 'false');
    const bad = game.locator('.gw-hand button[data-playable="false"]').first();
    await bad.click();
    const note = game.locator(':scope > p[role=alert]');
    await expect(note.getByRole('link')).toHaveAttribute('href', '#follow');
    await expect(note).toContainText(GONGOR_WHIST_RULE_NAMES.follow[lang]);
    // A legal card, then two twiddles: the second is refused (one twiddle per trick).
    await game.locator('.gw-hand button[data-playable="true"]').first().click();
    await expect(game).toHaveAttribute('data-phase', 'decide');
    await game.getByTestId('twiddle').click();
    await expect(game.getByTestId('aces-left')).toHaveText(t.acesLeft(4));
    // One twiddle per trick: nothing is left to decide, so the trick decides itself, and says so.
    await expect(game.getByTestId('auto')).toHaveText(t.autoLine(t.resolve));
    await expect(game).toHaveAttribute('data-phase', 'play');
    // A twiddle typed now (no card played yet) is refused with the twiddle rule's link.
    await game.locator('.gw-log > summary').click();
    await game.getByLabel(u.tryIt).fill('twiddle');
    await game.getByRole('button', { name: u.apply, exact: true }).click();
    await expect(game.locator('.move-panel [role=alert] a')).toHaveAttribute('href', '#twiddle');
    // The game is on the play page; its rule links lead to the rule on the rules page (the page chrome sends them).
    await game.locator('.move-panel [role=alert] a').click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/gongor-whist/#twiddle$`));
    await expect(page.locator('[id="twiddle"]')).toBeInViewport();
    // Other tampering: an illegal but readable move list (its first, legal bid kept), an unreadable move,
    // bad option flags and a bad seed (the default deal).
    for (const [bad, notice, phase] of [
      [`${SEED}:b3.b3`, u.linkCut(1), 'play'], [`${SEED}:b9`, u.linkCut(0), 'bid'], [`${SEED}~zz`, u.badUrl, 'bid'], ['a b c', u.badUrl, 'bid'],
    ] as const) {
      await page.goto(`/${lang}/gongor-whist/play/?gw-game=${encodeURIComponent(bad)}`);
      const g = await hydrated(page, '[data-testid=gongor-game]');
      await expect(g.getByRole('alert')).toHaveText(notice);
      await expect(g).toHaveAttribute('data-phase', phase);
    }
  });

  test(`gongor whist game (${lang}): later states are accessible too (trick under way, hand over, options and advisor open)`, async ({ page }) => {
    test.setTimeout(90_000); // two axe scans of the whole island; slow on a shared 2-core machine
    const scan = async () => {
      const axe = await new AxeBuilder({ page }).include('[data-testid=gongor-game]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    };
    const { moves } = keyboardLine(SEED, 2);
    expect(moves[3]!.type).toBe('play');
    const short = (m: GongorWhistMove) => (m.type === 'bid' ? `b${m.n}` : m.type === 'play' ? m.card : m.type === 'resolve' ? 'r' : m.type === 'twiddle' ? 't' : 'n');
    await page.goto(`/${lang}/gongor-whist/play/?gw-game=${SEED}:${moves.slice(0, 4).map(short).join('.')}`);
    const game = await hydrated(page, '[data-testid=gongor-game]');
    await expect(game).toHaveAttribute('data-phase', 'decide');
    await expect(game.getByTestId('still-made')).toBeVisible();
    await game.locator('.gw-options summary').click();
    await game.locator('.gw-choices summary').click();
    await game.locator('.gw-policy summary').click();
    await scan();
    await page.goto(`/${lang}/gongor-whist/play/?gw-game=${SEED}:${moves.map(short).join('.')}`);
    await hydrated(page, '[data-testid=gongor-game]');
    await expect(game.getByTestId('hand-result')).toBeVisible();
    await game.locator('.gw-log > summary').click();
    await scan();
  });

  test(`gongor whist game (${lang}): the score sheet of a finished game with a missed bid fits a 360 px phone`, async ({ page }) => {
    // four hands, the last one missed: in German the last column ("✗ verfehlt") stood cut off at the box's edge
    // (289 px of table in 273, its rest only by a sideways swipe nobody would guess)
    await page.setViewportSize({ width: 360, height: 800 });
    const moves = [
      'bid+5;play+9LK;resolve;play+CL;resolve;play+4YK;twiddle;resolve;play+5ML;twiddle;resolve;play+5SW;twiddle;resolve;play+6SY;resolve;play+CS;resolve;next',
      'bid+4;play+2SY;twiddle;resolve;play+5YK;resolve;play+8MS;resolve;play+2WL;twiddle;resolve;play+8YK;resolve;play+CK;resolve;play+7WY;resolve;next',
      'bid+6;play+CL;resolve;play+4MS;resolve;play+5YK;resolve;play+8YK;resolve;play+9MS;resolve;play+CK;resolve;play+6MW;twiddle;resolve;next',
      'bid+3;play+3LY;resolve;play+8MS;resolve;play+4WL;resolve;play+6SY;resolve;play+5ML;twiddle;resolve;play+CM;resolve;play+CS;resolve',
    ];
    await page.goto(`/${lang}/gongor-whist/play/?gw-game=regelwerk:${moves.join(';')}`);
    const game = await hydrated(page, '[data-testid=gongor-game]');
    const sheet = game.locator('.gw-history');
    await expect(sheet.locator('tbody tr')).toHaveCount(4);
    await expect(sheet.locator('tbody tr').last()).toHaveAttribute('data-made', 'false');
    const fit = await sheet.evaluate((t) => ({ table: t.scrollWidth, box: t.clientWidth }));
    expect(fit.table, 'the table within its box, no sideways scroll').toBeLessThanOrEqual(fit.box);
    expect(await wordsBrokenInTables(game)).toEqual([]);
  });

  test(`gongor whist game (${lang}): a whole game played to the end by touching cards, with words only on the buttons`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`/${lang}/gongor-whist/play/?gw-game=touch1`);
    const game = await hydrated(page, '[data-testid=gongor-game]');
    /** Every button outside the notation panel speaks the page's language: no move notation, no card codes. */
    const wordsOnly = async () => {
      const texts = await game.locator('button:visible').evaluateAll((els) => els.filter((e) => !e.closest('.gw-log')).map((e) => (e.textContent ?? '').trim()));
      expect(texts.length).toBeGreaterThan(3);
      for (const x of texts) {
        // A code stands alone: letters on either side (the face's rank, then "Mühle") are a card's words, not "8M".
        expect(x).not.toMatch(/\b(play|resolve|twiddle|next)\b|\bb[0-7]\b|(?<![\p{L}\d])[2-9C][MSWLYK]{1,2}(?![\p{L}\d])/u);
        if (lang === 'de') expect(x).not.toMatch(/\b(Play|Bid|Trick|Undo|Hint|Deal|Let the)\b/);
      }
    };
    let checked = 0;
    for (let i = 0; i < 400; i++) {
      await expect(game).toHaveAttribute('data-busy', 'false');
      const phase = await game.getAttribute('data-phase');
      if (phase === 'over') break;
      if (checked < 4 && i % 3 === 0) { await wordsOnly(); checked++; }
      if (phase === 'bid') await game.locator('.gw-bids button:not(.gw-used)').first().click();
      else if (phase === 'play') await game.locator('.gw-hand button[data-playable="true"]').first().click();
      else if (phase === 'decide') await game.getByTestId('resolve').click();
      else if (phase === 'handEnd') await game.getByTestId('next').click();
    }
    await expect(game).toHaveAttribute('data-phase', 'over');
    // the result in words, a clear new game, no move input any more
    await expect(game.getByTestId('hand-result')).toBeVisible();
    // the focus on the result, not on "New deal" (a second quick Enter there threw the finished game away)
    await expect(game.getByTestId('hand-result')).toBeFocused();
    const newGame = game.getByTestId('new-game');
    await expect(newGame).toHaveText(u.newDeal);
    await expect(game.locator('.move-panel')).toHaveCount(0);
    await wordsOnly();
    // the score sheet's headers at 360 px: whole words ("Hand", not "Han|d")
    await expect(game.locator('.gw-history')).toBeVisible();
    expect(await wordsBrokenInTables(game)).toEqual([]);
    await newGame.click();
    await expect(game).toHaveAttribute('data-phase', 'bid');
    // the button went with the finished game: the focus goes to the new deal's first bid, not to the top of the page
    await expect(game.locator('[data-bid]').first()).toBeFocused();
    await expect(page).not.toHaveURL(/gw-game=touch1/);
  });

  test(`gongor whist game (${lang}): a hint names the policy's move with its reason and rule link; a forced card plays itself`, async ({ page }) => {
    await page.goto(`/${lang}/gongor-whist/play/?gw-game=${SEED}`);
    const game = await hydrated(page, '[data-testid=gongor-game]');
    // before the bid: the advisor's best open number
    const odds = bidAdvice(viewFor(setup(DEFAULT_OPTIONS, SEED)), { samples: BID_SAMPLES }).odds;
    const best = odds.reduce((b, p, k) => (p > odds[b]! ? k : b), 0);
    await expect(game.getByTestId('odds-0')).toBeVisible();
    await game.getByTestId('hint').click();
    await expect(game.getByTestId('hint-line')).toContainText(t.hintBid(best, t.pct(odds[best]!)));
    await expect(game.getByTestId('hint-line').getByRole('link')).toHaveAttribute('href', '#bid');
    // the named bid is marked on its button, and only that one
    await expect(game.locator('.gw-bids [data-hinted]')).toHaveCount(1);
    await expect(game.locator(`.gw-bids [data-bid="${best}"]`)).toHaveAttribute('data-hinted', 'true');
    await game.locator(`.gw-bids [data-bid="${best}"]`).click();
    await expect(game).toHaveAttribute('data-busy', 'false');
    // during play, decisions until a hint in each phase has been checked
    let s = apply(setup(DEFAULT_OPTIONS, SEED), { type: 'bid', n: best });
    if (!s.ok) throw new Error('bid');
    let state = s.state;
    for (let f = forcedMove(state); f; f = forcedMove(state)) { const r = apply(state, f); if (!r.ok) throw new Error('f'); state = r.state; }
    const seen = new Set<string>();
    while (seen.size < 2 && (state.phase === 'play' || state.phase === 'decide')) {
      await expect(game).toHaveAttribute('data-phase', state.phase);
      await expect(game).toHaveAttribute('data-busy', 'false');
      const view = viewFor(state);
      const m = policyMove(view)!;
      const why = explainPolicy(view, m)!;
      await game.getByTestId('hint').click();
      const line = game.getByTestId('hint-line');
      await expect(line).toContainText(`${t.hintLine(moveWords(lang, m))}. ${t.policyReasons[why.code](why.params.need)}`);
      await expect(line.getByRole('link')).toHaveAttribute('href', `#${why.rule}`);
      await expect(line.getByRole('link')).toHaveText(GONGOR_WHIST_RULE_NAMES[why.rule as keyof typeof GONGOR_WHIST_RULE_NAMES][lang]);
      if (m.type === 'play') await expect(game.locator(`.gw-hand button[data-card="${m.card}"]`)).toHaveAttribute('data-hinted', 'true');
      seen.add(state.phase);
      // follow the hint; forced moves play themselves and say so
      if (m.type === 'play') await game.locator(`.gw-hand button[data-card="${m.card}"]`).click();
      else await game.getByTestId(m.type).click();
      let r = apply(state, m);
      if (!r.ok) throw new Error('policy');
      state = r.state;
      const forced = forcedMove(state);
      for (let f = forced; f; f = forcedMove(state)) { r = apply(state, f); if (!r.ok) throw new Error('f'); state = r.state; }
      if (forced) await expect(game.getByTestId('auto')).toHaveText(t.autoLine(moveWords(lang, forced)));
    }
    expect([...seen].sort()).toEqual(['decide', 'play']);
  });

  test(`gongor whist game (${lang}): the computer finishes the hand trick by trick with its reasons, and the reader goes back to the hand-over`, async ({ page }, info) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`/${lang}/gongor-whist/play/?gw-game=${SEED}:b3`);
    const game = await hydrated(page, '[data-testid=gongor-game]');
    await expect(game).toHaveAttribute('data-phase', 'play');
    // what the policy does from here, move by move
    const r0 = apply(setup(DEFAULT_OPTIONS, SEED), { type: 'bid', n: 3 });
    if (!r0.ok) throw new Error('bid');
    let state = r0.state;
    const expected: string[] = [];
    while (state.phase === 'play' || state.phase === 'decide') {
      const view = viewFor(state);
      const m = policyMove(view)!;
      const why = explainPolicy(view, m)!;
      expected.push(`${moveWords(lang, m)}. ${t.policyReasons[why.code](why.params.need)}`);
      const r = apply(state, m);
      if (!r.ok) throw new Error('policy');
      state = r.state;
    }
    // One move at a time: every length the list of the computer's moves takes, as the page shows it (a
    // check of the count now and then can miss a length on a busy machine; the page's own observer cannot).
    await page.evaluate(() => {
      const root = document.querySelector('[data-testid=gongor-game]')!;
      const seen: number[] = [];
      (window as unknown as { moveCounts: number[] }).moveCounts = seen;
      new MutationObserver(() => {
        const n = root.querySelectorAll('[data-testid=computer-move]').length;
        if (seen[seen.length - 1] !== n) seen.push(n);
      }).observe(root, { childList: true, subtree: true });
    });
    await game.getByTestId('finish').click();
    await expect(game).toHaveAttribute('data-phase', 'handEnd', { timeout: 30_000 });
    const items = game.getByTestId('computer-move');
    await expect(items).toHaveCount(expected.length);
    const counts = await page.evaluate(() => (window as unknown as { moveCounts: number[] }).moveCounts);
    // (the list shows up empty first)
    expect(counts.filter((n) => n > 0)).toEqual(Array.from({ length: expected.length }, (_, i) => i + 1));
    for (let i = 0; i < expected.length; i++) await expect(items.nth(i)).toContainText(expected[i]!);
    await expect(items.first().getByRole('link')).toHaveAttribute('href', /^#(trick-winner|exact-bid|follow|twiddle)$/);
    const last = state.history[state.history.length - 1]!;
    await expect(game.getByTestId('hand-result')).toHaveText(t.handResult(3, last.tricks, last.made));
    await game.screenshot({ path: info.outputPath(`computer-${lang}-360.png`) });
    await game.getByTestId('back-to-handover').click();
    await expect(game).toHaveAttribute('data-phase', 'play');
    await expect(game.getByTestId('tricks-won')).toHaveText('0');
    await expect(page).toHaveURL(new RegExp(`gw-game=${SEED}:bid\\+3(#gw-game)?$`));
    await expect(game.getByTestId('computer')).toHaveCount(0);
  });

  test(`gongor whist game (${lang}): the longest game (a 100-pass points game) opens again from its link`, async ({ page }) => {
    const options = { ...DEFAULT_OPTIONS, mode: 'points', pointsPasses: 100, pointsStopAtClearWin: false } as const;
    let s = setup(options, 'longest');
    const moves: GongorWhistMove[] = [];
    const states = [s];
    for (let i = 0; s.phase !== 'over'; i++) {
      const m = s.phase === 'bid' ? { type: 'bid' as const, n: i % 8 } : s.phase === 'handEnd' ? { type: 'next' as const } : policyMove(viewFor(s))!;
      const r = apply(s, m);
      if (!r.ok) throw new Error(r.violation.code);
      s = r.state;
      moves.push(m);
      states.push(s);
    }
    expect(moves.length).toBeGreaterThan(3000);
    const link = gameToUrl({ seed: 'longest', options, moves, states });
    await page.goto(`/${lang}/gongor-whist/play/?gw-game=${encodeURIComponent(link)}`);
    const game = await hydrated(page, '[data-testid=gongor-game]');
    await expect(game).toHaveAttribute('data-phase', 'over');
    const r = s.result!;
    if (r.kind !== 'points') throw new Error('points');
    await expect(game.getByTestId('hand-result')).toContainText(t.pointsEnd(r.score, r.clearWin, r.passesUsed, false));
    await expect(game.getByRole('alert')).toHaveCount(0);
    await expect(game.locator('.gw-history tbody tr')).toHaveCount(200);
  });

  test(`gongor whist (${lang}): the points game goes into the URL and scores`, async ({ page }) => {
    await page.goto(`/${lang}/gongor-whist/play/?gw-game=${SEED}`);
    const game = await hydrated(page, '[data-testid=gongor-game]');
    await game.locator('.gw-options summary').click();
    await game.getByTestId('mode').selectOption('points');
    await expect(page).toHaveURL(new RegExp(`gw-game=${SEED}~p`));
    await game.locator('.gw-bids [data-bid="7"]').click();
    for (let i = 0; i < 30; i++) {
      await expect(game).toHaveAttribute('data-busy', 'false');
      const phase = await game.getAttribute('data-phase');
      if (phase === 'play') await game.locator('.gw-hand button[data-playable="true"]').first().click();
      else if (phase === 'decide') await game.getByTestId('resolve').click();
      else break;
    }
    await expect(game).toHaveAttribute('data-phase', 'handEnd');
    const score = Number(await game.getByTestId('score').textContent());
    expect([7, -7]).toContain(score);
  });

  test(`gongor whist (${lang}): the bid advisor island deals a hand and shows the engine's odds`, async ({ page }) => {
    await page.goto(`/${lang}/gongor-whist/play/`);
    const adv = await hydrated(page, '[data-testid=gongor-advisor]');
    const odds = bidAdvice(viewFor(setup(DEFAULT_OPTIONS, 'advice')), { samples: BID_SAMPLES }).odds;
    await expect(adv.getByTestId('odds-7')).toHaveText(t.pct(odds[7]!));
    await adv.getByRole('button', { name: t.anotherHand }).click();
    await expect(page).toHaveURL(/gw-advisor=[a-z0-9]+/);
    await expect(adv.getByTestId('bid-odds')).toBeVisible();
    const seed = new URL(page.url()).searchParams.get('gw-advisor')!;
    await expect(adv.getByTestId('play-this')).toHaveAttribute('href', `?gw-game=${seed}#play`);
  });

  for (const how of ['fails to load', 'is missing'] as const) {
    test(`gongor whist (${lang}): when the worker ${how}, the page computes the same odds itself, in slices`, async ({ page }) => {
      if (how === 'fails to load') await page.route('**/advisor.worker*', (r) => r.fulfill({ status: 404, body: '' }));
      else await page.addInitScript(() => { delete (window as { Worker?: unknown }).Worker; });
      const scripts: string[] = [];
      page.on('request', (r) => scripts.push(r.url()));
      await page.goto(`/${lang}/gongor-whist/play/?gw-game=${SEED}`);
      const game = await hydrated(page, '[data-testid=gongor-game]');
      const odds = bidAdvice(viewFor(setup(DEFAULT_OPTIONS, SEED)), { samples: BID_SAMPLES }).odds;
      for (let k = 0; k <= 7; k++) await expect(game.getByTestId(`odds-${k}`)).toHaveText(t.pct(odds[k]!));
      // the simulation came in by a dynamic import, only now
      expect(scripts.some((u) => /advisorHost/.test(u))).toBe(true);
      // the page stayed responsive: a bid is taken while the advisor island below may still compute
      await game.locator('.gw-bids [data-bid="0"]').click();
      await expect(game).toHaveAttribute('data-phase', 'play');
    });
  }

  test(`gongor whist (${lang}): a worker that never answers ends in a visible "not available", not "working" forever`, async ({ page }) => {
    await page.clock.install();
    await page.route('**/advisor.worker*', (r) => r.fulfill({ status: 200, contentType: 'text/javascript', body: 'self.onmessage = () => {};' }));
    await page.goto(`/${lang}/gongor-whist/play/?gw-game=${SEED}`);
    const game = await hydrated(page, '[data-testid=gongor-game]');
    const status = game.getByTestId('advisor-status');
    await expect(status).toHaveText(t.advisorComputing);
    // while it works the table's rows stand waiting for their numbers; once given up on, only the sentence
    const table = game.getByTestId('advisor').locator('table');
    await expect(table).toHaveCount(1);
    await page.clock.runFor(ADVICE_TIMEOUT_MS + 1000);
    await expect(status).toHaveText(t.advisorUnavailable);
    await expect(table).toHaveCount(0);
    // the next position is computed on the page instead, and answers
    await game.locator('.gw-bids [data-bid="0"]').click();
    await expect(game.getByTestId('still-made')).toBeVisible({ timeout: 15_000 });
  });

  test(`gongor whist (${lang}): on a phone the bid advisor is as tall while it works as with its odds, so what stands below it stays put`, async ({ page }) => {
    // Before, the box was 209 px while the worker worked and 494 px with the table of odds: half a second after
    // the island woke, the score sheet, the deal's buttons and the log jumped down by 285 px.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.addInitScript(() => {
      const seen: Record<string, number> = {};
      (window as unknown as { advisorBox: typeof seen }).advisorBox = seen;
      const sample = () => {
        const box = document.querySelector('[data-testid=gongor-game] [data-testid=advisor]');
        if (box && !box.closest('[ssr]')) {
          const state = box.querySelector('[data-testid=bid-odds]') ? 'odds' : box.querySelector('[data-testid=advisor-status]')?.textContent;
          if (state) seen[state] = Math.round(box.getBoundingClientRect().height);
        }
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await page.goto(`/${lang}/gongor-whist/play/?gw-game=${SEED}`);
    const game = await hydrated(page, '[data-testid=gongor-game]');
    await expect(game.getByTestId('odds-7')).toBeVisible();
    const box = await page.evaluate(() => (window as unknown as { advisorBox: Record<string, number> }).advisorBox);
    // (the no-script sentence stands until the island's first effect starts the worker, a frame or two)
    expect(Object.keys(box).filter((k) => k !== t.advisorNoJs).sort(), 'sampled while it worked and with its odds').toEqual([t.advisorComputing, 'odds'].sort());
    expect(box[t.advisorComputing], JSON.stringify(box)).toBe(box.odds);
  });

  test(`gongor whist (${lang}): on a phone the trump, the bids, the hand they are made on and the Hint button fit one screen`, async ({ page }) => {
    // The eight worded bid buttons took four rows at 360 px: the hand just fitted (its foot at 728 of 740 px) and the
    // Hint button, which a newcomer who does not know what to bid needs, stood below the screen (778). Now the numbers
    // stand four to a row under a question (hand 667, Hint 717); each button is still named by its whole bid.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/${lang}/gongor-whist/play/?gw-game=${SEED}`);
    const game = await hydrated(page, '[data-testid=gongor-game]');
    await game.getByTestId('aces-left').evaluate((el) => el.closest('.gw-zone')!.scrollIntoView({ block: 'start' }));
    const bids = game.getByRole('group', { name: t.bidPrompt });
    await expect(bids.getByRole('button')).toHaveCount(8);
    for (const n of [0, 7]) await expect(bids.getByRole('button', { name: t.bidButton(n), exact: true })).toHaveText(String(n));
    const cards = game.getByRole('toolbar', { name: t.yourCards }).getByRole('button');
    await expect(cards).toHaveCount(7);
    const top = (await game.getByTestId('trump').boundingBox())!.y;
    const last = (await cards.last().boundingBox())!;
    expect(top, 'the trump on the screen').toBeGreaterThanOrEqual(0);
    expect(last.y + last.height, 'the last hand card on the same screen').toBeLessThanOrEqual(740);
    const hint = (await game.getByTestId('hint').boundingBox())!;
    expect(hint.y + hint.height, 'the Hint button on the same screen').toBeLessThanOrEqual(740);
    const rows = new Set(await bids.getByRole('button').evaluateAll((bs) => bs.map((b) => Math.round(b.getBoundingClientRect().top))));
    expect(rows.size, 'the bids in two rows').toBe(2);
  });

  test(`gongor whist (${lang}): many quick new deals in the advisor end with the odds of the last one`, async ({ page }) => {
    await page.goto(`/${lang}/gongor-whist/play/`);
    const adv = await hydrated(page, '[data-testid=gongor-advisor]');
    await expect(adv.getByTestId('bid-odds')).toBeVisible();
    const another = adv.getByRole('button', { name: t.anotherHand });
    for (let i = 0; i < 30; i++) await another.click();
    const seed = new URL(page.url()).searchParams.get('gw-advisor')!;
    const odds = bidAdvice(viewFor(setup(DEFAULT_OPTIONS, seed)), { samples: BID_SAMPLES }).odds;
    for (let k = 0; k <= 7; k++) await expect(adv.getByTestId(`odds-${k}`)).toHaveText(t.pct(odds[k]!));
  });

  test(`gongor whist (${lang}): the points game is open-ended by default; an old four-pass link keeps four passes`, async ({ page }) => {
    await page.goto(`/${lang}/gongor-whist/play/?gw-game=${SEED}`);
    const game = await hydrated(page, '[data-testid=gongor-game]');
    await game.locator('.gw-options summary').click();
    await game.getByTestId('mode').selectOption('points');
    await expect(page).toHaveURL(new RegExp(`gw-game=${SEED}~po(#gw-game)?$`));
    await expect(game.getByTestId('passes')).toHaveValue('open');
    await expect(game.getByTestId('pass')).toHaveText(`${t.half.fore} · ${t.passOf(1, null)}`);
    await page.goto(`/${lang}/gongor-whist/play/?gw-game=${SEED}~p`);
    const old = await hydrated(page, '[data-testid=gongor-game]');
    await expect(old.getByTestId('pass')).toHaveText(`${t.half.fore} · ${t.passOf(1, 4)}`);
    await old.locator('.gw-options summary').click();
    await expect(old.getByTestId('passes')).toHaveValue('4');
  });

  test(`gongor whist (${lang}): without JavaScript the first positions are already on the page`, async ({ browser }) => {
    const ctx = await browser.newContext({ javaScriptEnabled: false });
    const page = await ctx.newPage();
    await page.goto(`/${lang}/gongor-whist/examples/`);
    const src = page.locator('section[data-example="source-mountain"]');
    await expect(src.locator('.gw-hand .card[data-card="4MS"]')).toHaveCount(1);
    await expect(src.getByTestId('trump')).toHaveText(t.trumpIs('M'));
    await expect(src.getByTestId('step-label')).toHaveText(u.step(0, GONGOR_WHIST_EXAMPLES[0]!.steps.length));
    await page.goto(`/${lang}/gongor-whist/play/`);
    const game = page.getByTestId('gongor-game');
    const s0 = setup(DEFAULT_OPTIONS, 'regelwerk');
    for (const c of s0.hand) await expect(game.locator(`.gw-hand .card[data-card="${c}"]`)).toHaveCount(1);
    await expect(game.getByTestId('trump')).toHaveText(t.trumpIs(s0.trump));
    await expect(game.getByTestId('advisor')).toContainText(t.advisorNoJs);
    await ctx.close();
  });
}
