/**
 * A member unit sees its people's personal data on one page and corrects it: its contact data at
 * once, audited by field name only; an account's phone checked as at registration; another unit's
 * people out of reach.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DUPLICATE_WINDOW_MS } from '#shared/constants.ts';
import { api } from '#tests/helpers/api.ts';
import { demo, login, phoneNumber, smsCode } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';

let s: TestServer;
let member: string;
beforeAll(async () => {
  s = await startTestServer();
  member = await signIn('member');
});
afterAll(() => s.stop());

const signIn = (role: string) => login(s, demo(s, role).username, demo(s, role).password);
const people = async (token: string) =>
  (await api(s.base).GET('/center/my-people', { token })).body.data;
const accountOf = async (token: string) => {
  const found = (await people(token)).people.find((p) => p.kind === 'account' && p.editable);
  if (!found?.accountId) throw new Error('no account of its own');
  const value = (name: string) => found.fields.find((f) => f.name === name)?.value ?? '';
  // A demo account may hold no email yet: registration's rules then ask for one.
  const email = value('email') || 'unit@example.cn';
  return { id: found.accountId, nickName: value('nickName'), phone: value('phone'), email };
};
const correctAccount = (
  token: string,
  id: number,
  body: { nickName: string; phone: string; email: string; smsCode?: string },
  lang: 'zh' | 'en' = 'zh',
) => {
  s.advance(DUPLICATE_WINDOW_MS + 1);
  return api(s.base).PUT('/center/my-people/accounts/{id}', {
    token,
    lang,
    body,
    params: { path: { id } },
  });
};

describe('a unit’s people', () => {
  it('lists them per person and corrects the contact data at once, audited without values', async () => {
    const before = await people(member);
    expect(before.people.map((p) => p.kind)).toEqual(
      expect.arrayContaining(['registered', 'legalRepresentative', 'enterpriseContact', 'account']),
    );
    // The membership-defining names go through the change request.
    const legal = before.people.find((p) => p.kind === 'legalRepresentative');
    expect(legal?.fields.find((f) => f.name === 'legalRepresentative')?.way).toBe('changeRequest');
    const saved = await api(s.base).PUT('/center/my-people/unit', {
      token: member,
      lang: 'en',
      body: {
        contactPerson: '赵联系',
        email: 'zhao@example.cn',
        legalContact: '0571-88886666',
        landline: '0571-88887777',
        contactEmail: 'office@example.cn',
        qqWechat: 'zhao_wx',
        profileVersion: before.profileVersion,
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.msg).toBe('Your corrections are saved');
    const after = await people(member);
    const shown = (kind: string, name: string) =>
      after.people.find((p) => p.kind === kind)?.fields.find((f) => f.name === name)?.value;
    expect(shown('registered', 'contactPerson')).toBe('赵联系');
    expect(shown('enterpriseContact', 'contactEmail')).toBe('office@example.cn');
    expect(after.profileVersion).toBe(before.profileVersion + 1);

    const auditor = await signIn('admin');
    const trail = await api(s.base).GET('/console/audit', {
      token: auditor,
      params: { query: { route: 'my-people' } },
    });
    const entry = trail.body.rows[0];
    expect(entry?.actorName).toBeTruthy();
    expect(entry?.changes[0]?.after).toMatchObject({ contactPerson: '***', qqWechat: '***' });
    // Who and which field, never the values.
    expect(JSON.stringify(entry)).not.toContain('赵联系');
    expect(JSON.stringify(entry)).not.toContain('office@example.cn');
  });

  it('refuses a bad phone in the reader’s language, and a new phone without its code', async () => {
    const own = await accountOf(member);
    const bad = { ...own, phone: '12345' };
    const zh = await correctAccount(member, own.id, bad, 'zh');
    expect(zh.status).toBe(400);
    expect(zh.body.errors).toEqual([{ field: 'phone', msg: '请输入正确的手机号码' }]);
    const en = await correctAccount(member, own.id, bad, 'en');
    expect(en.body.errors).toEqual([
      { field: 'phone', msg: 'Please enter a valid mobile phone number' },
    ]);

    const phone = phoneNumber();
    const uncoded = await correctAccount(member, own.id, { ...own, phone });
    expect(uncoded.status).toBe(400);
    const code = await smsCode(s, phone, 'register');
    const done = await correctAccount(member, own.id, { ...own, phone, smsCode: code ?? '' });
    expect(done.status).toBe(200);
    expect((await accountOf(member)).phone).toBe(phone);
  });

  it('never reaches another unit’s people', async () => {
    const other = await signIn('enterprise');
    const theirs = await accountOf(other);
    const tried = await correctAccount(member, theirs.id, { ...theirs, nickName: '冒名' });
    expect(tried.status).toBe(404);
    expect(await accountOf(other)).toEqual(theirs);
    expect(JSON.stringify(await people(member))).not.toContain(demo(s, 'enterprise').username);
  });
});
