// `npm run bench -- interactions`: click to next paint of every island interaction, measured in
// real Chromium with the Event Timing API (issue 13.7: ≤ 100 ms at 4× CPU slowdown).
//
// The built site ($REGELWERK_OUT_DIR) is served by scripts/serve.mjs on $BENCH_PORT; Chromium
// (scripts/find-browser.mjs) gets a 360×740 viewport and 4× CPU throttling over CDP
// (Emulation.setCPUThrottlingRate). Each German game page (the English pages run the same code)
// and its lesson page are opened once; every island is scrolled into view, waited for until
// hydrated, then driven by a fixed script: the worked examples' step buttons to the end and back,
// the explorer, checker and advisor's main controls, a few moves of each full game from its
// default seed (touching cards, the move buttons, hint, undo), and two lesson tasks.
// Clicks are real input events (CDP), select menus are changed with the keyboard, so each is an
// interaction the browser times; a click is a bare tap at the target's centre with no test-runner
// script in the page while it is timed (tapPoint). An interaction's duration is the longest Event Timing entry
// with its interactionId (input to the next paint, 8 ms granularity; entries under 16 ms are
// not reported and count as "<16"). Long tasks (> 50 ms, PerformanceObserver 'longtask') that
// start from the click until the page settles are counted with it.
// What is clicked is fixed (default seeds, fixed cells and cards); the durations depend on the
// machine and its load.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { BROWSER_ARGS, findBrowser } from '../find-browser.mjs';
import { GAME_IDS } from '../../src/engine/core/ids.ts';

const DIST = process.env.REGELWERK_OUT_DIR ?? 'dist';
const PORT = Number(process.env.BENCH_PORT ?? 4330) + 1;
const RATE = Number(process.env.CPU_RATE ?? 4);
const LIMIT = 100;
const GAMES = process.env.INTERACTION_GAMES?.split(',') ?? GAME_IDS;
const LANG = process.env.INTERACTION_LANG ?? 'de';
/** INTERACTION_CLICK=locator: time Playwright's locator.click() instead of a bare tap (see tapPoint), to compare. */
const LOCATOR_CLICKS = process.env.INTERACTION_CLICK === 'locator';
/** INTERACTION_ISLANDS=QuincunxGame,…: only these kinds of island (for a focused run). */
const ISLANDS = process.env.INTERACTION_ISLANDS?.split(',');

/** Installed before any page script: collects Event Timing and long task entries. */
function observe() {
  window.__evt = [];
  window.__long = [];
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) window.__evt.push({ id: e.interactionId, name: e.name, start: e.startTime, duration: e.duration, pStart: e.processingStart, pEnd: e.processingEnd });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) window.__long.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
}

export async function runInteractions() {
  if (!existsSync(DIST)) {
    console.log(`Interactions skipped: no ${DIST}/ (npm run build first).`);
    return 0;
  }
  const exe = process.env.CHROME_PATH ?? findBrowser();
  let chromium;
  try {
    ({ chromium } = await import('playwright-core'));
  } catch {
    console.log('Interactions skipped: playwright-core is not installed (npm install).');
    return 0;
  }
  if (!exe) {
    console.log('Interactions skipped: no Chromium found (set CHROME_PATH).');
    return 0;
  }
  const server = spawn(process.execPath, ['scripts/serve.mjs', DIST, String(PORT)], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((ok, fail) => {
    server.stdout.once('data', ok);
    server.once('exit', (c) => fail(new Error(`scripts/serve.mjs exited (${c})`)));
  });
  const browser = await chromium.launch({ executablePath: exe, args: BROWSER_ARGS });
  const rows = [];
  const load = [loadavg()[0]];
  try {
    for (const game of GAMES) {
      // the game's page and its parts (lessons, worked examples, the game: src/lib/game-parts.ts), those built
      for (const path of ['', 'learn/', 'examples/', 'play/'].map((p) => `/${LANG}/${game}/${p}`).filter((p) => existsSync(join(DIST, p, 'index.html')))) {
        const ctx = await browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 1 });
        await ctx.addInitScript(observe);
        const page = await ctx.newPage();
        const cdp = await ctx.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
        await page.goto(`http://127.0.0.1:${PORT}${path}`, { waitUntil: 'load' });
        rows.push(...(await drivePage(page, path)));
        await ctx.close();
      }
    }
  } finally {
    await browser.close();
    server.kill();
  }
  load.push(loadavg()[0]);
  print(rows, load);
  return 0;
}

