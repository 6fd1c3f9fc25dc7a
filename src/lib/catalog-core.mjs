// @ts-check
/**
 * Parts of a game catalog, cut at build time from the one file (issue 16, page weight), so every text is still
 * written once; used by the site's build and by Vitest, so the tests read what the pages load:
 * - `import('./de/learn-romme.json?lesson')`, for the lesson pages: the lessons' own words with, as `core`, the game
 *   catalog's keys that name the rules and say why a move breaks one (CORE_KEYS), not the game islands' words and
 *   notation messages: one file a language, where the lessons' words and the catalog's core were two (0.21-0.32 kB
 *   more a lesson page);
 * - `import('./de/romme.json?examples')`, for the worked examples' page: everything but the words only the whole game
 *   and its tools use (the catalog's `play` section), with the examples' titles and captions (examples-romme.json) as
 *   `examples`: one file a language, where the catalog and the captions were two (loadGameCatalogs in
 *   src/i18n/game-catalogs.ts, loadExampleTexts in src/i18n/examples/load.ts); the play page loads the whole catalog.
 * A page loads one of the files cut from a catalog, or the whole catalog, never two.
 */
import { readFile } from 'node:fs/promises';

/** Rule names, violation sentences and their words, the phases and trick reasons they name, Quincunx's breakdown lines. */
export const CORE_KEYS = ['rules', 'words', 'violations', 'phases', 'reasons', 'items'];
/** The section of the words only the whole game and its tools use (seats, hints, the computer, the score sheet). */
export const PLAY_KEY = 'play';

/** @param {string} file @returns {Promise<Record<string, unknown>>} */
const read = async (file) => JSON.parse(await readFile(file, 'utf8'));
/** @param {Record<string, unknown>} all @param {(key: string) => boolean} keep */
const cut = (all, keep) => Object.fromEntries(Object.keys(all).filter(keep).map((k) => [k, all[k]]));
/** The game catalog beside a lesson catalog (…/de/learn-romme.json → …/de/romme.json). @param {string} file */
function gameCatalogOf(file) {
  const game = file.replace(/([\\/])learn-([a-z-]+\.json)$/, '$1$2');
  if (game === file) throw new Error(`catalog-core: ${file} is no lesson catalog (learn-<game>.json)`);
  return game;
}

/** @type {Record<string, (file: string) => { files: string[], part: () => Promise<Record<string, unknown>> }>} each part: the files it reads, and what it is */
const PARTS = {
  examples: (file) => {
    const captions = file.replace(/([\\/])([a-z-]+\.json)$/, '$1examples-$2');
    return { files: [file, captions], part: async () => ({ ...cut(await read(file), (k) => k !== PLAY_KEY), examples: await read(captions) }) };
  },
  lesson: (file) => {
    const game = gameCatalogOf(file);
    return { files: [file, game], part: async () => ({ ...(await read(file)), core: cut(await read(game), (k) => CORE_KEYS.includes(k)) }) };
  },
};

/** The catalog file and the part an id names (`…/romme.json?examples`, `…/learn-romme.json?lesson`), or null for any other id. */
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
      const named = partOf(id);
      if (!named) return null;
      const { files, part } = /** @type {NonNullable<(typeof PARTS)[string]>} */ (PARTS[named.part])(named.catalog);
      for (const f of files) this.addWatchFile(f);
      // a module, as Vite makes of the whole catalog (its JSON plugin leaves an id with this query alone)
      return `export default ${JSON.stringify(await part())};`;
    },
  };
}
