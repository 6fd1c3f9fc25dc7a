// Page weight in CI (issue 16.1): every built page against its budget, gzipped, read from the build
// folder (scripts/page-weight.mjs says what each figure counts). The sizes are deterministic (the same
// build gives the same bytes), so this is no timing test. A page within a budget is held to it; a page
// still over one is held to its recorded ceiling (CEILING in scripts/page-weight.mjs: a ratchet towards
// the budget, to be lowered), so a page may shrink but never grow past it. Needs a build: `npm test`
// builds first (scripts/test.mjs); alone, `npm run build` and then this file, with the same
// REGELWERK_OUT_DIR.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUDGET, CEILING, isGamePage, limitFor, measureSite } from '../../scripts/page-weight.mjs';
import ISLAND_DE from '../../src/i18n/de/islands';
import ISLAND_EN from '../../src/i18n/en/islands';

const DIST = process.env.REGELWERK_OUT_DIR ?? 'dist';
const built = existsSync(join(DIST, 'de', 'romme', 'index.html'));
const pages = built ? measureSite(DIST) : [];
const kb = (n: number) => `${(n / 1024).toFixed(2)} kB`;
type What = 'html' | 'css' | 'js';
const figure = (p: (typeof pages)[number], what: What) => (what === 'js' ? p.jsAll : p[what]);
const WHATS: What[] = ['html', 'css', 'js'];

