/**
 * Wrong passwords slow down whoever sends them, not the account's owner. Requests come from
 * several client addresses through a trusted proxy header.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type BodyOf } from '#tests/helpers/api.ts';
import { demo, login, registerUnit } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ CAPTCHA_ENABLED: 'false', TRUST_PROXY: '127.0.0.1' });
});
afterAll(() => s.stop());

let nextAddress = 1;
/** A client address no other test has used. */
const freshAddress = () => `10.30.${Math.floor(nextAddress / 250)}.${nextAddress++ % 250}`;
const WRONG = 'Wrong-pass1';
const ADDRESS_WAIT = /^密码错误次数过多，请 (\d+) 分钟后再试，或通过手机验证码解锁$/;

function attempt(username: string, password: string, ip: string, lang?: 'zh' | 'en') {
  return api(s.base).POST('/login', {
    body: { username, password },
    headers: { 'x-forwarded-for': ip },
    lang,
  });
}

async function failTimes(username: string, ip: string, times: number) {
  for (let i = 0; i < times; i++) {
    const r = await attempt(username, WRONG, ip);
    expect(r.body.msg).toBe('用户不存在/密码错误');
  }
}

const waitOf = (r: { headers: Headers }) => Number(r.headers.get('retry-after'));

async function freshUnit() {
  const { form } = await registerUnit(s);
  return { username: form.unitName, password: form.password, phone: form.phone };
}

describe('wrong passwords from one address', () => {
  it('make that address wait, and no other: one address cannot lock another out', async () => {
    const unit = await freshUnit();
    const guesser = freshAddress();
    await failTimes(unit.username, guesser, 5);
    const held = await attempt(unit.username, unit.password, guesser);
    expect(held.status).toBe(429);
    expect(held.body.msg).toMatch(ADDRESS_WAIT);
    expect(held.body.unlock).toBe(true);
    expect((await attempt(unit.username, unit.password, freshAddress())).body.code).toBe(200);
  });

  it('the wait starts at a minute and doubles with each further failure, up to half an hour', async () => {
    const unit = await freshUnit();
    s.holdClock();
    const guesser = freshAddress();
    await failTimes(unit.username, guesser, 5);
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      const held = await attempt(unit.username, WRONG, guesser);
      waits.push(waitOf(held));
      s.advance(waitOf(held) * 1000 + 1000);
      await attempt(unit.username, WRONG, guesser);
    }
    expect(waits).toEqual([60, 120, 240, 480, 960, 1800, 1800]);
    // After the wait, the owner's right password from that address works again.
    s.advance(1801_000);
    expect((await attempt(unit.username, unit.password, guesser)).body.code).toBe(200);
  });

  it('an unknown name is held exactly like a real one', async () => {
    const unit = await freshUnit();
    const [a, b] = [freshAddress(), freshAddress()];
    await failTimes(unit.username, a, 5);
    await failTimes('没有这个单位', b, 5);
    const real = await attempt(unit.username, WRONG, a, 'en');
    const unknown = await attempt('没有这个单位', WRONG, b, 'en');
    expect(unknown.status).toBe(real.status);
    expect(unknown.body).toEqual(real.body);
    expect(real.body.msg).toBe(
      'Too many wrong passwords. Try again in 1 min, or unlock the account with a phone code.',
    );
  });
});

describe('a unit that signs in three ways', () => {
  it('counts its name, tax ID and mobile as one account: three ways in are not three times the tries', async () => {
    const { form } = await registerUnit(s);
    const secretariat = await login(
      s,
      demo(s, 'secretariat').username,
      demo(s, 'secretariat').password,
    );
    const unit = await login(s, form.unitName, form.password);
    const info = await api(s.base).GET('/getInfo', { token: unit });
    await api(s.base).POST('/review/registrations/{id}', {
      token: secretariat,
      body: { decision: 'pass' },
      params: { path: { id: info.body.user.enterpriseId! } },
    });
    const guesser = freshAddress();
    await failTimes(form.unitName, guesser, 2);
    await failTimes(form.taxId, guesser, 2);
    await failTimes(form.phone, guesser, 1);
    for (const typed of [form.unitName, form.taxId, form.phone]) {
      const held = await attempt(typed, form.password, guesser);
      expect(held.status, typed).toBe(429);
      expect(held.body.msg).toMatch(ADDRESS_WAIT);
    }
    // The owner, elsewhere, is not held.
    expect((await attempt(form.taxId, form.password, freshAddress())).body.code).toBe(200);
  });
});

