// Page weight of every built page, gzipped, read from the build folder only (so the
// figures are deterministic: the same build gives the same numbers). Used by
// `npm run bench` (table) and tests/budgets/budgets.test.ts (the budgets in CI).
//
// What each figure counts (every byte once):
// - html: the HTML document as sent, inline scripts and inline <style> blocks included.
// - css: the stylesheets the page links (external files only; inline <style> is in html).
// - jsFirst: JavaScript loaded before any interaction or scrolling: module scripts the
//   page loads at once (<script src>, imports of inline module scripts) and islands
//   hydrated without being seen (client:load, client:idle, client:only), each with
//   every module it imports statically, plus Astro's renderer for them.
// - jsAll: after scrolling through the whole page, every island hydrated: jsFirst
//   plus every island (client:near, client:visible, client:media, …), the modules islands import on
//   demand (dynamic import) and every Web Worker they start, with their imports; of a string
//   catalog loaded per language, only the page's language.
//   Not counted: the header search (its code, src/lib/search.chunk.ts, and Pagefind with its index, loaded
//   when the reader first goes to the search box) and
//   Preact signals (the renderer loads them only for islands given signals; none are).
// Inline scripts are part of html only; `inlineJs` reports how much of html they are.
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, dirname, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { isGameId } from '../src/engine/core/ids.ts';

/** Budgets per game page (gzipped bytes), issue 16. Other pages: the same or less. */
export const BUDGET = { html: 12 * 1024, css: 8 * 1024, js: 20 * 1024 };

