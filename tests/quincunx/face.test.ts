// A Quincunx card names itself once: where the wrapper writes the one-line
// label (wide cards, the grid), the face leaves its own name off; small hand
// cards carry neither (their name is the tooltip and the accessible label).
import { describe, expect, it } from 'vitest';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { QxCard } from '../../src/islands/quincunx/Face';

describe('QxCard', () => {
  it('a grid card (56 px) shows the name in its label only, not also on the face', () => {
    const html = renderToString(h(QxCard, { code: '5SW', lang: 'de', width: 56 }));
    expect(html).toContain('qx-card--named');
    expect(html).toContain('data-card="5SW"');
    expect(html).not.toContain('data-n=');
  });

  it('a hand card drawn without the label keeps the face as it is', () => {
    const html = renderToString(h(QxCard, { code: '5SW', lang: 'en', width: 44, named: false }));
    expect(html).not.toContain('qx-card--named');
    expect(html).toContain('data-card="5SW"');
  });
});

describe('Grid as a figure', () => {
  const cells = ['9LK', null, null, null, 'CS', ...Array<null>(15).fill(null), '8YK', null, null, null, '9WY'];
  it('is one picture named by its label; its cells and cards carry no labels of their own', async () => {
    const { Grid } = await import('../../src/islands/quincunx/Grid');
    const html = renderToString(h(Grid, { lang: 'de', rows: 5, cols: 5, cells, label: 'Das Raster zu Beginn', figure: true }));
    expect(html).toContain('role="img" aria-label="Das Raster zu Beginn"');
    expect(html.match(/role=|aria-label=|title=/g)).toEqual(['role=', 'aria-label=']);
    // the picture itself is unchanged: the four cards with their names (without the article, to fit), the empty cells with theirs
    expect(html.match(/class="card cd/g)).toHaveLength(4);
    expect(html).toContain('>Barde<');
    expect(html).toContain('>b1<');
  });

  it('read-only grids otherwise label every cell', async () => {
    const { Grid } = await import('../../src/islands/quincunx/Grid');
    const html = renderToString(h(Grid, { lang: 'en', rows: 5, cols: 5, cells, label: 'Spread' }));
    expect(html).toContain('role="group" aria-label="Spread"');
    expect(html.match(/<div class="qx-cell[^"]*" role="img" aria-label="row \d, column \d/g)).toHaveLength(25);
  });
});
