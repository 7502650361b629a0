/**
 * Three separate duties (三员分立): the system administrator keeps accounts and configuration, the
 * security administrator roles, sessions and the security policies, the audit administrator reads
 * the trail and nothing else. No seeded role but the installation's administrator holds two.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dutiesOf } from '#shared/permissions.ts';
import { SUPER_ROLE } from '#shared/constants.ts';
import { api } from '#tests/helpers/api.ts';
import { demo, login } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';

let s: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  s = await startTestServer();
  for (const role of ['admin', 'sysadmin', 'secadmin', 'auditor'])
    tokens[role] = await login(s, demo(s, role).username, demo(s, role).password);
});
afterAll(() => s.stop());

const setConfig = (token: string, key: string, value: string, lang?: 'en') =>
  api(s.base).PUT('/console/config/{key}', {
    token,
    lang,
    params: { path: { key } },
    body: { value },
  });
const newStaff = (token: string, userName: string) =>
  api(s.base).POST('/console/staff', {
    token,
    body: { userName, nickName: `职员 ${userName}`, roleKeys: ['editor'] },
  });
const pages = async (token: string) =>
  (await api(s.base).GET('/getConsoleRouters', { token })).body.data.map((p) => p.path);
const POLICY = { minLength: 10, classes: 3, history: 5, refuseCommon: true, maxAgeDays: 0 };

describe('three separate duties', () => {
  it('no seeded role but the administrator holds two duties, and each duty has its role', () => {
    const roles = JSON.parse(
      readFileSync(new URL('../../../../content/demo/roles.json', import.meta.url), 'utf8'),
    ) as { roleKey: string; permissions: string[] }[];
    for (const r of roles.filter((r) => r.roleKey !== SUPER_ROLE))
      expect(dutiesOf(r.permissions).length, r.roleKey).toBeLessThanOrEqual(1);
    const held = Object.fromEntries(roles.map((r) => [r.roleKey, dutiesOf(r.permissions)]));
    expect(held).toEqual(
      expect.objectContaining({
        sysadmin: ['system'],
        secadmin: ['security'],
        auditor: ['audit'],
      }),
    );
  });

  it('the audit administrator reads and checks the trail, and cannot edit accounts', async () => {
    const token = tokens.auditor!;
    expect((await api(s.base).GET('/console/audit', { token, params: { query: {} } })).status).toBe(
      200,
    );
    expect((await api(s.base).GET('/console/audit/verify', { token })).body.data.ok).toBe(true);
    expect(
      (await api(s.base).GET('/console/logins', { token, params: { query: {} } })).status,
    ).toBe(200);
    expect((await newStaff(token, 'auditmade')).status).toBe(403);
    expect((await setConfig(token, 'site.hotline', '010-1')).status).toBe(403);
    expect((await api(s.base).DELETE('/console/sessions', { token })).status).toBe(403);
    expect(await pages(token)).toEqual(expect.arrayContaining(['audit', 'logins']));
    expect(await pages(token)).not.toContain('staff');
    expect(await pages(token)).not.toContain('config');
  });

  it('the security administrator sets the policies, not the other configuration', async () => {
    const token = tokens.secadmin!;
    expect((await setConfig(token, 'sys.password.policy', JSON.stringify(POLICY))).status).toBe(
      200,
    );
    const other = await setConfig(token, 'site.hotline', '010-2', 'en');
    expect(other.status).toBe(403);
    expect(other.body.msg).toBe('This setting is changed by the system administrator only');
    expect((await newStaff(token, 'secmade')).status).toBe(403);
    expect((await api(s.base).GET('/console/audit', { token, params: { query: {} } })).status).toBe(
      403,
    );
    expect(await pages(token)).toEqual(expect.arrayContaining(['roles', 'sessions', 'config']));
  });

  it('the system administrator keeps accounts and configuration, not the policies or the trail', async () => {
    const token = tokens.sysadmin!;
    expect((await setConfig(token, 'site.hotline', '010-6439 8800')).status).toBe(200);
    const policy = await setConfig(token, 'sys.password.policy', JSON.stringify(POLICY));
    expect(policy.status).toBe(403);
    expect(policy.body.msg).toBe('安全策略（密码、会话、审计保留）只能由安全管理员修改');
    expect((await api(s.base).GET('/console/staff', { token })).status).toBe(200);
    // Accounts with roles beyond its own stay the installation administrator's (grants.ts).
    expect((await newStaff(token, 'sysmade')).status).toBe(403);
    expect((await api(s.base).GET('/console/audit', { token, params: { query: {} } })).status).toBe(
      403,
    );
    expect((await api(s.base).GET('/console/roles', { token })).status).toBe(403);
  });
});

describe('separation of duties as a rule', () => {
  const roleId = async (key: string) =>
    (await api(s.base).GET('/console/roles', { token: tokens.admin! })).body.data.roles.find(
      (r) => r.roleKey === key,
    )!.id;
  const staffId = async (userName: string) =>
    (await api(s.base).GET('/console/staff', { token: tokens.admin! })).body.rows.find(
      (r) => r.userName === userName,
    )!.id;

  it('refuses, even to the administrator, one role or one account holding two duties, in both languages', async () => {
    const token = tokens.admin!;
    const twoInOne = await api(s.base).POST('/console/roles', {
      token,
      body: {
        roleKey: 'keeper',
        roleName: '系统兼审计',
        roleNameEn: 'System and audit',
        permissions: ['system:user:manage', 'system:audit:view'],
      },
    });
    expect(twoInOne.status).toBe(400);
    expect(twoInOne.body.msg).toBe(
      '三员分立：一个角色不能同时带有系统管理、安全管理、审计管理中两项职责的权限，请分成不同的角色',
    );
    // Widening the system administrator's role into the trail is the same refusal, in English.
    const widened = await api(s.base).PUT('/console/roles/{id}/permissions', {
      token,
      lang: 'en',
      params: { path: { id: await roleId('sysadmin') } },
      body: { permissions: ['system:user:manage', 'system:config:edit', 'system:audit:view'] },
    });
    expect(widened.status).toBe(400);
    expect(widened.body.msg).toMatch(/^Separation of duties: one role may not carry/);

    // An account made with the system and audit administrators' roles at once.
    const both = await api(s.base).POST('/console/staff', {
      token,
      body: { userName: 'twohats', nickName: '兼职者', roleKeys: ['sysadmin', 'auditor'] },
    });
    expect(both.status).toBe(400);
    expect(both.body.msg).toBe(
      '三员分立：一个账号不能同时担任系统管理员、安全管理员、审计管理员中的两项，请交给不同的账号',
    );
    // The security administrator's account given the audit role besides.
    const added = await api(s.base).PUT('/console/staff/{id}', {
      token,
      lang: 'en',
      params: { path: { id: await staffId('secadmin') } },
      body: {
        nickName: '安全管理员 孙丽',
        phone: '',
        email: '',
        roleKeys: ['secadmin', 'auditor'],
      },
    });
    expect(added.status).toBe(400);
    expect(added.body.msg).toBe(
      "Separation of duties: one account may not hold two of the system, security and audit administrators' duties; give them to different accounts",
    );
    expect(
      (await api(s.base).GET('/console/staff', { token })).body.rows.find(
        (r) => r.userName === 'secadmin',
      )?.roleKeys,
    ).toEqual(['secadmin']);
  });

  it('refuses a role change that would give one of its holders a second duty', async () => {
    const token = tokens.admin!;
    const made = await api(s.base).POST('/console/roles', {
      token,
      body: { roleKey: 'readers', roleName: '读者', roleNameEn: 'Readers', permissions: [] },
    });
    expect(made.status).toBe(200);
    const given = await api(s.base).PUT('/console/staff/{id}', {
      token,
      params: { path: { id: await staffId('auditor') } },
      body: { nickName: '审计管理员 周明', phone: '', email: '', roleKeys: ['auditor', 'readers'] },
    });
    expect(given.status).toBe(200);
    // On its own the role would hold one duty; its holder, the audit administrator, would hold two.
    const widened = await api(s.base).PUT('/console/roles/{id}/permissions', {
      token,
      params: { path: { id: made.body.data.id } },
      body: { permissions: ['system:session:manage'] },
    });
    expect(widened.status).toBe(400);
    expect(widened.body.msg).toContain('一个账号不能同时担任');
    const kept = (await api(s.base).GET('/console/roles', { token })).body.data.roles.find(
      (r) => r.roleKey === 'readers',
    );
    expect(kept?.permissions).toEqual([]);
  });
});
