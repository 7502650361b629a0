import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#tests/helpers/api.ts';
import {
  captcha,
  demo,
  login,
  phoneNumber,
  registerUnit,
  smsCode,
  taxId,
} from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';
import { eq } from 'drizzle-orm';
import { configs } from '#server/config/tables.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.stop());

describe('POST /register', () => {
  it('registers a unit that is then under review and can sign in', async () => {
    const { form, reply } = await registerUnit(s);
    expect(reply.body).toMatchObject({ code: 200, msg: '注册信息已提交，请等待秘书处审核' });
    const token = await login(s, form.unitName, form.password);
    const info = await api(s.base).GET('/getInfo', { token });
    expect(info.body.user).toMatchObject({
      userName: form.unitName,
      nickName: form.unitName,
      auditStatus: '0',
      isMember: false,
      userType: '01',
    });
    expect(info.body.roles).toEqual(['enterprise']);
  });

  it('the phone code goes to the outbox as one JSON line per message', async () => {
    const phone = phoneNumber();
    const code = await smsCode(s, phone, 'register');
    const line = s.outbox().at(-1)!;
    expect(Object.keys(line).sort()).toEqual(['at', 'code', 'phone', 'purpose']);
    expect(line).toMatchObject({ phone, code, purpose: 'register' });
    expect(code).toMatch(/^\d{6}$/);
  });

  it('refuses a unit name or tax ID that a passed unit owns, and keeps the code for a retry', async () => {
    const first = await registerUnit(s);
    const secretariat = await login(
      s,
      demo(s, 'secretariat').username,
      demo(s, 'secretariat').password,
    );
    const unit = await login(s, first.form.unitName, first.form.password);
    const info = await api(s.base).GET('/getInfo', { token: unit });
    await api(s.base).POST('/review/registrations/{id}', {
      token: secretariat,
      body: { decision: 'pass' },
      params: { path: { id: info.body.user.enterpriseId! } },
    });
    const phone = phoneNumber();
    const code = await smsCode(s, phone, 'register');
    const base = { ...first.form, phone, smsCode: code!, taxId: taxId() };
    const sameName = await api(s.base).POST('/register', { body: base });
    expect(sameName.body).toMatchObject({
      code: 500,
      msg: '该单位名称已注册',
      errors: [{ field: 'unitName', msg: '该单位名称已注册' }],
    });
    const sameTax = await api(s.base).POST('/register', {
      body: { ...base, unitName: `${first.form.unitName}二厂`, taxId: first.form.taxId },
      lang: 'en',
    });
    expect(sameTax.body.msg).toBe('This unified social credit code is already registered');
    // The code was not spent on a refused form.
    const ok = await api(s.base).POST('/register', {
      body: { ...base, unitName: `${first.form.unitName}三厂` },
    });
    expect(ok.body.code).toBe(200);
  });

  it('checks every rule on the server too', async () => {
    const r = await api(s.base).POST('/register', {
      body: {
        unitName: 'x',
        taxId: '123',
        contactPerson: '',
        email: 'bad',
        phone: '123',
        password: 'abcdef',
        confirmPassword: 'abcdeg',
        smsCode: '',
        // The privacy notice not agreed to.
        privacyVersion: 0,
      },
      lang: 'en',
    });
    expect(r.status).toBe(400);
    expect(Object.fromEntries(r.body.errors!.map((e) => [e.field, e.msg]))).toEqual({
      unitName: 'The unit name must be 2 to 200 characters',
      taxId: 'This is not a valid unified social credit code',
      contactPerson: 'Please enter the contact person',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid mobile phone number',
      password: 'Use at least two of: uppercase, lowercase, digit, symbol',
      confirmPassword: 'Use at least two of: uppercase, lowercase, digit, symbol',
      smsCode: 'Please enter the SMS code',
      privacyVersion: 'Read and agree to the privacy notice',
    });
  });

  it('refuses a wrong, used or expired phone code', async () => {
    const phone = phoneNumber();
    const code = await smsCode(s, phone, 'register');
    const form = {
      unitName: `号码测试有限公司${Date.now()}`,
      taxId: taxId(),
      contactPerson: '李',
      email: 'l@e.cn',
      phone,
      password: 'Abc-1234x',
      confirmPassword: 'Abc-1234x',
      privacyVersion: 1,
    };
    const wrong = await api(s.base).POST('/register', {
      body: { ...form, smsCode: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.body.msg).toBe('短信验证码错误或已失效');
    expect(
      (await api(s.base).POST('/register', { body: { ...form, smsCode: code! } })).body.code,
    ).toBe(200);
    const again = await api(s.base).POST('/register', {
      body: { ...form, unitName: `${form.unitName}B`, taxId: taxId(), smsCode: code! },
    });
    expect(again.body.msg).toBe('短信验证码错误或已失效');

    const phone2 = phoneNumber();
    const late = await smsCode(s, phone2, 'register');
    s.advance(5 * 60_000 + 1000);
    const expired = await api(s.base).POST('/register', {
      body: {
        ...form,
        unitName: `${form.unitName}C`,
        taxId: taxId(),
        phone: phone2,
        smsCode: late!,
      },
    });
    expect(expired.body.msg).toBe('短信验证码错误或已失效');
  });

  it('parallel guesses cannot share a try: twenty at once still spend the code', async () => {
    const phone = phoneNumber();
    const code = await smsCode(s, phone, 'register');
    const form = {
      unitName: `并发测试有限公司${Date.now()}`,
      taxId: taxId(),
      contactPerson: '李',
      email: 'l@e.cn',
      phone,
      password: 'Abc-1234x',
      confirmPassword: 'Abc-1234x',
      privacyVersion: 1,
    };
    const guesses = Array.from({ length: 20 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    await Promise.all(
      guesses.map((g, i) =>
        api(s.base).POST('/register', { body: { ...form, smsCode: g, email: `p${i}@e.cn` } }),
      ),
    );
    expect(
      (await api(s.base).POST('/register', { body: { ...form, smsCode: code! } })).body.msg,
    ).toBe('短信验证码错误或已失效');
    // Those twenty attempts used up this address's registration budget for the hour.
    const limited = await api(s.base).POST('/register', {
      body: { ...form, smsCode: code!, email: 'again@e.cn' },
    });
    expect(limited.status).toBe(429);
    s.advance(3600_000);
  });

  it('says nothing about existing units without a valid phone code', async () => {
    const { form } = await registerUnit(s);
    const r = await api(s.base).POST('/register', {
      body: { ...form, phone: phoneNumber(), smsCode: '123456' },
    });
    expect(r.body.msg).toBe('短信验证码错误或已失效');
  });

  it('is refused in both languages while registration is closed', async () => {
    await s.deps.db
      .update(configs)
      .set({ configValue: 'false' })
      .where(eq(configs.configKey, 'sys.account.registerUser'));
    try {
      const r = await api(s.base).POST('/sms/code', {
        body: { phone: phoneNumber(), purpose: 'register', ...(await captcha(s)) },
        lang: 'en',
      });
      expect(r.body.msg).toBe('Online registration is paused. Please contact the secretariat.');
      const form = {
        unitName: '关闭测试有限公司',
        taxId: taxId(),
        contactPerson: '李',
        email: 'l@e.cn',
        phone: phoneNumber(),
        password: 'Abc-1234x',
        confirmPassword: 'Abc-1234x',
        privacyVersion: 1,
        smsCode: '123456',
      };
      expect((await api(s.base).POST('/register', { body: form })).body.msg).toBe(
        '协会暂停了线上注册，请联系秘书处',
      );
    } finally {
      await s.deps.db
        .update(configs)
        .set({ configValue: 'true' })
        .where(eq(configs.configKey, 'sys.account.registerUser'));
    }
  });

  it('five wrong tries spend a phone code', async () => {
    const phone = phoneNumber();
    const code = await smsCode(s, phone, 'register');
    const form = {
      unitName: `尝试测试有限公司${Date.now()}`,
      taxId: taxId(),
      contactPerson: '李',
      email: 'l@e.cn',
      phone,
      password: 'Abc-1234x',
      confirmPassword: 'Abc-1234x',
      privacyVersion: 1,
    };
    const wrongCode = code === '999999' ? '888888' : '999999';
    for (let i = 0; i < 5; i++)
      await api(s.base).POST('/register', {
        body: { ...form, smsCode: wrongCode, email: `l${i}@e.cn` },
      });
    expect(
      (await api(s.base).POST('/register', { body: { ...form, smsCode: code! } })).body.msg,
    ).toBe('短信验证码错误或已失效');
  });
});

describe('POST /sms/code', () => {
  it('needs the graphic captcha while it is on', async () => {
    const r = await api(s.base).POST('/sms/code', {
      body: { phone: phoneNumber(), purpose: 'register' },
    });
    expect(r.body.msg).toBe('请输入验证码');
  });

  it('sends at most one code a minute to a phone', async () => {
    const phone = phoneNumber();
    await smsCode(s, phone, 'register');
    const again = await api(s.base).POST('/sms/code', {
      body: { phone, purpose: 'register', ...(await captcha(s)) },
    });
    expect(again.status).toBe(429);
    expect(again.body.msg).toMatch(/^验证码发送过于频繁，请 \d+ 秒后再试$/);
    s.advance(61_000);
    expect(await smsCode(s, phone, 'register')).toMatch(/^\d{6}$/);
  });
});

describe('forgot password', () => {
  it('account → code → ticket → new password; old sessions end', async () => {
    const { form } = await registerUnit(s);
    const oldToken = await login(s, form.unitName, form.password);
    const code = await smsCode(s, form.phone, 'reset', form.unitName);
    expect(code).toMatch(/^\d{6}$/);
    const verify = await api(s.base).POST('/password/forgot/verify', {
      body: { username: form.unitName, phone: form.phone, smsCode: code! },
    });
    expect(verify.body.code).toBe(200);
    const ticket = verify.body.data.ticket;
    const reset = await api(s.base).POST('/password/forgot/reset', {
      body: { ticket, password: 'NewPass99', confirmPassword: 'NewPass99' },
    });
    expect(reset.body).toMatchObject({ code: 200, msg: '密码已重置' });
    expect((await api(s.base).GET('/getInfo', { token: oldToken })).body.code).toBe(401);
    expect(await login(s, form.unitName, 'NewPass99')).toBeTruthy();
    const reuse = await api(s.base).POST('/password/forgot/reset', {
      body: { ticket, password: 'Other999x', confirmPassword: 'Other999x' },
    });
    expect(reuse.body.msg).toBe('重置链接已失效，请重新验证');
  });

  it('a phone that is not the account’s gets the same answer and no code', async () => {
    const { form } = await registerUnit(s);
    const stranger = phoneNumber();
    const before = s.outbox().length;
    const r = await api(s.base).POST('/sms/code', {
      body: { phone: stranger, purpose: 'reset', username: form.unitName, ...(await captcha(s)) },
    });
    expect(r.body).toMatchObject({ code: 200, msg: '验证码已发送，请注意查收' });
    // Codes leave off the request path: the owner's own code, asked after, arrives first.
    expect(await smsCode(s, form.phone, 'reset', form.unitName)).toBeTruthy();
    expect(s.outbox().filter((m) => m.phone === stranger)).toEqual([]);
    expect(s.outbox().length).toBe(before + 1);
  });

  it('the reset password must follow the rules and match', async () => {
    const r = await api(s.base).POST('/password/forgot/reset', {
      body: { ticket: 'x', password: 'abcdefg', confirmPassword: 'abcdefh' },
    });
    expect(r.body.errors).toEqual([
      { field: 'password', msg: '密码须包含大写字母、小写字母、数字、特殊符号中的至少两种' },
      { field: 'confirmPassword', msg: '密码须包含大写字母、小写字母、数字、特殊符号中的至少两种' },
    ]);
  });
});

describe('PUT /system/user/profile/updatePwd', () => {
  it('needs a session', async () => {
    const r = await api(s.base).PUT('/system/user/profile/updatePwd', {
      body: { oldPassword: 'a', password: 'b', confirmPassword: 'b' },
    });
    expect(r.body.code).toBe(401);
  });

  it('checks the old password, refuses the same one, and ends other sessions', async () => {
    const { form } = await registerUnit(s);
    const here = await login(s, form.unitName, form.password);
    const elsewhere = await login(s, form.unitName, form.password);
    const wrong = await api(s.base).PUT('/system/user/profile/updatePwd', {
      token: here,
      body: { oldPassword: 'Nope1234', password: 'Fresh123', confirmPassword: 'Fresh123' },
    });
    expect(wrong.body.msg).toBe('旧密码错误');
    const same = await api(s.base).PUT('/system/user/profile/updatePwd', {
      token: here,
      body: { oldPassword: form.password, password: form.password, confirmPassword: form.password },
      lang: 'en',
    });
    expect(same.body.msg).toBe('The new password must differ from the current one');
    const ok = await api(s.base).PUT('/system/user/profile/updatePwd', {
      token: here,
      body: { oldPassword: form.password, password: 'Fresh123', confirmPassword: 'Fresh123' },
    });
    expect(ok.body.code).toBe(200);
    expect((await api(s.base).GET('/getInfo', { token: here })).body.code).toBe(200);
    expect((await api(s.base).GET('/getInfo', { token: elsewhere })).body.code).toBe(401);
    expect(await login(s, form.unitName, 'Fresh123')).toBeTruthy();
  });
});

describe('server duplicate guard', () => {
  it('an identical write inside one second is refused before it runs', async () => {
    const { username, password } = demo(s, 'editor');
    const token = await login(s, username, password);
    const body = { oldPassword: 'Nope1234', password: 'Fresh123', confirmPassword: 'Fresh123' };
    const [a, b] = await Promise.all([
      api(s.base).PUT('/system/user/profile/updatePwd', { token, body }),
      api(s.base).PUT('/system/user/profile/updatePwd', { token, body }),
    ]);
    const dup = [a, b].find((r) => r.status === 409)!;
    expect(dup.body.msg).toBe('数据正在处理，请勿重复提交');
    expect([a, b].filter((r) => r.body.msg === '旧密码错误')).toHaveLength(1);
    s.advance(1001);
    expect(
      (await api(s.base).PUT('/system/user/profile/updatePwd', { token, body })).body.msg,
    ).toBe('旧密码错误');
  });
});
