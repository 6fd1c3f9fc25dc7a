// The islands' Web Workers are entry chunks of the page's own build (src/lib/worker-chunks.mjs): they
// import the shared chunk (Preact and the island parts among it) and the engine chunks the page uses.
// A worker has no DOM, so none of that code may touch `document` or `window` when it loads. Here every
// worker entry of the build is loaded as a worker would load it, in a scope with `self`, a `WorkerGlobalScope`
// and no DOM, and must answer a malformed request with a failure (no throw, no silence). In a worker the
// islands' string catalogs load empty (loadCatalogs, src/i18n/format.ts): a worker that imported a chunk with an
// island's strings would fail on them, as one did in the browser when a game's notation and its islands' words
// shared a chunk.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const DIST = process.env.REGELWERK_OUT_DIR ?? 'dist';
const dir = join(DIST, '_astro');
const built = existsSync(dir);
const entries = new Set<string>();
if (built) {
  for (const f of readdirSync(dir).filter((x) => x.endsWith('.js'))) {
    for (const m of readFileSync(join(dir, f), 'utf8').matchAll(/new Worker\(\s*["'`]\/_astro\/([^"'`]+\.js)["'`]/g)) entries.add(m[1]!);
  }
}

interface FakeScope {
  postMessage(m: unknown): void;
  onmessage: ((e: { data: unknown }) => void) | null;
}
const g = globalThis as unknown as { self?: FakeScope; WorkerGlobalScope?: unknown };
afterEach(() => {
  delete g.self;
  delete g.WorkerGlobalScope;
});

describe('worker entry chunks load without a DOM', () => {
  it(`finds the workers in ${DIST}/ (run npm run build first; npm test does)`, () => {
    expect(built).toBe(true);
    expect(entries.size).toBeGreaterThanOrEqual(3);
    expect(typeof (globalThis as { document?: unknown }).document).toBe('undefined');
  });

  for (const entry of [...entries].sort()) {
    it(`${entry} loads and answers a malformed request with a failure`, async () => {
      const answers: unknown[] = [];
      const scope: FakeScope = { postMessage: (m) => answers.push(m), onmessage: null };
      g.self = scope;
      g.WorkerGlobalScope = class {};
      await import(/* @vite-ignore */ pathToFileURL(resolve(dir, entry)).href);
      expect(typeof scope.onmessage).toBe('function');
      scope.onmessage!({ data: { type: 'junk', id: 7 } });
      await new Promise((ok) => setTimeout(ok, 20));
      expect(answers).toEqual([{ id: 7, failed: true }]);
    });
  }
});
