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
  devToolbar: { enabled: false },
});
