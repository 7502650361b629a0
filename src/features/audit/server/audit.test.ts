/**
 * The audit trail: every staff write, refused or done, with who, from where, the route, what was
 * sent (never a password) and each record's state before and after; exports too. It only grows.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type BodyOf, type QueryOf } from '#tests/helpers/api.ts';
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

type Filter = QueryOf<'/console/audit'>;
const trail = async (query: Filter) =>
  (await api(s.base).GET('/console/audit', { token: admin, params: { query } })).body;

async function unitUnderReview() {
  const unit = await registerUnit(s);
  const token = await login(s, unit.form.unitName, unit.form.password);
  const me = await api(s.base).GET('/getInfo', { token });
  return { id: me.body.user.enterpriseId!, token };
}

const described = async (query: Filter, lang: 'zh' | 'en' = 'zh') =>
  (await api(s.base).GET('/console/audit', { token: admin, lang, params: { query } })).body.rows;
type Described = Awaited<ReturnType<typeof described>>[number];
const said = ({ module, action, object, changesDescribed }: Described) => ({
  module,
  action,
  object,
  changesDescribed,
});

describe('the trail', () => {
  it('keeps a decision with who, from where, the route and the state before and after', async () => {
    const unit = await unitUnderReview();
    const refused = await api(s.base).POST('/review/registrations/{id}', {
      token: clerk,
      body: { decision: 'reject', opinion: '' },
      params: { path: { id: unit.id } },
    });
    expect(refused.status).toBe(400);
    await api(s.base).POST('/review/registrations/{id}', {
      token: clerk,
      body: { decision: 'pass', opinion: '同意' },
      params: { path: { id: unit.id } },
    });
    const { rows } = await trail({ subjectId: String(unit.id), route: 'registrations' });
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
    expect((await trail({ outcome: 'refused', route: 'registrations' })).rows[0]?.status).toBe(400);
  });

  it('says each entry in the reader’s language: module, action, record, states in words', async () => {
    const unit = await unitUnderReview();
    await api(s.base).POST('/review/registrations/{id}', {
      token: clerk,
      body: { decision: 'pass', opinion: '同意' },
      params: { path: { id: unit.id } },
    });
    const [zh] = await described({ subjectId: String(unit.id), module: 'registration' });
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
    const [en] = await described({ subjectId: String(unit.id), module: 'registration' }, 'en');
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
    await api(s.base).POST('/review/requests/{id}/council', {
      token: admin,
      body: { decision: 'pass', opinion: '' },
      params: { path: { id: 999999 } },
    });
    const [refused] = await described({ module: 'requests' });
    expect(refused && said(refused)).toEqual(
      expect.objectContaining({
        module: '会员变更与转让',
        action: '理事会审批（通过）',
        object: '变更/转让申请 #999999',
      }),
    );
    // Other modules leave it out.
    expect((await described({ module: 'staff' })).map((r) => r.route)).not.toContain(
      '/review/requests/{id}/council',
    );
  });

  it('keeps a single page’s and the menu’s edits before and after, in words', async () => {
    const editor = await signIn('editor');
    const page = await api(s.base).GET('/content/pages/{slug}', {
      token: editor,
      params: { path: { slug: 'initiation' } },
    });
    await api(s.base).PUT('/content/pages/{slug}', {
      token: editor,
      body: {
        title: '入会须知（修订）',
        body: '<p>新的<b>须知</b></p>',
        // The page's reply describes its fields loosely; its version is the text a save takes.
        version: page.body.data.version as string,
      },
      params: { path: { slug: 'initiation' } },
    });
    const [pageEdit] = await described({ module: 'site' });
    expect(pageEdit?.action).toBe('修改');
    expect(pageEdit?.object).toBe('单页「入会须知（修订）」');
    expect(pageEdit?.changesDescribed[0]?.fields).toEqual(
      expect.arrayContaining([
        { label: '操作', before: null, after: '修改' },
        { label: '标题', before: page.body.data.title, after: '入会须知（修订）' },
        expect.objectContaining({ label: '正文', after: '新的 须知' }),
      ]),
    );

    const menu = await api(s.base).GET('/content/menu', { token: editor });
    // The menu's reply describes its nodes loosely: they are the nodes a save sends back.
    type Menu = BodyOf<'put', '/content/menu'>['tree'];
    const strip = (nodes: Menu): Menu =>
      nodes.map(({ name, enName, path, hidden, children }) => ({
        name,
        enName,
        path,
        hidden,
        ...(children ? { children: strip(children) } : {}),
      }));
    const tree = strip(menu.body.data.tree as Menu);
    tree.push({
      name: '展会',
      enName: 'Exhibitions',
      path: 'https://www.example.cn/expo',
      hidden: false,
    });
    await api(s.base).PUT('/content/menu', {
      token: editor,
      body: { tree, version: menu.body.data.version },
    });
    const [menuEdit] = await described({ module: 'site' }, 'en');
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
    const made = await api(s.base).POST('/content/{type}', {
      token: editor,
      body: { channel: 'news', title: '审计前', body: '<p>x</p>' },
      params: { path: { type: 'article' } },
    });
    const { id, version } = made.body.data.row;
    await api(s.base).PUT('/content/{type}/{id}', {
      token: editor,
      body: { channel: 'news', title: '审计后', body: '<p>x</p>', version },
      params: { path: { type: 'article', id } },
    });
    const [saved] = (await trail({ subjectId: String(id), route: 'content/article', actor: '' }))
      .rows;
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
    // A field the form does not have: the trail hides it all the same (sent raw).
    await call(s.base, 'PUT', '/system/user/profile/updatePwd', {
      token: clerk,
      body: { oldPassword: 'wrong-Passw0rd', newPassword: 'Another1pass' },
    });
    const [entry] = (await trail({ route: 'updatePwd' })).rows;
    expect(entry?.body).toEqual({ oldPassword: '***', newPassword: '***' });
    const all = JSON.stringify((await trail({ pageSize: 100 })).rows);
    expect(all).not.toContain(staffPassword);
    expect(all).not.toContain('Another1pass');
    expect(all).not.toContain('/center/');
  });

  it('keeps an export of the directory, with its filters and row count', async () => {
    await fetch(`${s.base}/console/enterprises/export?state=member`, {
      headers: { authorization: `Bearer ${clerk}` },
    }).then((r) => r.arrayBuffer());
    const [entry] = (await trail({ route: 'export' })).rows;
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
    expect((await trail({})).total).toBeGreaterThan(0);
  });

  it('is read by whoever holds the audit permission only', async () => {
    expect((await api(s.base).GET('/console/audit', { token: clerk })).status).toBe(403);
    expect((await api(s.base).GET('/console/audit')).status).toBe(401);
    // A filter the list does not know, and an order that is none: off the contract, sent raw.
    expect((await call(s.base, 'GET', '/console/audit?sort=ip', { token: admin })).status).toBe(
      200,
    );
    expect(
      (await call(s.base, 'GET', '/console/audit?order=sideways', { token: admin })).status,
    ).toBe(400);
  });
});
