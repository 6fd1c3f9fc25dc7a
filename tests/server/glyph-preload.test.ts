// The suit glyphs a page's first screen draws are preloaded by a Link header in the built _headers
// (src/lib/glyph-preload.mjs): the functions, and the build's rules against the built pages.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstScreen, firstScreenGlyphs, glyphsOfCss, pathOf, preloadLink, withPreloads } from '../../src/lib/glyph-preload.mjs';
import { headersFor, parseHeadersFile } from '../../scripts/serve.mjs';

const CSS =
  ':root{--f-h:url(/_astro/f-h.A1.png);--f-s:url("/_astro/f-s.B2.png");--d-M:url(/_astro/d-M.C3.png)}' +
  '.cf{background-image:var(--g),var(--g)}.f-h{--g:var(--f-h);color:red}.f-s{--g:var(--f-s)}' +
  '.a-M{--a:var(--d-M);--k:#333}.b-M{--b:var(--d-M)}.x .f-h{--g:var(--f-s)}.undefined{--g:var(--f-z)}';

describe('glyph preloads', () => {
  const sheet = glyphsOfCss(CSS);

  it('reads the glyph URLs and the one-class rules that draw them', () => {
    expect([...sheet.urls]).toEqual([
      ['f-h', '/_astro/f-h.A1.png'],
      ['f-s', '/_astro/f-s.B2.png'],
      ['d-M', '/_astro/d-M.C3.png'],
    ]);
    expect(Object.fromEntries([...sheet.classes].map(([c, g]) => [c, [...g]]))).toEqual({
      'f-h': ['f-h'],
      'f-s': ['f-s'],
      'a-M': ['d-M'],
      'b-M': ['d-M'],
    });
  });

  it('takes the first screen up to the first chunk that is skipped off screen', () => {
    const html =
      '<main><div class="flow cv-32 flow--first"><span class="card cf f-h"></span></div>' +
      '<div class="flow cv-32 flow--first"><span class="card a-M"></span></div>' +
      '<div class="flow cv-32"><span class="card cf f-s"></span></div></main>';
    expect(firstScreen(html)).not.toContain('f-s');
    expect(firstScreenGlyphs(html, sheet)).toEqual(['f-h', 'd-M']);
    // a page without chunks is all first screen; one without cards preloads nothing
    expect(firstScreenGlyphs('<p class="card cf f-s">', sheet)).toEqual(['f-s']);
    expect(firstScreenGlyphs('<div class="flow"><p class="card cf f-s"></div>', sheet)).toEqual([]);
    expect(firstScreenGlyphs('<p class="cf">♥</p>', sheet)).toEqual([]);
  });

  it('writes one rule per page after the shipped rules, the same again when the build runs twice', () => {
    const shipped = '/*\n  X-Content-Type-Options: nosniff\n';
    const pages = new Map([
      ['/de/conquian/', ['/_astro/f-h.A1.png', '/_astro/f-s.B2.png']],
      ['/de/glossary/', []],
    ]);
    const once = withPreloads(shipped, pages);
    expect(withPreloads(once, pages)).toBe(once);
    const rules = parseHeadersFile(once);
    expect(headersFor(rules, '/de/conquian/')).toEqual([
      ['X-Content-Type-Options', 'nosniff'],
      ['Link', '</_astro/f-h.A1.png>; rel=preload; as=image, </_astro/f-s.B2.png>; rel=preload; as=image'],
    ]);
    expect(headersFor(rules, '/de/glossary/').map(([n]) => n)).toEqual(['X-Content-Type-Options']);
    expect(headersFor(rules, '/de/conquian/play/').map(([n]) => n)).toEqual(['X-Content-Type-Options']);
    expect(withPreloads(shipped, new Map())).toBe(shipped);
    expect(preloadLink([])).toBe('');
    expect(pathOf('de/conquian/index.html')).toBe('/de/conquian/');
    expect(pathOf('index.html')).toBe('/');
  });
});

const DIST = process.env.REGELWERK_OUT_DIR ?? 'dist';

describe('the built site\'s glyph preloads', () => {
  it(`name, for every page with cards on its first screen, those cards' glyphs and no other (${DIST}/)`, () => {
    expect(existsSync(join(DIST, '_headers')), 'run npm run build first; npm test does').toBe(true);
    const css = readdirSync(join(DIST, '_astro')).filter((f) => f.endsWith('.css')).map((f) => readFileSync(join(DIST, '_astro', f), 'utf8')).join('\n');
    const sheet = glyphsOfCss(css);
    expect(sheet.urls.size, 'the four French suits and the six Decktet suits').toBe(10);
    for (const url of sheet.urls.values()) expect(existsSync(join(DIST, url)), url).toBe(true);
    const rules = parseHeadersFile(readFileSync(join(DIST, '_headers'), 'utf8'));
    const pages = readdirSync(DIST, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('index.html'));
    let preloading = 0;
    for (const f of pages) {
      const html = readFileSync(join(DIST, f), 'utf8');
      const link = headersFor(rules, pathOf(f)).find(([n]) => n === 'Link')?.[1] ?? '';
      const preloaded = [...link.matchAll(/<([^>]+)>; rel=preload; as=image/g)].map((m) => m[1]);
      // what a reader's browser draws first: the suits of the cards in the first screen's HTML
      const drawn = [...new Set([...firstScreen(html).matchAll(/class="card [^"]*"/g)].flatMap((m) => m[0].match(/\b[fd]-[hdscMSWLYK]\b|\b[abc]-[MSWLYK]\b/g) ?? []))];
      const want = new Set(drawn.map((c) => sheet.urls.get(c.startsWith('f-') ? c : `d-${c.slice(2)}`)));
      expect(new Set(preloaded), f).toEqual(want);
      if (preloaded.length) preloading++;
    }
    // the home pages, the decks pages and every game page that opens with cards (the learn pages open with text)
    expect(preloading).toBeGreaterThanOrEqual(24);
  });
});
