/**
 * The standing hostile suite, built from the API description, so every route is in it the day it
 * is declared:
 * - another enterprise's ids: one member enterprise tries every route that takes an id with every
 *   id the other enterprise's own answers hold: never a 500, never the other's data in an answer,
 *   and the other's data unchanged afterwards;
 * - hostile text (path traversal, script, template, SQL) in every string of every body and in
 *   every query parameter, from a member and from the administrator: never a 500, and the
 *   database still answers as before;
 * - disguised uploads (a picture, a web page or a program under a document's name): refused.
 * The counts of each class are printed with the results.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#tests/helpers/api.ts';
import { demo, login, uploadPdf } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';
import { addressWith, isIdName, jsonBodyOf, operations, sample } from './openapi.ts';

let s: TestServer;
let member: string;
let other: string;
let admin: string;
/** What only the other enterprise's answers carry: its name, its tax ID and its own words. */
let marks: string[];
/** Ids the other enterprise was given when it made things (its answers may not list them). */
const made: string[] = [];
const counts: Record<string, { calls: number; refused: number }> = {};
const count = (kind: string, status: number) => {
  counts[kind] ??= { calls: 0, refused: 0 };
  counts[kind].calls++;
  if (status >= 400) counts[kind].refused++;
};

beforeAll(async () => {
  s = await startTestServer();
  member = await login(s, demo(s, 'member').username, demo(s, 'member').password);
  const b = demo(s, 'enterprise');
  other = await login(s, b.username, b.password);
  admin = await login(s, demo(s, 'admin').username, demo(s, 'admin').password);
  const secret = `他人的投诉-${crypto.randomUUID()}`;
  const sent = await api(s.base).POST('/system/complaint', {
    token: other,
    body: { name: '李工', tel: '13900000002', content: secret },
  });
  made.push(...idsIn(JSON.stringify(sent.body)));
  made.push(await uploadPdf(s, other, 'attachment', '他人的营业执照.pdf'));
  // Its tax ID is no mark: `/getInfo` (read here before) never names one, so it never was.
  marks = [secret, b.username].filter((m) => m.length > 4);
}, 60_000);
afterAll(async () => {
  console.log(
    Object.entries(counts)
      .map(([kind, c]) => `[security] ${kind}: ${c.calls} calls, ${c.refused} refused`)
      .join('\n'),
  );
  await s.stop();
});

/** Every GET without path parameters, as `token` sees it: the text of each answer that is 200. */
async function answersOf(token: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const { path, method, op } of operations) {
    if (method !== 'GET' || path.includes('{') || path === '/logout') continue;
    if ((op.parameters ?? []).some((p) => p.in === 'query' && isIdName(p.name))) continue;
    const res = await fetch(`${s.base}${path}`, { headers: { authorization: `Bearer ${token}` } });
    const text = await res.text();
    if (res.status === 200 && res.headers.get('content-type')?.includes('json'))
      out.set(path, text);
  }
  return out;
}

/** Every id in an answer: numbers and uuids under a key that ends in "id". */
function idsIn(text: string): string[] {
  const found = new Set<string>();
  const walk = (v: unknown, key = '') => {
    if (Array.isArray(v)) for (const x of v) walk(x, key);
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, k);
    else if (isIdName(key) && (typeof v === 'number' || typeof v === 'string') && `${v}`.length)
      found.add(String(v));
  };
  walk(JSON.parse(text));
  return [...found];
}

