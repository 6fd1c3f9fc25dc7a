// The print-only example copies (src/lib/print-copy.mjs): inside each copy the attributes only a screen reader,
// a pointer or a test could use go; the copy's own wrapper, classes, text and data-n stay, and nothing
// outside a copy changes. Then the built rules pages: every copy is still there, with its caption and cards.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lightenPrintCopies } from '../../src/lib/print-copy.mjs';

const COPY = '<div class="example-print example-print--only" data-example="x" aria-hidden="true">';

describe('lightenPrintCopies', () => {
  it('strips labels, roles, titles and test hooks inside a copy, keeping classes, text and data-n', () => {
    const page = `<p role="note" title="t">before</p>${COPY}<div class="g" role="group" aria-label="Raster" data-testid="g"><div class="c" role="img" aria-label="Reihe 1" data-cell="a1"><span aria-hidden="true" class="i"><span class="card cd" role="img" title="Ass" data-card="AM" data-n="Ass">A</span></span></div></div><p class="step-caption">Text</p></div><div role="region" aria-label="after"></div>`;
    expect(lightenPrintCopies(page)).toBe(
      `<p role="note" title="t">before</p>${COPY}<div class="g"><div class="c"><span class="i"><span class="card cd" data-n="Ass">A</span></span></div></div><p class="step-caption">Text</p></div><div role="region" aria-label="after"></div>`,
    );
  });

  it('leaves pages without a copy, and copies shown on screen as well, as they are', () => {
    const page = '<div class="example-print" aria-hidden="true"><span role="img" title="Ass">A</span></div><div role="group"></div>';
    expect(lightenPrintCopies(page)).toBe(page);
  });

  it('handles two copies on a page', () => {
    const one = `${COPY}<span title="a">1</span></div>`;
    expect(lightenPrintCopies(`${one}<hr>${one}`)).toBe(`${COPY}<span>1</span></div><hr>${COPY}<span>1</span></div>`);
  });
});

const DIST = process.env.REGELWERK_OUT_DIR ?? 'dist';
const built = existsSync(join(DIST, 'de', 'quincunx', 'index.html'));

describe.skipIf(!built)('the built rules pages', () => {
  for (const lang of ['de', 'en']) {
    for (const game of ['conquian', 'romme', 'quincunx', 'gongor-whist']) {
      it(`/${lang}/${game}/: its print-only copy keeps its caption and cards, with nothing for a screen reader inside`, () => {
        const html = readFileSync(join(DIST, lang, game, 'index.html'), 'utf8');
        const start = html.indexOf('<div class="example-print example-print--only"');
        expect(start, 'every rules page prints a print-only copy').toBeGreaterThan(-1);
        const copy = html.slice(start, html.indexOf('<p class="step-caption">', start));
        expect(copy).toMatch(/class="card /);
        expect(copy.slice(copy.indexOf('>') + 1)).not.toMatch(/ (role|aria-label|title)=/);
      });
    }
  }
});