describe('page weight (gzipped) against the budgets', () => {
  it(`finds the built site in ${DIST}/ (run npm run build first; npm test does)`, () => {
    expect(built).toBe(true);
    expect(pages.filter((p) => /^\/(de|en)\/[^/]+\/$/.test(p.page) && isGamePage(p.page))).toHaveLength(8);
  });

  it('measures what a game page loads: its islands, its code on demand and its Web Workers', () => {
    // the page with each game's whole game: its play page where it has one, else its rules page
    const withGame = pages.filter((x) => isGamePage(x.page) && !x.page.includes('/learn/') && !x.page.includes('/examples/'))
      .filter((x) => x.page.endsWith('/play/') || !pages.some((y) => y.page === `${x.page}play/`));
    expect(withGame).toHaveLength(8);
    for (const p of withGame) {
      expect(p.islands.length, p.page).toBeGreaterThan(0);
      expect(p.jsAll, p.page).toBeGreaterThan(p.jsFirst);
      // every game page starts a worker (a computer player, the meld search or the bid advisor)
      expect(p.jsFiles.some((f) => /\.worker\b/.test(f)), `${p.page}: no worker counted`).toBe(true);
    }
  });

  it('counts every module a counted file imports statically, whatever stands before the import', () => {
    // (a Rommé island once imported its stylesheet before the reveal helper; Vite left `/* empty css */` in its
    // place, and the import after that comment went uncounted: 0.49 kB missing from the Rommé play page)
    const missed: string[] = [];
    for (const p of pages) {
      const counted = new Set(p.jsFiles);
      for (const f of p.jsFiles) {
        const src = readFileSync(join(DIST, f), 'utf8');
        for (const m of src.matchAll(/(?:\bfrom|\bimport)\s*["'`]\.\/([^"'`]+\.js)["'`]/g)) {
          const target = join(f.replace(/[^/]+$/, ''), m[1]!);
          if (!counted.has(target)) missed.push(`${p.page}: ${f} imports ${target}`);
        }
      }
    }
    expect([...new Set(missed)]).toEqual([]);
  });

  it('loads no file that only imports others', () => {
    // (a game folder's index.ts re-exports its modules; islands that imported the game through it made the bundler
    // keep a file of bare imports of the game's chunks, 0.07 kB and a request on every examples and play page)
    const empty = new Set<string>();
    for (const p of pages) {
      for (const f of p.jsFiles) {
        const code = readFileSync(join(DIST, f), 'utf8').replace(/\/\/# sourceMappingURL=\S+\s*$/, '').trim();
        if (/^(?:import\s*["'`][^"'`]+["'`];?\s*)+$/.test(code)) empty.add(`${f} (${p.page})`);
      }
    }
    expect([...empty]).toEqual([]);
  });

  it('loads no island code before an island is seen: a first visit runs only the page chrome and the island loader (4.0 kB or less)', () => {
    // (at a2b912b the language switch imported a constant that lived in the islands' base chunk, and every
    // page loaded Preact at first visit: 11.4-11.8 kB instead of 2.6-3.1; no budget covered it. The chrome
    // grew by 0.13 kB when the game pages were split: it sends links to what moved on to its new page. Astro's
    // island loader, 1.9 kB, moved from each page's HTML into a file of its own: src/lib/island-loader.mjs.
    // client:near's check of the islands still waiting without the observer added 0.2 kB: 5.56 kB on the
    // pages with islands after c1904d6, within 5.4 kB before. The header search's code then left the page script
    // for a chunk of its own, loaded when the reader first goes to the search box (src/lib/search.chunk.ts):
    // 4.92 kB on the pages with islands, 2.34 kB on the others. The loader's file took this site's own
    // <astro-island> element instead of Astro's, src/lib/island-element.ts: 3.54 kB or less on every page.)
    const heavy = pages.filter((p) => p.jsFirst > 4.0 * 1024).map((p) => `${p.page}: ${kb(p.jsFirst)}`);
    expect(heavy).toEqual([]);
  });

  for (const p of pages) {
    it(`${p.page}: HTML, CSS and JS within the budget (or the page's recorded ceiling)`, () => {
      const over = WHATS.filter((w) => figure(p, w) > limitFor(p.page, w)).map(
        (w) => `${w} ${kb(figure(p, w))} > ${kb(limitFor(p.page, w))}${CEILING[p.page]?.[w] !== undefined ? ' (its ceiling)' : ' (the budget)'}`,
      );
      expect(over, `${p.page} got heavier`).toEqual([]);
    });
  }

  it('keeps a ceiling only for a page and figure still over the budget (within it, delete the entry)', () => {
    const stale: string[] = [];
    for (const [page, limits] of Object.entries(CEILING)) {
      const p = pages.find((x) => x.page === page);
      if (!p) {
        stale.push(`${page}: no such page`);
        continue;
      }
      for (const w of WHATS) {
        const c = limits[w];
        if (c === undefined) continue;
        if (c * 1024 <= BUDGET[w]) stale.push(`${page} ${w}: the ceiling is not above the budget`);
        else if (figure(p, w) <= BUDGET[w]) stale.push(`${page} ${w}: ${kb(figure(p, w))} is within the budget now, delete its ceiling`);
      }
    }
    expect(stale).toEqual([]);
  });
});

describe('workers built from the page\'s own chunks (src/lib/worker-chunks.mjs)', () => {
  const dir = join(DIST, '_astro');
  const js = built ? readdirSync(dir).filter((f) => f.endsWith('.js')) : [];
  const source = new Map(js.map((f) => [f, readFileSync(join(dir, f), 'utf8')]));
  const entries = new Set<string>();
  for (const src of source.values()) for (const m of src.matchAll(/new Worker\(\s*["'`]\/_astro\/([^"'`]+\.js)["'`]/g)) entries.add(m[1]!);

  it('start every worker from a chunk of the build, small beside the engine it imports', () => {
    expect(built).toBe(true);
    expect(entries.size).toBeGreaterThanOrEqual(3);
    for (const e of entries) {
      expect(source.has(e), e).toBe(true);
      expect(source.get(e)!.length, `${e} carries code of its own`).toBeLessThan(1024);
    }
  });

  it('never import a worker entry from another module (its top-level code would run on the page)', () => {
    const importers: string[] = [];
    for (const [f, src] of source) {
      for (const e of entries) if (f !== e && new RegExp(`(?:from|import\\()\\s*["'\`][^"'\`]*/${e.replace(/[.]/g, '\\.')}["'\`]`).test(src)) importers.push(`${f} imports ${e}`);
    }
    expect(importers).toEqual([]);
  });
});

describe('a page loads the strings of its own language only (issue 16.3)', () => {
  // The texts of the string catalogs (src/i18n/{de,en}/*.json), the islands' shared words (src/i18n/{de,en}/islands.ts)
  // and the quoted sentences of the computer players' words (src/i18n/{de,en}/players-<slug>.ts) long enough to be a
  // sentence of one language only, written as is in a chunk, and the Decktet's card names of two words or more ("Der
  // Berg"), however short (the lessons' practice questions are in the learn catalogs since 30 November). The
  // French-suited card names (src/i18n/french-cards.ts, short) still come in both languages and are left out. (The
  // players' words were split per language on 2 December: each language's file a chunk of its own, 0.1-0.3 kB less on
  // the Conquian and Rommé play pages and 0.05-0.08 kB more on Quincunx's, whose sentences are few. A try on
  // 29 November had seemed to cost more because scripts/page-weight.mjs then counted both languages' files of a loader
  // with dependencies of its own.)
  const texts = (lang: 'de' | 'en') => {
    const out = new Set<string>();
    let cardNames = false;
    const walk = (v: unknown) => {
      if (typeof v === 'string') {
        if ((v.length >= 20 || (cardNames && v.trim().includes(' '))) && !/[\\`'"\n{}$]/.test(v)) out.add(v);
      } else if (v && typeof v === 'object') for (const x of Object.values(v)) walk(x);
    };
    const dir = join('src', 'i18n', lang);
    for (const f of readdirSync(dir).filter((f) => f.endsWith('.json') && f !== 'french-cards.json')) {
      cardNames = f === 'decktet-cards.json';
      walk(JSON.parse(readFileSync(join(dir, f), 'utf8')));
    }
    cardNames = false;
    walk(lang === 'de' ? ISLAND_DE : ISLAND_EN);
    for (const f of readdirSync(dir).filter((f) => /^players-[\w-]+\.ts$/.test(f))) {
      // the sentences' code, less its comments, whose English is no sentence of the page
      const code = readFileSync(join(dir, f), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      walk([...code.matchAll(/'([^'\n]*)'/g)].map((m) => m[1]));
    }
    return out;
  };
  const de = texts('de');
  const en = texts('en');
  const only = { de: [...de].filter((t) => !en.has(t)), en: [...en].filter((t) => !de.has(t)) };

  it('finds sentences of each language to look for', () => {
    expect(only.de.length).toBeGreaterThan(400);
    expect(only.en.length).toBeGreaterThan(400);
    expect(only.de).toContain(ISLAND_DE.badUrl);
    expect(only.en).toContain(ISLAND_EN.badUrl);
    // a computer player's reason, from its language's file
    expect(only.de).toContain('Sie passt zu nichts auf der Hand.');
    expect(only.en).toContain('it fits nothing in hand.');
  });

  for (const p of pages.filter((x) => /^\/(de|en)\//.test(x.page) && x.islands.length > 0)) {
    it(`${p.page}: no island code it loads holds a sentence of the other language`, () => {
      const lang = p.page.slice(1, 3) as 'de' | 'en';
      const other = only[lang === 'de' ? 'en' : 'de'];
      const found = p.jsFiles.flatMap((f) => {
        const code = readFileSync(join(DIST, f), 'utf8');
        return other.filter((t) => code.includes(t)).map((t) => `${f}: ${t}`);
      });
      expect(found).toEqual([]);
      // and the islands' shared words of its own language are there wherever a game island uses them
      if (p.jsFiles.some((f) => /\/shared\.[\w-]+\.js$/.test(f))) {
        const all = p.jsFiles.map((f) => readFileSync(join(DIST, f), 'utf8')).join('\n');
        expect(all).toContain((lang === 'de' ? ISLAND_DE : ISLAND_EN).badUrl);
      }
    });
  }
});

describe("the computer's code loads where the computer plays (issue 16)", () => {
  // The seat's view and the deals a computer player guesses from it (each game's view.ts, in its players' chunk) load
  // on the play page, where the game island and its worker use them, and nowhere else: the worked examples take the
  // engine's functions, not the whole game object (ExampleRules), and the lessons never needed them (0.3-0.5 kB a
  // page). The option space (the values tests deal games under) is on no page at all: the registry adds it.
  // Property names survive minifying, so `determinize:` (GamePlay's) and `optionSpace` mark the code.
  const code = (p: (typeof pages)[number]) => p.jsFiles.map((f) => readFileSync(join(DIST, f), 'utf8')).join('\n');
  for (const p of pages.filter((x) => /^\/(de|en)\/(conquian|romme|quincunx|gongor-whist)\/(examples|learn|play)\/$/.test(x.page))) {
    const play = p.page.endsWith('/play/');
    it(`${p.page}: ${play ? 'the deals the computer guesses' : "no deal-guessing for the computer"}, no option space`, () => {
      const js = code(p);
      expect(js.includes('determinize:'), 'determinize:').toBe(play);
      expect(js.includes('optionSpace'), 'optionSpace').toBe(false);
    });
  }
});

describe('the computer players and the worked examples each load where they are used (issue 16)', () => {
  // The computer players' shared code (core/player.ts, their client and worker host, their reasons' words) is its own
  // chunk, which only the whole games with a computer opponent load (Gongor Whist's has an advisor instead: 1.7 kB
  // less there); the worked examples' replay (islands/shared/replay.ts) is in the examples' chunk, not in the islands'
  // shared one, which the play pages load too (0.5 kB less there). A reason code and a notice code mark them.
  for (const p of pages.filter((x) => x.islands.length > 0)) {
    const computer = /^\/(de|en)\/(conquian|romme|quincunx)\/play\/$/.test(p.page);
    const examples = /^\/(de|en)\/[^/]+\/examples\/$/.test(p.page);
    it(`${p.page}: ${computer ? '' : 'no '}computer players, ${examples ? '' : 'no '}examples' replay`, () => {
      const js = p.jsFiles.map((f) => readFileSync(join(DIST, f), 'utf8')).join('\n');
      expect(js.includes('best-playout'), 'best-playout').toBe(computer);
      expect(js.includes('no-position'), 'no-position').toBe(examples);
    });
  }
});

describe("a play page's two islands come in one file (issue 16)", () => {
  // Rommé's game and meld checker, Quincunx's game and scoring explorer, Gongor Whist's game and bid advisor: one
  // chunk with the modules only they import (the <game>-play group in astro.config.mjs), each island's own file a
  // line that re-exports it (0.7-1.1 kB less a play page than three to six files). Nothing else imports that chunk,
  // so no worker loads the page's islands (tests/budgets/worker-chunks.test.ts loads each worker without a DOM).
  const assets = join(DIST, '_astro');
  const files = built ? readdirSync(assets).filter((f) => f.endsWith('.js')) : [];
  for (const p of pages.filter((x) => /^\/(de|en)\/(romme|quincunx|gongor-whist)\/play\/$/.test(x.page))) {
    const game = p.page.split('/')[2]!;
    it(`${p.page}: its islands in ${game}-play, which only they import`, () => {
      const html = readFileSync(join(DIST, p.page, 'index.html'), 'utf8');
      const entries = [...new Set([...html.matchAll(/component-url="\/_astro\/([^"]+)"/g)].map((m) => m[1]!))];
      expect(entries.length, 'islands').toBe(2);
      const targets = entries.map((e) => readFileSync(join(assets, e), 'utf8').trim().match(/^export\s*\{[^}]+\}\s*from\s*"\.\/([^"]+)";?$/)?.[1]);
      expect(new Set(targets).size, targets.join(', ')).toBe(1);
      const chunk = targets[0]!;
      expect(chunk).toMatch(new RegExp(`^${game}-play\\.`));
      const importers = files.filter((f) => f !== chunk && readFileSync(join(assets, f), 'utf8').includes(`"./${chunk}"`));
      expect(importers.sort()).toEqual([...entries].sort());
    });
  }
});

describe('the option letters load on the play page only (issue 16)', () => {
  // A game's options as link text (its options.ts) are read and written by the whole game alone: the worked examples
  // and the lessons take no options from the address, and the position text, which does, is the tests' (positions.ts).
  // Quincunx is not here: its worked examples are positions written as text, options included. A code the option
  // reader refuses with marks its code.
  const MARK: Record<string, string> = { conquian: 'unknown-option', 'gongor-whist': 'unknown-option', romme: 'duplicate-option' };
  for (const p of pages.filter((x) => /^\/(de|en)\/(conquian|romme|gongor-whist)\/(examples|learn|play)\/$/.test(x.page))) {
    const game = p.page.split('/')[2]!;
    const play = p.page.endsWith('/play/');
    it(`${p.page}: ${play ? '' : 'no '}option reader`, () => {
      const js = p.jsFiles.map((f) => readFileSync(join(DIST, f), 'utf8')).join('\n');
      expect(js.includes(MARK[game]!)).toBe(play);
    });
  }
});

describe('a lesson page loads no move notation (issue 16)', () => {
  // The lessons write their solutions as moves (src/learn/<game>.ts), so no move or position parser reaches their
  // pages: 1.6-2.5 kB gzipped a lesson page. Every game's move parser refuses an unknown word and a stray token with
  // these codes (the worked examples' page, which reads typed moves, is there to show they are found), and a position
  // parser an unknown field with the third (only Rommé's and Quincunx's examples read positions, written as text).
  const MOVE_PARSER = ['unknown-move', 'unexpected-token'];
  const POSITION_PARSER = 'unknown-field';
  const code = (page: string) => pages.find((x) => x.page === page)!.jsFiles.map((f) => readFileSync(join(DIST, f), 'utf8')).join('\n');
  for (const p of pages.filter((x) => /^\/(de|en)\/[^/]+\/learn\/$/.test(x.page))) {
    it(`${p.page}: no parser code, which its game's examples page has`, () => {
      expect([...MOVE_PARSER, POSITION_PARSER].filter((c) => code(p.page).includes(c))).toEqual([]);
      expect(MOVE_PARSER.filter((c) => code(p.page.replace('/learn/', '/examples/')).includes(c))).toEqual(MOVE_PARSER);
    });
  }
});

describe("the whole game's words load on its play page only (issue 16)", () => {
  // A game catalog's `play` section holds the words only the whole game and its tools use; the islands of every other
  // page load the catalog cut without it (loadGameCatalogs in src/i18n/game-catalogs.ts). A page fetches one file of
  // its game's catalog: on the examples page without those words (0.5-2.0 kB less) and with the examples' captions
  // (src/i18n/examples/load.ts: one file where there were two, 0.08-0.25 kB less), on the play page the whole file.
  const GAMES = ['conquian', 'romme', 'quincunx', 'gongor-whist'];
  for (const p of pages.filter((x) => /^\/(de|en)\/[^/]+\/(examples|play)\/$/.test(x.page))) {
    const [, lang, game, part] = p.page.split('/') as [string, string, string, string];
    if (!GAMES.includes(game)) continue;
    it(`${p.page}: one file of the ${game} catalog, ${part === 'play' ? 'whole' : 'without the play section'}`, () => {
      const cat = JSON.parse(readFileSync(join('src', 'i18n', lang, `${game}.json`), 'utf8')) as { play: Record<string, unknown>; violations: Record<string, string> };
      // a sentence of the catalog that every variant has, and a word of its play section, as the bundler writes them
      const sentence = Object.values(cat.violations).find((t) => t.length > 30 && !/[\\`'"\n{}$]/.test(t))!;
      const rest = JSON.stringify({ ...cat, play: null });
      const playWord = Object.values(cat.play).find((t): t is string => typeof t === 'string' && t.length > 12 && !/[\\`'"\n{}$]/.test(t) && !rest.includes(t))!;
      const files = p.jsFiles.map((f) => readFileSync(join(DIST, f), 'utf8')).filter((c) => c.includes(sentence));
      expect(files).toHaveLength(1);
      expect(files[0]!.includes(playWord)).toBe(part === 'play');
      if (part === 'examples') {
        const captions = JSON.parse(readFileSync(join('src', 'i18n', lang, `examples-${game}.json`), 'utf8')) as Record<string, { title: string }>;
        const title = Object.values(captions).map((c) => c.title).find((t) => !/[\\`'"\n{}$]/.test(t))!;
        expect(files[0]!.includes(title), `"${title}" in the catalog's file`).toBe(true);
      }
    });
  }
});

describe("a lesson page loads its game's rule words, not the game islands' (issue 16)", () => {
  // The lessons name rules and explain refused moves from the game catalog's core (src/lib/catalog-core.mjs); the
  // islands' words and the notation messages (the catalog's other keys) stay on the examples and whole-game pages.
  const GAMES = ['conquian', 'romme', 'quincunx', 'gongor-whist'];
  const catalog = (lang: string, game: string) => JSON.parse(readFileSync(join('src', 'i18n', lang, `${game}.json`), 'utf8')) as Record<string, unknown>;
  const strings = (v: unknown): string[] =>
    typeof v === 'string' ? [v] : v && typeof v === 'object' ? Object.values(v).flatMap(strings) : [];
  // texts written as is in a chunk: a sentence's length, no character a bundler would escape
  const plain = (t: string) => t.length >= 20 && !/[\\`'"\n{}$]/.test(t);
  for (const p of pages.filter((x) => /^\/(de|en)\/[^/]+\/learn\/$/.test(x.page))) {
    const [, lang, game] = p.page.split('/') as [string, string, string];
    if (!GAMES.includes(game)) continue;
    it(`${p.page}: the violation sentences are there, the island words are not`, () => {
      const cat = catalog(lang, game);
      // (texts the lessons' own catalogs happen to share, such as "Strohmann spielt aus", do not count)
      const core = new Set([...['rules', 'words', 'violations', 'phases', 'reasons', 'items'].flatMap((k) => strings(cat[k])), ...strings(catalog(lang, `learn-${game}`)), ...strings(catalog(lang, 'learn'))]);
      const islandOnly = strings({ ui: cat.ui, play: cat.play, parse: cat.parse }).filter((t) => plain(t) && !core.has(t));
      expect(islandOnly.length).toBeGreaterThan(20);
      const code = p.jsFiles.map((f) => readFileSync(join(DIST, f), 'utf8')).join('\n');
      expect(islandOnly.filter((t) => code.includes(t))).toEqual([]);
      const sentences = strings(cat.violations).filter(plain);
      expect(sentences.length).toBeGreaterThan(5);
      expect(sentences.filter((t) => !code.includes(t))).toEqual([]);
    });
    it(`${p.page}: the lessons' words and those rule words in one file (one request, one gzip: 0.2-0.3 kB less than two)`, () => {
      const violation = strings(catalog(lang, game).violations).find(plain)!;
      const lesson = strings(catalog(lang, `learn-${game}`)).find((t) => plain(t) && t !== violation)!;
      const files = (t: string) => p.jsFiles.filter((f) => readFileSync(join(DIST, f), 'utf8').includes(t));
      expect(files(violation)).toHaveLength(1);
      expect(files(lesson)).toEqual(files(violation));
    });
  }
});
