// Card suits from the first paint on a first visit: a `Link: rel=preload` header per page for the suit glyphs its
// first screen draws.
//
// A card's suit is a small PNG (src/assets/glyphs, 1.3-2.7 kB) that the card stylesheet names as a background
// image (src/styles/cards.css: `--f-h: url(…)`, and `.f-h { --g: var(--f-h) }` on the card). The browser asks
// for it only once the stylesheet has arrived and a card with that class has been styled, one round trip after
// the CSS: on a first visit over a slow mobile connection (150 ms, 1.6 Mbit/s, CPU 4x slower) the first screen's
// cards showed rank without suit for 200-500 ms after the first paint (/de/conquian/: first paint 872 ms, the
// glyphs at 1,056-1,306 ms; /en/quincunx/: 1,112 ms, the glyphs at 1,575-1,647 ms).
//
// A preload in the HTML would cost HTML bytes, which the budget has none of to spare (issue 16). A response header
// costs none: after the build this integration adds to the built `_headers` one rule per page whose first screen
// has cards, naming those cards' glyphs, so the browser fetches them with the stylesheet. Netlify, Cloudflare
// Pages (which also turns such headers into 103 Early Hints) and `npm start` (scripts/serve.mjs) send them; for
// nginx, `node scripts/nginx-headers.mjs /de/conquian/ dist/_headers` prints them.
//
// Only the first screen's glyphs: everything after the first page chunk that is not drawn from the first frame
// (`.flow` without `.flow--first`, src/lib/remark-heading-ids.mjs) is skipped while off screen, and a glyph
// preloaded but not used within seconds of the load is a warning in the console and bytes fetched for nothing.
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { htmlFiles } from './built-pages.mjs';

/**
 * The suit glyphs a stylesheet defines and the classes that draw them: `urls` maps a glyph's custom property
 * (`f-h`, `d-M`, …) to its URL, `classes` a class to the glyphs it sets (`f-h` → f-h, `b-M` → d-M).
 * @param {string} css
 */
export function glyphsOfCss(css) {
  /** @type {Map<string, string>} */
  const urls = new Map();
  for (const m of css.matchAll(/--([fd]-\w+):\s*url\(\s*["']?([^"')]+)["']?\s*\)/g)) urls.set(m[1], m[2]);
  /** @type {Map<string, Set<string>>} */
  const classes = new Map();
  for (const m of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const set = [...m[2].matchAll(/var\(--([fd]-\w+)\)/g)].map((v) => v[1]).filter((g) => urls.has(g));
    if (!set.length) continue;
    for (const sel of m[1].split(',')) {
      const only = /^\s*\.([\w-]+)\s*$/.exec(sel); // a rule for one class alone, as the card styles are written
      if (!only) continue;
      const have = classes.get(only[1]) ?? new Set();
      for (const g of set) have.add(g);
      classes.set(only[1], have);
    }
  }
  return { urls, classes };
}

/** The part of a page drawn from the first frame: all before its first chunk that is skipped off screen. @param {string} html */
export function firstScreen(html) {
  const cut = html.search(/<[a-z]+ class="flow(?:\s(?![^"]*\bflow--first\b)[^"]*)?"/);
  return cut < 0 ? html : html.slice(0, cut);
}

/**
 * The glyphs the first screen of a page draws, in the stylesheet's order.
 * @param {string} html @param {ReturnType<typeof glyphsOfCss>} sheet
 */
export function firstScreenGlyphs(html, sheet) {
  const found = new Set();
  for (const m of firstScreen(html).matchAll(/\bclass="([^"]*)"/g))
    for (const c of m[1].split(/\s+/)) for (const g of sheet.classes.get(c) ?? []) found.add(g);
  return [...sheet.urls.keys()].filter((g) => found.has(g));
}

/** The `Link` header value that preloads these image URLs. @param {string[]} urls */
export const preloadLink = (urls) => urls.map((u) => `<${u}>; rel=preload; as=image`).join(', ');

/** The URL path a built file answers: `de/conquian/index.html` → `/de/conquian/`. @param {string} rel */
export const pathOf = (rel) => `/${rel.replace(/\\/g, '/').replace(/(^|\/)index\.html$/, '$1')}`;

const MARK = '# Suit glyphs preloaded per page (added by the build, src/lib/glyph-preload.mjs).';

/**
 * The `_headers` text with one rule per page added; `pages` maps a URL path to the glyph URLs to preload.
 * @param {string} headers @param {Map<string, string[]>} pages
 */
export function withPreloads(headers, pages) {
  const base = headers.split(MARK)[0].trimEnd();
  const rules = [...pages].filter(([, urls]) => urls.length).map(([path, urls]) => `${path}\n  Link: ${preloadLink(urls)}`);
  return rules.length ? `${base}\n\n${MARK}\n${rules.join('\n')}\n` : `${base}\n`;
}

export function glyphPreloads() {
  return {
    name: 'regelwerk:glyph-preloads',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const assets = join(out, '_astro');
        const sheets = (await readdir(assets)).filter((f) => f.endsWith('.css'));
        const css = (await Promise.all(sheets.map((f) => readFile(join(assets, f), 'utf8')))).join('\n');
        const sheet = glyphsOfCss(css);
        if (!sheet.urls.size) throw new Error('glyph-preload: no suit glyph (--f-h: url(…)) in the built stylesheets');
        /** @type {Map<string, string[]>} */
        const pages = new Map();
        for await (const file of htmlFiles(out)) {
          if (!file.endsWith('index.html')) continue; // 404.html answers any path; it shows no cards
          const glyphs = firstScreenGlyphs(await readFile(file, 'utf8'), sheet);
          if (glyphs.length) pages.set(pathOf(file.slice(out.length).replace(/^[\\/]/, '')), glyphs.map((g) => sheet.urls.get(g)));
        }
        const headersFile = join(out, '_headers');
        await writeFile(headersFile, withPreloads(await readFile(headersFile, 'utf8'), new Map([...pages].sort())));
        logger.info(`suit glyphs preloaded on ${pages.size} pages (_headers)`);
      },
    },
  };
}