describe('one enterprise against another', () => {
  it('finds nothing of the other through any route that takes an id, and changes nothing', async () => {
    const before = await answersOf(other);
    // Compared afterwards where two readings agree (a captcha changes on every reading).
    const again = await answersOf(other);
    const theirs = new Set([...made, ...[...before.values()].flatMap(idsIn)]);
    const ours = new Set([...(await answersOf(member)).values()].flatMap(idsIn));
    const ids = [...theirs].filter((id) => !ours.has(id));
    expect(ids.length).toBeGreaterThan(2);
    for (const { path, method, op } of operations) {
      const takesId =
        /\{\w*id\}/i.test(path) || (op.parameters ?? []).some((p) => isIdName(p.name));
      if (!takesId || path.startsWith('/web/')) continue;
      for (const id of ids) {
        const url = addressWith(path, op, id, '1');
        const body = method === 'GET' ? undefined : sample(jsonBodyOf(op), 'x');
        const res = await fetch(`${s.base}${url}`, {
          method,
          headers: {
            authorization: `Bearer ${member}`,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const text = await res.text();
        count("another enterprise's ids", res.status);
        expect(res.status, `${method} ${url}`).toBeLessThan(500);
        for (const mark of marks)
          expect(text, `${method} ${url} shows ${mark}`).not.toContain(mark);
      }
    }
    const after = await answersOf(other);
    for (const [path, text] of before)
      if (again.get(path) === text) expect(after.get(path), path).toBe(text);
  }, 240_000);

  it('corrects none of the other’s people, even with a body that passes every check', async () => {
    const theirs = (await api(s.base).GET('/center/my-people', { token: other })).body.data;
    const accounts = theirs.people.filter((p) => p.kind === 'account');
    expect(accounts.length).toBeGreaterThan(0);
    for (const a of accounts) {
      const tried = await api(s.base).PUT('/center/my-people/accounts/{id}', {
        token: member,
        params: { path: { id: a.accountId ?? 0 } },
        body: {
          nickName: '冒名者',
          phone: '13900000009',
          email: 'x@example.cn',
          smsCode: '000000',
        },
      });
      count("another enterprise's people", tried.status);
      expect(tried.status).toBe(404);
    }
    expect((await api(s.base).GET('/center/my-people', { token: other })).body.data).toEqual(
      theirs,
    );
  });
});

const PAYLOADS = {
  traversal: '../../../../etc/passwd',
  script: '<script>alert(1)</script><img src=x onerror=alert(1)>',
  template: '{{7*7}} ${7*7} <%= 7*7 %> #{7*7}',
  sql: "' OR '1'='1'; DROP TABLE auth_session; --",
};

describe('hostile text in every string', () => {
  for (const [kind, payload] of Object.entries(PAYLOADS)) {
    it(`${kind}: never a 500, from a member or the administrator`, async () => {
      for (const token of [member, admin])
        for (const { path, method, op } of operations) {
          if (path === '/logout') continue;
          const body = jsonBodyOf(op);
          const strings = (op.parameters ?? []).filter(
            (p) => p.in === 'query' && p.schema?.type === 'string' && !p.schema.enum,
          );
          if (!body && strings.length === 0) continue;
          const query = strings.map((p) => `${p.name}=${encodeURIComponent(payload)}`).join('&');
          const url = addressWith(path, op, '1', '1');
          const joiner = url.includes('?') ? '&' : '?';
          const res = await fetch(`${s.base}${url}${query ? `${joiner}${query}` : ''}`, {
            method,
            headers: {
              authorization: `Bearer ${token}`,
              ...(body ? { 'content-type': 'application/json' } : {}),
            },
            body: body ? JSON.stringify(sample(body, payload)) : undefined,
          });
          const text = await res.text();
          count(`hostile text (${kind})`, res.status);
          expect(res.status, `${method} ${url}: ${text.slice(0, 200)}`).toBeLessThan(500);
        }
      // The database answers as before: sessions are still there, sign-in still works. The
      // administrator's hostile text may have published a new privacy notice: the member is then
      // asked to agree to it, an answer from the same sessions.
      const info = await api(s.base).GET('/getInfo', { token: member });
      if (info.status === 403) expect(info.body).toHaveProperty('consentNeeded');
      else expect(info.body.code).toBe(200);
      expect((await api(s.base).GET('/getInfo', { token: admin })).body.code).toBe(200);
    }, 240_000);
  }
});

describe('disguised uploads', () => {
  const files: [string, string][] = [
    ['picture.pdf', '\x89PNG\r\n\x1a\n\0\0'],
    ['page.pdf', '<!doctype html><script>alert(1)</script>'],
    ['program.docx', 'MZ\x90\0program'],
    ['picture.png', '<svg onload="alert(1)"></svg>'],
    ['licence.pdf.html', '%PDF-1.4\n<script>alert(1)</script>'],
    ['script.exe', '%PDF-1.4\n%%EOF'],
  ];
  for (const [name, bytes] of files)
    it(`${name} is refused`, async () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(Buffer.from(bytes, 'latin1'))]), name);
      form.append('purpose', 'attachment');
      const res = await fetch(`${s.base}/common/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${member}` },
        body: form,
      });
      count('disguised uploads', res.status);
      expect(res.status, name).toBeGreaterThanOrEqual(400);
      expect(res.status, name).toBeLessThan(500);
    });
});
