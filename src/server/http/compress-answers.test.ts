/**
 * The API's JSON answers as a client on a slow line gets them: large ones gzipped when it takes
 * gzip, small ones as they are; each with its true length.
 */
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, login } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';

let s: TestServer;
let editor: string;
beforeAll(async () => {
  s = await startTestServer();
  editor = await login(s, demo(s, 'editor').username, demo(s, 'editor').password);
});
afterAll(() => s.stop());

/** The raw answer: headers and the bytes on the wire, nothing decoded. */
function raw(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, unknown>; bytes: Buffer }>(
    (resolve, reject) => {
      const req = request(`${s.base}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            bytes: Buffer.concat(chunks),
          }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

// Signed in, so the answer is made afresh and not served from the public copies.
const news = '/web/index/newsList?channel=news&pageNum=1&pageSize=10';

describe('compressed answers', () => {
  it('a large answer is gzipped for a client that takes gzip, with its length', async () => {
    const r = await raw(news, { authorization: `Bearer ${editor}`, 'accept-encoding': 'gzip, br' });
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(String(r.headers.vary)).toMatch(/accept-encoding/i);
    expect(Number(r.headers['content-length'])).toBe(r.bytes.length);
    const body = JSON.parse(gunzipSync(r.bytes).toString()) as { rows: unknown[] };
    expect(body.rows.length).toBeGreaterThan(0);
    expect(gunzipSync(r.bytes).length).toBeGreaterThan(r.bytes.length);
  });

  it('a client that takes no gzip reads the same answer plainly', async () => {
    const r = await raw(news, { authorization: `Bearer ${editor}` });
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(Number(r.headers['content-length'])).toBe(r.bytes.length);
    expect((JSON.parse(r.bytes.toString()) as { rows: unknown[] }).rows.length).toBeGreaterThan(0);
  });

  it('a small answer goes as it is, even to a client that takes gzip', async () => {
    const r = await raw('/getInfo', { 'accept-encoding': 'gzip' });
    expect(r.status).toBe(401);
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(Number(r.headers['content-length'])).toBe(r.bytes.length);
    expect(JSON.parse(r.bytes.toString())).toMatchObject({ code: 401 });
  });

  it('a public answer kept for every reader is compressed once, first time and after', async () => {
    const path = '/web/index/newsList?channel=news&pageNum=2&pageSize=10';
    for (const time of ['first', 'kept']) {
      const r = await raw(path, { 'accept-encoding': 'gzip' });
      expect([time, r.headers['content-encoding']]).toEqual([time, 'gzip']);
      expect(Number(r.headers['content-length'])).toBe(r.bytes.length);
      expect(String(r.headers.vary).match(/accept-encoding/gi)).toHaveLength(1);
      expect(JSON.parse(gunzipSync(r.bytes).toString())).toMatchObject({ code: 200 });
    }
  });
});
