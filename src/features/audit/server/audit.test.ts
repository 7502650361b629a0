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

type Described = {
  module: string;
  action: string;
  object: string;
  changesDescribed: {
    label: string;
    fields: { label: string; before: string | null; after: string | null }[];
  }[];
};
const described = async (query: string, lang: 'zh' | 'en' = 'zh') =>
  (
    await call<{ rows: (Entry & Described)[] }>(s.base, 'GET', `/console/audit?${query}`, {
      token: admin,
      lang,
    })
  ).body.rows;
const said = ({ module, action, object, changesDescribed }: Described) => ({
  module,
  action,
  object,
  changesDescribed,
});

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

  it('says each entry in the reader’s language: module, action, record, states in words', async () => {
    const unit = await unitUnderReview();
    await call(s.base, 'POST', `/review/registrations/${unit.id}`, {
      token: clerk,
      body: { decision: 'pass', opinion: '同意' },
    });
    const [zh] = await described(`subjectId=${unit.id}&module=registration`);
    expect(zh && said(zh)).toEqual({
      module: '注册审核',
      action: '审核（通过）',
      object: `注册 #${unit.id}`,
      changesDescribed: [
        {
          label: `注册 #${unit.id}`,
          fields: [
            { label: '状态', before: '待审核', after: '已通过' },
            { label: '意见', before: null, after: '同意' },
          ],
        },
      ],
    });
    const [en] = await described(`subjectId=${unit.id}&module=registration`, 'en');
    expect(en && said(en)).toEqual({
      module: 'Registration review',
      action: 'Review (passed)',
      object: `Registration #${unit.id}`,
      changesDescribed: [
        {
          label: `Registration #${unit.id}`,
          fields: [
            { label: 'State', before: 'Awaiting review', after: 'Passed' },
            { label: 'Opinion', before: null, after: '同意' },
          ],
        },
      ],
    });
    // A refused call changed nothing; it still names its record, never its route.
    await call(s.base, 'POST', `/review/requests/999999/council`, {
      token: admin,
      body: { decision: 'pass', opinion: '' },
    });
    const [refused] = await described('module=requests');
    expect(refused && said(refused)).toEqual(
      expect.objectContaining({
        module: '会员变更与转让',
        action: '理事会审批（通过）',
        object: '变更/转让申请 #999999',
      }),
    );
    // Other modules leave it out.
    expect((await described('module=staff')).map((r) => r.route)).not.toContain(
      '/review/requests/{id}/council',
    );
  });

  it('keeps a single page’s and the menu’s edits before and after, in words', async () => {
    const editor = await signIn('editor');
    const page = await call<{ data: { title: string; version: string } }>(
      s.base,
      'GET',
      '/content/pages/initiation',
      { token: editor },
    );
    await call(s.base, 'PUT', '/content/pages/initiation', {
      token: editor,
      body: {
        title: '入会须知（修订）',
        body: '<p>新的<b>须知</b></p>',
        version: page.body.data.version,
      },
    });
    const [pageEdit] = await described('module=site');
    expect(pageEdit?.action).toBe('修改');
    expect(pageEdit?.object).toBe('单页「入会须知（修订）」');
    expect(pageEdit?.changesDescribed[0]?.fields).toEqual(
      expect.arrayContaining([
        { label: '操作', before: null, after: '修改' },
        { label: '标题', before: page.body.data.title, after: '入会须知（修订）' },
        expect.objectContaining({ label: '正文', after: '新的 须知' }),
      ]),
    );

    type Node = { name: string; enName: string | null; path: string | null; hidden: boolean };
    const menu = await call<{ data: { tree: Node[]; version: string } }>(
      s.base,
      'GET',
      '/content/menu',
      { token: editor },
    );
    type Edit = Node & { children?: Edit[] };
    const strip = (nodes: (Node & { children?: Node[] })[]): Edit[] =>
      nodes.map(({ name, enName, path, hidden, children }) => ({
        name,
        enName,
        path,
        hidden,
        ...(children ? { children: strip(children) } : {}),
      }));
    const tree = strip(menu.body.data.tree);
    tree.push({
      name: '展会',
      enName: 'Exhibitions',
      path: 'https://www.example.cn/expo',
      hidden: false,
    });
    await call(s.base, 'PUT', '/content/menu', {
      token: editor,
      body: { tree, version: menu.body.data.version },
    });
    const [menuEdit] = await described('module=site', 'en');
    expect(menuEdit && said(menuEdit)).toEqual(
      expect.objectContaining({
        module: 'Site pages and menu',
        action: 'Change',
        object: 'Site menu',
      }),
    );
    expect(menuEdit?.changesDescribed[0]?.fields).toContainEqual({
      label: 'Menu entries',
      before: '(empty)',
      after: '展会 / Exhibitions (https://www.example.cn/expo)',
    });
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