/**
 * A RATCHET TOWARDS THE BUDGET, to be lowered. The pages still over a budget, with the most each may
 * weigh (kB gzipped, JS = "JS all"): the figure when the ceiling was recorded plus 10 %, rounded up to
 * 0.1 kB. tests/budgets/budgets.test.ts holds every other page to BUDGET itself and these to their
 * ceiling, so a page may shrink but not grow. When a page gets lighter, lower its ceiling (today's
 * figure + 10 %, or less); when it is within budget, delete the entry (the test says so). Never raise
 * one to make room: make the page lighter instead.
 * Recorded 2026-11-23 (issue 16), after the workers were built from the page's own chunks; JS lowered the same
 * day after the strings were split per language (a page loads its own language only); Quincunx HTML lowered
 * the same day (the copy-link buttons built by the page script, Quincunx cards without repeated titles); JS lowered again
 * the same day (each game's own computer-player sentences, each deck's cards and the lesson and game islands' shared code
 * in chunks of their own; /decks/ within budget). A game page split in parts (rules, examples, play; src/lib/game-parts.ts)
 * hands its ceiling on: the rules page loses its entry when within budget, the new parts get their own figure + 10 %
 * (all four split on 2026-11-24: Conquian's and Gongor Whist's rules pages are within every budget, Quincunx's and Rommé's
 * are still over the HTML budget). On 2026-11-27 Astro's island loader left the HTML for a cached file of its own
 * (src/lib/island-loader.mjs): 1.9 kB less HTML on every page with islands (the examples pages within the HTML budget),
 * the same 1.9 kB more in their JS. On 2026-11-28 Quincunx's and Rommé's rules pages handed their variants, readings and
 * background to a variants page of their own (/<lang>/<game>/variants/), and a rules page's print-only example lost the labels
 * nobody can reach (src/lib/print-copy.mjs): every rules page is within every budget. The same day the worked examples
 * left the games' rules objects (GameRules; the examples islands take them beside it): the play pages' JS lowered by what
 * that saved them (0.8-1.6 kB). On 2026-11-30 the islands' shared words (src/i18n/islands.ts) were split per language: the
 * examples and play pages' JS lowered by what that saved them (0.2 kB German, 0.3 kB English); the same day the Decktet's
 * card names (src/i18n/decktet-cards.ts): the English Decktet pages' JS lowered by 0.1-0.2 kB (the German ones saved 0.06-0.10).
 * On 2026-11-30 (later) the lesson pages left the game islands' words behind (a game catalog's core, src/lib/catalog-core.mjs;
 * each game's engine and its rule words in one chunk): the lesson pages' JS lowered by 1.9-4.1 kB, the examples and play
 * pages' by what they saved (0.1-0.8 kB; Conquian's 0.06-0.08, too little to lower by 0.1).
 * On 2026-11-30 (session 34) the position text left GameRules (no island reads or writes a position as text; the registry
 * adds it for the tests): the examples and play pages saved 0.3-1.3 kB, the Quincunx lessons 0.17. The ceilings were lowered
 * by what that saved less what the hands' arrow keys, the next change, cost (0.3 kB on Conquian's and Gongor Whist's pages,
 * 0.1-0.25 on the others): by 0.1-0.9 kB.
 * On 2026-11-30 (session 35) the page script lost the words the server writes and the moved-link code that only the rules
 * pages run (src/i18n/chrome-words.ts, src/lib/moved-client.ts): 0.39 kB less on every page but the rules pages. The
 * examples and play pages' ceilings were lowered by that (0.3-0.4 kB); the lesson pages spent it on their card rows' arrow
 * keys (0.3 kB), so theirs stay.
 * On 2026-11-30 (session 36) the Decktet games' seeded practice play joined the lessons' chunk instead of a file of its
 * own: Gongor Whist's lesson pages lowered by 0.1 kB (they saved 0.12); the Quincunx ones spent their 0.11 on the
 * spread's Up and Down keys; Conquian's and Rommé's lesson pages carry it for 0.06-0.07 kB, within their ceilings.
 * The same day the island loader's file took this site's own <astro-island> element instead of Astro's
 * (src/lib/island-element.ts): 1.01 kB less on every page with islands, first visit included; every ceiling lowered by 1.0.
 * Then Vite's preload helper gave way to a few lines that do what this site needs of it (src/lib/plain-imports.mjs):
 * 0.58-0.60 kB less on every page with islands; every ceiling lowered by 0.5. Then the islands' Preact renderer became
 * this site's (src/lib/island-renderer.ts, without signals and client:only): 0.28-0.31 kB less; ceilings lowered by 0.2.
 * On 2026-12-01 (session 37) each game's lesson and practice islands became one file with the lesson kit inside it
 * (src/islands/learn/<Game>Learn.tsx), instead of a file per island and one for the kit: 0.25 kB less on every lesson
 * page; their ceilings lowered by 0.2.
 * The same day the islands imported each game's modules directly instead of through the game folder's index.ts, which
 * had left a file of bare imports on every examples and play page: 0.05-0.14 kB less; ceilings lowered by 0.1 where that
 * saved 0.1 or more.
 * The same day each game catalog's words that only the whole game and its tools use went into a `play` section that the
 * islands load on the play page only (src/i18n/game-catalogs.ts; elsewhere a cut of the catalog without it): the examples
 * pages saved 0.5-2.0 kB, their ceilings lowered by that; the play pages load the words as before, plus the code that
 * joins the two tables (0.15-0.38 kB more, within their ceilings).
 * On 2026-12-01 (session 38) the catalogs kept a parse sentence only for the codes a typed move can get (no island reads
 * a position or option text; a link has its own notices), and the worked examples use those sentences too: the examples
 * and play pages saved 0.10-0.45 kB; their ceilings lowered by that.
 * The same day the code only the play page uses left the chunks the other pages share: the worked examples take the
 * engine's functions instead of the whole game object, the seat's view (view.ts) went from the engine's chunk to the
 * computer players' (src/engine/<game>/players.ts), the game object and its option codec out of the islands' chunk,
 * Rommé's meld checker out of it too, and the option space, which only tests use, to the registry: the examples pages
 * saved 0.3-2.0 kB, the lesson pages 0.3-0.4; ceilings lowered by that. The play pages load the same code in other
 * files (0.01-0.08 kB more, within their ceilings).
 * Then the Quincunx explorer's address reader became a file of its own (src/engine/quincunx/explore-link.ts) and the
 * game's link reader left the islands' chunk: the Quincunx examples pages saved 0.64 kB (ceilings lowered by 0.6), the
 * play pages load 0.12 kB more (within their ceilings, 0.03-0.05 under).
 * Then Conquian's and Gongor Whist's position text moved from notation.ts to positions.ts, so the move notation no
 * longer brings the option letters (options.ts) to the worked examples: 0.26 and 0.49 kB less there; ceilings lowered.
 * Then the computer players' shared code got a chunk of its own (Gongor Whist's play page, which has no computer
 * opponent, loaded it), the worked examples' replay moved from the islands' shared chunk to the examples' one, and
 * Rommé's and Quincunx's position text to positions.ts (which only their worked examples load): the play pages
 * saved 0.45-2.32 kB (ceilings lowered by that); the Rommé and Quincunx examples pages load 0.14-0.17 kB more.
 * On 2026-12-01 (session 39) the two islands of the Rommé, Quincunx and Gongor Whist play pages came in one file with
 * the modules only they import (the <game>-play group in astro.config.mjs) instead of three to six: those play pages
 * saved 0.70-1.12 kB; ceilings lowered by that.
 * The same day a lesson page's words came in one file a language, the lessons' catalog with its game catalog's core
 * (src/lib/catalog-core.mjs, `?lesson`), instead of two: the lesson pages saved 0.21-0.32 kB; ceilings lowered by that.
 * Then the worked examples' page's too: the game catalog's cut with the examples' captions (`?examples`), instead of the
 * cut and the captions: the examples pages saved 0.08-0.25 kB (ceilings lowered by 0.1-0.2 where that saved 0.1 or
 * more), the play pages load 0.01 kB more (within their ceilings).
 * @type {Record<string, Partial<Record<'html' | 'css' | 'js', number>>>}
 */
