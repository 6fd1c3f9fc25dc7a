// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import { unified } from '@astrojs/markdown-remark';
import { remarkHeadingIds } from './src/lib/remark-heading-ids.mjs';
import { rehypeRowHeaders } from './src/lib/rehype-row-headers.mjs';
import { notationGrammar } from './src/lib/notation-grammar.mjs';
import { siteFromEnv } from './src/lib/site.mjs';
import { CODE_THEMES, shikiStyleToClass, shikiCssPlugin } from './src/lib/shiki-classes.mjs';
import { cspCheck } from './src/lib/csp-check.mjs';
import { islandLoaderFile, nearDirective } from './src/lib/island-loader.mjs';
import { printCopies } from './src/lib/print-copy.mjs';
import { searchIndex } from './src/lib/search-index.mjs';
import { glyphPreloads } from './src/lib/glyph-preload.mjs';
import { workerChunks } from './src/lib/worker-chunks.mjs';
import { catalogCore } from './src/lib/catalog-core.mjs';
import { devJsonImports } from './src/lib/dev-json-imports.mjs';
import { plainDynamicImports } from './src/lib/plain-imports.mjs';
import { islandRenderer } from './src/lib/island-renderer.mjs';

// OUT_DIR lets parallel builds (e.g. two developers' test runs) use separate folders.
const outDir = process.env.REGELWERK_OUT_DIR ?? './dist';
// A separate cache per output folder, so parallel builds never share Astro's data store.
const cacheDir = process.env.REGELWERK_OUT_DIR ? `./node_modules/.astro-${outDir.replace(/[^a-z0-9-]/gi, '_')}` : './node_modules/.astro';

