/**
 * loadGameCatalogs (src/i18n/game-catalogs.ts): the whole catalog, with the words only the whole game uses, on the
 * game's play page in any form a host may serve its address, the cut without them on every other page, and the whole
 * catalog where there is no page (the server's render, Vitest). A play page that got the cut would leave its game
 * unable to load.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadGameCatalogs } from '../../src/i18n/game-catalogs';

type Cat = { rules: string; play: string };
async function fetched(pathname: string | null): Promise<string[]> {
  if (pathname !== null) vi.stubGlobal('location', { pathname });
  const got: string[] = [];
  const load = (name: string, cat: Partial<Cat>) => () => (got.push(name), Promise.resolve({ default: cat as Cat }));
  await loadGameCatalogs<Cat>(load('de cut', { rules: 'de' }), load('en cut', { rules: 'en' }), load('de whole', { rules: 'de', play: 'p' }), load('en whole', { rules: 'en', play: 'p' }));
  return got.sort();
}

describe('loadGameCatalogs', () => {
  afterEach(() => vi.unstubAllGlobals());
  it('loads the whole catalogs on a play page, however its address is written', async () => {
    for (const path of ['/de/romme/play/', '/en/gongor-whist/play', '/de/quincunx/play/index.html']) expect(await fetched(path), path).toEqual(['de whole', 'en whole']);
  });
  it('loads the cut elsewhere', async () => {
    for (const path of ['/de/romme/examples/', '/en/quincunx/', '/de/conquian/learn/', '/de/romme/examples/play-notes/', '/', '/de/romme/playful/']) expect(await fetched(path), path).toEqual(['de cut', 'en cut']);
  });
  it('loads the whole catalogs without a page (server render, tests)', async () => {
    expect(await fetched(null)).toEqual(['de whole', 'en whole']);
  });
});
