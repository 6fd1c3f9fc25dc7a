// @ts-check
/**
 * Parts of a game catalog, cut at build time from the one file (issue 16, page weight), so every text is still
 * written once; used by the site's build and by Vitest, so the tests read what the pages load:
 * - `import('./de/romme.json?core')`, for the lesson pages: only the keys that name the rules and say why a move breaks
 *   one (CORE_KEYS), not the game islands' words and notation messages;
 * - `?islands`, for the islands on every page but the game's play page: everything but the words only the whole game
 *   and its tools use (the catalog's `play` section); the play page loads the whole file (loadGameCatalogs,
 *   src/i18n/format.ts).
 * A page loads one of the files cut from a catalog, or the whole catalog, never two.
 */
import { readFile } from 'node:fs/promises';

/** Rule names, violation sentences and their words, the phases and trick reasons they name, Quincunx's breakdown lines. */
export const CORE_KEYS = ['rules', 'words', 'violations', 'phases', 'reasons', 'items'];
/** The section of the words only the whole game and its tools use (seats, hints, the computer, the score sheet). */
export const PLAY_KEY = 'play';

/** @type {Record<string, (key: string) => boolean>} which of a catalog's top-level keys each part keeps */
const PARTS = {
  core: (k) => CORE_KEYS.includes(k),
  islands: (k) => k !== PLAY_KEY,
};

/** The catalog file and the part an id names (`…/romme.json?core`), or null for any other id. */
function partOf(/** @type {string} */ id) {
  const m = /^(.*\.json)\?(\w+)$/.exec(id);
  const [, catalog, part] = m ?? [];
  return catalog && part && Object.hasOwn(PARTS, part) ? { catalog, part } : null;
}

/** @returns {import('vite').Plugin} */
export function catalogCore() {
  return {
    name: 'regelwerk-catalog-core',
    enforce: 'pre',
    async resolveId(source, importer) {
      const cut = partOf(source);
      if (!cut) return null;
      const file = await this.resolve(cut.catalog, importer, { skipSelf: true });
      return file ? `${file.id}?${cut.part}` : null;
    },
    async load(id) {
      const cut = partOf(id);
      if (!cut) return null;
      this.addWatchFile(cut.catalog);
      const all = JSON.parse(await readFile(cut.catalog, 'utf8'));
      const keep = /** @type {(key: string) => boolean} */ (PARTS[cut.part]);
      const part = Object.fromEntries(Object.keys(all).filter(keep).map((k) => [k, all[k]]));
      // a module, as Vite makes of the whole catalog (its JSON plugin leaves an id with this query alone)
      return `export default ${JSON.stringify(part)};`;
    },
  };
}
