// `npm run bench`: page weight of every built page against the budgets (gzipped;
// see scripts/page-weight.mjs for exactly what each column counts), Lighthouse
// (mobile, median of three runs) on every page in both languages, served by
// scripts/serve.mjs, the interaction timings (scripts/bench/interactions.mjs), then every
// engine's figures. Run `npm run build` first.
// Figures other than the sizes depend on the machine (and on its load).
//
//   npm run bench                     everything
//   npm run bench -- --no-lighthouse  sizes, interactions and engines
//   npm run bench -- --lighthouse     sizes and Lighthouse only
//   npm run bench -- quincunx         one game's engine figures (no build needed)
//   npm run bench -- players          the computer players' strength and speed (long: 1,000 deals a pairing)
//   npm run bench -- robustness       every game over every option set with junk moves (10,000 games a game)
//   npm run bench -- interactions     click to next paint of every island interaction at 4× CPU slowdown (needs a build)
//   npm run bench -- --no-interactions  everything but the interaction timings
// Environment: REGELWERK_OUT_DIR (build folder), BENCH_PORT (server, default 4330),
// LH_RUNS (runs per page, default 3), LH_PAGES (comma-separated paths), CHROME_PATH; for the interactions
// (scripts/bench/interactions.mjs) INTERACTION_GAMES (comma-separated), INTERACTION_ISLANDS (island kinds, comma-separated),
// INTERACTION_DETAIL=1 (every step's figures), CPU_RATE (default 4); its server uses BENCH_PORT + 1.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUDGET, isGamePage, limitFor, measureSite } from './page-weight.mjs';
import { findBrowser } from './find-browser.mjs';
import { runInteractions } from './bench/interactions.mjs';

const DIST = process.env.REGELWERK_OUT_DIR ?? 'dist';
const args = process.argv.slice(2);
const flags = new Set(args.filter((a) => a.startsWith('--')));
const only = args.filter((a) => !a.startsWith('--'));
const kb = (n) => (n / 1024).toFixed(2).padStart(6);

if (only.length === 1 && only[0] === 'interactions') {
  process.exit(await runInteractions());
}
if (only.length) {
  const r = spawnSync('npx', ['tsx', 'scripts/bench-engines.ts', ...only], { stdio: 'inherit' });
  process.exit(r.status ?? 1);
}
if (!existsSync(DIST)) {
  console.error(`No ${DIST}/ – run npm run build first.`);
  process.exit(1);
}

// ---- page weight ----------------------------------------------------------
console.log(`Page weight (gzipped, kB). Budgets for game pages: HTML ${BUDGET.html / 1024}, CSS ${BUDGET.css / 1024}, JS ${BUDGET.js / 1024} with every island hydrated.`);
console.log('HTML: the document as sent (its inline scripts and styles included; "inl. JS" says how much of it is script).');
console.log('CSS: linked stylesheets. JS first: loaded before any interaction or scroll. JS all: after scrolling through the');
console.log('whole page, every island hydrated, with the modules they load on demand and their Web Workers. First visit = HTML + CSS + JS first.');
console.log(
  'page'.padEnd(27),
  'HTML'.padStart(6), 'inl.JS'.padStart(6), 'CSS'.padStart(6), 'JS first'.padStart(8), 'JS all'.padStart(6), '1st visit'.padStart(9), 'elements'.padStart(8), ' islands (how)',
);
let over = 0;
let ceilingBreaches = 0;
const site = measureSite(DIST);
for (const r of site) {
  const game = isGamePage(r.page);
  const bad = [r.html > BUDGET.html && 'HTML', r.css > BUDGET.css && 'CSS', r.jsAll > BUDGET.js && 'JS'].filter(Boolean);
  // pages over budget are held to a recorded ceiling (CEILING in page-weight.mjs; tests/budgets fails above it)
  const aboveCeiling = [r.html > limitFor(r.page, 'html') && 'HTML', r.css > limitFor(r.page, 'css') && 'CSS', r.jsAll > limitFor(r.page, 'js') && 'JS'].filter(Boolean);
  if (bad.length) over++;
  if (aboveCeiling.length) ceilingBreaches++;
  const how = {};
  for (const i of r.islands) how[i.client] = (how[i.client] ?? 0) + 1;
  console.log(
    r.page.padEnd(27), kb(r.html), kb(r.inlineJs), kb(r.css), kb(r.jsFirst).padStart(8), kb(r.jsAll), kb(r.html + r.css + r.jsFirst).padStart(9),
    String(r.elements).padStart(8),
    ' ' + (Object.entries(how).map(([k, v]) => `${v} ${k}`).join(', ') || '–') + (bad.length ? `  OVER: ${bad.join(', ')}` : game ? '  ok' : '') + (aboveCeiling.length ? `  ABOVE CEILING: ${aboveCeiling.join(', ')}` : ''),
  );
}
console.log(`${over} page(s) over budget (${ceilingBreaches} above their recorded ceiling, which fails tests/budgets).\n`);

// ---- Lighthouse -------------------------------------------------------------
if (!flags.has('--no-lighthouse')) {
  const code = await lighthouse(site);
  if (code !== 0) process.exitCode = code;
}

// ---- interactions ----------------------------------------------------------
if (!flags.has('--lighthouse') && !flags.has('--no-interactions')) {
  const code = await runInteractions();
  if (code !== 0) process.exitCode = code;
}

// ---- engines ----------------------------------------------------------------
if (!flags.has('--lighthouse')) {
  const engine = spawnSync('npx', ['tsx', 'scripts/bench-engines.ts'], { stdio: 'inherit' });
  if ((engine.status ?? 1) !== 0) process.exitCode = engine.status ?? 1;
}

