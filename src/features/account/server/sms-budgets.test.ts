/**
 * Phone codes cost the association money and prove who owns an account, so strangers must not
 * spend them, void them or learn from them. Requests come from several client addresses through
 * a trusted proxy header.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, type BodyOf } from '#tests/helpers/api.ts';
import { phoneNumber, registerUnit } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ CAPTCHA_ENABLED: 'false', TRUST_PROXY: '127.0.0.1' });
});
afterAll(() => s.stop());

const from = (ip: string) => ({ 'x-forwarded-for': ip });
let nextAddress = 1;
/** A client address no other test has used. */
const freshAddress = () => `10.20.${Math.floor(nextAddress / 250)}.${nextAddress++ % 250}`;

function requestCode(body: BodyOf<'post', '/sms/code'>, ip: string, lang?: 'zh' | 'en') {
  return api(s.base).POST('/sms/code', { body, headers: from(ip), lang });
}

/** Codes the outbox holds for a phone and purpose, oldest first; reset codes leave off the request path. */
async function delivered(phone: string, purpose: string): Promise<string[]> {
  await new Promise((r) => setTimeout(r, 100));
  return s
    .outbox()
    .filter((m) => m.phone === phone && m.purpose === purpose)
    .map((m) => m.code);
}

function verifyReset(username: string, phone: string, smsCode: string) {
  return api(s.base).POST('/password/forgot/verify', { body: { username, phone, smsCode } });
}

describe('reset codes and strangers', () => {
  it('a wrong unit name neither sends, nor voids the owner’s pending code', async () => {
    const { form } = await registerUnit(s);
    const owner = freshAddress();
    expect((await requestCode({ ...resetOf(form) }, owner)).body.code).toBe(200);
    const [code] = await delivered(form.phone, 'reset');
    expect(code).toMatch(/^\d{6}$/);

    const stranger = await requestCode(
      { phone: form.phone, purpose: 'reset', username: '随便填写的单位' },
      freshAddress(),
    );
    expect(stranger.body).toMatchObject({ code: 200, msg: '验证码已发送，请注意查收' });
    expect(await delivered(form.phone, 'reset')).toEqual([code]);
    expect((await verifyReset(form.unitName, form.phone, code!)).body.code).toBe(200);
  });

  it('wrong unit names do not use up the phone’s daily codes', async () => {
    const { form } = await registerUnit(s);
    const stranger = freshAddress();
    for (let i = 0; i < 12; i++) {
      await requestCode(
        { phone: form.phone, purpose: 'reset', username: `冒名单位${i}` },
        stranger,
      );
      s.advance(61_000);
    }
    expect((await requestCode(resetOf(form), freshAddress())).body.code).toBe(200);
    expect(await delivered(form.phone, 'reset')).toHaveLength(1);
  });

  it('each purpose has its own quota: registration codes do not use up reset codes', async () => {
    const { form } = await registerUnit(s);
    for (let i = 0; i < 10; i++) {
      s.advance(61_000);
      await requestCode({ phone: form.phone, purpose: 'register' }, freshAddress());
    }
    s.advance(61_000);
    expect((await requestCode(resetOf(form), freshAddress())).body.code).toBe(200);
    expect(await delivered(form.phone, 'reset')).toHaveLength(1);
  });

  it('a right and a wrong unit name get the same answers, asked twice, in comparable time', async () => {
    const { form } = await registerUnit(s);
    const ask = async (username: string) => {
      const ip = freshAddress();
      const t0 = performance.now();
      const first = await requestCode({ phone: form.phone, purpose: 'reset', username }, ip, 'en');
      const ms = performance.now() - t0;
      s.advance(1001); // past the duplicate-submit guard, inside the one-minute wait
      const second = await requestCode({ phone: form.phone, purpose: 'reset', username }, ip, 'en');
      return { first: first.body, second: second.body.msg, status: second.status, ms };
    };
    // Times are compared as medians of three, taken in turn, so one slow moment decides nothing.
    const rights: Awaited<ReturnType<typeof ask>>[] = [];
    const wrongs: Awaited<ReturnType<typeof ask>>[] = [];
    for (let round = 0; round < 3; round++) {
      rights.push(await ask(form.unitName));
      s.advance(61_000);
      wrongs.push(await ask('Not The Owner Ltd'));
      s.advance(61_000);
    }
    const [right, wrong] = [rights[0], wrongs[0]];
    expect(wrong?.first).toEqual(right?.first);
    expect(wrong?.second).toBe(right?.second);
    expect(wrong?.status).toBe(right?.status);
    expect(right?.second).toMatch(/^Codes are sent at most once a minute/);
    const median = (xs: { ms: number }[]) => xs.map((x) => x.ms).sort((a, b) => a - b)[1] ?? 0;
    expect(median(wrongs)).toBeGreaterThan(median(rights) * 0.3);
    expect(median(rights)).toBeGreaterThan(median(wrongs) * 0.3);
  });

  it('one account gets at most five reset codes a day, whoever asks and from wherever', async () => {
    const { form } = await registerUnit(s);
    for (let i = 0; i < 7; i++) {
      s.advance(61_000);
      const r = await requestCode(resetOf(form), freshAddress());
      expect(r.body.code).toBe(200);
    }
    expect(await delivered(form.phone, 'reset')).toHaveLength(5);
    s.advance(24 * 3600_000);
    await requestCode(resetOf(form), freshAddress());
    expect(await delivered(form.phone, 'reset')).toHaveLength(6);
  });
});

