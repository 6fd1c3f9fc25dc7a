/**
 * Loading a game's catalogs (src/i18n/{de,en}/<game>.json) for its islands. A module of its own, in the game islands'
 * shared chunk (astro.config.mjs): the lesson and deck pages, which load format.ts, need none of it.
 */
import { loadCatalogs } from './format';
import type { Lang } from './ui';

/** A game's catalog as a page has it: with its `play` section on the game's play page only. */
export type PageCatalog<T extends { play: unknown }> = Omit<T, 'play'> & Partial<Pick<T, 'play'>>;

/** On the server, in Vitest and in Node (which render every island), or on a game's play page (/<lang>/<game>/play/, also as /play or /play/index.html, which a static host may serve as well). */
export const wholeCatalogs = () => typeof location === 'undefined' || /\/play(\/(index\.html)?)?$/.test(location.pathname);

/**
 * A game's catalogs (src/i18n/{de,en}/<game>.json) as this page needs them: with their `play` section, the words only
 * the whole game and its tools use, on the game's play page, and cut without it everywhere else in a browser, that is
 * on the worked examples' page (`?examples`, src/lib/catalog-core.mjs, which also carries the examples' captions for
 * loadExampleTexts, src/i18n/examples/load.ts). On the server and in Vitest the whole catalogs. Each variant and language is a file of its
 * own; a page fetches one (scripts/page-weight.mjs counts that one).
 */
export function loadGameCatalogs<T extends { play: unknown }>(
  deCut: () => Promise<{ default: unknown }>,
  enCut: () => Promise<{ default: unknown }>,
  de: () => Promise<{ default: T }>,
  en: () => Promise<{ default: T }>,
): Promise<Readonly<Record<Lang, PageCatalog<T>>>> {
  const whole = wholeCatalogs();
  // the cuts are the same files less `play` (the compiler holds the German whole catalog to the English one's type)
  type Loader = () => Promise<{ default: PageCatalog<T> }>;
  return loadCatalogs<PageCatalog<T>>(whole ? de : (deCut as Loader), whole ? en : (enCut as Loader));
}
