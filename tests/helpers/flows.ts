/** Multi-step API flows shared by tests: sign in with a real captcha, register with a real phone code. */
import { expect } from 'vitest';
import { usccCheckChar } from '#shared/uscc.ts';
import { api, formData, type Init, type Operation, type PathsWith, type Reply } from './api.ts';
import type { TestServer } from './server.ts';

export async function captcha(s: TestServer): Promise<{ uuid?: string; code: string }> {
  const r = await api(s.base).GET('/captchaImage');
  return { uuid: r.body.uuid, code: s.lastCaptcha() };
}

export async function login(s: TestServer, username: string, password: string): Promise<string> {
  const r = await api(s.base).POST('/login', {
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
  const r = await api(s.base).POST('/sms/code', {
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
    password: 'Pharma-Unit7',
    confirmPassword: 'Pharma-Unit7',
    // The privacy notice installed with the product, agreed to (registration needs it).
    privacyVersion: 1,
    ...overrides,
  };
  const code = await smsCode(s, phone, 'register');
  // No code (none was sent) goes as none: the server's refusal is then the test's to read.
  const r = await api(s.base).POST('/register', { body: { ...form, smsCode: code as string } });
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
  const r = await api(s.base).POST('/common/upload', { token, ...formData(form) });
  return r.body.fileId;
}

/** An editor's save of an item, made from the version they loaded (as the console does). */
export async function saveEdit<P extends Versioned>(
  s: Pick<TestServer, 'base'>,
  token: string,
  path: P,
  params: PathParams<P>,
  body: Omit<SaveBody<P>, 'version'>,
) {
  // One generic route stands for several here: the types are checked at the caller's arguments.
  const client = api(s.base) as unknown as Record<'GET' | 'PUT', LooseSend>;
  const loaded = await client.GET(path, { token, params: { path: params } });
  return client.PUT(path, {
    token,
    params: { path: params },
    body: { ...body, version: loaded.body.data.version },
  }) as unknown as Promise<Reply<Operation<P, 'put'>>>;
}
type LooseSend = (path: string, init: object) => Promise<{ body: { data: { version?: unknown } } }>;
/** Routes that answer an item (its version among its fields) and take it back with that version. */
type Versioned = {
  [P in Extract<PathsWith<'get'>, PathsWith<'put'>>]: SaveBody<P> extends { version: unknown }
    ? P
    : never;
}[Extract<PathsWith<'get'>, PathsWith<'put'>>];
type PathParams<P extends Versioned> =
  Operation<P, 'put'> extends {
    parameters: { path: infer X };
  }
    ? X
    : never;
type SaveBody<P extends Extract<PathsWith<'get'>, PathsWith<'put'>>> = NonNullable<
  Init<Operation<P, 'put'>>['body']
>;
