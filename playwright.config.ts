import { defineConfig } from '@playwright/test';
import { E2E_NGINX_PORT, E2E_PORT } from './tests/e2e/env.ts';

// Real browser (Debian's Chromium), real server, real database: `npm start` on a fresh data folder.
export default defineConfig({
  testDir: 'tests/e2e',
  // Its own folder: Playwright empties it at start, and the unit/API report sits beside it.
  outputDir: 'test-results/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Two at once: the pages' sweep (every-page.spec.ts) in one worker, the flows in the other.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // The sweep's sessions, made once the server is up.
  globalSetup: './tests/e2e/global-setup.ts',
  projects: [
    {
      // Reads every page and changes nothing: it runs beside the flows, in sessions of its own.
      name: 'pages',
      testMatch: 'every-page.spec.ts',
      workers: 1,
      // A failure names the page and what is wrong with it; a trace of a hundred loads adds
      // nothing to that, and recording one costs the sweep a good part of its time.
      use: { trace: 'off' },
    },
    {
      // The flows share the demo accounts and the content they edit: one at a time.
      name: 'flows',
      testIgnore: 'every-page.spec.ts',
      workers: 1,
    },
  ],
  webServer: [
    {
      command: 'node tests/e2e/serve.ts',
      // Ready once the pages are built from these sources: a stale build would test old pages.
      url: `http://127.0.0.1:${E2E_PORT}/readyz`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { E2E: '1' },
    },
    {
      // nginx in front of the same server (nginx.spec.ts); ready when it reaches a ready server.
      command: 'node tests/e2e/nginx.ts',
      url: `http://127.0.0.1:${E2E_NGINX_PORT}/readyz`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
