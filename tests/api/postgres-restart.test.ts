/**
 * PostgreSQL restarted while members call: every call is answered (200, or 503 with a message in
 * the caller's language and Retry-After while the database is away), none hangs, and once it is
 * back the same process answers 200 again: no restart of the product, sessions kept. The test
 * runs a PostgreSQL of its own (initdb as the postgres user), so stopping it disturbs no other
 * test; it needs root and Debian's PostgreSQL 15 server binaries.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { demoSignIn, serverProcess, type ServerProcess } from '#tests/helpers/process.ts';

const BIN = '/usr/lib/postgresql/15/bin';
const canRun =
  process.env.TEST_DB === 'postgres' && process.getuid?.() === 0 && existsSync(`${BIN}/initdb`);

const dir = mkdtempSync(join(tmpdir(), 'assoc-pg-restart-'));
const port = 20_000 + Math.floor(Math.random() * 20_000);
/** pg_ctl as the postgres user, on the test's own cluster. */
const pgctl = (...args: string[]) =>
  execFileSync(
    'runuser',
    ['-u', 'postgres', '--', `${BIN}/pg_ctl`, '-D', join(dir, 'data'), ...args],
    {
      stdio: 'ignore',
    },
  );

let product: ServerProcess | undefined;
afterAll(async () => {
  try {
    await product?.dispose();
    if (canRun && existsSync(join(dir, 'data', 'postmaster.pid'))) pgctl('-m', 'immediate', 'stop');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

interface Answer {
  /** When the call began, and when its answer was read, in ms since the callers started. */
  at: number;
  end: number;
  status: number;
  ms: number;
  msg: string;
  retryAfter: string | null;
}

describe.skipIf(!canRun)('PostgreSQL restarted under load', () => {
  it('answers every call, cleanly, and recovers without a restart', async () => {
    chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), 0);
    execFileSync(
      'runuser',
      [
        '-u',
        'postgres',
        '--',
        `${BIN}/initdb`,
        '-D',
        join(dir, 'data'),
        '-U',
        'assoc',
        '-A',
        'trust',
        '--no-sync',
      ],
      { stdio: 'ignore' },
    );
    // Its own socket in its own folder, no TCP port: nothing else on the machine can clash.
    const options = `-p ${port} -k ${dir} -c listen_addresses='' -c fsync=off`;
    pgctl('-o', options, '-w', 'start');
    const admin = new pg.Client({ host: dir, port, user: 'assoc', database: 'postgres' });
    await admin.connect();
    await admin.query('create database product');
    await admin.end();

    product = await serverProcess('assoc-pg-restart-data-', { fresh: true });
    const base = await product.boot({
      DATABASE_URL: `postgres://assoc@localhost:${port}/product?host=${encodeURIComponent(dir)}`,
    });
    const token = await demoSignIn(product, base, 'member');
    const started = Date.now();
    const answers: Answer[] = [];
    let running = true;
    // Four members calling without pause; each call is a session check and a read.
    const caller = async () => {
      while (running) {
        const t0 = Date.now();
        try {
          const res = await fetch(`${base}/getInfo`, {
            headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
            signal: AbortSignal.timeout(15_000),
          });
          const body = (await res.json()) as { msg?: string };
          answers.push({
            at: t0 - started,
            end: Date.now() - started,
            status: res.status,
            ms: Date.now() - t0,
            msg: body.msg ?? '',
            retryAfter: res.headers.get('retry-after'),
          });
        } catch (err) {
          answers.push({
            at: t0 - started,
            end: Date.now() - started,
            status: 0,
            ms: Date.now() - t0,
            msg: String(err),
            retryAfter: null,
          });
        }
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    const callers = Array.from({ length: 4 }, caller);
    let stoppedAt = 0;
    let restartAt = 0;
    let backAt = 0;
    let readyWhileAway = 0;
    try {
      await new Promise((r) => setTimeout(r, 1000));
      pgctl('-m', 'fast', '-w', 'stop');
      stoppedAt = Date.now() - started;
      await new Promise((r) => setTimeout(r, 3000));
      readyWhileAway = (await fetch(`${base.replace('/prod-api', '')}/readyz`)).status;
      restartAt = Date.now() - started;
      pgctl('-o', options, '-w', 'start');
      backAt = Date.now() - started;
      await new Promise((r) => setTimeout(r, 4000));
    } finally {
      running = false;
      await Promise.all(callers);
    }
    expect(readyWhileAway).toBe(503);

    // The outage as this process saw it: calls begun after pg_ctl said the database had stopped
    // and answered before it was asked to start again. Not "begun before the start": pg_ctl holds
    // this process while the server, a process of its own, goes on, so a call begun just before
    // may reach the server only once the database is back, and rightly be answered 200. Such a
    // call counts in neither window; like every call, it must be answered 200 or 503.
    const during = answers.filter((a) => a.at > stoppedAt && a.end < restartAt);
    const across = answers.filter((a) => a.at < restartAt && a.end >= restartAt);
    const after = answers.filter((a) => a.at > backAt + 2000);
    const statuses = [...new Set(answers.map((a) => a.status))].sort();
    console.log(
      `database restart: ${answers.length} calls, statuses ${statuses.join('/')}, ` +
        `${during.length} while it was away (longest ${Math.max(...during.map((a) => a.ms))} ms), ` +
        `${across.length} across the start (statuses ${across.map((a) => a.status).join('/')}), ` +
        `${after.length} after`,
    );
    // Every call had an answer, and only these.
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    expect(during.length).toBeGreaterThan(0);
    for (const a of during) {
      expect(a.status).toBe(503);
      expect(a.msg).toMatch(/cannot reach its database.*\(request [0-9a-f-]{36}\)$/);
      expect(a.retryAfter).toBe('5');
      expect(a.ms).toBeLessThan(5000);
    }
    // Back to normal in the same process, with the same session.
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((a) => a.status === 200)).toBe(true);
    expect((await fetch(`${base.replace('/prod-api', '')}/readyz`)).status).toBe(200);
    expect(product.output().match(/listening on/g)).toHaveLength(1);
  }, 120_000);
});
