import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    // Property tests run thousands of cases; on a shared 2-core machine 5 s is too tight.
    testTimeout: 30_000,
  },
});
