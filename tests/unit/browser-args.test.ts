// The tests' Chromium launch arguments (scripts/find-browser.mjs). Chromium reads only the last --disable-features
// it is given, so BROWSER_ARGS must carry Playwright's own list along with the omnibox pop-ups it turns off; this
// reads Playwright's list from the installed playwright-core, so an upgrade that adds a feature fails here.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { BROWSER_ARGS, OMNIBOX_WEBUI_FEATURES, PLAYWRIGHT_DISABLED_FEATURES } from '../../scripts/find-browser.mjs';

/** The features playwright-core's chromiumSwitches turns off, read from its bundle's `disabledFeatures = [...]`. */
function playwrightDisabled(): string[] {
  const file = createRequire(import.meta.url).resolve('playwright-core/lib/coreBundle');
  const src = readFileSync(file, 'utf8');
  const list = /\bdisabledFeatures\s*=\s*\[([\s\S]*?)\]/.exec(src)?.[1] ?? '';
  return [...list.replace(/\/\/.*$/gm, '').matchAll(/["']([A-Za-z0-9]+)["']/g)].map((m) => m[1]!);
}

describe('Chromium launch arguments', () => {
  it("finds playwright-core's own list of disabled features", () => {
    expect(playwrightDisabled().length).toBeGreaterThanOrEqual(10);
    expect(playwrightDisabled()).toContain('PaintHolding');
  });

  it("repeats every feature playwright-core disables (its --disable-features is overridden by ours)", () => {
    expect(playwrightDisabled().filter((f) => !PLAYWRIGHT_DISABLED_FEATURES.includes(f))).toEqual([]);
  });

  it('has one --disable-features, with both lists', () => {
    const flags = BROWSER_ARGS.filter((a: string) => a.startsWith('--disable-features'));
    expect(flags).toHaveLength(1);
    const features = flags[0]!.slice('--disable-features='.length).split(',');
    expect(features).toEqual([...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_WEBUI_FEATURES]);
  });
});
