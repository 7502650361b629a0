/**
 * Roles in the console: made, renamed and deleted; and nobody below the administrator widens a
 * role they hold, or hands out a permission they do not have themselves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DUPLICATE_WINDOW_MS } from '#shared/constants.ts';
import type { Permission } from '#shared/permissions.ts';
import { api } from '#tests/helpers/api.ts';
import { demo, login } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startTestServer();
  admin = await login(s, demo(s, 'admin').username, demo(s, 'admin').password);
});
afterAll(() => s.stop());

const rolesSeen = async (token = admin) =>
  (await api(s.base).GET('/console/roles', { token })).body.data.roles;
const role = async (key: string) => (await rolesSeen()).find((r) => r.roleKey === key);

async function newRole(roleKey: string, permissions: Permission[], token = admin) {
  return api(s.base).POST('/console/roles', {
    token,
    body: { roleKey, roleName: `角色${roleKey}`, roleNameEn: `Role ${roleKey}`, permissions },
  });
}

/** A staff account holding `roleKeys`, signed in. */
async function staffWith(userName: string, roleKeys: string[]) {
  const made = await api(s.base).POST('/console/staff', {
    token: admin,
    body: { userName, nickName: userName, roleKeys },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  const ticket = made.body.data.setupPath.split('#ticket=')[1]!;
  const password = 'Roles2026pass';
  await api(s.base).POST('/password/forgot/reset', {
    body: { ticket, password, confirmPassword: password },
  });
  return { id: made.body.data.id, token: await login(s, userName, password) };
}

describe('an administrator', () => {
  it('makes, renames and deletes a role, in either language', async () => {
    const made = await newRole('archive', ['content:item:edit']);
    expect(made.status).toBe(200);
    const id = made.body.data.id;
    const renamed = await api(s.base).PUT('/console/roles/{id}', {
      token: admin,
      body: { roleName: '档案管理', roleNameEn: 'Archive keeper' },
      params: { path: { id } },
    });
    expect(renamed.status).toBe(200);
    expect(await role('archive')).toMatchObject({
      roleName: '档案管理',
      roleNameEn: 'Archive keeper',
      permissions: ['content:item:edit'],
    });
    const blank = await api(s.base).PUT('/console/roles/{id}', {
      token: admin,
      lang: 'en',
      body: { roleName: '', roleNameEn: 'x' },
      params: { path: { id } },
    });
    expect(blank.status).toBe(400);
    expect(JSON.stringify(blank.body)).toContain('roleName');

    // A role somebody holds stays, and says why, in the reader's language.
    const holder = await staffWith('dangan', ['archive']);
    for (const [lang, words] of [
      ['zh', '还有 1 个账号属于该角色'],
      ['en', '1 accounts still hold this role'],
    ] as const) {
      s.advance(DUPLICATE_WINDOW_MS); // the same request again is not a double click
      const held = await api(s.base).DELETE('/console/roles/{id}', {
        token: admin,
        lang,
        params: { path: { id } },
      });
      expect(held.status).toBe(400);
      expect(held.body.msg).toContain(words);
    }
    await api(s.base).PUT('/console/staff/{id}', {
      token: admin,
      body: { nickName: 'dangan', roleKeys: ['editor'] },
      params: { path: { id: holder.id } },
    });
    s.advance(DUPLICATE_WINDOW_MS);
    expect(
      (
        await api(s.base).DELETE('/console/roles/{id}', {
          token: admin,
          params: { path: { id } },
        })
      ).status,
    ).toBe(200);
    expect(await role('archive')).toBeUndefined();
  });

  it('cannot delete or rename the administrator role, nor delete an enterprise role', async () => {
    const adminRole = await role('admin');
    const member = await role('member');
    expect(
      (
        await api(s.base).DELETE('/console/roles/{id}', {
          token: admin,
          params: { path: { id: adminRole!.id } },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await api(s.base).PUT('/console/roles/{id}', {
          token: admin,
          body: { roleName: 'x', roleNameEn: 'x' },
          params: { path: { id: adminRole!.id } },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await api(s.base).DELETE('/console/roles/{id}', {
          token: admin,
          params: { path: { id: member!.id } },
        })
      ).status,
    ).toBe(400);
  });
});

describe('a role manager below the administrator', () => {
  it('cannot widen a role it holds, nor grant what it does not have', async () => {
    const made = await newRole('rolemgr', ['system:role:manage', 'content:item:edit']);
    expect(made.status).toBe(200);
    const mgr = await staffWith('juese', ['rolemgr']);

    // Its own role: not even a permission it already has elsewhere.
    const own = await api(s.base).PUT('/console/roles/{id}/permissions', {
      token: mgr.token,
      body: { permissions: ['system:role:manage', 'content:item:edit', 'member:unit:erase'] },
      params: { path: { id: made.body.data.id } },
    });
    expect(own.status).toBe(403);
    expect((await role('rolemgr'))?.permissions).not.toContain('member:unit:erase');

    // Another role: what it holds itself, yes; anything else, no.
    const editor = await role('editor');
    const before = editor?.permissions ?? [];
    const beyond = await api(s.base).PUT('/console/roles/{id}/permissions', {
      token: mgr.token,
      lang: 'en',
      // The list names permissions as text; they are the ones the role holds.
      body: { permissions: [...before, 'member:directory:export'] as Permission[] },
      params: { path: { id: editor!.id } },
    });
    expect(beyond.status).toBe(403);
    expect(beyond.body.msg).toBe('You cannot grant a permission you do not have yourself');
    expect((await role('editor'))?.permissions).toEqual(before);
    const fresh = await newRole('helper', ['file:any:read'], mgr.token);
    expect(fresh.status).toBe(403);
    const within = await newRole('writer', ['content:item:edit'], mgr.token);
    expect(within.status).toBe(200);
  });
});
