// The site search's index (Pagefind), written at the end of the build from every built page, read as the index
// should read it. The pages themselves are served as Astro wrote them; only the copy handed to Pagefind changes:
//
// - A row of card faces (<Cards>, src/components/Cards.astro) is indexed as its label, written out as text before
//   the row, whose faces are left out. Their rank glyphs would read "3333" or "A82" in a result's excerpt, and a
//   label indexed from its attribute (data-pagefind-index-attrs) gets a full stop after it ("B hat Vier Dreien. und
//   …"); as text it reads "B hat Vier Dreien und Herz-Folge 6 bis Dame ausgelegt".
// - Pagefind separates the text of block elements (paragraphs, list items, divs, table data cells, headings) but
//   not that of a table's header cells or of a description list's term: "<th>Hand</th><th>Gebot</th>" would be
//   indexed as "HandGebot", "<dt>Joker</dt><dd>Vertritt …" as "JokerVertritt …". Astro writes the HTML without
//   whitespace between tags, so the copy gets one space after such a cell or term where the next cell or the
//   description follows at once.
// - Left out as everywhere (besides what carries data-pagefind-ignore): the glyph half of an inline card (its
//   hidden label, e.g. "Kreuz-König", is what an excerpt shows, so a card is not named twice as "♣KKreuz-König")
//   and drawn card faces (SVG), whose ranks and labels are pictures, not text.
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as pagefind from 'pagefind';
import { htmlFiles } from './built-pages.mjs';

const GLUED = /<\/(th|dt)>(?=<(?:th|td|dd)\b)/g;

/** The page with a space after every header cell or term that the next cell or its description follows at once. @param {string} html */
export const spaceForSearch = (html) => html.replace(GLUED, '</$1> ');

// Cards.astro writes a row's class, role and label first, in this order
const CARD_ROW = /<span class="card-row" role="group" aria-label="([^"]*)"/g;
// what stands right before a row that is a block of its own (after a paragraph, a heading, a list or another row),
// not a part of a sentence ("etwa <row>.", "<p><row> darüber")
const AFTER_BLOCK = /<\/[a-z][a-z0-9]*>$/;

/**
 * Each card row's label as text before the row, the row itself left out of the index. A row that stands as a block
 * of its own ends as a sentence ("Satz aus vier Dreien. Herz-Folge 6, 7, Bube. "); one inside a sentence is a part
 * of it ("B hat Vier Dreien und …").
 * @param {string} html
 */
export const cardRowsAsText = (html) =>
  html.replace(CARD_ROW, (row, label, at) => `${AFTER_BLOCK.test(html.slice(Math.max(0, at - 12), at)) ? `${label}. ` : label}<span data-pagefind-ignore${row.slice(5)}`);

/** A built page as the search index reads it. @param {string} html */
export const forSearch = (html) => spaceForSearch(cardRowsAsText(html));

/** Left out of every page's index (Pagefind's excludeSelectors). */
export const SEARCH_EXCLUDE = ['.icard > [aria-hidden]', 'svg'];

export function searchIndex() {
  return {
    name: 'regelwerk:search-index',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const { index, errors } = await pagefind.createIndex({ excludeSelectors: SEARCH_EXCLUDE });
        if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
        let pages = 0;
        for await (const file of htmlFiles(root)) {
          const added = await index.addHTMLFile({ sourcePath: relative(root, file), content: forSearch(await readFile(file, 'utf8')) });
          if (added.errors.length) throw new Error(`Pagefind, ${file}: ${added.errors.join('; ')}`);
          pages++;
        }
        const written = await index.writeFiles({ outputPath: join(root, 'pagefind') });
        if (written.errors.length) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
        await pagefind.close();
        logger.info(`search index of ${pages} pages written to pagefind/`);
      },
    },
  };
}
