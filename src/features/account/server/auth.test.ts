import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { api, type ReplyTo } from '#tests/helpers/api.ts';
import { call } from '#tests/helpers/http.ts';
import { captcha, demo, login } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';
import { configs } from '#server/config/tables.ts';
import { sessions, users } from '#server/auth/tables.ts';
import { hashPassword } from '#server/auth/passwords.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.stop());

describe('GET /captchaImage', () => {
  it('gives a base64 PNG without a data: prefix and a uuid', async () => {
    const r = await api(s.base).GET('/captchaImage');
    expect(r.body).toMatchObject({ code: 200, captchaEnabled: true });
    expect(r.body.img!.startsWith('data:')).toBe(false);
    const png = Buffer.from(r.body.img!, 'base64');
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(png.toString('latin1')).not.toMatch(/<svg|<path/);
    expect(r.body.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(r.headers.get('cache-control')).toBe('no-store');
  });
});

describe('a page acting for one account', () => {
  it('is refused, in its language, once its token has become another account’s', async () => {
    const member = await login(s, demo(s, 'member').username, demo(s, 'member').password);
    const editor = await login(s, demo(s, 'editor').username, demo(s, 'editor').password);
    const info = async (token: string, as?: number, lang?: 'zh' | 'en') =>
      api(s.base).GET('/getInfo', {
        token,
        lang,
        headers: as === undefined ? {} : { 'X-Session-User': String(as) },
      });
    const memberId = (await info(member)).body.user.userId;
    expect((await info(member, memberId)).status).toBe(200);
    // The editor signed in in another tab: the member's page now sends the editor's token.
    const zh = await info(editor, memberId, 'zh');
    expect(zh.status).toBe(409);
    expect(zh.body.msg).toContain('您已在其他标签页登录了另一个账号');
    const en = await info(editor, memberId, 'en');
    expect(en.body.msg).toContain('Another account has signed in in another tab');
  });
});

describe('POST /login', () => {
  it('signs a demo member in and getInfo tells who it is', async () => {
    const { username, password } = demo(s, 'member');
    const token = await login(s, username, password);
    const info = await api(s.base).GET('/getInfo', { token });
    expect(info.body.user).toMatchObject({
      userName: username,
      userType: '05',
      auditStatus: '1',
      isMember: true,
    });
    expect(info.body.roles).toEqual(['enterprise', 'member']);
    expect(info.body.permissions).toContain('report:own:submit');
  });

  it('admin gets every permission as *:*:*', async () => {
    const { username, password } = demo(s, 'admin');
    const token = await login(s, username, password);
    const info = await api(s.base).GET('/getInfo', {
      token,
    });
    expect(info.body).toMatchObject({ roles: ['admin'], permissions: ['*:*:*'] });
  });

  it('a user without roles gets ROLE_DEFAULT', async () => {
    await s.deps.db.insert(users).values({
      userName: 'noroles',
      nickName: 'No roles',
      passwordHash: await hashPassword('Plain123'),
      userType: '00',
    });
    const token = await login(s, 'noroles', 'Plain123');
    const info = await api(s.base).GET('/getInfo', {
      token,
    });
    expect(info.body).toMatchObject({ roles: ['ROLE_DEFAULT'], permissions: [] });
  });

  it('a wrong, missing, reused or foreign captcha never passes', async () => {
    const { username, password } = demo(s, 'editor');
    const c = await captcha(s);
    const wrong = await api(s.base).POST('/login', {
      body: { username, password, uuid: c.uuid, code: c.code === 'AAAA' ? 'BBBB' : 'AAAA' },
    });
    expect(wrong.body).toMatchObject({ code: 500, msg: '验证码错误' });
    // Deleted on first use, right or wrong.
    const reused = await api(s.base).POST('/login', { body: { username, password, ...c } });
    expect(reused.body.msg).toBe('验证码已失效，请刷新后重试');
    const missing = await api(s.base).POST('/login', { body: { username, password } });
    expect(missing.body.msg).toBe('请输入验证码');
    // Nulls where the form has text: off the contract on purpose.
    const nulls = await call(s.base, 'POST', '/login', {
      body: { username, password, code: null, uuid: null },
    });
    expect(nulls.body.code).toBe(500);
    const noUuid = await api(s.base).POST('/login', {
      body: { username, password, code: 'abcd' },
      lang: 'en',
    });
    expect(noUuid.body.msg).toBe('The captcha has expired. Please refresh it and try again.');
  });

  it('an expired captcha (older than 2 minutes) is refused', async () => {
    const { username, password } = demo(s, 'editor');
    const c = await captcha(s);
    s.advance(2 * 60_000 + 1000);
    const r = await api(s.base).POST('/login', { body: { username, password, ...c } });
    expect(r.body.msg).toBe('验证码已失效，请刷新后重试');
  });

  it('unknown user and wrong password: the same message in comparable time', async () => {
    const timed = async (username: string) => {
      const body = { username, password: 'Wrong-pass1', ...(await captcha(s)) };
      const t0 = performance.now();
      const r = await api(s.base).POST('/login', { body, lang: 'en' });
      return { msg: r.body.msg, ms: performance.now() - t0 };
    };
    const known = [await timed('council'), await timed('council')];
    const unknown = [await timed('nobody-here'), await timed('nobody-here')];
    expect(new Set([...known, ...unknown].map((x) => x.msg))).toEqual(
      new Set(['Username or password is wrong']),
    );
    const median = (xs: { ms: number }[]) => xs.map((x) => x.ms).sort((a, b) => a - b)[0]!;
    // Both pay one password hash; an unknown name must not answer in a fraction of the time.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.4);
  });

  it('five wrong passwords make this address wait a minute (lockout.test.ts has the rest)', async () => {
    const { username, password } = demo(s, 'enterprise');
    for (let i = 0; i < 5; i++) {
      const r = await api(s.base).POST('/login', {
        body: { username, password: 'Wrong-pass1', ...(await captcha(s)) },
      });
      expect(r.body.msg).toBe('用户不存在/密码错误');
    }
    const locked = await api(s.base).POST('/login', {
      body: { username, password, ...(await captcha(s)) },
    });
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({
      msg: '密码错误次数过多，请 1 分钟后再试，或通过手机验证码解锁',
      unlock: true,
    });
    s.advance(60_000 + 1000);
    expect(await login(s, username, password)).toBeTruthy();
  });

  it('answers in the reader language', async () => {
    const r = await api(s.base).POST('/login', {
      body: { username: 'x', password: '1' },
      lang: 'en',
    });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('The account must be 2 to 200 characters');
    expect(r.body.errors).toEqual([
      { field: 'username', msg: 'The account must be 2 to 200 characters' },
      { field: 'password', msg: 'The password must be 6 to 64 characters' },
    ]);
  });
});

describe('sessions', () => {
  it('getInfo without a token, with a forged one, or after logout: code 401', async () => {
    expect((await api(s.base).GET('/getInfo')).body.code).toBe(401);
    expect((await api(s.base).GET('/getInfo', { token: 'x'.repeat(43) })).body).toMatchObject({
      code: 401,
      msg: '无效的会话，或者会话已过期，请重新登录。',
    });
    const { username, password } = demo(s, 'secretariat');
    const token = await login(s, username, password);
    expect((await api(s.base).POST('/logout', { token })).body.code).toBe(200);
    expect((await api(s.base).GET('/getInfo', { token })).body.code).toBe(401);
  });

  it('tokens slide: idle beyond the limit ends the session, activity keeps it', async () => {
    const { username, password } = demo(s, 'secretariat');
    const token = await login(s, username, password);
    s.advance(100 * 60_000);
    expect((await api(s.base).GET('/getInfo', { token })).body.code).toBe(200);
    s.advance(100 * 60_000);
    expect((await api(s.base).GET('/getInfo', { token })).body.code).toBe(200);
    s.advance(121 * 60_000);
    expect((await api(s.base).GET('/getInfo', { token })).body.code).toBe(401);
  });

  it('stores only a hash of each token', async () => {
    const { username, password } = demo(s, 'editor');
    const token = await login(s, username, password);
    const rows = await s.deps.db.select().from(sessions);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
  });
});

describe('captcha switch', () => {
  it('sys.account.captchaEnabled=false turns the captcha off for login', async () => {
    await s.deps.db
      .update(configs)
      .set({ configValue: 'false' })
      .where(eq(configs.configKey, 'sys.account.captchaEnabled'));
    try {
      expect((await api(s.base).GET('/captchaImage')).body).toMatchObject({
        captchaEnabled: false,
      });
      const { username, password } = demo(s, 'enterprise');
      const r = await api(s.base).POST('/login', {
        body: { username, password },
      });
      expect(r.body.code).toBe(200);
    } finally {
      await s.deps.db
        .update(configs)
        .set({ configValue: 'true' })
        .where(eq(configs.configKey, 'sys.account.captchaEnabled'));
    }
  });
});

describe('rate limit per address', () => {
  it('the 31st login attempt in ten minutes from one address is refused', async () => {
    const other = await startTestServer({ CAPTCHA_ENABLED: 'false' });
    try {
      let last: ReplyTo<'post', '/login'> | undefined;
      for (let i = 0; i < 31; i++)
        last = await api(other.base).POST('/login', {
          body: { username: `user${i}`, password: 'Wrong-pass1' },
        });
      expect(last!.status).toBe(429);
      expect(last!.body.msg).toMatch(/^操作过于频繁，请 \d+ 秒后再试$/);
      expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await other.stop();
    }
  });
});

describe('GET /changeLanguages', () => {
  it('keeps the choice for a year, and only over HTTPS when the site is served so', async () => {
    const plain = await api(s.base).GET('/changeLanguages', { params: { query: { lang: 'en' } } });
    expect(plain.headers.get('set-cookie')).toMatch(/^language=en; Max-Age=31536000; Path=\/;/);
    expect(plain.headers.get('set-cookie')).not.toMatch(/Secure/);
    const behindHttps = await api(s.base).GET('/changeLanguages', {
      headers: { 'x-forwarded-proto': 'https' },
      params: { query: { lang: 'zh' } },
    });
    expect(behindHttps.headers.get('set-cookie')).toMatch(/; Secure/);
  });
});
