/**
 * The real server as its own process (`npm start`'s entry), on a data folder and, when the suite
 * runs on PostgreSQL, a database of its own, so a test can SIGKILL it and start it again.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { expect } from 'vitest';
import { call } from './http.ts';

const root = new URL('../../', import.meta.url).pathname;

export interface ServerProcess {
  dataDir: string;
  /** Starts the server and resolves with its API base once it listens. */
  boot(env?: Record<string, string>): Promise<string>;
  /** Resolves when the process prints this line. */
  printed(text: string): Promise<void>;
  kill9(): Promise<void>;
  dispose(): Promise<void>;
}

async function freshDatabase(): Promise<string | undefined> {
  if (process.env.TEST_DB !== 'postgres' || !process.env.DATABASE_URL) return undefined;
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function serverProcess(prefix: string): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const dbUrl = await freshDatabase();
  let child: ChildProcess | undefined;
  let out = '';
  const kill9 = () =>
    new Promise<void>((resolve) => {
      if (!child || child.exitCode !== null) return resolve();
      child.removeAllListeners('exit');
      child.on('exit', () => resolve());
      child.kill('SIGKILL');
    });
  return {
    dataDir,
    boot(env = {}) {
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
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const started = child;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 60_000);
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
    async printed(text) {
      for (let i = 0; i < 600 && !out.includes(text); i++)
        await new Promise((r) => setTimeout(r, 50));
      if (!out.includes(text)) throw new Error(`the server never printed "${text}":\n${out}`);
    },
    kill9,
    async dispose() {
      await kill9();
      if (dbUrl) {
        const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await admin.connect();
        await admin.query(
          `drop database if exists ${new URL(dbUrl).pathname.slice(1)} with (force)`,
        );
        await admin.end();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function signIn(base: string, username: string, password: string): Promise<string> {
  const r = await call<{ token: string }>(base, 'POST', '/login', { body: { username, password } });
  expect(r.body.code, r.body.msg).toBe(200);
  return r.body.token;
}

/** A demo account of the process's own data folder. */
export async function demoSignIn(p: ServerProcess, base: string, role: string): Promise<string> {
  const accounts = JSON.parse(readFileSync(join(p.dataDir, 'demo-accounts.json'), 'utf8')) as {
    role: string;
    username: string;
    password: string;
  }[];
  const a = accounts.find((x) => x.role === role);
  return signIn(base, a?.username ?? '', a?.password ?? '');
}
