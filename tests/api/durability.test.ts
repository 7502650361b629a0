/**
 * Durability: start the real server process, acknowledge writes, kill it with SIGKILL, start it
 * again on the same data, and find every acknowledged write.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { call } from '../helpers/http.ts';
import { phoneNumber, taxId } from '../helpers/flows.ts';

const root = new URL('../../', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'assoc-durable-'));
let dbUrl: string | undefined;
let child: ChildProcess | undefined;

async function boot(): Promise<string> {
  child = spawn(process.execPath, ['src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      DATA_DIR: dataDir,
      SITE_BUILD: 'false',
      CAPTCHA_ENABLED: 'false',
      DATABASE_URL: dbUrl ?? '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 60_000);
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      const m = out.match(/listening on (http:\/\/[^\s]+)/);
      if (m) {
        clearTimeout(timer);
        resolve(`${m[1]}/prod-api`);
      }
    };
    child!.stdout!.on('data', read);
    child!.stderr!.on('data', read);
    child!.on('exit', (code) => reject(new Error(`server exited ${code}:\n${out}`)));
  });
}

function kill9(): Promise<void> {
  return new Promise((resolve) => {
    child!.removeAllListeners('exit');
    child!.on('exit', () => resolve());
    child!.kill('SIGKILL');
  });
}

afterAll(async () => {
  if (child && child.exitCode === null) await kill9();
  if (dbUrl) {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${new URL(dbUrl).pathname.slice(1)} with (force)`);
    await admin.end();
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('acknowledged writes survive SIGKILL', () => {
  it('every registration and password change answered 200 is there after a hard kill', async () => {
    if (process.env.TEST_DB === 'postgres') {
      const name = `t_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(process.env.DATABASE_URL!);
      url.pathname = `/${name}`;
      dbUrl = url.toString();
    }
    let base = await boot();
    const units: { unitName: string; password: string }[] = [];
    for (let i = 0; i < 6; i++) {
      const phone = phoneNumber();
      expect(
        (await call(base, 'POST', '/sms/code', { body: { phone, purpose: 'register' } })).body.code,
      ).toBe(200);
      const lines = readFileSync(join(dataDir, 'outbox', 'sms.jsonl'), 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l));
      const code = lines.filter((m) => m.phone === phone).at(-1).code;
      const form = {
        unitName: `持久化测试${i}有限公司`,
        taxId: taxId(),
        contactPerson: '赵',
        email: 'z@e.cn',
        phone,
        password: `Durable${i}x`,
        confirmPassword: `Durable${i}x`,
        smsCode: code,
      };
      const r = await call(base, 'POST', '/register', { body: form });
      expect(r.body.code, r.body.msg).toBe(200);
      units.push({ unitName: form.unitName, password: form.password });
    }
    // The last acknowledged write right before the kill: a password change.
    const token = (
      await call<{ token: string }>(base, 'POST', '/login', {
        body: { username: units[0]!.unitName, password: units[0]!.password },
      })
    ).body.token;
    const change = await call(base, 'PUT', '/system/user/profile/updatePwd', {
      token,
      body: {
        oldPassword: units[0]!.password,
        password: 'Changed99',
        confirmPassword: 'Changed99',
      },
    });
    expect(change.body.code).toBe(200);
    units[0]!.password = 'Changed99';
    const demoBefore = readFileSync(join(dataDir, 'demo-accounts.json'), 'utf8');

    await kill9();
    base = await boot();

    for (const u of units) {
      const r = await call<{ token: string }>(base, 'POST', '/login', {
        body: { username: u.unitName, password: u.password },
      });
      expect(r.body.code, `${u.unitName}: ${r.body.msg}`).toBe(200);
      const info = await call<{ user: { userName: string; auditStatus: string } }>(
        base,
        'GET',
        '/getInfo',
        { token: r.body.token },
      );
      expect(info.body.user).toMatchObject({ userName: u.unitName, auditStatus: '0' });
    }
    // The restart did not seed again: the demo passwords are the ones printed the first time.
    expect(readFileSync(join(dataDir, 'demo-accounts.json'), 'utf8')).toBe(demoBefore);
  }, 180_000);
});
