// What the site search shows: Pagefind's fragments of the built site (one per page, gzipped JSON after a
// "pagefind_dcd" signature), indexed from the pages as src/lib/search-index.mjs hands them over. A row of card
// faces (<Cards>) is indexed as its label, so a result's excerpt reads "B hat Vier Dreien und …", not the faces'
// rank glyphs run together ("B hat 3333 und 67BD …") nor the label with a full stop ("Vier Dreien. und").
// Pagefind separates block elements' text but not a table's header cells or a description list's term and
// description, which Astro writes without whitespace between them: the index's copy of a page has a space there.
// Needs a build with its search index: `npm test` builds first (scripts/test.mjs); alone, `npm run build`
// and then this file, with the same REGELWERK_OUT_DIR.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { cardRowsAsText, spaceForSearch } from '../../src/lib/search-index.mjs';
import { unescapeHtml } from '../../src/lib/island-loader.mjs';

const DIST = process.env.REGELWERK_OUT_DIR ?? 'dist';
const FRAGMENTS = join(DIST, 'pagefind', 'fragment');
const built = existsSync(FRAGMENTS);

/** Each indexed page's text, by its address. */
function indexedText(): Map<string, string> {
  const out = new Map<string, string>();
  for (const f of readdirSync(FRAGMENTS)) {
    const raw = gunzipSync(readFileSync(join(FRAGMENTS, f))).toString('utf8');
    const doc = JSON.parse(raw.slice(raw.indexOf('{'))) as { url: string; content: string };
    out.set(doc.url, doc.content);
  }
  return out;
}
const text = built ? indexedText() : new Map<string, string>();

/** Every card row of a built page: its label and its faces' text as the page shows it. */
function cardRows(html: string): { label: string; faces: string }[] {
  const rows: { label: string; faces: string }[] = [];
  const open = /<span class="card-row"[^>]*aria-label="([^"]*)"[^>]*>/g;
  for (let m = open.exec(html); m; m = open.exec(html)) {
    // the row's inner HTML: up to the </span> that closes it
    let depth = 1;
    const from = open.lastIndex;
    const tag = /<(\/?)span\b[^>]*>/g;
    tag.lastIndex = from;
    for (let t = tag.exec(html); t; t = tag.exec(html)) {
      depth += t[1] ? -1 : 1;
      if (depth === 0) {
        const inner = html.slice(from, t.index);
        rows.push({ label: unescapeHtml(m[1]!), faces: unescapeHtml(inner.replace(/<svg[\s\S]*?<\/svg>/g, '').replace(/<[^>]+>/g, '')) });
        break;
      }
    }
  }
  return rows;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('the search index', () => {
  it(`finds the built site's search index in ${FRAGMENTS}/ (run npm run build first; npm test does)`, () => {
    expect(built).toBe(true);
  });

  it('reads every row of card faces as its label, never as the faces\' glyphs run together', () => {
    let checked = 0;
    for (const [url, content] of text) {
      const html = readFileSync(join(DIST, url, 'index.html'), 'utf8');
      for (const row of cardRows(html)) {
        checked++;
        expect(content, `${url}: the row "${row.label}"`).toContain(row.label);
        const glued = row.faces.replace(/\s+/g, '');
        expect(new RegExp(`(^|\\s)${escape(glued)}(?=[\\s.,;:!?)]|$)`).test(content), `${url}: "${glued}" (the row "${row.label}")`).toBe(false);
      }
    }
    // the rows in the Conquian, Rommé, Quincunx and Gongor Whist pages of both languages
    expect(checked).toBeGreaterThanOrEqual(50);
  });

  it('shows a worked example\'s cards by their names in a result (the example that was "B hat 3333 und 67BD")', () => {
    expect(text.get('/de/conquian/examples/')).toContain('B hat Vier Dreien und Herz-Folge 6 bis Dame ausgelegt und hält nur noch Karo-Ass und Pik-Ass.');
    expect(text.get('/en/romme/')).toContain('The Ace may stand at either end: Ace, two and three of hearts and Queen, King and Ace of spades are both runs.');
    expect(text.get('/en/gongor-whist/examples/')).not.toMatch(/\bA82\b/);
  });

  it('reads the home page\'s table pictures by their captions, not their cards\' glyphs ("Spieler A333")', () => {
    for (const [lang, player] of [['de', 'Spieler'], ['en', 'Player']] as const) {
      const home = text.get(`/${lang}/`)!;
      expect(home, lang).not.toMatch(new RegExp(`${player} [A-F]\\S`));
      expect(home, lang).toContain(lang === 'de' ? 'Beide haben schon ausgelegt' : 'Both players have laid out cards');
    }
  });

  it('keeps the words of neighbouring header cells, and of a term and its description, apart', () => {
    const pair = /<(th|dt)\b[^>]*>([^<]*)<\/\1>\s*<(?:th|td|dd)\b[^>]*>([^<]*)</g;
    let checked = 0;
    for (const [url, content] of text) {
      const html = readFileSync(join(DIST, url, 'index.html'), 'utf8');
      for (const [, , a, b] of html.matchAll(pair)) {
        const last = unescapeHtml(a!).trim().split(/\s+/).pop()!;
        const first = unescapeHtml(b!).trim().split(/\s+/)[0]!;
        if (!last || !first) continue;
        checked++;
        expect(content.includes(`${last}${first}`), `${url}: "${last}${first}"`).toBe(false);
      }
    }
    // the facts boxes, the glossaries and the tables of both languages
    expect(checked).toBeGreaterThan(100);
    expect(text.get('/de/glossary/')).toContain('Joker Vertritt in einer Kombination');
    expect(text.get('/en/quincunx/')).toContain('Players 1–4');
  });

  it('leaves the quick start\'s two buttons out ("Schritt für SchrittSpielen")', () => {
    expect(text.get('/de/romme/')).not.toContain('Schritt für Schritt');
    expect(text.get('/en/romme/')).not.toContain('Step by step');
  });
});

