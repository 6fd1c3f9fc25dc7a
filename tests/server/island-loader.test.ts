// Astro's island loader moved out of the pages (src/lib/island-loader.mjs): the inline scripts become one
// deferred file in their order, the inline style goes, and a page without islands is left as it was.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { externalize, loaderFile } from '../../src/lib/island-loader.mjs';

const STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

describe('externalize', () => {
  it('puts the inline scripts, in order, into one deferred file where the first one was, and drops the island style', () => {
    const page = `<html><head>${STYLE}</head><body><p>a</p><script>(()=>{one()})();</script><script>(()=>{two()})()</script><astro-island></astro-island></body></html>`;
    const r = externalize(page, (code) => `/_astro/${loaderFile(code)}`);
    expect(r.code).toBe('(()=>{one()})();\n(()=>{two()})();');
    expect(r.html).toBe(`<html><head></head><body><p>a</p><script src="/_astro/${loaderFile(r.code)}" defer></script><astro-island></astro-island></body></html>`);
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
      // every island hydrates by this site's client:near (src/lib/near-directive.ts), none by client:visible
      const how = new Set([...html.matchAll(/<astro-island\b[^>]*\sclient="(\w+)"/g)].map((m) => m[1]));
      expect([...how], p).toEqual(['near']);
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
    expect(code).toContain('customElements.define("astro-island"');
    expect(code).toContain('.near=');
  });
});
