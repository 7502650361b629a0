/** A staff member changes their own name, phone and email on the profile page; checked there. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DUPLICATE_WINDOW_MS } from '#shared/constants.ts';
import { api, type BodyOf } from '#tests/helpers/api.ts';
import { captcha, demo, login, registerUnit, smsCode } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.stop());

const signIn = (role: string) => login(s, demo(s, role).username, demo(s, role).password);
const save = (
  token: string,
  body: BodyOf<'put', '/system/user/profile'>,
  lang: 'zh' | 'en' = 'zh',
) => {
  s.advance(DUPLICATE_WINDOW_MS + 1);
  return api(s.base).PUT('/system/user/profile', { token, body, lang });
};

describe('one’s own details', () => {
  it('a staff member changes their name, phone and email, and sees them next time', async () => {
    const editor = await signIn('editor');
    const saved = await save(
      editor,
      { nickName: ' 王编辑 ', phone: '13912345678', email: 'wang@example.cn' },
      'en',
    );
    expect(saved.status).toBe(200);
    expect(saved.body.msg).toBe('Your details were saved');
    const read = await api(s.base).GET('/system/user/profile', { token: editor });
    expect(read.body.data).toEqual({
      userName: demo(s, 'editor').username,
      nickName: '王编辑',
      phone: '13912345678',
      email: 'wang@example.cn',
    });
    const info = await api(s.base).GET('/getInfo', { token: editor });
    expect(info.body.user.nickName).toBe('王编辑');
    // Phone and email may be taken away again.
    const cleared = await save(editor, { nickName: '王编辑', phone: '', email: '' });
    expect(cleared.body.data).toMatchObject({ phone: null, email: null });
  });

  it('a phone set on a staff profile never opens the account by a phone code', async () => {
    // Someone at an unattended administrator's desk puts in their own phone, then asks for a code.
    const admin = await signIn('admin');
    const phone = '13987654321';
    expect((await save(admin, { nickName: '系统管理员', phone, email: '' })).status).toBe(200);
    const asked = await api(s.base).POST('/sms/code', {
      body: { phone, purpose: 'reset', username: demo(s, 'admin').username, ...(await captcha(s)) },
    });
    expect(asked.body.code).toBe(200); // the same answer as for any unknown pair
    // Codes leave off the request path: a unit's own reset code, asked after, arrives first.
    const { form } = await registerUnit(s);
    expect(await smsCode(s, form.phone, 'reset', form.unitName)).toBeTruthy();
    expect(s.outbox().filter((m) => m.phone === phone)).toEqual([]);
  });

  it('refuses an empty name, a wrong phone or email, in the reader’s language', async () => {
    const editor = await signIn('editor');
    const bad = { nickName: ' ', phone: '12345', email: 'not-mail' };
    const zh = await save(editor, bad, 'zh');
    expect(zh.status).toBe(400);
    expect(zh.body.errors).toEqual([
      { field: 'nickName', msg: '此项为必填项' },
      { field: 'phone', msg: '请输入正确的手机号码' },
      { field: 'email', msg: '请输入正确的邮箱地址' },
    ]);
    const en = await save(editor, bad, 'en');
    expect(en.body.errors).toEqual([
      { field: 'nickName', msg: 'This field is required' },
      { field: 'phone', msg: 'Please enter a valid mobile phone number' },
      { field: 'email', msg: 'Please enter a valid email address' },
    ]);
  });

  it('is a staff member’s own: a member unit’s account and a visitor are refused', async () => {
    const member = await signIn('member');
    expect((await save(member, { nickName: 'x', phone: '', email: '' })).status).toBe(403);
    expect((await api(s.base).GET('/system/user/profile')).status).toBe(401);
  });
});