describe('spaceForSearch', () => {
  it('puts a space after a header cell or term that a cell or description follows at once, and nowhere else', () => {
    expect(spaceForSearch('<tr><th>Hand</th><th scope="col">Gebot</th><td>2</td></tr>')).toBe('<tr><th>Hand</th> <th scope="col">Gebot</th> <td>2</td></tr>');
    expect(spaceForSearch('<dl><div><dt>Spieler</dt><dd>2</dd></div><div><dt>Karten</dt> <dd>40</dd></div></dl>')).toBe('<dl><div><dt>Spieler</dt> <dd>2</dd></div><div><dt>Karten</dt> <dd>40</dd></div></dl>');
    const other = '<td>1</td><td>2</td><th>x</th></tr><p>a</p><thead><dd>y</dd><dt>z</dt><details>';
    expect(spaceForSearch(other)).toBe(other);
  });
});

describe('cardRowsAsText', () => {
  it('writes a card row\'s label before it and leaves the row out of the index', () => {
    const row = '<span class="card-row" role="group" aria-label="Vier Dreien" title="Vier Dreien"><span class="card" role="img" aria-label="Kreuz-Drei">3</span></span>';
    expect(cardRowsAsText(`B hat ${row} und`)).toBe(
      'B hat Vier Dreien<span data-pagefind-ignore class="card-row" role="group" aria-label="Vier Dreien" title="Vier Dreien"><span class="card" role="img" aria-label="Kreuz-Drei">3</span></span> und',
    );
    // a row of its own (after a paragraph, a heading or another row) ends as a sentence
    const a = '<span class="card-row" role="group" aria-label="Satz aus vier Dreien" title="Satz aus vier Dreien">3</span>';
    const b = '<span class="card-row" role="group" aria-label="Herz-Folge 6, 7, Bube" title="Herz-Folge 6, 7, Bube">6</span>';
    expect(cardRowsAsText(`<p>Beispiele:</p>${a}${b}</div>`)).toBe(
      `<p>Beispiele:</p>Satz aus vier Dreien. <span data-pagefind-ignore${a.slice(5)}Herz-Folge 6, 7, Bube. <span data-pagefind-ignore${b.slice(5)}</div>`,
    );
    // at a paragraph's start it is a part of the sentence
    expect(cardRowsAsText(`<p>${a} darüber</p>`)).toBe(`<p>Satz aus vier Dreien<span data-pagefind-ignore${a.slice(5)} darüber</p>`);
    const other = '<span class="card-row__cards">x</span><span class="card" role="img" aria-label="Herz-Ass">A</span>';
    expect(cardRowsAsText(other)).toBe(other);
  });
});