export const CEILING = {
  '/de/conquian/examples/': { js: 31.3 },
  '/de/conquian/learn/': { js: 31.3 },
  '/de/conquian/play/': { js: 40.8 },
  '/de/gongor-whist/examples/': { js: 32.2 },
  '/de/gongor-whist/learn/': { js: 30.4 },
  '/de/gongor-whist/play/': { js: 41.8 },
  '/de/quincunx/examples/': { js: 37.9 },
  '/de/quincunx/learn/': { js: 33.4 },
  '/de/quincunx/play/': { js: 46.9 },
  '/de/romme/examples/': { js: 44.8 },
  '/de/romme/learn/': { js: 37.5 },
  '/de/romme/play/': { js: 61.2 },
  '/en/conquian/examples/': { js: 31.0 },
  '/en/conquian/learn/': { js: 30.9 },
  '/en/conquian/play/': { js: 40.5 },
  '/en/gongor-whist/examples/': { js: 31.6 },
  '/en/gongor-whist/learn/': { js: 29.8 },
  '/en/gongor-whist/play/': { js: 41.2 },
  '/en/quincunx/examples/': { js: 37.3 },
  '/en/quincunx/learn/': { js: 32.8 },
  '/en/quincunx/play/': { js: 46.4 },
  '/en/romme/examples/': { js: 44.1 },
  '/en/romme/learn/': { js: 37.1 },
  '/en/romme/play/': { js: 60.6 },
};

/**
 * The most a page may weigh today (bytes): its ceiling where it has one, else the budget.
 * @param {string} page @param {'html' | 'css' | 'js'} what
 */
export function limitFor(page, what) {
  const c = CEILING[page]?.[what];
  return c === undefined ? BUDGET[what] : Math.round(c * 1024);
}

export const gz = (buf) => gzipSync(buf, { level: 9 }).length;

export function htmlPages(dist) {
  const out = [];
  const walk = (d) => {
    for (const n of readdirSync(d)) {
      const p = join(d, n);
      if (statSync(p).isDirectory()) {
        if (n !== 'pagefind' && n !== '_astro') walk(p);
      } else if (n.endsWith('.html')) out.push(p);
    }
  };
  walk(dist);
  return out.sort();
}

// (after a statement, a brace, white space or a comment: Vite leaves `/* empty css */` where a CSS import was)
const STATIC_IMPORT = /(?:^|[;\s}]|\*\/)(?:import|export)\s*(?:[^'"`()]*?from\s*)?["'`]([^"'`]+\.js)["'`]/g;
const DYNAMIC_IMPORT = /import\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g;
// a worker built by Vite on its own (new Worker(new URL("x.js", import.meta.url))) or an entry chunk of
// the page's build (new Worker("/_astro/x.js"), src/lib/worker-chunks.mjs)
const WORKER = /new\s+(?:Shared)?Worker\(\s*(?:new\s+URL\(\s*)?["'`]([^"'`]+\.js)["'`]/g;
// One catalog loader as Vite writes it: ()=>preload(()=>import("x.js"),deps), where deps is [] or, for a file that
// imports modules of its own (a player's sentences import the card names), __vite__mapDeps([...]).
const CATALOG_LOADER = String.raw`\(\)=>\w+\(\(\)=>import\(\s*["'\x60]([^"'\x60]+\.js)["'\x60]\s*\)(?:,(?:\[[^\]]*\]|__vite__mapDeps\(\[[^\]]*\]\)))?\)`;
// A string catalog loaded per language (loadCatalogs in src/i18n/format.ts): the German loader, then the
// English one. In a browser only the page's language is fetched, so a page counts that one only.
const CATALOG_PAIR = new RegExp(Array(2).fill(CATALOG_LOADER).join(','), 'g');
// A game's catalogs (loadGameCatalogs there): German and English cut without the whole game's words, then German and
// English whole. A page fetches one of the four: its language's, whole on the game's play page (/<lang>/<game>/play/).
const CATALOG_QUAD = new RegExp(Array(4).fill(CATALOG_LOADER).join(','), 'g');

/**
 * A module's file and every module it imports statically (into `seen`); dynamic
 * imports and workers it mentions go into `later` when given.
 */
function closure(dist, file, seen, later, lang, play = false) {
  if (seen.has(file) || !existsSync(file)) return;
  seen.add(file);
  const src = readFileSync(file, 'utf8');
  const target = (spec) => (spec.startsWith('/') ? join(dist, spec) : resolve(dirname(file), spec));
  for (const m of src.matchAll(STATIC_IMPORT)) closure(dist, target(m[1]), seen, later, lang, play);
  if (later) {
    // the catalog files this page does not fetch: of each four, all but its own; of each pair, the other language's
    const pick = (lang === 'de' ? 1 : 2) + (play ? 2 : 0);
    const otherLang = new Set(lang ? [...src.matchAll(CATALOG_QUAD)].flatMap((m) => [1, 2, 3, 4].filter((k) => k !== pick).map((k) => m[k])) : []);
    if (lang) for (const m of src.replace(CATALOG_QUAD, '').matchAll(CATALOG_PAIR)) otherLang.add(lang === 'de' ? m[2] : m[1]);
    for (const m of src.matchAll(DYNAMIC_IMPORT)) if (!m[1].startsWith('/pagefind/') && !otherLang.has(m[1])) later.add(target(m[1]));
    for (const m of src.matchAll(WORKER)) later.add(target(m[1]));
  }
}

const attr = (tag, name) => {
  const m = tag.match(new RegExp(`\\s${name}="([^"]*)"`));
  return m ? m[1] : null;
};

