/**
 * No default passwords (等保 level 2): an account moved in from RuoYi with its published default
 * admin123, or on any widely known password, opens no session until it has chosen a new one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import bcrypt from 'bcryptjs';
import { USER_TYPE } from '#shared/constants.ts';
import { users } from '#server/auth/tables.ts';
import { api } from '#tests/helpers/api.ts';
import { captcha, login } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';
import { RUOYI_DEFAULT_HASH } from '#features/import/server/accounts.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.stop());

/** A staff account as the RuoYi import writes it: the BCrypt hash kept, the flag as given. */
const movedIn = async (userName: string, passwordHash: string, mustChangePassword: boolean) => {
  await s.database.db.insert(users).values({
    userName,
    nickName: userName,
    passwordHash,
    userType: USER_TYPE.staff,
    mustChangePassword,
  });
};
const signIn = async (username: string, password: string, lang?: 'en') =>
  api(s.base).POST('/login', { lang, body: { username, password, ...(await captcha(s)) } });

describe('a password that must change', () => {
  it('RuoYi’s admin123 opens no session: the sign-in answers with a ticket to set a new one', async () => {
    await movedIn('ruoyi-clerk', RUOYI_DEFAULT_HASH, true);
    const en = await signIn('ruoyi-clerk', 'admin123', 'en');
    expect(en.status).toBe(403);
    expect(en.body.msg).toBe(
      'This password is a default or widely known one. Set a new password to sign in.',
    );
    expect(en.body).not.toHaveProperty('token');
    const zh = await signIn('ruoyi-clerk', 'admin123');
    expect(zh.body.msg).toBe('该密码为默认或常见密码，请先设置新密码再登录');
    const ticket = zh.body.passwordTicket!;
    // The policy still holds for the new one: admin123 again is refused.
    const same = await api(s.base).POST('/password/forgot/reset', {
      body: { ticket, password: 'admin123', confirmPassword: 'admin123' },
    });
    expect(same.status).toBe(400);
    const reset = await api(s.base).POST('/password/forgot/reset', {
      body: { ticket, password: 'Clerk-new-77', confirmPassword: 'Clerk-new-77' },
    });
    expect(reset.status).toBe(200);
    expect(await login(s, 'ruoyi-clerk', 'Clerk-new-77')).toBeTruthy();
    const [row] = await s.database.db.select().from(users).where(eq(users.userName, 'ruoyi-clerk'));
    expect(row?.mustChangePassword).toBe(false);
  });

  it('an imported account whose own password is widely known (123456) must change it too', async () => {
    await movedIn('ruoyi-reset', bcrypt.hashSync('123456', 4), false);
    const first = await signIn('ruoyi-reset', '123456');
    expect(first.status).toBe(403);
    expect(first.body.passwordTicket).toBeTruthy();
    // The hash is already this product's own, and the account is still held.
    const second = await signIn('ruoyi-reset', '123456');
    expect(second.status).toBe(403);
    // A good imported password signs in as before.
    await movedIn('ruoyi-good', bcrypt.hashSync('Quiet-river-42', 4), false);
    expect(await login(s, 'ruoyi-good', 'Quiet-river-42')).toBeTruthy();
  });
});
