/** A retry of one submission, however late, files nothing twice; a new submission still files. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { api } from '#tests/helpers/api.ts';
import { demo, login, uploadPdf } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';
import { complaints } from '#features/complaints/server/tables.ts';
import { manuscripts } from '#features/manuscripts/server/tables.ts';

let s: TestServer;
let member: string;
beforeAll(async () => {
  s = await startTestServer();
  member = await login(s, demo(s, 'member').username, demo(s, 'member').password);
});
afterAll(() => s.stop());

const key = () => crypto.randomUUID();
const complaintsOf = async (content: string) =>
  (
    await s.deps.db.select({ n: count() }).from(complaints).where(eq(complaints.content, content))
  )[0]?.n;

describe('an idempotency key from the form', () => {
  it('makes a complaint sent twice, 1.2 s apart, one complaint', async () => {
    const body = { name: '王工', tel: '13800000000', content: `重复投诉测试 ${key()}` };
    const headers = { 'idempotency-key': key() };
    const first = await api(s.base).POST('/system/complaint', { token: member, body, headers });
    expect(first.body.code).toBe(200);
    s.advance(1200);
    const retry = await api(s.base).POST('/system/complaint', { token: member, body, headers });
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get('idempotent-replay')).toBe('true');
    expect(await complaintsOf(body.content)).toBe(1);
    // A new submission from the same form is a new complaint.
    s.advance(1200);
    await api(s.base).POST('/system/complaint', {
      token: member,
      body,
      headers: { 'idempotency-key': key() },
    });
    expect(await complaintsOf(body.content)).toBe(2);
  });

  it('makes a manuscript sent twice one manuscript, and answers the retry like the first', async () => {
    const body = {
      title: `幂等测试稿件 ${key()}`,
      author: '王工',
      abstract: '摘要',
      fileId: await uploadPdf(s, member, 'manuscript', 'paper.pdf'),
    };
    const headers = { 'idempotency-key': key() };
    const first = await api(s.base).POST('/center/manuscripts', {
      token: member,
      body,
      headers,
    });
    s.advance(1200);
    const retry = await api(s.base).POST('/center/manuscripts', {
      token: member,
      body,
      headers,
    });
    expect(retry.body.data.id).toBe(first.body.data.id);
    const stored = await s.deps.db
      .select({ n: count() })
      .from(manuscripts)
      .where(eq(manuscripts.title, body.title));
    expect(stored[0]?.n).toBe(1);
  });

  it('keeps no refusal: the corrected form goes through with the same key', async () => {
    const headers = { 'idempotency-key': key() };
    const bad = await api(s.base).POST('/system/complaint', {
      token: member,
      body: { name: '王', tel: '1', content: '' },
      headers,
    });
    expect(bad.status).toBe(400);
    const good = await api(s.base).POST('/system/complaint', {
      token: member,
      body: { name: '王工', tel: '13800000000', content: '更正后的投诉' },
      headers,
    });
    expect(good.body.code).toBe(200);
  });

  it('refuses a key that is not one', async () => {
    const r = await api(s.base).POST('/system/complaint', {
      token: member,
      body: { name: '王工', tel: '13800000000', content: 'x' },
      headers: { 'idempotency-key': 'short' },
      lang: 'en',
    });
    expect(r.status).toBe(400);
  });
});