// Browser build only: the code islands share in a few chunks instead of a dozen small ones, so an island
// that comes into view loads in fewer round trips, and each page only what its islands use (issue 16):
// - base: what every island needs (Preact and the island renderer, src/lib/island-renderer.ts, the dynamic imports'
//   helper, src/lib/plain-imports.mjs, the card faces' sizes, the engine
//   core's small modules, the card notation's tokens, URL helpers, string formatting, and the arrow keys of the
//   hands, the lessons' card rows, the Quincunx grid and Rommé's card picker: every game island and every lesson
//   page uses them, and a chunk of their own cost 0.14 kB more a game page; and the form fields that only a running
//   island shows, src/islands/shared/Field.tsx, which the lessons and the deck demo use too: in the shared chunk it
//   brought that chunk and the islands' words onto the lesson pages, 2.3 kB); all a page with lessons or the deck
//   demo loads of the shared code;
// - shared: the game islands' kit (replays, the move panel, folds, headings, rule links, the islands' words, the loader
//   of a game's catalogs, src/i18n/game-catalogs.ts);
// - french, decktet: each deck's cards (engine, notation, faces and names), so the Decktet pages load no
//   French-suited cards and vice versa. The Decktet's names are loaded per language, on demand (src/i18n/decktet-cards.ts);
//   the French-suited ones, short, come in both.
// Groups take their modules in this order, each with the modules it imports that no earlier group took.
const BASE = /^\0vite\/preload-helper|node_modules[\\/](preact|@astrojs[\\/]preact)[\\/]|src[\\/](lib[\\/]island-renderer\.ts|components[\\/]cards[\\/]face\.|engine[\\/](core[\\/](game|ids|result|rng|rules)\.|cards[\\/]tokens\.)|islands[\\/]shared[\\/](url|arrows|Field)\.|i18n[\\/](format|ui)\.)/;
const SHARED = /src[\\/](islands[\\/]shared[\\/](?!(useGame|SeedBar|playerClient|playerHost|useHint|workerClient|reveal|arrows|Field|ExampleIsland|StepNav|Caption|replay)\.)|engine[\\/]core[\\/](?!(player|movelist|link)\.)|i18n[\\/](islands|game-catalogs)\.)/;
// - play: what only the whole games use (the game hook, the shuffle bar, the worker client, move lists and game
//   links), so a game's examples page (issue 16: split from the game's page) loads none of it.
// - reveal: scrolling a tap's answer onto the screen (src/islands/shared/reveal.ts), which the whole games and the
//   lessons use: a small chunk of its own, before the learn group (which would take it with the lessons, and the
//   whole games would then load all of the lessons' code) and outside base (the examples pages do not use it).
// - examples: the worked examples' frame (steps, captions, the replay of their moves, the loader of their words), which
//   the whole games do not use.
const EXAMPLES = /src[\\/](islands[\\/]shared[\\/](ExampleIsland|StepNav|Caption|replay)|i18n[\\/]examples[\\/]load)\./;
const REVEAL = /src[\\/]islands[\\/]shared[\\/]reveal\./;
const PLAY = /src[\\/](islands[\\/]shared[\\/](useGame|SeedBar|workerClient)\.|engine[\\/]core[\\/](movelist|link)\.)/;
// - computer: the computer players' shared code (the player kinds, their client on the page and their worker's
//   host) and the words for their reasons, which the whole games with a computer opponent use and Gongor Whist's (a
//   solitaire with an advisor) does not. The words are plain functions: the worker that loads this file runs nothing.
const COMPUTER = /src[\\/](islands[\\/]shared[\\/](playerClient|playerHost|useHint)\.|engine[\\/]core[\\/]player\.|i18n[\\/]reason-(words|text)\.)/;
const FRENCH = /src[\\/](components[\\/]cards[\\/]FrenchCard\.|engine[\\/]cards[\\/]french(-notation)?\.|i18n[\\/](french-cards\.|(de|en)[\\/]french-cards\.json))/;
const DECKTET = /src[\\/](components[\\/]cards[\\/]DecktetCard\.|engine[\\/]cards[\\/]decktet(-notation)?\.|i18n[\\/]decktet-cards\.)/;
// The parts every lesson page's islands share (the lesson and practice views, the progress box, the
// answer check, the learn strings' reader and the seeded play of the Decktet games' practice positions): one chunk
// instead of seven, since every lesson page has both kinds of island and the progress box (issue 16: fewer, larger
// files gzip better; the seeded play as a file of its own cost the Decktet lesson pages 0.11 kB more than it costs
// the others inside this one, 0.07).
const LEARN = /src[\\/](islands[\\/]learn[\\/](Lesson|Practice|TaskView|LearnProgress|Feedback|CardPick|Words|faces|progress)\.|learn[\\/](check|ids|types|play)\.|i18n[\\/]learn\.ts)/;
// - one per game: its engine and what its rules say in words (src/i18n/<game>-core.ts), which the lessons, worked
//   examples, whole game and the players' worker all use. Not what a seat may see (view.ts, with the players below,
//   since only the play page uses it), and not the game's notation: the lessons write their moves as moves and the players
//   take the game without it, so it goes with the islands' code below (1.6-2.5 kB gzipped less a lesson page).
const GAME_ENGINE = /src[\\/](?:engine[\\/]([a-z-]+)[\\/]engine|i18n[\\/]([a-z-]+)-core)\.ts$/;
/** @param {string} id */
const gameEngineChunk = (id) => {
  const m = GAME_ENGINE.exec(id);
  return m ? `${m[1] ?? m[2]}-engine` : null;
};
// - one per game: what its worked examples and its whole game share beyond the engine (the notation, the rule ids,
//   the table and the moves in words): one file where the bundler made two or three. Not the game as one object
//   (game.ts) with its option letters, Rommé's meld checker or Quincunx's link readers: only the play page uses those,
//   and in a group they would come with every page that loads this one.
//   After the engine's group, which keeps the engine out of it; no worker imports any of it (a worker that did
//   would run the islands' string loading, which needs a page).
//   With them the game islands' stylesheets (their modules are empty once the CSS is extracted): the examples and the
//   play page both import them, and left to the play page's group below they would make the examples load it.
const GAME_ISLANDS = /src[\\/](?:(?:engine[\\/](conquian|romme|quincunx|gongor-whist)[\\/](?:notation|rules|codes)|islands[\\/](conquian|romme|quincunx|gongor-whist)[\\/](?:Board|Table|Grid|describe|BreakdownList|Face|moves|order)|i18n[\\/](conquian|romme|quincunx|gongor-whist))\.tsx?|islands[\\/](conquian|romme|quincunx|gongor-whist)[\\/][a-z-]+\.css)$/;
/** @param {string} id */
const gameIslandsChunk = (id) => {
  const m = GAME_ISLANDS.exec(id);
  return m ? `${m[1] ?? m[2] ?? m[3] ?? m[4]}-game` : null;
};
// - one per game: its computer players (players.ts, playout.ts; Gongor Whist's advisor) with the seat's view
//   (view.ts: what a seat sees, and the deals a player guesses from it), which the play page's island and its
//   worker both load. The view is not in the engine's group: the worked examples and the lessons do not use it.
//   Gongor Whist's advisor comes with the time slicing its worker and the page's fallback share (islands/gongor-whist/
//   slice.ts): left to the play page's group below, it made the worker load the page's islands.
const GAME_PLAYERS = /src[\\/](?:engine[\\/](conquian|romme|quincunx|gongor-whist)[\\/](?:players|playout|view|advisor)|islands[\\/](gongor-whist)[\\/]slice)\.ts$/;
/** @param {string} id */
const gamePlayersChunk = (id) => {
  const m = GAME_PLAYERS.exec(id);
  return m ? `${m[1] ?? m[2]}-players` : null;
};
// - one per game with two islands on its play page (Rommé's game and meld checker, Quincunx's game and scoring
//   explorer, Gongor Whist's game and bid advisor): those islands with the modules only they import, in one file
//   where the bundler made three to six, which only that page loads (issue 16: fewer, larger files gzip better;
//   0.7-1.1 kB less a play page). Last, so every module an earlier group took (the engine, the players the worker
//   shares, the islands' shared code) stays where it is; each island's own file is then a line that re-exports it
//   from here. Not Conquian's, whose one island would only gain that line (0.07 kB).
const GAME_PLAY = /src[\\/]islands[\\/](romme|quincunx|gongor-whist)[\\/][A-Za-z]+(?:Game|Checker|Explorer|Advisor)\.tsx$/;
/** @param {string} id */
const gamePlayChunk = (id) => {
  const m = GAME_PLAY.exec(id);
  return m ? `${m[1]}-play` : null;
};
/** Modules that only define data: dropped where none of it is used. */
const PURE_DATA = /src[\\/]engine[\\/][a-z-]+[\\/]examples\.ts$/;
const sharedChunk = {
  name: 'regelwerk-shared-chunk',
  /** @param {string} name */
  configEnvironment(name) {
    if (name !== 'client') return;
    return {
      build: {
        rolldownOptions: {
          output: { codeSplitting: { groups: [{ name: 'base', test: BASE }, { name: 'shared', test: SHARED }, { name: 'play', test: PLAY }, { name: 'computer', test: COMPUTER }, { name: 'reveal', test: REVEAL }, { name: 'examples', test: EXAMPLES }, { name: 'french', test: FRENCH }, { name: 'decktet', test: DECKTET }, { name: 'learn', test: LEARN }, { name: gameEngineChunk, test: GAME_ENGINE }, { name: gameIslandsChunk, test: GAME_ISLANDS }, { name: gamePlayersChunk, test: GAME_PLAYERS }, { name: gamePlayChunk, test: GAME_PLAY }] } },
          // A game's worked examples (src/engine/<game>/examples.ts) are data built by calls at the top of the
          // module, which the bundler must otherwise keep wherever the game's folder is imported: declared free
          // of side effects, they reach only the pages whose islands use them (the examples pages), not the
          // whole game's or the lessons' (issue 16; 0.9-1.6 kB gzipped a play page).
          treeshake: { moduleSideEffects: (/** @type {string} */ id) => !PURE_DATA.test(id) },
        },
      },
    };
  },
};

