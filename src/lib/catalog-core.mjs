// @ts-check
/**
 * A game catalog's core for the lesson pages (issue 16, page weight): `import('./de/romme.json?core')` is the
 * catalog with only the keys that name the rules and say why a move breaks one (CORE_KEYS), not the game islands'
 * words and notation messages. A lesson page loads that core; the examples and whole-game pages load the whole
 * catalog, which holds the same keys (a page never loads both). Cut at build time from the one file, so every text
 * is still written once; used by the site's build and by Vitest, so the tests read what the pages load.
 */
import { readFile } from 'node:fs/promises';

/** Rule names, violation sentences and their words, the phases and trick reasons they name, Quincunx's breakdown lines. */
export const CORE_KEYS = ['rules', 'words', 'violations', 'phases', 'reasons', 'items'];

const SUFFIX = '.json?core';
/** The catalog file of a core's id, or null for any other id. */
const catalogOf = (/** @type {string} */ id) => (id.endsWith(SUFFIX) ? id.slice(0, -'?core'.length) : null);

/** @returns {import('vite').Plugin} */
export function catalogCore() {
  return {
    name: 'regelwerk-catalog-core',
    enforce: 'pre',
    async resolveId(source, importer) {
      const catalog = catalogOf(source);
      if (!catalog) return null;
      const file = await this.resolve(catalog, importer, { skipSelf: true });
      return file ? `${file.id}?core` : null;
    },
    async load(id) {
      const catalog = catalogOf(id);
      if (!catalog) return null;
      this.addWatchFile(catalog);
      const all = JSON.parse(await readFile(catalog, 'utf8'));
      const core = Object.fromEntries(CORE_KEYS.filter((k) => Object.hasOwn(all, k)).map((k) => [k, all[k]]));
      // a module, as Vite makes of the whole catalog (its JSON plugin leaves an id with this query alone)
      return `export default ${JSON.stringify(core)};`;
    },
  };
}
