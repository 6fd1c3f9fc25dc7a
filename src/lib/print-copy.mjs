// The print-only copies of worked examples (issue 16: rules pages' HTML).
//
// A rules page that keeps its worked examples on the examples page carries one example's last step as a
// print-only copy (ExampleIsland with print="only": <div class="example-print example-print--only"
// aria-hidden="true">), so the printed rules have an example. That copy is drawn by the same components as the
// live examples, with what a screen reader and a pointer need: cell and card labels, roles, titles (hover
// names) and test hooks. Inside the copy none of it can ever be used: the whole copy is hidden from
// assistive technology (aria-hidden) and from the screen (display: none outside print), and paper has no
// hover. After the build this step removes those attributes inside each copy, about a third of its bytes
// (0.25 kB of the Quincunx rules page, gzipped). What prints stays exactly as it was: classes, text and the
// data-n a Decktet face draws its name from are kept.
import { fileURLToPath } from 'node:url';
import { rewritePages } from './built-pages.mjs';

const OPEN = /<div class="example-print example-print--only"[^>]*>/g;
/** Attributes that only assistive technology, a pointer or a test reads. */
const UNUSED = / (?:role|aria-[a-z]+|title|data-testid|data-cell|data-card)="[^"]*"/g;

/** The index just after the </div> that closes the <div> whose content starts at `from`, or -1. */
function closeOf(html, from) {
  const tags = /<(\/?)div\b[^>]*>/g;
  tags.lastIndex = from;
  let depth = 1;
  for (let m; (m = tags.exec(html)); ) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return m.index + m[0].length;
  }
  return -1;
}

/** A page with the unused attributes taken out of every print-only example copy (its wrapper keeps its own). @param {string} html */
export function lightenPrintCopies(html) {
  let out = '';
  let at = 0;
  for (const m of html.matchAll(OPEN)) {
    if (m.index < at) continue;
    const start = m.index + m[0].length;
    const end = closeOf(html, start);
    if (end < 0) break;
    out += html.slice(at, start) + html.slice(start, end).replace(UNUSED, '');
    at = end;
  }
  return out + html.slice(at);
}

export function printCopies() {
  return {
    name: 'regelwerk:print-copies',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const pages = await rewritePages(fileURLToPath(dir), lightenPrintCopies);
        logger.info(`print-only example copies lightened on ${pages} pages`);
      },
    },
  };
}
