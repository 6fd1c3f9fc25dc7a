// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import { remarkHeadingIds } from './src/lib/remark-heading-ids.mjs';
import { rehypeRowHeaders } from './src/lib/rehype-row-headers.mjs';
import { notationGrammar } from './src/lib/notation-grammar.mjs';

// OUT_DIR lets parallel builds (e.g. two developers' test runs) use separate folders.
const outDir = process.env.REGELWERK_OUT_DIR ?? './dist';
// A separate cache per output folder, so parallel builds never share Astro's data store.
const cacheDir = process.env.REGELWERK_OUT_DIR ? `./node_modules/.astro-${outDir.replace(/[^a-z0-9-]/gi, '_')}` : './node_modules/.astro';

// Browser build only: the code every island shares (Preact and Astro's island renderer, the card
// faces, the shared island parts, the engine's core and card modules, the common UI strings) in one
// chunk instead of a dozen small ones, so an island that comes into view loads in fewer round trips.
const SHARED = /node_modules[\\/](preact|@astrojs[\\/]preact)[\\/]|src[\\/](islands[\\/]shared|components[\\/]cards|engine[\\/](core|cards)|i18n[\\/](ui|cards|islands))[\\/.]/;
const sharedChunk = {
  name: 'regelwerk-shared-chunk',
  configEnvironment(name) {
    if (name !== 'client') return;
    return { build: { rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'shared', test: SHARED }] } } } } };
  },
};

export default defineConfig({
  site: 'https://regelwerk.example.org',
  outDir,
  cacheDir,
  trailingSlash: 'always',
  integrations: [mdx(), preact()],
  i18n: {
    locales: ['de', 'en'],
    defaultLocale: 'de',
    routing: { prefixDefaultLocale: true },
  },
  markdown: {
    remarkPlugins: [remarkHeadingIds],
    rehypePlugins: [rehypeRowHeaders],
    shikiConfig: {
      themes: { light: 'github-light', dark: 'github-dark' },
      langs: [notationGrammar],
    },
  },
  build: { format: 'directory' },
  vite: { plugins: [sharedChunk] },
  devToolbar: { enabled: false },
});
