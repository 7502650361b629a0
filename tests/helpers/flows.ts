/** Multi-step API flows shared by tests: sign in with a real captcha, register with a real phone code. */
import { expect } from 'vitest';
import { usccCheckChar } from '#shared/uscc.ts';
import { call } from './http.ts';
import type { TestServer } from './server.ts';

export async function captcha(s: TestServer): Promise<{ uuid: string; code: string }> {
  const r = await call<{ uuid: string }>(s.base, 'GET', '/captchaImage');
  return { uuid: r.body.uuid, code: s.lastCaptcha() };
}

export async function login(s: TestServer, username: string, password: string): Promise<string> {
  const r = await call<{ token: string }>(s.base, 'POST', '/login', {
    body: { username, password, ...(await captcha(s)) },
  });
  expect(r.body.code, r.body.msg).toBe(200);
  return r.body.token;
}

export function demo(s: TestServer, role: string): { username: string; password: string } {
  const a = s.demoAccounts.find((x) => x.role === role);
  if (!a) throw new Error(`no demo account ${role}`);
  return a;
}

let serial = 0;
/** A fresh, valid tax ID for each call. */
export function taxId(): string {
  const body = `91330100MA${String(Date.now() % 1e6).padStart(6, '0')}${String(serial++ % 10)}`;
  return body + usccCheckChar(body);
}

export function phoneNumber(): string {
  return `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

export async function smsCode(
  s: TestServer,
  phone: string,
  purpose: 'register' | 'reset',
  username?: string,
): Promise<string | undefined> {
  const r = await call(s.base, 'POST', '/sms/code', {
    body: { phone, purpose, username, ...(await captcha(s)) },
  });
  expect(r.body.code, r.body.msg).toBe(200);
  // Reset codes leave off the request path: give the outbox a moment.
  for (let i = 0; i < 20; i++) {
    const hit = s
      .outbox()
      .filter((m) => m.phone === phone && m.purpose === purpose)
      .at(-1)?.code;
    if (hit || !username) return hit;
    await new Promise((r) => setTimeout(r, 25));
  }
  return undefined;
}

export async function registerUnit(s: TestServer, overrides: Record<string, string> = {}) {
  const phone = overrides.phone ?? phoneNumber();
  const form = {
    unitName: `测试制药机械有限公司${Math.random().toString(36).slice(2, 8)}`,
    taxId: taxId(),
    contactPerson: '王工',
    email: 'wang@example.cn',
    phone,
    password: 'Passw0rd',
    confirmPassword: 'Passw0rd',
    ...overrides,
  };
  const code = await smsCode(s, phone, 'register');
  const r = await call(s.base, 'POST', '/register', { body: { ...form, smsCode: code } });
  return { form, reply: r };
}

/** Uploads a tiny real PDF as `token` for `purpose`; returns the file id. */
export async function uploadPdf(
  s: Pick<TestServer, 'base'>,
  token: string,
  purpose = 'attachment',
  name = 'licence.pdf',
): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(Buffer.from('%PDF-1.4\n%%EOF\n'))]), name);
  form.append('purpose', purpose);
  const res = await fetch(`${s.base}/common/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return ((await res.json()) as { fileId: string }).fileId;
}

/** An editor's save of an item, made from the version they loaded (as the console does). */
export async function saveEdit(
  s: Pick<TestServer, 'base'>,
  token: string,
  path: string,
  body: object,
) {
  const loaded = await call<{ data: { version: string } }>(s.base, 'GET', path, { token });
  return call(s.base, 'PUT', path, { token, body: { ...body, version: loaded.body.data.version } });
}
