// Vite's preload helper cut down (src/lib/plain-imports.mjs): the browser build carries a few lines that preload the
// chunks a dynamic import lists instead of Vite's 1.4 kB, and fails if a dynamic import ever needs a stylesheet.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { helperCode, plainDynamicImports } from '../../src/lib/plain-imports.mjs';

describe('plainDynamicImports', () => {
  const plugin = plainDynamicImports();

  it("answers for Vite's helper only, in the browser build only", () => {
    plugin.configResolved({ base: '/' });
    expect(plugin.resolveId('\0vite/preload-helper.js')).toBe('\0vite/preload-helper.js');
    expect(plugin.resolveId('preact')).toBeNull();
    expect(plugin.load('\0vite/preload-helper.js')).toBe(helperCode('/'));
    expect(plugin.load('/src/x.ts')).toBeNull();
    expect(plugin.applyToEnvironment({ name: 'client' })).toBe(true);
    expect(plugin.applyToEnvironment({ name: 'ssr' })).toBe(false);
  });

  it('preloads each listed chunk once, under the base, and returns the import', async () => {
    const links: { rel: string; href: string }[] = [];
    const document = { createElement: () => ({ rel: '', href: '' }), head: { append: (l: { rel: string; href: string }) => links.push(l) } };
    const code = helperCode('/site/').replace('export const', 'const') + '\nreturn __vitePreload;';
    const preload = new Function('document', code)(document) as (load: () => Promise<string>, deps?: string[]) => Promise<string>;
    expect(await preload(() => Promise.resolve('module'), [])).toBe('module');
    expect(await preload(() => Promise.resolve('a'), ['_astro/a.js', '_astro/b.js'])).toBe('a');
    expect(await preload(() => Promise.resolve('b'), ['_astro/b.js', '_astro/c.js'])).toBe('b');
    expect(links).toEqual([
      { rel: 'modulepreload', href: '/site/_astro/a.js' },
      { rel: 'modulepreload', href: '/site/_astro/b.js' },
      { rel: 'modulepreload', href: '/site/_astro/c.js' },
    ]);
  });

  it('fails the build on a dynamic import that needs a stylesheet', () => {
    const errors: string[] = [];
    const ctx = { error: (m: string) => errors.push(m) };
    const chunk = (list: string) => ({ 'a.js': { type: 'chunk', fileName: 'a.js', code: `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=[${list}])))=>i.map(i=>d[i]);` } });
    plugin.writeBundle.call(ctx, {}, chunk('"_astro/b.js","_astro/c.js"'));
    expect(errors).toEqual([]);
    plugin.writeBundle.call(ctx, {}, chunk('"_astro/b.js","_astro/b.css"'));
    expect(errors).toEqual(['a.js: a dynamic import that needs a stylesheet, which src/lib/plain-imports.mjs does not load']);
  });
});

const DIST = process.env.REGELWERK_OUT_DIR ?? 'dist';
const assets = join(DIST, '_astro');
describe.runIf(existsSync(join(DIST, 'de', 'romme', 'play', 'index.html')))('the built site', () => {
  it("carries none of Vite's preloading code, and its dynamic imports still go through the helper", () => {
    const js = readdirSync(assets).filter((f) => f.endsWith('.js'));
    let wrapped = 0;
    for (const f of js) {
      const code = readFileSync(join(assets, f), 'utf8');
      expect(code, f).not.toContain('vite:preloadError');
      wrapped += (code.match(/\(\(\)=>import\(/g) ?? []).length;
    }
    // the catalogs per language, the Decktet's names, the players' fallback: dozens of them
    expect(wrapped).toBeGreaterThan(20);
  });
});