// ---------------------------------------------------------------- measuring

const settle = (page, ms = 60) =>
  page.evaluate((ms) => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, ms)))), ms);

/** Performs `act` and returns the interaction's duration (null: under 16 ms) and the long tasks it caused. */
async function measure(page, act) {
  const t0 = await page.evaluate(() => performance.now());
  await act();
  await settle(page);
  await settle(page, 120);
  return page.evaluate((t0) => {
    const evts = window.__evt.filter((e) => e.id > 0 && e.start >= t0);
    const byId = new Map();
    let handler = 0;
    for (const e of evts) {
      byId.set(e.id, Math.max(byId.get(e.id) ?? 0, e.duration));
      handler = Math.max(handler, e.pEnd - e.pStart);
    }
    const longs = window.__long.filter((l) => l.start >= t0);
    return {
      duration: byId.size ? Math.max(...byId.values()) : null,
      handler,
      interactions: byId.size,
      longTasks: longs.length,
      longest: longs.length ? Math.max(...longs.map((l) => l.duration)) : 0,
    };
  }, t0);
}

/**
 * Where a reader's tap on `el` lands: its centre, once it is scrolled into view, if that point hits `el` (or
 * what it contains); null otherwise. The timed tap is then a bare pointer click there (CDP Input events, as a
 * finger's): locator.click() runs Playwright's actionability checks in the page, and its hit-target check
 * (listeners on every pointer event, elementsFromPoint, which forces style and layout) ran inside the very
 * interaction being timed, which a reader's tap never pays.
 */
async function tapPoint(el) {
  await el.scrollIntoViewIfNeeded();
  const box = await el.boundingBox();
  if (!box) return null;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const hits = await el.evaluate((e, [x, y]) => {
    const hit = document.elementFromPoint(x, y);
    return !!hit && (hit === e || e.contains(hit));
  }, [x, y]);
  return hits ? { x, y } : null;
}

/** A timed tap on `el` (see tapPoint); a target something covers falls back to locator.click(), counted in `row.fallbacks`. */
async function tap(page, el, row) {
  if (LOCATOR_CLICKS) return measure(page, () => el.click());
  const at = await tapPoint(el);
  if (!at) row.fallbacks++;
  return measure(page, () => (at ? page.mouse.click(at.x, at.y) : el.click()));
}

/** A timed key press on `el`, focused before the clock starts. */
async function press(page, el, key) {
  await el.focus();
  return measure(page, () => page.keyboard.press(key));
}

