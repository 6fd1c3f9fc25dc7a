/**
 * Island titles one level below the section they stand in (issue 16: Lighthouse/axe
 * heading-order): the page build gives an island the prop hl where its title is not the
 * default h4 (src/lib/remark-heading-ids.mjs), and the island's headings follow it
 * (src/islands/shared/Heading.tsx). The e2e axe scan (site.spec.ts) checks the built pages.
 */
import { describe, expect, it } from 'vitest';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { remarkHeadingIds } from '../../src/lib/remark-heading-ids.mjs';
import RommeExample from '../../src/islands/romme/RommeExample';
import { titleLevel } from '../../src/islands/shared/Heading';

type Node = { type: string; name?: string; depth?: number; attributes?: { type: string; name: string; value: unknown }[]; children?: Node[] };
const heading = (depth: number): Node => ({ type: 'heading', depth, children: [{ type: 'text', value: `H${depth}` } as Node] });
const el = (name: string, attrs: Record<string, unknown>): Node => ({
  type: 'mdxJsxFlowElement',
  name,
  attributes: Object.entries(attrs).map(([n, value]) => ({ type: 'mdxJsxAttribute', name: n, value })),
  children: [],
});
const island = (name: string) => el(name, { 'client:near': null, lang: 'de' });
const hlOf = (n: Node) => n.attributes!.find((a) => a.name === 'hl')?.value;

describe('table of contents', () => {
  it('lists a rule section at its own level, whether level is written as text or as an expression', () => {
    const tree = { type: 'root', children: [el('Rule', { id: 'pack', level: { type: 'mdxJsxAttributeValueExpression', value: '2' } }), el('Rule', { id: 'ranks', level: '3' }), el('Rule', { id: 'deal' })] };
    const file = { data: { astro: { frontmatter: {} as { outline?: { id: string; depth: number }[] } } } };
    remarkHeadingIds()(tree, file);
    expect(file.data.astro.frontmatter.outline?.map((o) => [o.id, o.depth])).toEqual([['pack', 2], ['ranks', 3], ['deal', 3]]);
  });
});

describe('island title levels', () => {
  it('the page build gives a titled island hl one below the last heading, and none where that is the default h4', () => {
    const a = island('RommeExample'), b = island('RommeExample'), c = island('RommeGame'), d = island('RommeChecker'), e = island('LearnProgress'), f = island('GongorWhistAdvisor');
    const rule2 = el('Rule', { id: 'x', level: { type: 'mdxJsxAttributeValueExpression', value: '2' } });
    const rule3 = el('Rule', { id: 'y', level: '3' });
    const tree = { type: 'root', children: [heading(2), a, heading(3), b, rule2, d, e, rule3, f, heading(2), c] };
    remarkHeadingIds()(tree, { data: { astro: { frontmatter: {} } } });
    expect([a, b, d, e, f, c].map((n) => hlOf(n.type === 'mdxJsxFlowElement' && n.name === 'div' ? n.children![0]! : n))).toEqual(['3', undefined, '3', undefined, undefined, '3']);
  });

  it('an island renders its title at hl and its inner headings one below', () => {
    const render = (hl?: string) => renderToString(h(RommeExample, { lang: 'de', example: 'stock-out', hl }));
    const levels = (html: string) => [...html.matchAll(/<h([1-6])/g)].map((m) => Number(m[1]));
    const def = levels(render());
    expect(def[0]).toBe(4);
    expect(def.slice(1).length).toBeGreaterThan(0);
    expect(new Set(def.slice(1))).toEqual(new Set([5]));
    const three = levels(render('3'));
    expect(three[0]).toBe(3);
    expect(new Set(three.slice(1))).toEqual(new Set([4]));
  });

  it('a tampered or missing level falls back to the default h4', () => {
    expect([undefined, '', 'x', '1', '7', '3.5', 3, '5'].map(titleLevel)).toEqual([4, 4, 4, 4, 4, 4, 3, 5]);
  });
});
