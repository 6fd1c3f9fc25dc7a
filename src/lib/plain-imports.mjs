// Vite's preload helper, cut down for this site's browser build (issue 16).
//
// Vite wraps every dynamic import() of the browser build in its helper, `__vitePreload(() => import(x), deps)`,
// which adds <link rel=modulepreload> tags for the chunks the imported one needs (and stylesheet links for its
// styles, waiting for them), so they load beside it rather than one after the other. Here almost every deps list is
// empty: what this site imports on demand (the string catalogs, the Decktet's names, the computer players' fallback)
// needs nothing the page has not loaded; only the bid advisor's fallback for a browser without workers lists
// chunks. Vite's helper is 1.4 kB (0.7 kB gzipped) in the chunk every island page loads. This one preloads the
// chunks listed, once each, and loads; the build fails if a dynamic import ever needs a stylesheet, which it does
// not handle.
const HELPER = '\0vite/preload-helper.js';

/** The helper's code for a site served under `base`. @param {string} base */
export const helperCode = (base) =>
  `const seen = new Set();
export const __vitePreload = (load, deps) => {
  for (const dep of deps || []) {
    if (seen.has(dep)) continue;
    seen.add(dep);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = ${JSON.stringify(base)} + dep;
    document.head.append(link);
  }
  return load();
};`;

export function plainDynamicImports() {
  let base = '/';
  return {
    name: 'regelwerk:plain-dynamic-imports',
    enforce: 'pre',
    applyToEnvironment: (/** @type {{ name: string }} */ env) => env.name === 'client',
    /** @param {{ base: string }} config */
    configResolved(config) {
      base = config.base;
    },
    /** @param {string} id */
    resolveId(id) {
      return id === HELPER ? id : null;
    },
    /** @param {string} id */
    load(id) {
      return id === HELPER ? helperCode(base) : null;
    },
    /**
     * After Vite has written each chunk's lists, as `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=[…])))=>…`.
     * @param {unknown} _ @param {Record<string, { type: string, code?: string, fileName: string }>} bundle
     */
    writeBundle(_, bundle) {
      for (const chunk of Object.values(bundle)) {
        const lists = chunk.type === 'chunk' ? (chunk.code?.match(/m\.f=\[[^\]]*\]/g) ?? []) : [];
        if (lists.some((l) => l.includes('.css"'))) this.error(`${chunk.fileName}: a dynamic import that needs a stylesheet, which src/lib/plain-imports.mjs does not load`);
      }
    },
  };
}
