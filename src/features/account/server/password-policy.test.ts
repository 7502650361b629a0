/**
 * The password policy the staff set holds wherever a password is set: registration, a change by
 * the owner, a reset with a ticket, and a staff account's setup link. Each refusal names the rule
 * broken in the reader's language; only hashes of earlier passwords are kept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DUPLICATE_WINDOW_MS } from '#shared/constants.ts';
import { eq } from 'drizzle-orm';
import { passwordHistory, users } from '#server/auth/tables.ts';
import { api } from '#tests/helpers/api.ts';
import { demo, login, phoneNumber, registerUnit, smsCode, taxId } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startTestServer();
  admin = await login(s, demo(s, 'admin').username, demo(s, 'admin').password);
});
afterAll(() => s.stop());

const setPolicy = async (policy: Record<string, unknown>) => {
  // Setting the same policy back within a second is a repeated submission to the guard: the
  // test's clock moves past its window first.
  s.advance(DUPLICATE_WINDOW_MS + 1);
  const r = await api(s.base).PUT('/console/config/{key}', {
    token: admin,
    params: { path: { key: 'sys.password.policy' } },
    body: { value: JSON.stringify(policy) },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
};
const DEFAULTS = { minLength: 8, classes: 2, history: 5, refuseCommon: true, maxAgeDays: 0 };

const change = (token: string, oldPassword: string, password: string, lang?: 'en') =>
  api(s.base).PUT('/system/user/profile/updatePwd', {
    token,
    lang,
    body: { oldPassword, password, confirmPassword: password },
  });

describe('the password policy', () => {
  it('refuses a common or breached password at registration, in both languages', async () => {
    const zh = await registerUnit(s, { password: 'Password1', confirmPassword: 'Password1' });
    expect(zh.reply.status).toBe(400);
    expect(zh.reply.body.msg).toBe('该密码过于常见或已在泄露的密码中出现，请换一个');
    const phone = phoneNumber();
    const code = await smsCode(s, phone, 'register');
    const en = await api(s.base).POST('/register', {
      lang: 'en',
      body: {
        ...zh.form,
        unitName: `${zh.form.unitName}E`,
        taxId: taxId(),
        phone,
        password: 'Qwerty123',
        confirmPassword: 'Qwerty123',
        smsCode: code!,
      },
    });
    expect(en.status).toBe(400);
    expect(en.body.msg).toBe(
      'This password is too common or has appeared in a data breach; choose another',
    );
  });

  it('names the length and kinds of character the staff ask for, and the forms read them', async () => {
    const short = await registerUnit(s, { password: 'Ab-1234', confirmPassword: 'Ab-1234' });
    expect(short.reply.body.msg).toBe('密码至少需要 8 位');
    await setPolicy({ ...DEFAULTS, minLength: 12, classes: 3 });
    try {
      const rules = await api(s.base).GET('/password/policy', {});
      expect(rules.body.data).toEqual(expect.objectContaining({ minLength: 12, classes: 3 }));
      const kinds = await registerUnit(s, {
        password: 'pharma-unit-seven',
        confirmPassword: 'pharma-unit-seven',
      });
      expect(kinds.reply.body.msg).toBe(
        '密码须包含大写字母、小写字母、数字、特殊符号中的至少 3 种',
      );
      const short12 = await registerUnit(s, {
        password: 'Pharma-Uni7',
        confirmPassword: 'Pharma-Uni7',
      });
      expect(short12.reply.body.msg).toBe('密码至少需要 12 位');
      const ok = await registerUnit(s, {
        password: 'Pharma-Unit-77',
        confirmPassword: 'Pharma-Unit-77',
      });
      expect(ok.reply.body.code).toBe(200);
    } finally {
      await setPolicy(DEFAULTS);
    }
  });

  it('refuses a policy out of range, with the rule in the message', async () => {
    const r = await api(s.base).PUT('/console/config/{key}', {
      token: admin,
      lang: 'en',
      params: { path: { key: 'sys.password.policy' } },
      body: { value: JSON.stringify({ ...DEFAULTS, minLength: 4 }) },
    });
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain('fewest characters 8–64');
  });

  it('refuses an earlier password on change, keeping only hashes', async () => {
    const { form } = await registerUnit(s);
    let token = await login(s, form.unitName, form.password);
    const [user] = await s.deps.db.select().from(users).where(eq(users.userName, form.unitName));
    const steps = ['Second-pass2', 'Third-pass3'];
    let current = form.password;
    for (const next of steps) {
      expect((await change(token, current, next)).status).toBe(200);
      current = next;
    }
    const back = await change(token, current, form.password);
    expect(back.status).toBe(400);
    expect(back.body.msg).toBe('不能使用最近 5 次用过的密码');
    const backEn = await change(token, current, 'Second-pass2', 'en');
    expect(backEn.body.msg).toBe('You may not reuse any of your last 5 passwords');
    const common = await change(token, current, 'Iloveyou1', 'en');
    expect(common.body.msg).toBe(
      'This password is too common or has appeared in a data breach; choose another',
    );
    const kept = await s.deps.db
      .select()
      .from(passwordHistory)
      .where(eq(passwordHistory.userId, user!.id));
    expect(kept.length).toBe(3);
    for (const row of kept) expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(kept)).not.toContain('Second-pass2');
    // With the history rule off, an old password is allowed again.
    await setPolicy({ ...DEFAULTS, history: 0 });
    try {
      token = await login(s, form.unitName, current);
      expect((await change(token, current, 'Second-pass2')).status).toBe(200);
    } finally {
      await setPolicy(DEFAULTS);
    }
  });

  it("holds for a staff account's setup link and the administrator's reset", async () => {
    const made = await api(s.base).POST('/console/staff', {
      token: admin,
      body: { userName: 'policyclerk', nickName: '策略 职员', roleKeys: ['editor'] },
    });
    const ticket = made.body.data.setupPath.split('#ticket=')[1]!;
    const reset = (password: string, t = ticket) =>
      api(s.base).POST('/password/forgot/reset', {
        lang: 'en',
        body: { ticket: t, password, confirmPassword: password },
      });
    const weak = await reset('Welcome1');
    expect(weak.body.msg).toBe(
      'This password is too common or has appeared in a data breach; choose another',
    );
    // The refusal did not use the link up.
    expect((await reset('Clerk-Policy-1')).status).toBe(200);
    const again = await api(s.base).POST('/console/staff/{id}/reset', {
      token: admin,
      params: { path: { id: made.body.data.id } },
    });
    const second = again.body.data.setupPath.split('#ticket=')[1]!;
    const reused = await reset('Clerk-Policy-1', second);
    expect(reused.body.msg).toBe('You may not reuse any of your last 5 passwords');
    expect((await reset('Clerk-Policy-2', second)).status).toBe(200);
  });

  it('asks for a new password at sign-in once the period set has passed', async () => {
    const { form } = await registerUnit(s);
    const first = await login(s, form.unitName, form.password);
    const notice = await api(s.base).GET('/account/sign-in-notice', { token: first });
    expect(notice.body.data).toEqual({ previous: null, passwordExpired: false, maxAgeDays: 0 });
    await setPolicy({ ...DEFAULTS, maxAgeDays: 90 });
    try {
      s.advance(91 * 86_400_000);
      admin = await login(s, demo(s, 'admin').username, demo(s, 'admin').password);
      const later = await login(s, form.unitName, form.password);
      const due = await api(s.base).GET('/account/sign-in-notice', { token: later });
      expect(due.body.data.passwordExpired).toBe(true);
      // The sign-in before this one, with its address, for the owner to recognise.
      expect(due.body.data.previous?.ip).toBeTruthy();
      expect(Date.parse(due.body.data.previous!.at)).toBeLessThan(Date.now() + 60_000);
      expect((await change(later, form.password, 'Renewed-pass9')).status).toBe(200);
      const after = await api(s.base).GET('/account/sign-in-notice', { token: later });
      expect(after.body.data.passwordExpired).toBe(false);
    } finally {
      await setPolicy(DEFAULTS);
    }
  });
});
