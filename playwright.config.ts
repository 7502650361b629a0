import { defineConfig, type Project } from '@playwright/test';
import { E2E_NGINX_PORT, E2E_PORT, E2E_SERVERS, originOf } from './tests/e2e/env.ts';

/**
 * The flows that run against the second server (tests/e2e/env.ts), beside the rest on the first:
 * about half of the flows' time, by the last run's figures. Any flow may move; nginx.spec.ts stays
 * on the first, which nginx stands in front of.
 */
const SECOND_SERVER_FLOWS = [
  'console-site.spec.ts',
  'center.spec.ts',
  'console-content.spec.ts',
  'console-review.spec.ts',
  'governance.spec.ts',
  'fees.spec.ts',
  'console-notices.spec.ts',
  'console-staff.spec.ts',
  'console-members.spec.ts',
  'statistics-publish.spec.ts',
  'surveys.spec.ts',
  // It publishes a new privacy notice, which every member must agree to again: away from the
  // sweep, whose shared sessions would be sent to agree mid-page.
  'privacy.spec.ts',
];
const second = E2E_SERVERS[1];
/** The sweep reads and changes nothing: its pages may be read two at a time. */
const SWEEP_WORKERS = 2;
/** The flows share each server's demo accounts and the content they edit: one at a time per server. */
const flowProjects: Project[] = second
  ? [
      { name: 'flows', testIgnore: ['every-page.spec.ts', ...SECOND_SERVER_FLOWS], workers: 1 },
      {
        name: 'flows-2',
        testMatch: SECOND_SERVER_FLOWS,
        workers: 1,
        use: { baseURL: originOf(second) },
      },
    ]
  : [{ name: 'flows', testIgnore: 'every-page.spec.ts', workers: 1 }];

// Real browser (Debian's Chromium), real server, real database: `npm start` on a fresh data folder.
export default defineConfig({
  testDir: 'tests/e2e',
  // Its own folder: Playwright empties it at start, and the unit/API report sits beside it.
  outputDir: 'test-results/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // The pages' sweep (every-page.spec.ts) in two workers, the flows in one per server. The browser
  // step kept the two processors a third busy with one worker each (CPU time over wall time).
  workers: SWEEP_WORKERS + flowProjects.length,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    // Recording a trace of every flow (a picture at each step) cost the browser step a good part
    // of its processors, to keep one only when a test failed. CI runs a failed test again and
    // records that run; anywhere else, `--trace on` records the one spec you are looking at.
    trace: 'on-first-retry',
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
      workers: SWEEP_WORKERS,
      // A failure names the page and what is wrong with it; a trace of a hundred loads adds
      // nothing to that, and recording one costs the sweep a good part of its time.
      use: { trace: 'off' },
    },
    ...flowProjects,
  ],
  webServer: [
    {
      command: 'node tests/e2e/serve.ts',
      // Ready once the pages are built from these sources: a stale build would test old pages.
      // It starts the second server too; the global set-up waits for that one.
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