// Server (prerender) build only: the stylesheets every page or every game page needs (global.css with the
// card faces, the code-block colours, the glossary term and quick-start styles) in one chunk, so they reach
// the browser as one stylesheet beside the game's own instead of four (issue 16: a page's CSS gzips better
// as one file, and costs fewer requests). Astro names a page's stylesheets after the server chunks their
// styles land in.
const SITE_CSS = /src[\\/](styles[\\/]|components[\\/](Term|QuickStart)\.astro)|virtual:regelwerk\/shiki\.css/;
const siteCss = {
  name: 'regelwerk-site-css',
  /** @param {string} name */
  configEnvironment(name) {
    if (name !== 'prerender' && name !== 'ssr') return;
    return { build: { rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'site', test: SITE_CSS }] } }, onwarn: quietHeadInject } } };
  },
};

/**
 * Astro marks every MDX page's module with its own "use astro:head-inject" directive, and the server build warned
 * about it once a page: 44 lines a build, which hid any warning of ours. Only that warning is dropped.
 * @param {{ code?: string, message: string }} warning
 * @param {(w: unknown) => void} warn
 */
function quietHeadInject(warning, warn) {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('astro:head-inject')) return;
  warn(warning);
}

export default defineConfig({
  // The public origin, for canonical and hreflang links, the sitemap and robots.txt:
  // REGELWERK_SITE=https://rules.example.com npm run build (default: the placeholder
  // https://regelwerk.example.org; see src/lib/site.mjs and "Deploying" in the README).
  site: siteFromEnv(process.env.REGELWERK_SITE),
  outDir,
  cacheDir,
  trailingSlash: 'always',
  // nearDirective: client:near, client:visible made safe for islands inside content-visibility chunks
  // (src/lib/near-directive.ts); islandLoaderFile: Astro's inline island loader moved into one cached file (src/lib/island-loader.mjs);
  // printCopies: the print-only example copies lose what only a screen reader or a pointer could use
  // (src/lib/print-copy.mjs); glyphPreloads: a Link header per page preloads the suit glyphs its first screen draws
  // (src/lib/glyph-preload.mjs); cspCheck: the build fails if a page would break the policy in public/_headers; then
  // searchIndex: the site search's index (Pagefind) from the finished pages, as the index should read them
  // (src/lib/search-index.mjs).
  integrations: [mdx(), preact(), nearDirective(), islandLoaderFile(), printCopies(), glyphPreloads(), cspCheck(), searchIndex()],
  i18n: {
    locales: ['de', 'en'],
    defaultLocale: 'de',
    routing: { prefixDefaultLocale: true },
  },
  markdown: {
    // The unified (remark/rehype) processor with our two plugins; Astro 7 deprecates markdown.remarkPlugins and
    // rehypePlugins in favour of this form, and defaults to another processor when none is named.
    processor: unified({ remarkPlugins: [remarkHeadingIds], rehypePlugins: [rehypeRowHeaders] }),
    shikiConfig: {
      themes: CODE_THEMES,
      langs: [notationGrammar],
      // Classes instead of style="" (CSP); the stylesheet is virtual:regelwerk/shiki.css.
      transformers: [shikiStyleToClass],
    },
  },
  // No inline <script> or <style> of our own: scripts and stylesheets are files, so
  // the Content Security Policy (public/_headers) needs no 'unsafe-inline'.
  build: { format: 'directory', inlineStylesheets: 'never' },
  vite: {
    // REGELWERK_SOURCEMAP=1: source maps, for scripts/js-modules.mjs (which modules a page's JavaScript is made of).
    build: {
      sourcemap: process.env.REGELWERK_SOURCEMAP === '1',
      // Scripts and the suit glyphs (src/assets/glyphs, bitmaps for paint speed: src/styles/cards.css)
      // stay files: inlined, the glyphs would put 10-16 kB of base64 in every game page's stylesheet.
      assetsInlineLimit: (file) => (/\.([cm]?js|png)$/.test(file) ? false : undefined),
    },
    // workerChunks: Web Workers load the page's own chunks instead of a copy of the engine each; catalogCore: a lesson
    // page's game catalog without the game islands' words (src/lib/catalog-core.mjs); devJsonImports: the dev server
    // loads the catalogs too (src/lib/dev-json-imports.mjs).
    plugins: [shikiCssPlugin(CODE_THEMES), sharedChunk, siteCss, workerChunks(), catalogCore(), devJsonImports(), plainDynamicImports(), islandRenderer()],
  },
  devToolbar: { enabled: false },
});
