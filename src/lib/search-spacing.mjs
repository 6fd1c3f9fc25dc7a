// Words the site search would run together. Pagefind separates the text of block elements (paragraphs, list
// items, divs, table data cells, headings) but not that of a table's header cells or of a description list's
// term: "<th>Hand</th><th>Gebot</th>" is indexed as "HandGebot", "<dt>Joker</dt><dd>Stands …" as
// "JokerStands …", and a search result's excerpt shows it so. Astro writes the HTML without whitespace between
// tags, so after the build this step puts one space after such a cell or term where the next cell or the
// description follows at once. A browser draws none of it: whitespace between table cells is not rendered,
// and before an inline <dd> (the facts box) it collapses with the ": " the term's ::after already ends with.
import { fileURLToPath } from 'node:url';
import { rewritePages } from './built-pages.mjs';

const GLUED = /<\/(th|dt)>(?=<(?:th|td|dd)\b)/g;

/** The page with a space after every header cell or term that the next cell or its description follows at once. @param {string} html */
export const spaceForSearch = (html) => html.replace(GLUED, '</$1> ');

export function searchSpacing() {
  return {
    name: 'regelwerk:search-spacing',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const pages = await rewritePages(fileURLToPath(dir), spaceForSearch);
        logger.info(`table header cells and terms spaced for the search index on ${pages} pages`);
      },
    },
  };
}
