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

/**
 * Chromium features Playwright turns off at launch (playwright-core 1.65's chromiumSwitches). Chromium reads only
 * the last --disable-features on its command line, so a launch that turns off features of its own must repeat these;
 * tests/unit/browser-args.test.ts checks this list against the installed playwright-core.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync', 'DestroyProfileOnBrowserClose', 'HttpsUpgrades', 'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay', 'MediaRouter', 'PaintHolding', 'ThirdPartyStoragePartitioning', 'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin', 'OptimizationHints', 'NetworkTimeServiceQuerying', 'AimEnabled', 'PreconnectToSearch',
  'msForceBrowserSignIn', 'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * The address bar's pop-ups, which Chromium 156 builds as WebUI pages: even headless, each new browser window (every
 * Playwright test's context) starts a renderer for chrome://omnibox-popup.top-chrome/ and its AI-mode page. On
 * 3 December those renderers took more CPU than the pages under test (14.0 s against 11.6 s over twelve page
 * loads); with them off, the same loads took 19.5 s instead of 27.4.
 */
export const OMNIBOX_WEBUI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

/** Launch arguments for the tests' and benches' Chromium (no sandbox: the machines here run as root). */
export const BROWSER_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_WEBUI_FEATURES].join(',')}`,
];
