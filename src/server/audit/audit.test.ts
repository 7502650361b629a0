/**
 * The audit trail: every staff write, refused or done, with who, from where, the route, what was
 * sent (never a password) and each record's state before and after; exports too. It only grows.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '#tests/helpers/http.ts';
import { demo, login, registerUnit } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';

let s: TestServer;
let admin: string;
let clerk: string;
beforeAll(async () => {
  s = await startTestServer();
  admin = await signIn('admin');
  clerk = await signIn('secretariat');
});
afterAll(() => s.stop());

const signIn = (role: string) => login(s, demo(s, role).username, demo(s, role).password);

interface Entry {
  actorName: string;
  ip: string;
  method: string;
  route: string;
  path: string;
  status: number;
  body: Record<string, unknown> | null;
  changes: { subject: string; id: string; before: unknown; after: unknown }[];
}
const trail = async (query: string) =>
  (
    await call<{ rows: Entry[]; total: number }>(s.base, 'GET', `/console/audit?${query}`, {
      token: admin,
    })
  ).body;

async function unitUnderReview() {
  const unit = await registerUnit(s);
  const token = await login(s, unit.form.unitName, unit.form.password);
  const me = await call<{ user: { enterpriseId: number } }>(s.base, 'GET', '/getInfo', { token });
  return { id: me.body.user.enterpriseId, token };
}

describe('the trail', () => {
  it('keeps a decision with who, from where, the route and the state before and after', async () => {
    const unit = await unitUnderReview();
    const refused = await call(s.base, 'POST', `/review/registrations/${unit.id}`, {
      token: clerk,
      body: { decision: 'reject', opinion: '' },
    });
    expect(refused.status).toBe(400);
    await call(s.base, 'POST', `/review/registrations/${unit.id}`, {
      token: clerk,
      body: { decision: 'pass', opinion: '同意' },
    });
    const { rows } = await trail(`subjectId=${unit.id}&route=registrations`);
    const [done, tried] = rows;
    expect(done).toEqual(
      expect.objectContaining({
        actorName: expect.stringContaining('秘书处'),
        method: 'POST',
        route: '/review/registrations/{id}',
        path: `/review/registrations/${unit.id}`,
        status: 200,
        body: { decision: 'pass', opinion: '同意' },
        changes: [
          {
            subject: 'registration',
            id: String(unit.id),
            before: { status: '0' },
            after: { status: '1', opinion: '同意' },
          },
        ],
      }),
    );
    expect(done?.ip).toMatch(/127\.0\.0\.1|::1/);
    expect(tried).toEqual(expect.objectContaining({ status: 400, changes: [] }));
    expect((await trail('outcome=refused&route=registrations')).rows[0]?.status).toBe(400);
  });

  it('keeps what changed in a content save, field by field', async () => {
    const editor = await signIn('editor');
    const made = await call<{ data: { id: number; version: string } }>(
      s.base,
      'POST',
      '/content/article',
      { token: editor, body: { channel: 'news', title: '审计前', body: '<p>x</p>' } },
    );
    const { id, version } = made.body.data;
    await call(s.base, 'PUT', `/content/article/${id}`, {
      token: editor,
      body: { channel: 'news', title: '审计后', body: '<p>x</p>', version },
    });
    const [saved] = (await trail(`subjectId=${id}&route=content/article&actor=`)).rows;
    expect(saved?.route).toBe('/content/article/{id}');
    expect(saved?.changes[0]).toEqual(
      expect.objectContaining({
        subject: 'content:article',
        before: { title: '审计前' },
        after: { action: 'updated', title: '审计后' },
      }),
    );
  });

  it('never keeps a password, and leaves enterprises’ own calls out', async () => {
    const staffPassword = demo(s, 'secretariat').password;
    await call(s.base, 'PUT', '/system/user/profile/updatePwd', {
      token: clerk,
      body: { oldPassword: 'wrong-Passw0rd', newPassword: 'Another1pass' },
    });
    const [entry] = (await trail('route=updatePwd')).rows;
    expect(entry?.body).toEqual({ oldPassword: '***', newPassword: '***' });
    const all = JSON.stringify((await trail('pageSize=100')).rows);
    expect(all).not.toContain(staffPassword);
    expect(all).not.toContain('Another1pass');
    expect(all).not.toContain('/center/');
  });

  it('keeps an export of the directory, with its filters and row count', async () => {
    await fetch(`${s.base}/console/enterprises/export?state=member`, {
      headers: { authorization: `Bearer ${clerk}` },
    }).then((r) => r.arrayBuffer());
    const [entry] = (await trail('route=export')).rows;
    expect(entry).toEqual(
      expect.objectContaining({
        method: 'GET',
        route: '/console/enterprises/export',
        changes: [
          expect.objectContaining({
            subject: 'directory',
            after: expect.objectContaining({ state: 'member', rows: 1 }),
          }),
        ],
      }),
    );
  });

  it('cannot be changed or emptied, even by the database account', async () => {
    const db = s.database.db;
    await expect(db.execute(sql`update audit_log set actor_name = 'x'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(db.execute(sql`truncate audit_log`)).rejects.toThrow();
    expect((await trail('')).total).toBeGreaterThan(0);
  });

  it('is read by whoever holds the audit permission only', async () => {
    expect((await call(s.base, 'GET', '/console/audit', { token: clerk })).status).toBe(403);
    expect((await call(s.base, 'GET', '/console/audit')).status).toBe(401);
    expect((await call(s.base, 'GET', '/console/audit?sort=ip', { token: admin })).status).toBe(
      200,
    );
    expect(
      (await call(s.base, 'GET', '/console/audit?order=sideways', { token: admin })).status,
    ).toBe(400);
  });
});
