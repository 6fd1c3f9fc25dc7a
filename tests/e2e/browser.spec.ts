// The browser the tests run in (BROWSER_ARGS, scripts/find-browser.mjs): no address-bar pop-up pages in the
// background, and Playwright's own disabled features still off. Chromium gives every process it starts the features
// it runs with, so a renderer's command line shows what the launch arguments amounted to.
import { readFileSync } from 'node:fs';
import { test, expect } from '@playwright/test';
import { OMNIBOX_WEBUI_FEATURES, PLAYWRIGHT_DISABLED_FEATURES } from '../../scripts/find-browser.mjs';

test('a test context starts no WebUI pages, and Chromium runs with both lists of disabled features', async ({ browser, page }) => {
  await page.goto('/de/');
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = await cdp.send('Target.getTargets');
  expect(targetInfos.filter((t) => t.url.startsWith('chrome://')).map((t) => t.url)).toEqual([]);
  test.skip(process.platform !== 'linux', 'reads the processes\' command lines from /proc');
  const { processInfo } = (await cdp.send('SystemInfo.getProcessInfo')) as { processInfo: { type: string; id: number }[] };
  const renderer = processInfo.find((p) => p.type === 'renderer');
  expect(renderer, 'a renderer process').toBeTruthy();
  const args = readFileSync(`/proc/${renderer!.id}/cmdline`, 'utf8').split(/[\0 ]/);
  const disabled = args.find((a) => a.startsWith('--disable-features='))?.slice('--disable-features='.length).split(',') ?? [];
  // (the features only Edge knows are not passed on to Chromium's own processes)
  const expected = [...PLAYWRIGHT_DISABLED_FEATURES.filter((f) => !f.startsWith('ms')), ...OMNIBOX_WEBUI_FEATURES];
  expect(expected.filter((f) => !disabled.includes(f))).toEqual([]);
});
