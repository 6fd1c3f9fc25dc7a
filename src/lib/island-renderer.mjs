// The browser build's Preact renderer for islands is this site's (src/lib/island-renderer.ts), not
// @astrojs/preact's client: 0.3 kB gzipped less on every page with islands. The server renderer stays Astro's.
import { fileURLToPath } from 'node:url';

const ASTROS = '@astrojs/preact/client.js';
const OURS = fileURLToPath(new URL('./island-renderer.ts', import.meta.url));

export function islandRenderer() {
  return {
    name: 'regelwerk:island-renderer',
    enforce: 'pre',
    applyToEnvironment: (/** @type {{ name: string }} */ env) => env.name === 'client',
    /** @param {string} id */
    resolveId(id) {
      return id === ASTROS ? OURS : null;
    },
  };
}
