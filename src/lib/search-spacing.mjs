// Words the site search would run together. Pagefind separates the text of block elements (paragraphs, list
// items, divs, table data cells, headings) but not that of a table's header cells or of a description list's
// term: "<th>Hand</th><th>Gebot</th>" is indexed as "HandGebot", "<dt>Joker</dt><dd>Stands …" as
// "JokerStands …", and a search result's excerpt shows it so. Astro writes the HTML without whitespace between
// tags, so after the build this step puts one space after such a cell or term where the next cell or the
// description follows at once. A browser draws none of it: whitespace between table cells is not rendered,
// and before an inline <dd> (the facts box) it collapses with the ": " the term's ::after already ends with.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { htmlFiles } from './csp-check.mjs';

const GLUED = /<\/(th|dt)>(?=<(?:th|td|dd)\b)/g;

/** The page with a space after every header cell or term that the next cell or its description follows at once. @param {string} html */
export const spaceForSearch = (html) => html.replace(GLUED, '</$1> ');

export function searchSpacing() {
  return {
    name: 'regelwerk:search-spacing',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        let pages = 0;
        for await (const file of htmlFiles(fileURLToPath(dir))) {
          const html = await readFile(file, 'utf8');
          const spaced = spaceForSearch(html);
          if (spaced !== html) {
            await writeFile(file, spaced);
            pages++;
          }
        }
        logger.info(`table header cells and terms spaced for the search index on ${pages} pages`);
      },
    },
  };
}
