// The built site's HTML files, for the steps that run after the build (astro:build:done): steps that read
// every page (src/lib/csp-check.mjs, glyph-preload.mjs, search-index.mjs) and rewrites of every page
// (print-copy.mjs, island-loader.mjs).
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Every .html file under `dir`, depth first. @param {string} dir @returns {AsyncGenerator<string>} */
export async function* htmlFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(p);
    else if (entry.name.endsWith('.html')) yield p;
  }
}

/**
 * Every HTML file under `dir` passed through `change` (a page's HTML to its new HTML) and written back where
 * it changed; returns how many pages changed.
 * @param {string} dir @param {(html: string) => string} change
 */
export async function rewritePages(dir, change) {
  let pages = 0;
  for await (const file of htmlFiles(dir)) {
    const html = await readFile(file, 'utf8');
    const changed = change(html);
    if (changed !== html) {
      await writeFile(file, changed);
      pages++;
    }
  }
  return pages;
}