/** Figures for one built HTML page. */
export function measurePage(dist, file) {
  const html = readFileSync(file);
  const text = html.toString('utf8');
  const lang = relative(dist, file).match(/^(de|en)\//)?.[1];
  const play = /^(de|en)\/[^/]+\/play\/index\.html$/.test(relative(dist, file));
  const sum = (files) => [...files].reduce((n, f) => n + gz(readFileSync(f)), 0);

  const css = new Set();
  for (const m of text.matchAll(/<link[^>]+rel="stylesheet"[^>]*href="([^"]+)"/g)) css.add(join(dist, m[1]));

  const first = new Set();
  const all = new Set();
  const onDemand = new Set();
  for (const m of text.matchAll(/<script[^>]+src="([^"]+)"/g)) closure(dist, join(dist, m[1]), first);
  let inlineJs = '';
  for (const m of text.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g)) {
    inlineJs += m[1];
    for (const i of m[1].matchAll(/(?:from|import)\s*["'`](\/_astro\/[^"'`]+\.js)["'`]/g)) closure(dist, join(dist, i[1]), first);
  }
  const islands = [];
  for (const m of text.matchAll(/<astro-island\b[^>]*>/g)) {
    const tag = m[0];
    const component = attr(tag, 'component-url');
    const renderer = attr(tag, 'renderer-url');
    const how = attr(tag, 'client') ?? 'load';
    const name = (attr(tag, 'opts') ?? '').match(/&quot;name&quot;:&quot;([^&]+)&quot;/)?.[1] ?? component;
    const atOnce = how === 'load' || how === 'idle' || how === 'only';
    islands.push({ name, client: how });
    // the renderer's own on-demand import (Preact signals) is not followed
    if (renderer) closure(dist, join(dist, renderer), atOnce ? first : all);
    if (component) closure(dist, join(dist, component), atOnce ? first : all, onDemand, lang, play);
  }
  for (const f of first) all.add(f);
  // on-demand modules and workers, with everything they import (and start) in turn
  const queue = [...onDemand];
  while (queue.length) {
    const f = queue.shift();
    if (all.has(f)) continue;
    const more = new Set();
    closure(dist, f, all, more, lang, play);
    for (const x of more) if (!all.has(x)) queue.push(x);
  }
  return {
    page: '/' + relative(dist, file).replace(/index\.html$/, ''),
    html: gz(html),
    css: sum(css),
    jsFirst: sum(first),
    jsAll: sum(all),
    inlineJs: inlineJs.trim() ? gz(Buffer.from(inlineJs)) : 0,
    islands,
    /** The files counted in jsAll, relative to the build folder. */
    jsFiles: [...all].map((f) => relative(dist, f)).sort(),
    elements: (text.match(/<[a-zA-Z][a-zA-Z0-9-]*/g) ?? []).length,
  };
}

export function measureSite(dist) {
  return htmlPages(dist).map((f) => measurePage(dist, f));
}

/**
 * Is this a game page (the budgets above are written for those)? A game's rules page /<lang>/<game>/ and
 * its other parts: lessons, worked examples, the whole game (src/lib/game-parts.ts).
 */
export const isGamePage = (page) => {
  const m = /^\/(de|en)\/([^/]+)\/(?:(?:learn|examples|play)\/)?$/.exec(page);
  return m !== null && isGameId(m[2]);
};
