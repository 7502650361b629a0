/**
 * Staff accounts and roles: an account is made with a role and a one-time link (never a
 * password), sees what its role allows and nothing more; roles change what it may do at once;
 * nobody below the administrator can grant more than the administrator gave.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rolePermissions } from '#server/auth/tables.ts';
import type { Permission } from '#shared/permissions.ts';
import { api, type BodyOf } from '#tests/helpers/api.ts';
import { call } from '#tests/helpers/http.ts';
import { demo, login } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startTestServer();
  admin = await login(s, demo(s, 'admin').username, demo(s, 'admin').password);
});
afterAll(() => s.stop());

const PASSWORD = 'Clerk2026pass';

/** An account made by `by`, its password set through its link; its id and a session. */
async function staffAccount(userName: string, roleKeys: string[], by = admin) {
  const made = await api(s.base).POST('/console/staff', {
    token: by,
    body: { userName, nickName: `职员 ${userName}`, roleKeys },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  const ticket = made.body.data.setupPath.split('#ticket=')[1]!;
  const set = await api(s.base).POST('/password/forgot/reset', {
    body: { ticket, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(set.status).toBe(200);
  return { id: made.body.data.id, token: await login(s, userName, PASSWORD) };
}

const pages = async (token: string) =>
  (await api(s.base).GET('/getConsoleRouters', { token })).body.data.map((p) => p.path);

describe('a new clerk', () => {
  it('gets a setup link, never a password, and sees only what its role allows', async () => {
    const made = await api(s.base).POST('/console/staff', {
      token: admin,
      body: { userName: 'wangfang', nickName: '王芳', roleKeys: ['secretariat'] },
    });
    expect(made.body.data.setupPath).toMatch(/^\/forgot-password#ticket=[\w-]{40,}$/);
    expect(JSON.stringify(made.body)).not.toMatch(/password"/i);
    // Before the link is used, no password opens the account.
    const early = await api(s.base).POST('/login', {
      body: { username: 'wangfang', password: PASSWORD, code: '', uuid: '' },
    });
    expect(early.body.code).not.toBe(200);

    const clerk = await staffAccount('liqiang', ['secretariat']);
    expect(await pages(clerk.token)).toEqual(
      expect.arrayContaining(['review', 'members', 'notices', 'complaints']),
    );
    expect(await pages(clerk.token)).not.toContain('audit');
    expect((await api(s.base).GET('/console/enterprises', { token: clerk.token })).status).toBe(
      200,
    );
    for (const path of ['/console/audit', '/console/staff', '/console/roles'] as const)
      expect((await api(s.base).GET(path, { token: clerk.token })).status, path).toBe(403);
    const articles = await api(s.base).GET('/content/{type}', {
      token: clerk.token,
      params: { path: { type: 'article' } },
    });
    expect(articles.status, '/content/article').toBe(403);
  });

  it('is refused a taken name, a bad name, an enterprise role or an unknown one', async () => {
    const cases: [BodyOf<'post', '/console/staff'>, string][] = [
      [{ userName: 'admin', nickName: 'x', roleKeys: ['editor'] }, 'userName'],
      [{ userName: '1abc', nickName: 'x', roleKeys: ['editor'] }, 'userName'],
      [{ userName: 'zhaolei', nickName: 'x', roleKeys: ['member'] }, 'roleKeys'],
      [{ userName: 'zhaolei', nickName: 'x', roleKeys: ['nobody'] }, 'roleKeys'],
      [{ userName: 'zhaolei', nickName: 'x', roleKeys: [] }, 'roleKeys'],
    ];
    for (const [body, field] of cases) {
      const r = await api(s.base).POST('/console/staff', { token: admin, body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(r.body)).toContain(field);
    }
  });
});

describe('the list of staff accounts', () => {
  it('shows each account with exactly the roles it holds, and saving it back grants nothing more', async () => {
    // Roles made first, so account ids and role ids no longer line up as they do after the seed.
    for (const key of ['archivist', 'translator', 'auditor2'])
      await api(s.base).POST('/console/roles', {
        token: admin,
        body: { roleKey: key, roleName: key, roleNameEn: key, permissions: [] },
      });
    const clerk = await staffAccount('tangmei', ['editor']);
    type Rows = { rows: { id: number; userName: string; roleKeys: string[] }[] };
    const listed = async () =>
      (await api(s.base).GET('/console/staff', { token: admin })).body.rows;
    const rolesOf = (rows: Rows['rows'], name: string) =>
      rows.find((r) => r.userName === name)?.roleKeys;
    const rows = await listed();
    expect(rolesOf(rows, demo(s, 'admin').username)).toEqual(['admin']);
    expect(rolesOf(rows, demo(s, 'secretariat').username)).toEqual(['secretariat']);
    expect(rolesOf(rows, demo(s, 'council').username)).toEqual(['council']);
    expect(rolesOf(rows, demo(s, 'editor').username)).toEqual(['editor']);
    expect(rolesOf(rows, 'tangmei')).toEqual(['editor']);

    // The form sends back what the list showed: the account stays an editor, and no more.
    const saved = await api(s.base).PUT('/console/staff/{id}', {
      token: admin,
      body: { nickName: '唐梅', roleKeys: rolesOf(rows, 'tangmei')! },
      params: { path: { id: clerk.id } },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(rolesOf(await listed(), 'tangmei')).toEqual(['editor']);
    expect((await api(s.base).GET('/console/audit', { token: clerk.token })).status).toBe(403);
  });
});

describe('roles', () => {
  it('change what their holders may do at once; the administrator role stays whole', async () => {
    const clerk = await staffAccount('sunli', ['secretariat']);
    const { roles } = (await api(s.base).GET('/console/roles', { token: admin })).body.data;
    const secretariat = roles.find((r) => r.roleKey === 'secretariat');
    const without = secretariat?.permissions.filter((p) => p !== 'complaint:inbox:handle');
    const saved = await api(s.base).PUT('/console/roles/{id}/permissions', {
      token: admin,
      // The list names permissions as text; they are the ones the role holds.
      body: { permissions: without as Permission[] },
      params: { path: { id: secretariat!.id } },
    });
    expect(saved.status).toBe(200);
    expect((await api(s.base).GET('/console/complaints', { token: clerk.token })).status).toBe(403);
    expect(await pages(clerk.token)).not.toContain('complaints');
    await api(s.base).PUT('/console/roles/{id}/permissions', {
      token: admin,
      body: { permissions: secretariat?.permissions as Permission[] },
      params: { path: { id: secretariat!.id } },
    });
    const adminRole = roles.find((r) => r.roleKey === 'admin');
    const fixed = await api(s.base).PUT('/console/roles/{id}/permissions', {
      token: admin,
      body: { permissions: [] },
      params: { path: { id: adminRole!.id } },
    });
    expect(fixed.status).toBe(400);
    // A permission that does not exist is off the contract: sent raw.
    const unknown = await call(s.base, 'PUT', `/console/roles/${secretariat?.id}/permissions`, {
      token: admin,
      body: { permissions: ['everything:at:once'] },
    });
    expect(unknown.status).toBe(400);
  });

  it('a user manager cannot grant the administrator role or system permissions', async () => {
    const made = await api(s.base).POST('/console/roles', {
      token: admin,
      body: {
        roleKey: 'usermgr',
        roleName: '账号管理员',
        roleNameEn: 'Account manager',
        // It manages accounts and also edits content, so it may hand on what an editor does.
        permissions: [
          'system:user:manage',
          'content:item:edit',
          'content:item:publish',
          'member:content:view',
          'file:own:upload',
        ],
      },
    });
    expect(made.status).toBe(200);
    const mgr = await staffAccount('zhouyi', ['usermgr']);
    const toAdmin = await api(s.base).POST('/console/staff', {
      token: mgr.token,
      body: { userName: 'sneaky', nickName: 'x', roleKeys: ['admin'] },
    });
    expect(toAdmin.status).toBe(403);
    const toMgr = await api(s.base).POST('/console/staff', {
      token: mgr.token,
      body: { userName: 'sneaky2', nickName: 'x', roleKeys: ['usermgr'] },
    });
    expect(toMgr.status).toBe(403);
    const self = await api(s.base).PUT('/console/staff/{id}', {
      token: mgr.token,
      body: { nickName: 'x', roleKeys: ['usermgr', 'admin'] },
      params: { path: { id: mgr.id } },
    });
    expect(self.status).toBe(403);
    // Business roles it may grant, to others only, and only with what it holds itself: not the
    // secretariat's, or it could make an account that erases units and take it over by its link.
    const editor = await api(s.base).POST('/console/staff', {
      token: mgr.token,
      body: { userName: 'editor2', nickName: '编辑二', roleKeys: ['editor'] },
    });
    expect(editor.status).toBe(200);
    const beyond = await api(s.base).POST('/console/staff', {
      token: mgr.token,
      lang: 'en',
      body: { userName: 'clerk9', nickName: 'x', roleKeys: ['secretariat'] },
    });
    expect(beyond.status).toBe(403);
    expect(beyond.body.msg).toBe('You cannot grant a permission you do not have yourself');
    // An account it may manage keeps the roles it had when only its name changes.
    const renamed = await api(s.base).PUT('/console/staff/{id}', {
      token: mgr.token,
      body: { nickName: '编辑二号', roleKeys: ['editor'] },
      params: { path: { id: editor.body.data.id } },
    });
    expect(renamed.status).toBe(200);
    const selfCouncil = await api(s.base).PUT('/console/staff/{id}', {
      token: mgr.token,
      body: { nickName: 'x', roleKeys: ['usermgr', 'council'] },
      params: { path: { id: mgr.id } },
    });
    expect(selfCouncil.status).toBe(403);
    // The administrator's account, and any holding a governing permission, are out of its reach.
    const me = await api(s.base).GET('/getInfo', { token: admin });
    const adminId = me.body.user.userId;
    for (const step of ['reset', 'disable'] as const)
      expect(
        (
          await api(s.base).POST(`/console/staff/{id}/${step}`, {
            token: mgr.token,
            params: { path: { id: adminId } },
          })
        ).status,
        step,
      ).toBe(403);
    const peer = await staffAccount('zhouer', ['usermgr']);
    expect(
      (
        await api(s.base).POST('/console/staff/{id}/reset', {
          token: mgr.token,
          params: { path: { id: peer.id } },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await api(s.base).POST('/console/staff/{id}/reset', {
          token: mgr.token,
          params: { path: { id: editor.body.data.id } },
        })
      ).status,
    ).toBe(200);
  });

  it('never opens staff work to an enterprise, whatever a role is made to say', async () => {
    const { roles } = (await api(s.base).GET('/console/roles', { token: admin })).body.data;
    const member = roles.find((r) => r.roleKey === 'member');
    const widened = await api(s.base).PUT('/console/roles/{id}/permissions', {
      token: admin,
      body: {
        permissions: [...(member?.permissions ?? []), 'member:directory:export'] as Permission[],
      },
      params: { path: { id: member!.id } },
    });
    expect(widened.status).toBe(400);
    // Even a row written past the console gives a member unit nothing of the staff's.
    await s.database.db
      .insert(rolePermissions)
      .values({ roleId: member?.id ?? 0, permission: 'member:directory:view' });
    const unit = await login(s, demo(s, 'member').username, demo(s, 'member').password);
    expect((await api(s.base).GET('/console/enterprises', { token: unit })).status).toBe(403);
  });

  it('keeps one active administrator, and a reset voids the earlier link', async () => {
    const me = await api(s.base).GET('/getInfo', { token: admin });
    const drop = await api(s.base).PUT('/console/staff/{id}', {
      token: admin,
      body: { nickName: '系统管理员', roleKeys: ['editor'] },
      params: { path: { id: me.body.user.userId } },
    });
    expect(drop.status).toBe(400);
    const made = await api(s.base).POST('/console/staff', {
      token: admin,
      body: { userName: 'wuyan', nickName: '吴岩', roleKeys: ['editor'] },
    });
    const first = made.body.data.setupPath.split('#ticket=')[1]!;
    await api(s.base).POST('/console/staff/{id}/reset', {
      token: admin,
      params: { path: { id: made.body.data.id } },
    });
    const late = await api(s.base).POST('/password/forgot/reset', {
      body: { ticket: first, password: PASSWORD, confirmPassword: PASSWORD },
    });
    expect(late.status).toBe(400);
  });
});

describe('an account that leaves', () => {
  it('is disabled at once, sessions and all; a reset ends the old password', async () => {
    const clerk = await staffAccount('qianwei', ['editor']);
    expect((await api(s.base).GET('/getInfo', { token: clerk.token })).status).toBe(200);
    expect(
      (
        await api(s.base).POST('/console/staff/{id}/disable', {
          token: admin,
          params: { path: { id: clerk.id } },
        })
      ).status,
    ).toBe(200);
    expect((await api(s.base).GET('/getInfo', { token: clerk.token })).status).toBe(401);
    await api(s.base).POST('/console/staff/{id}/enable', {
      token: admin,
      params: { path: { id: clerk.id } },
    });
    const again = await login(s, 'qianwei', PASSWORD);
    const reset = await api(s.base).POST('/console/staff/{id}/reset', {
      token: admin,
      params: { path: { id: clerk.id } },
    });
    expect(reset.body.data.setupPath).toContain('#ticket=');
    expect((await api(s.base).GET('/getInfo', { token: again })).status).toBe(401);
    const old = await api(s.base).POST('/login', {
      body: { username: 'qianwei', password: PASSWORD, code: '', uuid: '' },
    });
    expect(old.body.code).not.toBe(200);
    const me = await api(s.base).GET('/getInfo', { token: admin });
    const selfDisable = await api(s.base).POST('/console/staff/{id}/disable', {
      token: admin,
      params: { path: { id: me.body.user.userId } },
    });
    expect(selfDisable.status).toBe(400);
  });
});