describe('wrong passwords from many addresses', () => {
  it('one address alone never pauses the account, however long it keeps guessing', async () => {
    const unit = await freshUnit();
    const guesser = freshAddress();
    for (let i = 0; i < 30; i++) {
      const r = await attempt(unit.username, WRONG, guesser);
      if (r.status === 429) s.advance(waitOf(r) * 1000 + 1000);
    }
    expect((await attempt(unit.username, unit.password, freshAddress())).body.code).toBe(200);
  });

  it('twenty-five failures from five addresses pause the account for no new address; a new guesser waits after one try', async () => {
    const unit = await freshUnit();
    s.holdClock();
    // Once twenty have failed, the fifth address is held after one: its last four are refused.
    for (let i = 0; i < 5; i++) {
      const ip = freshAddress();
      for (let n = 0; n < 5; n++) await attempt(unit.username, WRONG, ip);
    }
    for (const lang of ['zh', 'en'] as const)
      expect((await attempt(unit.username, unit.password, freshAddress(), lang)).body.code).toBe(
        200,
      );
    const guesser = freshAddress();
    await failTimes(unit.username, guesser, 1);
    const held = await attempt(unit.username, unit.password, guesser);
    expect(held.status).toBe(429);
    expect(held.body.msg).toMatch(ADDRESS_WAIT);
    expect(held.body.unlock).toBe(true);
    expect(waitOf(held)).toBe(60);
    const english = await attempt(unit.username, WRONG, guesser, 'en');
    expect(english.body.msg).toBe(
      'Too many wrong passwords. Try again in 1 min, or unlock the account with a phone code.',
    );
    s.advance(61_000);
    await failTimes(unit.username, guesser, 1);
    expect(waitOf(await attempt(unit.username, unit.password, guesser))).toBe(120);
  });

  it('under attack, an address the owner signed in from before keeps its five tries', async () => {
    const unit = await freshUnit();
    const office = freshAddress();
    expect((await attempt(unit.username, unit.password, office)).body.code).toBe(200);
    for (let i = 0; i < 4; i++) await failTimes(unit.username, freshAddress(), 5);
    await failTimes(unit.username, office, 4);
    expect((await attempt(unit.username, unit.password, office)).body.code).toBe(200);
  });
});

describe('unlock by phone code', () => {
  async function unlockCode(username: string, phone: string, ip: string) {
    const r = await api(s.base).POST('/sms/code', {
      body: { phone, purpose: 'unlock', username },
      headers: { 'x-forwarded-for': ip },
    });
    expect(r.body).toMatchObject({ code: 200, msg: '验证码已发送，请注意查收' });
    await new Promise((r) => setTimeout(r, 100));
    return s
      .outbox()
      .filter((m) => m.phone === phone && m.purpose === 'unlock')
      .at(-1)?.code;
  }
  const unlock = (body: BodyOf<'post', '/login/unlock'>, ip: string) =>
    api(s.base).POST('/login/unlock', { body, headers: { 'x-forwarded-for': ip } });

  it('the owner’s phone code lifts every wait on the account; a wrong code lifts none', async () => {
    const unit = await freshUnit();
    const owner = freshAddress();
    await failTimes(unit.username, owner, 5);
    for (let i = 0; i < 3; i++) await failTimes(unit.username, freshAddress(), 5);
    const elsewhere = freshAddress();
    await failTimes(unit.username, elsewhere, 1);
    expect((await attempt(unit.username, unit.password, elsewhere)).status).toBe(429);

    const code = await unlockCode(unit.username, unit.phone, owner);
    expect(code).toMatch(/^\d{6}$/);
    const body = { username: unit.username, phone: unit.phone };
    const wrong = await unlock(
      { ...body, smsCode: code === '000000' ? '111111' : '000000' },
      owner,
    );
    expect(wrong.body).toMatchObject({ code: 500, msg: '短信验证码错误或已失效' });
    expect((await attempt(unit.username, unit.password, owner)).status).toBe(429);

    const right = await unlock({ ...body, smsCode: code! }, owner);
    expect(right.body).toMatchObject({ code: 200, msg: '账号已解锁，请重新登录' });
    expect((await attempt(unit.username, unit.password, owner)).body.code).toBe(200);
    expect((await attempt(unit.username, unit.password, elsewhere)).body.code).toBe(200);
    // A code is good once (a second past the duplicate-submit guard).
    s.advance(1001);
    const again = await unlock({ ...body, smsCode: code! }, owner);
    expect(again.body.msg).toBe('短信验证码错误或已失效');
  });

  it('a name that does not own the phone gets the same answer and no code', async () => {
    const unit = await freshUnit();
    const before = s.outbox().length;
    expect(await unlockCode('别人的单位', unit.phone, freshAddress())).toBeUndefined();
    expect(s.outbox().length).toBe(before);
  });
});

