/**
 * The real server as its own process (`npm start`'s entry), on a data folder and, when the suite
 * runs on PostgreSQL, a database of its own, so a test can SIGKILL it and start it again. Both
 * start as a copy of the run's seeded template unless the test is about a first start.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { api } from './api.ts';
import { freshPostgres, startFromTemplate } from './databases.ts';
import { BUSY_MARK } from './pg-busy.ts';

const root = new URL('../../', import.meta.url).pathname;
/**
 * On PostgreSQL each server process prints every query it sends on a connection busy with another
 * (pg-busy.ts); disposing of the process fails the test if it printed one.
 */
const watchBusy =
  process.env.TEST_DB === 'postgres'
    ? `--import="${new URL('./pg-busy-print.ts', import.meta.url).pathname}"`
    : '';

export interface ServerProcess {
  dataDir: string;
  /** Its own database on the suite's PostgreSQL, or undefined on the embedded one. */
  databaseUrl: string | undefined;
  /** Starts the server and resolves with its API base once it listens. */
  boot(env?: Record<string, string>): Promise<string>;
  /** Resolves when the process prints this line; fails after `ms` (30 s) without it. */
  printed(text: string, ms?: number): Promise<void>;
  /** Everything the process printed since its last boot. */
  output(): string;
  /** Sends a signal and resolves with the exit code once the process has ended. */
  signal(name: NodeJS.Signals): Promise<number | null>;
  kill9(): Promise<void>;
  /**
   * Another process of the same install: the same data folder and database, as a second API
   * process on one machine is. Disposing of it only stops it. With `ownFolder`, a process on
   * another machine: the same database, a data folder of its own (removed on disposal).
   */
  sibling(ownFolder?: 'ownFolder'): ServerProcess;
  dispose(): Promise<void>;
}

/**
 * @param opts.fresh an empty folder and database, for tests of what a first start does (it
 *   migrates and seeds); otherwise the run's seeded template, as a server that ran before.
 */
export async function serverProcess(
  prefix: string,
  opts: { fresh?: boolean } = {},
): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const template = opts.fresh ? undefined : startFromTemplate(dataDir);
  const onPostgres = process.env.TEST_DB === 'postgres' && process.env.DATABASE_URL;
  const db = onPostgres ? await freshPostgres(template?.postgresDatabase) : undefined;
  return processOn(dataDir, db?.url, async () => {
    await db?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
}

function processOn(
  dataDir: string,
  dbUrl: string | undefined,
  cleanUp: () => Promise<void>,
): ServerProcess {
  let child: ChildProcess | undefined;
  let out = '';
  /** What the boots before the last printed of busy connections (`out` holds the last boot's). */
  const busyBefore: string[] = [];
  const busy = () => [...busyBefore, ...out.split(BUSY_MARK).slice(1)];
  const kill9 = () =>
    new Promise<void>((resolve) => {
      if (!child || ended(child)) return resolve();
      child.removeAllListeners('exit');
      child.on('exit', () => resolve());
      child.kill('SIGKILL');
    });
  return {
    dataDir,
    databaseUrl: dbUrl,
    boot(env = {}) {
      busyBefore.push(...out.split(BUSY_MARK).slice(1));
      out = '';
      child = spawn(process.execPath, ['src/server/main.ts'], {
        cwd: root,
        env: {
          ...process.env,
          NODE_ENV: 'test',
          PORT: '0',
          DATA_DIR: dataDir,
          SITE_BUILD: 'false',
          CAPTCHA_ENABLED: 'false',
          PUBLIC_READS_PER_MINUTE: '100000000',
          DATABASE_URL: dbUrl ?? '',
          NODE_OPTIONS: [process.env.NODE_OPTIONS, watchBusy].filter(Boolean).join(' '),
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const started = child;
      return new Promise((resolve, reject) => {
        // A generous cap, not a wait: a busy machine took over a minute to migrate and seed.
        const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 180_000);
        const read = (chunk: Buffer) => {
          out += chunk.toString();
          const m = out.match(/listening on (http:\/\/[^\s]+)/);
          if (m) {
            clearTimeout(timer);
            resolve(`${m[1]}/prod-api`);
          }
        };
        started.stdout?.on('data', read);
        started.stderr?.on('data', read);
        started.on('exit', (code) => reject(new Error(`server exited ${code}:\n${out}`)));
      });
    },
    async printed(text, ms = 30_000) {
      const end = Date.now() + ms;
      while (!out.includes(text) && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
      if (!out.includes(text)) throw new Error(`the server never printed "${text}":\n${out}`);
    },
    output: () => out,
    signal(name) {
      return new Promise((resolve) => {
        if (!child || ended(child)) return resolve(child?.exitCode ?? null);
        child.removeAllListeners('exit');
        child.on('exit', (code) => resolve(code));
        child.kill(name);
      });
    },
    kill9,
    sibling: (ownFolder) => {
      if (!ownFolder) return processOn(dataDir, dbUrl, async () => undefined);
      const other = mkdtempSync(join(tmpdir(), 'assoc-machine-'));
      return processOn(other, dbUrl, async () => rmSync(other, { recursive: true, force: true }));
    },
    async dispose() {
      await kill9();
      await cleanUp();
      expect(busy(), 'queries sent on a PostgreSQL connection busy with another').toEqual([]);
    },
  };
}

export async function signIn(base: string, username: string, password: string): Promise<string> {
  const r = await api(base).POST('/login', { body: { username, password } });
  expect(r.body.code, r.body.msg).toBe(200);
  return r.body.token;
}

/** A demo account of the process's own data folder. */
export function demoAccount(
  p: ServerProcess,
  role: string,
): { username: string; password: string } {
  const accounts = JSON.parse(readFileSync(join(p.dataDir, 'demo-accounts.json'), 'utf8')) as {
    role: string;
    username: string;
    password: string;
  }[];
  const a = accounts.find((x) => x.role === role);
  return { username: a?.username ?? '', password: a?.password ?? '' };
}

export async function demoSignIn(p: ServerProcess, base: string, role: string): Promise<string> {
  const a = demoAccount(p, role);
  return signIn(base, a.username, a.password);
}

/** A process that exited, or was killed by a signal (then its exit code stays null). */
const ended = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;
