import { defineConfig, devices } from '@playwright/test';
import { BROWSER_ARGS, findBrowser } from './scripts/find-browser.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4329);
const outDir = process.env.REGELWERK_OUT_DIR ?? 'dist';

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Per output folder, so parallel runs do not wipe each other's artifacts.
  outputDir: process.env.REGELWERK_OUT_DIR ? `test-results-${outDir.replace(/[^a-z0-9-]/gi, '_')}` : 'test-results',
  // 60 s, not Playwright's 30: on 3 December, CI on this kind of machine (load 8-11 with two workers) took a
  // whole worked-example walk 16 s and a whole-hand test 16 s, half of 30 s. A test that hangs costs 30 s more.
  timeout: 60_000,
  reporter: [['list']],
  use: { baseURL: `http://127.0.0.1:${PORT}`, trace: 'off' },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: findBrowser() ?? undefined,
          args: BROWSER_ARGS,
        },
      },
    },
  ],
  webServer: {
    // Serves the built site (npm test builds it first) with a tiny static server
    // that, like a static host, answers unknown paths with 404.html.
    command: `node scripts/serve.mjs ${outDir} ${PORT}`,
    url: `http://127.0.0.1:${PORT}/de/`,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