/** @param {ReturnType<typeof measureSite>} site every built page, with its islands */
async function lighthouse(site) {
  const chrome = process.env.CHROME_PATH ?? findBrowser();
  const bin = join('node_modules', '.bin', 'lighthouse');
  if (!chrome || !existsSync(bin)) {
    console.log('Lighthouse skipped: ' + (chrome ? 'the lighthouse package is not installed (npm install).' : 'no Chromium found (set CHROME_PATH).'));
    return 0;
  }
  const port = Number(process.env.BENCH_PORT ?? 4330);
  const runs = Number(process.env.LH_RUNS ?? 3);
  // every page a reader lands on (not the bare / that sends on to a language, nor 404.html), or those in LH_PAGES
  const pages = site.filter((r) => /^\/(de|en)\//.test(r.page));
  const paths = process.env.LH_PAGES ? process.env.LH_PAGES.split(',') : pages.map((r) => r.page);
  // a page without islands runs no script of ours but the page script: it is held to 100 (issue 16.1)
  const withIslands = new Set(site.filter((r) => r.islands.length > 0).map((r) => r.page));
  const server = spawn(process.execPath, ['scripts/serve.mjs', DIST, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((ok, fail) => {
    server.stdout.once('data', ok);
    server.once('exit', (c) => fail(new Error(`scripts/serve.mjs exited (${c})`)));
  });
  const tmp = mkdtempSync(join(tmpdir(), 'regelwerk-lh-'));
  const median = (xs) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.log(`Lighthouse ${JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version}, mobile (simulated throttling), median of ${runs} runs per page.`);
  console.log('Budgets: performance ≥ 95 (100 on a page without islands), TBT ≤ 150 ms, LCP ≤ 1.8 s, accessibility 100.');
  console.log('page'.padEnd(27), 'perf'.padStart(5), 'TBT ms'.padStart(7), 'LCP s'.padStart(6), 'FCP s'.padStart(6), 'CLS'.padStart(6), 'a11y'.padStart(5), '  runs: perf/TBT');
  let failures = 0;
  try {
    for (const path of paths) {
      const rs = [];
      for (let i = 0; i < runs; i++) {
        const out = join(tmp, `run.json`);
        const audit = () => spawnSync(
          bin,
          [`http://127.0.0.1:${port}${path}`, '--quiet', '--output=json', `--output-path=${out}`, '--only-categories=performance,accessibility',
            '--chrome-flags=--headless --no-sandbox --disable-gpu', '--max-wait-for-load=60000'],
          { env: { ...process.env, CHROME_PATH: chrome }, stdio: ['ignore', 'ignore', 'pipe'], timeout: 180_000 },
        );
        let r = audit();
        // Lighthouse sometimes loses the trace of a load on this machine ("NO_NAVSTART … Please run Lighthouse
        // again"): such a run is run again, at most twice
        for (let again = 0; again < 2 && (r.status !== 0 || !existsSync(out)) && /NO_NAVSTART|run Lighthouse again/.test(String(r.stderr)); again++) r = audit();
        if (r.status !== 0 || !existsSync(out)) {
          console.log(`${path}: Lighthouse failed (${r.status}): ${String(r.stderr).trim().split('\n').slice(-2).join(' ')}`);
          continue;
        }
        const lhr = JSON.parse(readFileSync(out, 'utf8'));
        rmSync(out);
        const a = lhr.audits;
        rs.push({
          perf: Math.round(lhr.categories.performance.score * 100),
          a11y: Math.round(lhr.categories.accessibility.score * 100),
          tbt: a['total-blocking-time'].numericValue,
          lcp: a['largest-contentful-paint'].numericValue / 1000,
          fcp: a['first-contentful-paint'].numericValue / 1000,
          cls: a['cumulative-layout-shift'].numericValue,
          a11yFails: Object.values(a).filter((x) => lhr.categories.accessibility.auditRefs.some((ref) => ref.id === x.id) && x.score === 0).map((x) => x.id),
        });
      }
      if (!rs.length) { failures++; continue; }
      // the run with the median performance score stands for the page; TBT and LCP are medians of their own
      const m = {
        perf: median(rs.map((r) => r.perf)), tbt: median(rs.map((r) => r.tbt)), lcp: median(rs.map((r) => r.lcp)),
        fcp: median(rs.map((r) => r.fcp)), cls: median(rs.map((r) => r.cls)), a11y: median(rs.map((r) => r.a11y)),
      };
      const bad = [m.perf < (withIslands.has(path) ? 95 : 100) && 'perf', m.tbt > 150 && 'TBT', m.lcp > 1.8 && 'LCP', m.a11y < 100 && 'a11y'].filter(Boolean);
      if (bad.length) failures++;
      const fails = [...new Set(rs.flatMap((r) => r.a11yFails))];
      console.log(
        path.padEnd(27), String(m.perf).padStart(5), String(Math.round(m.tbt)).padStart(7), m.lcp.toFixed(2).padStart(6), m.fcp.toFixed(2).padStart(6),
        m.cls.toFixed(3).padStart(6), String(m.a11y).padStart(5),
        '  ' + rs.map((r) => `${r.perf}/${Math.round(r.tbt)}`).join(' '),
        (bad.length ? `  OVER: ${bad.join(', ')}` : '') + (fails.length ? `  a11y: ${fails.join(', ')}` : ''),
      );
    }
  } finally {
    server.kill();
    rmSync(tmp, { recursive: true, force: true });
  }
  console.log(`${failures} page(s) outside the Lighthouse budgets.\n`);
  return 0;
}
