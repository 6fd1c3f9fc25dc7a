// Astro's island loader moved out of the pages (src/lib/island-loader.mjs): the inline scripts become one
// deferred file in their order, the inline style goes, and a page without islands is left as it was. Astro's own
// <astro-island> is left out for this site's (src/lib/island-element.ts), and the build refuses islands it cannot read.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { externalize, loaderFile, unreadableIslands } from '../../src/lib/island-loader.mjs';

const STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

describe('externalize', () => {
  it('puts the inline scripts, in order, into one deferred file where the first one was, and drops the island style', () => {
    const page = `<html><head>${STYLE}</head><body><p>a</p><script>(()=>{one()})();</script><script>(()=>{two()})()</script><astro-island></astro-island></body></html>`;
    const r = externalize(page, (code) => `/_astro/${loaderFile(code)}`);
    expect(r.code).toBe('(()=>{one()})();\n(()=>{two()})();');
    expect(r.html).toBe(`<html><head></head><body><p>a</p><script src="/_astro/${loaderFile(r.code)}" defer></script><astro-island></astro-island></body></html>`);
  });

  it("leaves Astro's own <astro-island> definition out (this site's comes with the directive, before it)", () => {
    const astro = '(()=>{class f extends HTMLElement{handleHydrationError(e){this.dispatchEvent(new CustomEvent("astro:hydration-error"))}}customElements.get("astro-island")||customElements.define("astro-island",f)})();';
    const page = `<html><body><script>(()=>{near()})();</script><script>${astro}</script><astro-island></astro-island></body></html>`;
    const r = externalize(page, (code) => `/_astro/${loaderFile(code)}`);
    expect(r.code).toBe('(()=>{near()})();');
    expect(r.html).not.toContain('<script>');
  });

  it('leaves module scripts, scripts with a src and pages without islands alone', () => {
    const page = '<html><body><script type="module" src="/_astro/a.js"></script><script src="/b.js"></script></body></html>';
    expect(externalize(page, () => 'x')).toEqual({ code: '', html: page });
  });

  it('names a file by its content', () => {
    expect(loaderFile('a')).toBe(loaderFile('a'));
    expect(loaderFile('a')).not.toBe(loaderFile('b'));
    expect(loaderFile('a')).toMatch(/^islands\.[\w-]{10}\.js$/);
  });
});

describe('unreadableIslands', () => {
  const island = (attrs: string) => `<p>x</p><astro-island uid="a" component-url="/_astro/A.js" component-export="default" ${attrs} ssr client="near" opts="{}"></astro-island>`;
  // escaped as Astro escapes an attribute
  const props = (o: unknown) => `props="${JSON.stringify(o).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')}"`;

  it('passes plain values, objects and arrays (Astro types 0 and 1), undefined and text with quotes and ampersands', () => {
    expect(unreadableIslands(island(props({ lang: [0, 'de'], n: [0, 3], none: [0], text: [0, `"a" & 'b' <c>`], list: [1, [[0, 'x'], [0, { y: [0, null] }]]] })))).toEqual([]);
    expect(unreadableIslands(island(''))).toEqual([]);
  });

  it('names the islands with a Date, Map, Set or the like, a before-hydration script, an export path, signals, another directive or an outer island', () => {
    expect(unreadableIslands(island(props({ when: [3, '2026-11-30T00:00:00.000Z'] })))).toEqual(['/_astro/A.js: the prop when ([3,"2026-11-30T00:00:00.000Z"])']);
    expect(unreadableIslands(island(props({ deep: [0, { s: [5, [[0, 1]]] }] })))).toHaveLength(1);
    expect(unreadableIslands(island(props({ arr: [0, [1, 2]] })))).toHaveLength(1);
    expect(unreadableIslands(island('before-hydration-url="/_astro/b.js"'))).toEqual(['/_astro/A.js: a before-hydration-url']);
    expect(unreadableIslands(island('data-preact-signals="{&quot;n&quot;:&quot;s0&quot;}"'))).toEqual(['/_astro/A.js: Preact signals as props']);
    expect(unreadableIslands(island('').replace('client="near"', 'client="only"'))).toEqual(['/_astro/A.js: client:only (the element knows client:near only)']);
    expect(unreadableIslands(island('').replace('client="near"', 'client="visible"'))).toEqual(['/_astro/A.js: client:visible (the element knows client:near only)']);
    const nested = island('').replace('></astro-island>', `>${island('').replace('/_astro/A.js', '/_astro/B.js')}</astro-island>`);
    expect(unreadableIslands(nested)).toEqual(['/_astro/B.js: an island inside another']);
    expect(unreadableIslands(island('') + island(''))).toEqual([]);
    expect(unreadableIslands(island('').replace('component-export="default"', 'component-export="a.b"'))).toEqual(['/_astro/A.js: the export a.b']);
  });
});

const DIST = process.env.REGELWERK_OUT_DIR ?? 'dist';
const built = existsSync(join(DIST, 'de', 'romme', 'play', 'index.html'));
describe.runIf(built)('the built site', () => {
  it('has no inline script or island style in any page, and every page with islands loads the one loader file', () => {
    const pages: string[] = [];
    const walk = (d: string) => {
      for (const e of readdirSync(d, { withFileTypes: true })) {
        if (e.isDirectory()) walk(join(d, e.name));
        else if (e.name.endsWith('.html')) pages.push(join(d, e.name));
      }
    };
    walk(DIST);
    const loaders = new Set<string>();
    let withIslands = 0;
    for (const p of pages) {
      const html = readFileSync(p, 'utf8');
      expect(html, p).not.toMatch(/<script>/);
      expect(html, p).not.toContain(STYLE);
      if (!html.includes('<astro-island')) continue;
      // every island hydrates by this site's client:near (src/lib/near-directive.ts), none by client:visible,
      // with this site's renderer (src/lib/island-renderer.ts), not @astrojs/preact's client
      const how = new Set([...html.matchAll(/<astro-island\b[^>]*\sclient="(\w+)"/g)].map((m) => m[1]));
      expect([...how], p).toEqual(['near']);
      const renderers = new Set([...html.matchAll(/<astro-island\b[^>]*\srenderer-url="([^"]+)"/g)].map((m) => m[1]!.replace(/\.[\w-]+\.js$/, '')));
      expect([...renderers], p).toEqual(['/_astro/island-renderer']);
      withIslands++;
      const src = [...html.matchAll(/<script src="(\/_astro\/islands\.[\w-]+\.js)" defer><\/script>/g)].map((m) => m[1]!);
      expect(src, p).toHaveLength(1);
      // before the first island, as Astro placed its inline loader
      expect(html.indexOf(src[0]!), p).toBeLessThan(html.indexOf('<astro-island'));
      loaders.add(src[0]!);
    }
    expect(withIslands).toBeGreaterThan(20);
    expect([...loaders]).toHaveLength(1);
    const code = readFileSync(join(DIST, [...loaders][0]!), 'utf8');
    // one definition of <astro-island>, this site's (src/lib/island-element.ts): not Astro's, which also sends an
    // event when hydrating fails
    expect(code.split('customElements.define("astro-island"')).toHaveLength(2);
    expect(code).not.toContain('astro:hydration-error');
    expect(code).toContain('astro-retry');
    expect(code).toContain('.near=');
  });
});
