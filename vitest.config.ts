import { defineConfig } from 'vitest/config';
import { catalogCore } from './src/lib/catalog-core.mjs';

export default defineConfig({
  // a lesson's game catalog cut to its core, as in the site's build (astro.config.mjs)
  plugins: [catalogCore()],
  test: {
    include: ['tests/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    // Property tests run thousands of cases; on a shared 2-core machine 5 s is too tight.
    testTimeout: 30_000,
  },
});
