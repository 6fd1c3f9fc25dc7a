// `npm test`: builds the site, runs Vitest and Playwright, and ends with one line
// "N passed, N failed, N skipped" summing both runners. Exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { readFileSync, mkdirSync, existsSync } from 'node:fs';

const env = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ASTRO_TELEMETRY_DISABLED: '1' };
const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit', env, shell: false });
mkdirSync('reports', { recursive: true });

let failedSteps = 0;
const build = run('npm', ['run', 'build']);
if (build.status !== 0) {
  console.error('Build failed.');
  console.log('0 passed, 1 failed');
  process.exit(1);
}

const vt = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=reports/vitest.json']);
if (vt.status !== 0) failedSteps++;

const eb = run('node', ['scripts/ensure-browser.mjs']);
let pw = { status: 1 };
if (eb.status === 0) {
  pw = spawnSync('npx', ['playwright', 'test', '--reporter=list,json'], {
    stdio: 'inherit',
    env: { ...env, CI: '1', PLAYWRIGHT_JSON_OUTPUT_NAME: 'reports/playwright.json' },
  });
}
if (pw.status !== 0) failedSteps++;

let passed = 0, failed = 0, skipped = 0;
try {
  const v = JSON.parse(readFileSync('reports/vitest.json', 'utf8'));
  passed += v.numPassedTests; failed += v.numFailedTests; skipped += v.numPendingTests + v.numTodoTests;
} catch { failed++; }
if (existsSync('reports/playwright.json') && eb.status === 0) {
  try {
    const s = JSON.parse(readFileSync('reports/playwright.json', 'utf8')).stats;
    passed += s.expected + s.flaky; failed += s.unexpected; skipped += s.skipped;
  } catch { failed++; }
} else failed++;
if (failedSteps > 0 && failed === 0) failed = failedSteps; // a runner crashed without reporting tests
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
