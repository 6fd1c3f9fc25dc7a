// Finds a Chromium for Playwright, in this order: $CHROMIUM_PATH (or
// $PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH), Playwright's own downloaded browser,
// /usr/bin/chromium. Returns null when there is none.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

export function findBrowser() {
  for (const v of ['CHROMIUM_PATH', 'PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH']) {
    if (process.env[v] && existsSync(process.env[v])) return process.env[v];
  }
  try {
    const require = createRequire(import.meta.url);
    const { chromium } = require('playwright-core');
    const p = chromium.executablePath();
    if (p && existsSync(p)) return p;
  } catch {
    /* playwright-core not resolvable or no browser downloaded */
  }
  for (const p of ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']) {
    if (existsSync(p)) return p;
  }
  return null;
}