/** The `nth` visible, enabled element of `sel` inside `root`, waited for up to `ms`; null when none came. */
async function firstReady(root, sel, ms = 6000, nth = 0) {
  const loc = root.locator(sel);
  const until = Date.now() + ms;
  for (;;) {
    const i = await loc.evaluateAll((els, nth) => {
      const ok = els.map((e, i) => [e, i]).filter(([e]) => !e.disabled && e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden');
      return ok[nth]?.[1] ?? -1;
    }, nth);
    if (i >= 0) return loc.nth(i);
    if (Date.now() >= until) return null;
    await root.page().waitForTimeout(100);
  }
}

// ---------------------------------------------------------------- driving

/** Steps per island kind: [label, selector, options]. `key` presses a key on the element (select menus). */
const FORWARD = '.step-nav button:nth-of-type(3)';
const START = '.step-nav button:nth-of-type(1)';

function script(kind) {
  switch (kind) {
    case 'ConquianExample': case 'RommeExample': case 'QuincunxExample': case 'GongorWhistExample':
      // Forward to the last step (the list stops at the first disabled "next"), then back to the start.
      return [...Array(12)].map(() => ['next', FORWARD, { optional: true, ms: 0, stopIfMissing: true }]).concat([['start', START, { optional: true, ms: 0 }]]);
    case 'QuincunxExplorer':
      return [
        ['cell a1', '[data-cell="a1"]'], ['cell c4', '[data-cell="c4"]'], ['cell b2', '[data-cell="b2"]'],
        ['occupied c2', '[data-cell="c2"]'], ['picker ↓', '[data-testid="qx-picker"]', { key: 'ArrowDown' }],
        ['cell d4', '[data-cell="d4"]'], ['show cells', '.qx-item button'], ['cell e5', '[data-cell="e5"]'],
        ['remove', '.qx-buttons button:nth-of-type(1)'], ['option excuse', '.qx-options input[type=checkbox]'],
        ['cell b4', '[data-cell="b4"]'], ['clear', '.qx-buttons button:nth-of-type(2)'], ['cell c3', '[data-cell="c3"]'],
      ];
    case 'RommeChecker':
      // Thirteen cards of the first pack, one at a time (the exact meld search runs after each), then clear.
      return [0, 1, 2, 16, 17, 18, 30, 31, 32, 33, 45, 46, 47]
        .map((i) => [`card #${i}`, `.rm-pick:not(.rm-pick--joker) >> nth=${i}`])
        .concat([['joker', '.rm-pick--joker'], ['clear', 'button:has-text("Leeren"), button:has-text("Clear")', { optional: true }]]);
    case 'GongorWhistAdvisor':
      return [['deal', 'button'], ['deal', 'button'], ['deal', 'button']];
    case 'ConquianGame': {
      const move = '.cq-moves button:not(.cq-clear):not(.cq-hint)';
      const card = '[data-testid="my-hand"] .cq-pick';
      // A discard is offered only once its card is picked (a meld once its cards are): `pick` touches the hand's
      // cards one at a time until a move is offered (each touch is measured as 'card').
      const o = { pick: card };
      return [['move', move, o], ['move', move, o], ['hint', '.cq-hint', { optional: true }], ['card', card, { optional: true }], ['move', move, o],
        ['undo', '[data-testid="undo"]', { optional: true }], ['move', move, o], ['card', card, { optional: true }], ['move', move, o], ['move', move, o], ['card', card, { optional: true }], ['move', move, o]];
    }
    case 'RommeGame': {
      const offer = '[data-testid="rm-offers"] button:not(.rm-quiet)';
      return [['draw', '[data-testid="draw"]'], ['card', '.rm-cardbtn'], ['card', '.rm-cardbtn', { nth: 1 }], ['card', '.rm-cardbtn', { nth: 2 }],
        ['hint', '[data-testid="rm-hint"]', { optional: true }], ['clear pick', '[data-testid="rm-offers"] .rm-quiet', { optional: true }],
        ['card', '.rm-cardbtn', { nth: 3 }], ['offer', offer], ['undo', '[data-testid="undo"]', { optional: true }],
        ['draw', '[data-testid="draw"]', { optional: true }], ['card', '.rm-cardbtn', { nth: 4 }], ['offer', offer], ['draw', '[data-testid="draw"]', { optional: true }]];
    }
    case 'QuincunxGame': {
      const steps = [];
      for (let i = 0; i < 4; i++) {
        steps.push(['card', '.qx-handcard', { nth: i % 2 }], ['cell', '[data-testid="qx-game"] .qx-cell--legal', { nth: i }], ['place', '.qx-place']);
        if (i === 1) steps.push(['hint', '[data-testid="qx-hint-button"]', { optional: true }], ['undo', '[data-testid="undo"]', { optional: true }]);
      }
      return steps;
    }
    case 'GongorWhistGame':
      return [['bid', '[data-bid]', { nth: 2 }], ['card', '.gw-cardbtn'], ['resolve', '[data-testid="resolve"]', { optional: true }], ['hint', '[data-testid="hint"]', { optional: true }],
        ['card', '.gw-cardbtn'], ['undo', '[data-testid="undo"]', { optional: true }], ['card', '.gw-cardbtn', { nth: 1 }], ['twiddle', '[data-testid="twiddle"]', { optional: true }],
        ['resolve', '[data-testid="resolve"]', { optional: true }], ['card', '.gw-cardbtn'], ['resolve', '[data-testid="resolve"]', { optional: true }],
        ['computer (finish hand)', '[data-testid="finish"]', { optional: true }]];
    default:
      if (kind.endsWith('Lesson')) {
        return [['card', '.learn-card, .lb-cell--target, .lb-meld--target', { optional: true }], ['card', '.learn-card', { nth: 1, optional: true }],
          ['answer', 'input[inputmode], input[type=text], input[type=number]', { fill: '3', optional: true }],
          ['check', 'button:not(.learn-card):not(.lb-cell):not(.lb-meld):not([aria-label])', { optional: true }]];
      }
      return null;
  }
}

async function drivePage(page, path) {
  const out = [];
  const islands = page.locator('astro-island');
  const n = await islands.count();
  const lessons = { n: 0 };
  for (let i = 0; i < n; i++) {
    const isl = islands.nth(i);
    // the island's component: its named export (a lesson page's islands share one file), else its file's name
    const url = (await isl.getAttribute('component-url')) ?? '';
    const named = (await isl.getAttribute('component-export')) ?? 'default';
    const kind = named !== 'default' ? named : ((url.match(/\/([A-Za-z]+)\.[\w-]+\.js$/) ?? [])[1] ?? '?');
    const steps = script(kind);
    if (!steps || (ISLANDS && !ISLANDS.includes(kind))) continue;
    if (kind.endsWith('Lesson') && lessons.n++ >= 2) continue;
    await isl.scrollIntoViewIfNeeded();
    await page.waitForFunction((el) => !el.hasAttribute('ssr'), await isl.elementHandle(), { timeout: 30_000 });
    await settle(page, 300);
    const name = kind + ((await isl.locator('[data-example]').first().getAttribute('data-example').catch(() => null)) ? ` ${await isl.locator('[data-example]').first().getAttribute('data-example')}` : '');
    const row = { page: path, island: name, times: [], under: 0, longTasks: 0, longest: 0, skipped: 0, missed: [], fallbacks: 0 };
    let skipSame = null;
    for (const [label, sel, o = {}] of steps) {
      if (skipSame === label) continue;
      let el = await firstReady(isl, sel, o.pick ? 1500 : (o.ms ?? (o.optional ? 1500 : 8000)), o.nth ?? 0);
      for (let k = 0; !el && o.pick && k < 6; k++) {
        // Not offered: pick the k-th card (taking the one picked before back first); no card to pick (the
        // computer's turn, moves playing themselves): wait for the move as any other step.
        if (k > 0) await pickCard(page, isl, o.pick, k - 1, row);
        if (!(await pickCard(page, isl, o.pick, k, row))) {
          el = await firstReady(isl, sel, 8000, o.nth ?? 0);
          break;
        }
        el = await firstReady(isl, sel, 1500, o.nth ?? 0);
      }
      if (!el) {
        if (!o.optional) row.skipped++;
        if (!o.optional) row.missed.push(`${label} #${row.times.length + row.missed.length + 1}`);
        if (o.stopIfMissing) skipSame = label;
        continue;
      }
      if (o.fill) {
        await el.fill(o.fill);
        continue;
      }
      const m = o.key ? await press(page, el, o.key) : await tap(page, el, row);
      if (m.interactions === 0 && m.duration === null) row.under++;
      row.times.push({ label, ms: m.duration, handler: m.handler });
      row.longTasks += m.longTasks;
      row.longest = Math.max(row.longest, m.longest);
      if (o.wait) await page.waitForTimeout(o.wait);
    }
    out.push(row);
  }
  return out;
}

/** Touches the `k`-th ready element of `sel` in `isl` as a measured 'card' step; false when there is none. */
async function pickCard(page, isl, sel, k, row) {
  const el = await firstReady(isl, sel, 1000, k);
  if (!el) return false;
  const m = await tap(page, el, row);
  if (m.interactions === 0 && m.duration === null) row.under++;
  row.times.push({ label: 'card', ms: m.duration, handler: m.handler });
  row.longTasks += m.longTasks;
  row.longest = Math.max(row.longest, m.longest);
  return true;
}

// ---------------------------------------------------------------- output

function print(rows, load) {
  console.log(`Interactions: click (or key) to next paint, Event Timing API, real Chromium at ${RATE}× CPU slowdown, 360×740`);
  console.log(`(machine: ${cpus().length} cores, load average ${load.map((l) => l.toFixed(1)).join(' at the start, ')} at the end).`);
  console.log('Per island: interactions measured, median and worst duration in ms ("<16": under the API\'s 16 ms threshold), long tasks (> 50 ms)');
  console.log(`from the click until the page settled (count, longest), and the slowest interaction. Budget: ${LIMIT} ms. Fixed clicks; timings vary with load.`);
  console.log(LOCATOR_CLICKS
    ? 'Clicks: Playwright\'s locator.click() (INTERACTION_CLICK=locator), whose checks run in the page within the timed interaction.'
    : 'Clicks: bare taps at the target\'s centre (CDP mouse events), no test script running in the page while timed.');
  console.log('"handler": the longest event handler run within the worst interaction (the island\'s own script; the rest is input delay, style, layout and paint).');
  console.log('page'.padEnd(24), 'island'.padEnd(36), 'n'.padStart(3), 'median'.padStart(7), 'worst'.padStart(6), 'handler'.padStart(8), 'long'.padStart(5), 'longest'.padStart(8), '  slowest');
  let over = 0;
  const fmt = (v) => (v === null ? '<16' : String(Math.round(v)));
  for (const r of rows) {
    const ms = r.times.map((t) => t.ms ?? 0).sort((a, b) => a - b);
    const med = ms.length ? ms[Math.floor((ms.length - 1) / 2)] : null;
    const worst = ms.length ? ms[ms.length - 1] : null;
    const slow = r.times.reduce((a, t) => ((t.ms ?? 0) > (a?.ms ?? -1) ? t : a), null);
    const bad = worst !== null && worst > LIMIT;
    if (bad) over++;
    console.log(
      r.page.padEnd(24), r.island.slice(0, 36).padEnd(36), String(r.times.length).padStart(3),
      (med ? fmt(med) : '<16').padStart(7), (worst ? fmt(worst) : '<16').padStart(6), (slow && slow.ms ? String(Math.round(slow.handler)) : '–').padStart(8), String(r.longTasks).padStart(5),
      (r.longest ? String(Math.round(r.longest)) : '–').padStart(8),
      '  ' + (slow && slow.ms ? `${slow.label} ${Math.round(slow.ms)}` : '–') + (bad ? '  OVER' : '') + (r.skipped ? `  (${r.skipped} step(s) not reachable)` : '')
        + (r.fallbacks ? `  (${r.fallbacks} covered: locator.click)` : ''),
    );
  }
  // INTERACTION_DETAIL=1: every step of every island (duration/handler ms), and the steps not reached
  if (process.env.INTERACTION_DETAIL) for (const r of rows) console.log(`${r.page} ${r.island}:`, r.times.map((t) => `${t.label} ${fmt(t.ms)}/${Math.round(t.handler)}`).join(', '), r.missed.length ? `; not reached: ${r.missed.join(', ')}` : '');
  const all = rows.flatMap((r) => r.times.map((t) => t.ms ?? 0)).sort((a, b) => a - b);
  console.log(`${all.length} interactions on ${rows.length} islands; median ${fmt(all[Math.floor((all.length - 1) / 2)] || null)} ms, worst ${fmt(all[all.length - 1] || null)} ms; ${over} island(s) over ${LIMIT} ms.\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await runInteractions();
}