describe('staff, who have no phone', () => {
  it('an administrator lifts a staff account’s waits in the console; its password stays', async () => {
    const admin = await login(s, demo(s, 'admin').username, demo(s, 'admin').password);
    const userName = `clerk${Math.random().toString(36).slice(2, 8)}`;
    const made = await api(s.base).POST('/console/staff', {
      token: admin,
      body: { userName, nickName: '职员', roleKeys: ['editor'] },
    });
    const ticket = made.body.data.setupPath.split('#ticket=')[1]!;
    const password = 'Clerk2026pass';
    await api(s.base).POST('/password/forgot/reset', {
      body: { ticket, password, confirmPassword: password },
    });
    const desk = freshAddress();
    await failTimes(userName, desk, 5);
    expect((await attempt(userName, password, desk)).status).toBe(429);
    const unlockAccount = (token: string, lang?: 'zh' | 'en') =>
      api(s.base).POST('/console/staff/{id}/unlock', {
        token,
        lang,
        params: { path: { id: made.body.data.id } },
      });
    const member = await login(s, demo(s, 'member').username, demo(s, 'member').password);
    expect((await unlockAccount(member)).status).toBe(403);
    const en = await unlockAccount(admin, 'en');
    expect(en.body.msg).toBe(
      'Every login wait of the account is lifted; its password is unchanged',
    );
    expect((await attempt(userName, password, desk)).body.code).toBe(200);
    await failTimes(userName, desk, 5);
    s.advance(1001);
    const zh = await unlockAccount(admin, 'zh');
    expect(zh.body.msg).toBe('已解除该账号的全部登录等待，密码不变');
    expect((await attempt(userName, password, desk)).body.code).toBe(200);

    // A user manager below the administrator cannot lift the administrator's waits for a guesser.
    await api(s.base).POST('/console/roles', {
      token: admin,
      body: {
        roleKey: 'unlocker',
        roleName: '账号',
        roleNameEn: 'Accounts',
        permissions: ['system:user:manage'],
      },
    });
    const mgrName = `mgr${Math.random().toString(36).slice(2, 8)}`;
    const mgr = await api(s.base).POST('/console/staff', {
      token: admin,
      body: { userName: mgrName, nickName: '账号管理', roleKeys: ['unlocker'] },
    });
    await api(s.base).POST('/password/forgot/reset', {
      body: {
        ticket: mgr.body.data.setupPath.split('#ticket=')[1]!,
        password,
        confirmPassword: password,
      },
    });
    const manager = await login(s, mgrName, password);
    const me = await api(s.base).GET('/getInfo', { token: admin });
    const refused = await api(s.base).POST('/console/staff/{id}/unlock', {
      token: manager,
      params: { path: { id: me.body.user.userId } },
    });
    expect(refused.status).toBe(403);
  });
});
