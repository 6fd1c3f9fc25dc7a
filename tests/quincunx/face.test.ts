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
