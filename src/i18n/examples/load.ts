/**
 * Loading a game's worked examples' words. A module of its own, in the worked examples' chunk (astro.config.mjs): the
 * play pages, which load the game catalogs' loader, need none of it.
 */
import { loadCatalogs } from '../format';
import { wholeCatalogs } from '../game-catalogs';
import type { Lang } from '../ui';

/**
 * A game's worked examples' titles and captions (src/i18n/{de,en}/examples-<game>.json): in a browser from the game
 * catalog's cut that loadGameCatalogs (src/i18n/game-catalogs.ts) fetches on the examples page (`?examples`, the same
 * file, so the page fetches one), elsewhere the files themselves. The loaders in loadGameCatalogs' order, which
 * scripts/page-weight.mjs reads.
 */
export async function loadExampleTexts<T>(
  deCut: () => Promise<{ default: { examples: T } }>,
  enCut: () => Promise<{ default: { examples: T } }>,
  de: () => Promise<{ default: T }>,
  en: () => Promise<{ default: T }>,
): Promise<Readonly<Record<Lang, T>>> {
  if (wholeCatalogs()) return loadCatalogs(de, en);
  const cut = await loadCatalogs(deCut, enCut);
  return { de: cut.de.examples, en: cut.en.examples };
}
