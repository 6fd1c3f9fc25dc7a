/**
 * The dev server's plugin that drops the JSON import attribute from the catalogs' dynamic imports
 * (src/lib/dev-json-imports.mjs): with it, Chromium refused every catalog in `npm run dev` and no island hydrated.
 * Every such import in src/ must be one the plugin rewrites, and nothing else may change.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { devJsonImports } from '../../src/lib/dev-json-imports.mjs';

const plugin = devJsonImports();
const transform = (code: string, id = '/x/src/i18n/romme.ts') => {
  const r = (plugin.transform as (code: string, id: string) => { code: string } | null).call({}, code, id);
  return r ? r.code : code;
};
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : []));

describe('the dev server loads the string catalogs (src/lib/dev-json-imports.mjs)', () => {
  it('drops the attribute of a dynamic JSON import, in the dev server only', () => {
    expect(plugin.apply).toBe('serve');
    const code = "const C = await loadCatalogs(() => import('./de/romme.json', { with: { type: 'json' } }), () => import(\"./en/romme.json\", { with: { type: \"json\" } }));";
    expect(transform(code)).toBe("const C = await loadCatalogs(() => import('./de/romme.json'), () => import(\"./en/romme.json\"));");
  });
  it("also a catalog's part (src/lib/catalog-core.mjs: `?examples`, `?lesson`)", () => {
    expect(transform("import('./de/romme.json?examples', { with: { type: 'json' } })")).toBe("import('./de/romme.json?examples')");
  });
  it('also with double quotes only', () => {
    expect(transform('import("./de/a.json", { with: { type: "json" } })')).toBe('import("./de/a.json")');
  });
  it('leaves static imports (Vite strips those itself), other dynamic imports and other files alone', () => {
    const code = "import de from './de/french-cards.json' with { type: 'json' };\nconst m = () => import('./worker.ts');";
    expect(transform(code)).toBe(code);
    expect(transform("import('./a.json', { with: { type: 'json' } })", '/x/src/styles/a.css')).toBe("import('./a.json', { with: { type: 'json' } })");
  });
  it('rewrites every dynamic JSON import in src/', () => {
    let found = 0;
    for (const f of files('src')) {
      const code = readFileSync(f, 'utf8');
      const n = [...code.matchAll(/import\([^)]*\.json(?:\?\w+)?['"`]\s*,/g)].length;
      found += n;
      if (n) expect(transform(code, f), f).not.toMatch(/import\([^)]*\.json(?:\?\w+)?['"`]\s*,/);
    }
    expect(found).toBeGreaterThan(20);
  });
});
