// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import { remarkHeadingIds } from './src/lib/remark-heading-ids.mjs';
import { notationGrammar } from './src/lib/notation-grammar.mjs';
import { siteFromEnv } from './src/lib/site.mjs';

// OUT_DIR lets parallel builds (e.g. two developers' test runs) use separate folders.
const outDir = process.env.REGELWERK_OUT_DIR ?? './dist';
// A separate cache per output folder, so parallel builds never share Astro's data store.
const cacheDir = process.env.REGELWERK_OUT_DIR ? `./node_modules/.astro-${outDir.replace(/[^a-z0-9-]/gi, '_')}` : './node_modules/.astro';

export default defineConfig({
  // The public origin, for canonical and hreflang links, the sitemap and robots.txt:
  // REGELWERK_SITE=https://rules.example.com npm run build (default: the placeholder
  // https://regelwerk.example.org; see src/lib/site.mjs and "Deploying" in the README).
  site: siteFromEnv(process.env.REGELWERK_SITE),
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
    shikiConfig: {
      themes: { light: 'github-light', dark: 'github-dark' },
      langs: [notationGrammar],
    },
  },
  build: { format: 'directory' },
  devToolbar: { enabled: false },
});