describe('global budget', () => {
  /** A server of its own, so the hour's codes it spends leave the other tests theirs. */
  async function withServer(env: Record<string, string>, run: (t: TestServer) => Promise<void>) {
    const own = await startTestServer({
      CAPTCHA_ENABLED: 'false',
      TRUST_PROXY: '127.0.0.1',
      ...env,
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      await run(own);
      expect(warn.mock.calls.flat().join(' ')).toMatch(/SMS_GLOBAL_PER_HOUR/);
    } finally {
      warn.mockRestore();
      await own.stop();
    }
  }
  const register = (t: TestServer, ip: string, lang?: 'zh' | 'en') =>
    api(t.base).POST('/sms/code', {
      body: { phone: phoneNumber(), purpose: 'register' },
      headers: from(ip),
      lang,
    });

  it('past its part of the hourly codes, a purpose is busy, in both languages; half of it waits for first-time addresses', async () => {
    // Ten an hour: five for registrations, the last two of them for addresses asking once or twice.
    await withServer({ SMS_GLOBAL_PER_HOUR: '10' }, async (small) => {
      const busy = freshAddress();
      for (let i = 0; i < 3; i++) expect((await register(small, busy)).body.code).toBe(200);
      const refused = await register(small, busy);
      expect([refused.status, refused.body.msg]).toEqual([429, '短信服务繁忙，请稍后再试']);
      expect((await register(small, busy, 'en')).body.msg).toBe(
        'The SMS service is busy. Please try again later.',
      );
      expect((await register(small, freshAddress())).body.code).toBe(200);
      expect((await register(small, freshAddress())).body.code).toBe(200);
      expect((await register(small, freshAddress())).status).toBe(429);
      expect(small.outbox()).toHaveLength(5);
      small.advance(3600_000);
      expect((await register(small, busy)).body.code).toBe(200);
    });
  });

  it('a flood of registration codes from twelve addresses leaves registration and reset to real people', async () => {
    await withServer({}, async (t) => {
      const { form } = await registerUnit(t);
      const flooders = Array.from({ length: 12 }, freshAddress);
      const answers = await Promise.all(
        flooders.map(async (ip) => {
          const codes: number[] = [];
          for (let i = 0; i < 17; i++) codes.push((await register(t, ip)).status);
          return codes;
        }),
      );
      expect(answers.flat()).toContain(429);
      const person = freshAddress();
      const registering = await register(t, person, 'en');
      expect([registering.status, registering.body.msg]).toEqual([
        200,
        'Code sent. Please check your phone.',
      ]);
      const reset = await api(t.base).POST('/sms/code', {
        body: resetOf(form),
        headers: from(freshAddress()),
      });
      expect(reset.body.code).toBe(200);
      await new Promise((r) => setTimeout(r, 100));
      expect(
        t.outbox().filter((m) => m.phone === form.phone && m.purpose === 'reset'),
      ).toHaveLength(1);
    });
  });
});

function resetOf(form: { unitName: string; phone: string }) {
  return { phone: form.phone, purpose: 'reset' as const, username: form.unitName };
}
