import { describe, expect, it } from 'vitest';
import { rehypeRowHeaders } from '../../src/lib/rehype-row-headers.mjs';

type El = { type: 'element'; tagName: string; properties?: Record<string, unknown>; children: (El | { type: 'text'; value: string })[] };
const el = (tagName: string, ...children: El['children']): El => ({ type: 'element', tagName, properties: {}, children });
const txt = (value: string) => ({ type: 'text' as const, value });
const table = (corner: string) =>
  el('table',
    el('thead', el('tr', el('th', ...(corner ? [txt(corner)] : [])), el('th', txt('A')), el('th', txt('B')))),
    el('tbody', el('tr', el('td', txt('Total')), el('td', txt('1')), el('td', txt('2'))), el('tr', el('td', txt('Cents')), el('td', txt('3')), el('td', txt('4')))));
const run = (tree: El) => (rehypeRowHeaders() as (t: El) => void)(tree);
const tags = (tr: El) => tr.children.map((c) => (c as El).tagName);

describe('row headers for tables with an empty corner', () => {
  it('turns the first cell of every body row into a row header and the empty corner into a plain cell', () => {
    const t = table('');
    run({ type: 'element', tagName: 'div', children: [t] } as El);
    const [thead, tbody] = t.children as El[];
    expect(tags((thead!.children[0] as El))).toEqual(['td', 'th', 'th']);
    for (const tr of tbody!.children as El[]) {
      expect(tags(tr)).toEqual(['th', 'td', 'td']);
      expect((tr.children[0] as El).properties).toEqual({ scope: 'row' });
    }
  });

  it('leaves tables with a labelled corner alone', () => {
    const t = table('Card');
    const before = JSON.stringify(t);
    run(t);
    expect(JSON.stringify(t)).toBe(before);
  });
});
