/**
 * Starts the real server (real HTTP, real database) for a test file: PGlite in a temporary folder,
 * or a fresh database on the PostgreSQL of DATABASE_URL when TEST_DB=postgres. The captcha is the
 * real PNG maker; the helper only remembers the last answer so a test can type it.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshPostgres, startFromTemplate } from './databases.ts';
import { startServer, type Running } from '#server/server.ts';
import { pngCaptchaMaker } from '#server/auth/captcha/maker.ts';
import type { SiteChange } from '#server/site/content-version.ts';

export interface TestServer extends Running {
  base: string;
  /** Answer of the captcha issued last. */
  lastCaptcha(): string;
  /** Moves the server's clock forward. */
  advance(ms: number): void;
  /**
   * Stops the server's clock where it is (advance still moves it): a test that reads a wait to
   * the second must not lose one to a loaded machine between two requests.
   */
  holdClock(): void;
  /**
   * Site changes the server announced, oldest first. Each is answered its place here (1, 2, …)
   * as the id of the build it was queued as.
   */
  changes: SiteChange[];
  /** The server's last log lines (at most 500), oldest first. */
  logs: string[];
  /** Phone codes written to the outbox, newest last. */
  outbox(): { phone: string; code: string; purpose: string; at: string }[];
  stop(): Promise<void>;
}

/** Settings that change what a new database is seeded with: a server given one seeds its own. */
const SEED_SETTINGS = ['DEMO_STATISTICS', 'SEED_DEMO', 'DATABASE_URL'];

export async function startTestServer(
  env: Record<string, string> = {},
  dataDir?: string,
  opts: { fromTemplate?: boolean } = {},
): Promise<TestServer> {
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'assoc-test-'));
  const mayCopy = opts.fromTemplate !== false && !SEED_SETTINGS.some((k) => k in env);
  const template = mayCopy ? startFromTemplate(dir) : undefined;
  const db =
    process.env.TEST_DB === 'postgres' && !env.DATABASE_URL
      ? await freshPostgres(template?.postgresDatabase)
      : undefined;
  let captcha = '';
  let offset = 0;
  let heldAt: number | undefined;
  const changes: SiteChange[] = [];
  const logs: string[] = [];
  const running = await startServer({
    env: {
      NODE_ENV: 'test',
      PORT: '0',
      DATA_DIR: dir,
      SITE_BUILD: 'false',
      // Jobs run when a test calls runDueJobs(), after moving the clock, never behind its back.
      JOBS: 'false',
      CAPTCHA_ENABLED: 'true',
      DEMO_STATISTICS: 'false',
      // Tests call from one address far faster than any visitor; the budget has its own test.
      PUBLIC_READS_PER_MINUTE: '100000000',
      ...(db ? { DATABASE_URL: db.url } : {}),
      ...env,
    },
    overrides: {
      captcha: {
        create: async () => {
          const c = await pngCaptchaMaker.create();
          captcha = c.text;
          return c;
        },
      },
      now: () => (heldAt ?? Date.now()) + offset,
      onContentChanged: async (change) => changes.push(change),
    },
    log: (line) => {
      if (logs.push(line) > 500) logs.shift();
    },
  });
  const outboxFile = join(dir, 'outbox', 'sms.jsonl');
  return {
    ...running,
    base: `${running.url}/prod-api`,
    lastCaptcha: () => captcha,
    changes,
    logs,
    advance: (ms) => {
      offset += ms;
    },
    holdClock: () => {
      heldAt = Date.now();
    },
    outbox: () =>
      existsSync(outboxFile)
        ? readFileSync(outboxFile, 'utf8')
            .trim()
            .split('\n')
            .map((l) => JSON.parse(l))
        : [],
    async stop() {
      await running.close();
      await db?.drop();
      if (!dataDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The time-out of a test that starts servers, builds pages or walks every route: generous, since
 * on a loaded two-core machine such work takes minutes; the time itself is measured in bench/.
 */
export const LONG = 120_000;
