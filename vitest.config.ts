import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const pg = process.env.DATABASE_URL;

const API_TESTS = [
  'src/{server,features/*/server}/**/*.test.ts',
  'tests/{api,security}/**/*.test.ts',
];
/**
 * Tests whose subject is the site builder's output, not the database: that a partial build
 * writes the bytes of a full one, that a killed build leaves the last one live, that a first
 * start's full build prints no warning. Each makes full builds of the site (up to two minutes of
 * the run apiece); on PostgreSQL they would check the same bytes again. Every other API test runs
 * on both databases.
 */
const BUILDER_ONLY = [
  'src/server/site/partial-build.test.ts',
  'tests/api/build-crash.test.ts',
  'tests/api/start-output.test.ts',
];

/**
 * Tests that never reach PostgreSQL: pure server modules, the embedded database's own parts, and
 * the captcha's readers (200 pictures read, whatever the database). On PostgreSQL they would run
 * the same code a second time.
 */
const NO_DATABASE = [
  'src/server/{auth/captcha,db/embedded,export}/*.test.ts',
  'src/server/mail/driver.test.ts',
  'src/server/db/{days,qualified}.test.ts',
  'src/server/http/{failure-log,middleware}.test.ts',
  'src/server/site/{shell-splice,builder-queue}.test.ts',
  'src/features/erasure/server/erasure.plan.test.ts',
  // Runs the command against an embedded database of its own making, whatever the project.
  'src/features/seed/server/first-admin.test.ts',
  'src/features/import/server/{bcrypt,dump-source}.test.ts',
  'src/features/reports/server/edit-checks.test.ts',
  'src/features/search/server/tokens.test.ts',
  'src/features/statistics/server/{disclosure,disclosure.property,industry}.test.ts',
];

/** One database seeded per run, which each test server starts from as a copy. */
const TEMPLATE = 'tests/helpers/database-template.ts';
/**
 * API files share their worker's modules rather than import the whole server again each (0.68×
 * the wall time, 0.66× the CPU on the embedded database). What a server keeps is its own: its
 * database, its caches (kept per database handle), its data folder; nothing module-wide may
 * hold one test server's state.
 */
const API = { testTimeout: 30_000, hookTimeout: 60_000, isolate: false, globalSetup: TEMPLATE };

// unit: pure modules; api: the real server over real HTTP on an embedded database in a temporary
// folder, and again on PostgreSQL when DATABASE_URL is set (.ci/run starts one).
export default defineConfig({
  test: {
    // Two files at a time even on two cores (one is the default there): an API file mostly waits
    // on its database, its timers and its child processes. The whole run took 10.6 min so,
    // against 16 min one at a time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'src/{shared,client,i18n,ui,islands}/**/*.test.{ts,tsx}',
            'src/features/*/{browser,contract}/**/*.test.{ts,tsx}',
            'tests/unit/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: API_TESTS,
          ...API,
          env: { TEST_DB: 'pglite' },
        },
      },
      ...(pg
        ? [
            {
              test: {
                name: 'api-postgres',
                include: API_TESTS,
                exclude: [...BUILDER_ONLY, ...NO_DATABASE],
                ...API,
                env: { TEST_DB: 'postgres' },
                // A query sent on a connection busy with another fails the file (pg 9 refuses it).
                setupFiles: [new URL('./tests/helpers/pg-busy-guard.ts', import.meta.url).pathname],
              },
            },
          ]
        : []),
    ],
  },
});
