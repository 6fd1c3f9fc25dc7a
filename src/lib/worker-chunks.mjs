// @ts-check
/**
 * Web Workers built from the page's own chunks (issue 16, page weight).
 *
 * Vite bundles every `new Worker(new URL('./x.worker.ts', import.meta.url), …)` in a build of
 * its own, so each worker carried a private copy of the engine the page had already loaded
 * (the Rommé player worker was 19 kB gzipped, almost all of it the Rommé engine again).
 * In the browser build this plugin instead makes each module worker's entry file one more
 * entry chunk of the page's own build (Rolldown `emitFile({ type: 'chunk' })`), and the call
 * becomes `new Worker(<that chunk's URL>, { type: 'module' })`. The worker then imports the
 * same hashed chunks the page has (the engine, the shared chunk), which the browser already
 * holds; only the entry itself (a few hundred bytes) is new.
 *
 * - Only `{ type: 'module' }` workers (an ES chunk needs a module worker). A browser without
 *   module workers throws in `new Worker`, and the clients fall back to the main thread as
 *   they do when there is no Worker at all.
 * - Only the client build. The dev server keeps Vite's own worker handling, and the server
 *   build never starts a worker.
 * - An entry chunk runs its top-level code when loaded, so no page module may import a worker
 *   entry (it would set the page's `onmessage`): the worker entries export nothing, and
 *   tests/budgets/budgets.test.ts checks the built chunks for it.
 * - The same for a module the page loads on demand by its URL (LAZY below: the header search, loaded when the
 *   reader first goes to the box, src/lib/search.chunk.ts): an entry chunk of the build, imported by that URL.
 * - CSP: the worker is a same-origin script file, so `worker-src 'self'` and `script-src 'self'`
 *   (public/_headers) allow it and its imports; no blob: URL.
 */
import { dirname, resolve } from 'node:path';

// A module loaded on demand by its URL: `import(/* @vite-ignore */ new URL('./x.chunk.ts', import.meta.url).href)`.
// Written so, Vite neither wraps the import in its preload helper (which would bring the helper's chunk along)
// nor copies the file as an asset; the build makes the file an entry chunk and the call imports that chunk.
const LAZY = /import\(\s*\/\*\s*@vite-ignore\s*\*\/\s*new\s+URL\(\s*(['"`])([^'"`]+\.chunk\.[cm]?[jt]s)\1\s*,\s*import\.meta\.url\s*\)\.href\s*\)/g;
const WORKER = /new\s+Worker\(\s*new\s+URL\(\s*(['"`])([^'"`]+\.worker\.[cm]?[jt]s)\1\s*,\s*import\.meta\.url\s*\)\s*,\s*(\{[^}]*type\s*:\s*(['"])module\4[^}]*\})\s*\)/g;

/** @returns {import('vite').Plugin} */
export function workerChunks() {
  return {
    name: 'regelwerk-worker-chunks',
    enforce: 'pre',
    apply: 'build',
    transform: {
      filter: { code: /new\s+Worker\(|\.chunk\.[cm]?[jt]s/ },
      /** @param {string} code @param {string} id */
      handler(code, id) {
        if (this.environment?.name !== 'client') return null;
        const file = id.split('?')[0] ?? id;
        // a module, or an Astro component's script (Base.astro?astro&type=script&index=0&lang.ts)
        if (!/\.[cm]?[jt]sx?$/.test(file) && !/[?&]lang\.[cm]?[jt]s$/.test(id)) return null;
        let changed = false;
        const lazy = code.replace(LAZY, (/** @type {string} */ _all, /** @type {string} */ _q, /** @type {string} */ spec) => {
          const ref = this.emitFile({ type: 'chunk', id: resolve(dirname(file), spec) });
          changed = true;
          return `import(import.meta.ROLLUP_FILE_URL_${ref})`;
        });
        const out = lazy.replace(WORKER, (/** @type {string} */ _all, /** @type {string} */ _q, /** @type {string} */ spec, /** @type {string} */ options) => {
          const ref = this.emitFile({ type: 'chunk', id: resolve(dirname(file), spec) });
          changed = true;
          return `new Worker(import.meta.ROLLUP_FILE_URL_${ref}, ${options})`;
        });
        return changed ? { code: out, map: null } : null;
      },
    },
  };
}
