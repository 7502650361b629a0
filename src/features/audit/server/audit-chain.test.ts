/**
 * The audit trail cannot be rewritten: the database refuses changes and removals, every entry is
 * chained to the one before by a hash, parallel writes keep one unbroken chain, a row changed
 * behind the database's back is named by the console's check and by `npm run audit:verify`, and
 * entries past the retention move to an archive file that verifies too.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { auditLog } from '#server/audit/tables.ts';
import { api } from '#tests/helpers/api.ts';
import { demo, login } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'audit-chain-'));
let s: TestServer;
let admin: string;
let adminAccount: { username: string; password: string };
let demoAuditor: { username: string; password: string };
beforeAll(async () => {
  s = await startTestServer({}, dir);
  adminAccount = demo(s, 'admin');
  demoAuditor = demo(s, 'auditor');
  admin = await login(s, adminAccount.username, adminAccount.password);
});
afterAll(async () => {
  await s?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const hotline = (value: string, token = admin) =>
  api(s.base).PUT('/console/config/{key}', {
    token,
    params: { path: { key: 'site.hotline' } },
    body: { value },
  });
const check = (lang?: 'en') => api(s.base).GET('/console/audit/verify', { token: admin, lang });

/** Changes a row the way an intruder with the database's keys would: the guard switched off. */
async function tamper(id: number, change: ReturnType<typeof sql>) {
  await s.deps.db.execute(sql`alter table audit_log disable trigger audit_log_no_change`);
  try {
    await s.deps.db.execute(sql`update audit_log set ${change} where id = ${id}`);
  } finally {
    await s.deps.db.execute(sql`alter table audit_log enable trigger audit_log_no_change`);
  }
}

describe('the audit chain', () => {
  it('keeps one unbroken chain when staff write in parallel', async () => {
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) => hotline(`010-6439 88${String(i).padStart(2, '0')}`)),
    );
    for (const a of answers) expect(a.status).toBe(200);
    const rows = await s.deps.db.select().from(auditLog).orderBy(asc(auditLog.seq));
    expect(rows.map((r) => r.seq)).toEqual(rows.map((_, i) => i + 1));
    for (const [i, r] of rows.entries())
      expect(r.prevHash).toBe(i === 0 ? '0'.repeat(64) : rows[i - 1]!.hash);
    const r = await check();
    expect(r.body.data).toEqual(expect.objectContaining({ ok: true, checked: rows.length }));
    expect(r.body.msg).toContain(`数据库中 ${rows.length} 条逐条校验无误`);
  });

  it('refuses any change or removal through the database', async () => {
    await hotline('010-6439 8801');
    const [row] = await s.deps.db.select().from(auditLog).limit(1);
    await expect(
      s.deps.db.update(auditLog).set({ actorName: 'nobody' }).where(eq(auditLog.id, row!.id)),
    ).rejects.toThrow();
    await expect(s.deps.db.delete(auditLog).where(eq(auditLog.id, row!.id))).rejects.toThrow();
    expect((await check()).body.data.ok).toBe(true);
    // An erasure at a unit's request may replace names (as erasure.people.ts does): the row is
    // marked, its chain columns cannot move, and the chain still verifies.
    await s.deps.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('audit.erasure', 'on', true)`);
      await tx
        .update(auditLog)
        .set({ actorName: 'erased-1', ip: '' })
        .where(eq(auditLog.id, row!.id));
    });
    await expect(
      s.deps.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('audit.erasure', 'on', true)`);
        await tx
          .update(auditLog)
          .set({ hash: 'f'.repeat(64) })
          .where(eq(auditLog.id, row!.id));
      }),
    ).rejects.toThrow();
    const after = await check();
    expect(after.body.data).toEqual(expect.objectContaining({ ok: true, erased: 1 }));
  });

  it('names the row changed behind its back, in the console and in npm run audit:verify', async () => {
    await hotline('010-6439 8800');
    const rows = await s.deps.db.select().from(auditLog).orderBy(asc(auditLog.seq));
    const victim = rows[5]!;
    await tamper(victim.id, sql`status = 204`);
    const zh = await check();
    expect(zh.body.data.ok).toBe(false);
    expect(zh.body.data.firstBroken).toEqual(
      expect.objectContaining({ seq: victim.seq, id: victim.id, fault: 'changed' }),
    );
    expect(zh.body.msg).toBe(
      `审计日志在第 ${victim.seq} 条（记录编号 ${victim.id}，位于 audit_log）处断开：这条记录的内容被改动过`,
    );
    const en = await check('en');
    expect(en.body.msg).toContain(`breaks at entry ${victim.seq} (row ${victim.id}`);
    // The audit administrator's tool, on the stopped server's data folder.
    if (process.env.TEST_DB !== 'postgres') {
      await s.stop();
      const out = await run('node', ['scripts/audit-verify.ts'], {
        env: { ...process.env, DATA_DIR: dir, NODE_ENV: 'test', DATABASE_URL: '' },
      }).catch((err: { code: number; stdout: string }) => err);
      expect('code' in out ? out.code : 0).toBe(1);
      expect(out.stdout).toContain(`BROKEN at entry #${victim.seq} (row id ${victim.id}`);
      s = await startTestServer({}, dir);
      admin = await login(s, adminAccount.username, adminAccount.password);
    }
    // Put back, the chain holds again; a removed row is named as missing.
    await tamper(victim.id, sql`status = ${victim.status}`);
    expect((await check()).body.data.ok).toBe(true);
    await s.deps.db.execute(sql`alter table audit_log disable trigger audit_log_no_change`);
    await s.deps.db.execute(sql`delete from audit_log where id = ${rows[2]!.id}`);
    await s.deps.db.execute(sql`alter table audit_log enable trigger audit_log_no_change`);
    const gap = await check();
    expect(gap.body.data.firstBroken).toEqual(
      expect.objectContaining({ seq: rows[2]!.seq, fault: 'missing' }),
    );
  });
});

