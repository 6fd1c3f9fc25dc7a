// @ts-check
/**
 * `npm run dev`: the string catalogs' dynamic imports without their JSON import attribute.
 *
 * The catalogs are imported as `import('./de/romme.json', { with: { type: 'json' } })` (src/i18n/*.ts): the
 * attribute lets Node's own loader read them where Playwright's test runner imports those modules. The site's build
 * bundles the JSON and drops the attribute, but Vite's dev server keeps it on a dynamic import while it serves the
 * JSON as a JavaScript module, so Chromium refused every catalog ("Expected a JSON module script but the server
 * responded with a MIME type of text/javascript") and no island hydrated in dev. Vite strips the attribute from static
 * imports only (vitejs/vite#19095); this does the same for the dynamic ones, in the dev server only.
 */

const DYNAMIC_JSON = /import\(\s*(['"`][^'"`]+\.json(?:\?\w+)?['"`])\s*,\s*\{\s*with\s*:\s*\{\s*type\s*:\s*['"]json['"]\s*\}\s*\}\s*\)/g;

/** @returns {import('vite').Plugin} */
export function devJsonImports() {
  return {
    name: 'regelwerk-dev-json-imports',
    apply: 'serve',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.[cm]?[jt]sx?(\?|$)/.test(id) || !/type\s*:\s*['"]json/.test(code)) return null;
      const out = code.replace(DYNAMIC_JSON, 'import($1)');
      return out === code ? null : { code: out, map: null };
    },
  };
}