describe('the export', () => {
  it('gives the audit administrator the trail with its chain, and keeps that it was taken', async () => {
    const auditor = await login(s, 'auditor', demoAuditor.password);
    const r = await fetch(`${s.base}/console/audit/export`, {
      headers: { authorization: `Bearer ${auditor}` },
    });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('application/x-ndjson');
    expect(r.headers.get('content-disposition')).toContain('audit-trail-');
    const [header, ...entries] = (await r.text())
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(header).toEqual(expect.objectContaining({ kind: 'audit-export', fromSeq: 1 }));
    expect(entries.length).toBeGreaterThan(20);
    expect(entries[0].prevHash).toBe(header.prevHash);
    // Each entry links to the one before (the test above removed one row: the gap shows too).
    for (let i = 1; i < entries.length; i++)
      if (entries[i].seq === entries[i - 1].seq + 1)
        expect(entries[i].prevHash).toBe(entries[i - 1].hash);
    expect(entries.some((e, i) => i > 0 && e.seq !== entries[i - 1].seq + 1)).toBe(true);
    const trail = await api(s.base).GET('/console/audit', {
      token: auditor,
      params: { query: { route: '/console/audit/export' } },
    });
    expect(trail.body.rows[0]).toEqual(expect.objectContaining({ route: '/console/audit/export' }));
  });
});

describe('retention', () => {
  it('archives entries past the retention to a file that verifies, never deleting silently', async () => {
    const fresh = await startTestServer();
    try {
      const token = await login(
        fresh,
        demo(fresh, 'admin').username,
        demo(fresh, 'admin').password,
      );
      const set = (value: string) =>
        api(fresh.base).PUT('/console/config/{key}', {
          token,
          params: { path: { key: 'sys.audit.retentionDays' } },
          body: { value },
        });
      const short = await set('30');
      expect(short.body.msg).toBe('审计日志保留天数须为 180–3650 的整数');
      expect((await set('180')).status).toBe(200);
      const before = await fresh.deps.db.select().from(auditLog);
      fresh.advance(181 * 86_400_000);
      await fresh.runDueJobs();
      const folder = join(fresh.env.DATA_DIR, 'audit-archive');
      const files = readdirSync(folder);
      expect(files).toHaveLength(1);
      const lines = readFileSync(join(folder, files[0]!), 'utf8').trim().split('\n');
      expect(JSON.parse(lines[0]!)).toEqual(
        expect.objectContaining({ kind: 'audit-archive', fromSeq: 1, prevHash: '0'.repeat(64) }),
      );
      expect(lines.length - 1).toBe(before.length);
      expect(await fresh.deps.db.select().from(auditLog)).toHaveLength(0);
      // New entries continue the chain where the archive ends; the whole verifies.
      const again = await login(
        fresh,
        demo(fresh, 'admin').username,
        demo(fresh, 'admin').password,
      );
      await api(fresh.base).PUT('/console/config/{key}', {
        token: again,
        params: { path: { key: 'site.hotline' } },
        body: { value: '010-1234 5678' },
      });
      const ok = await api(fresh.base).GET('/console/audit/verify', { token: again });
      expect(ok.body.data).toEqual(
        expect.objectContaining({ ok: true, archived: before.length, checked: 1 }),
      );
      // An archive edited afterwards is named, with its file.
      const edited = lines.map((l, i) => (i === 1 ? l.replace(/"status":\d+/, `"status":299`) : l));
      writeFileSync(join(folder, files[0]!), `${edited.join('\n')}\n`);
      const bad = await api(fresh.base).GET('/console/audit/verify', { token: again });
      expect(bad.body.data.firstBroken).toEqual(
        expect.objectContaining({ seq: 1, fault: 'changed', file: files[0] }),
      );
      expect(existsSync(join(folder, `${files[0]}.tmp`))).toBe(false);
    } finally {
      await fresh.stop();
    }
  });
});
