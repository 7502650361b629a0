import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.stop());

/** A login sent as `chunks`, with its length said or in chunks; the status and message. */
function send(chunks: Buffer[], opts: { chunked: boolean; locale: string }) {
  const length = chunks.reduce((n, c) => n + c.length, 0);
  return new Promise<{ status: number; msg: string }>((resolve, reject) => {
    const req = request(`${s.base}/login`, {
      method: 'POST',
      // A connection of its own: a kept-alive one the server has just closed (after a refusal, or
      // idle) hangs up on the next request, which says nothing about how bodies are read.
      agent: false,
      headers: {
        'content-type': 'application/json',
        'content-language': opts.locale,
        ...(opts.chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': length }),
      },
    });
    req.on('response', (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => {
        const body = JSON.parse(Buffer.concat(parts).toString() || '{}') as { msg?: string };
        resolve({ status: res.statusCode ?? 0, msg: body.msg ?? '' });
      });
    });
    // The server may refuse before the whole body has gone.
    req.on('error', (err) => (/EPIPE|ECONNRESET/.test(err.message) ? undefined : reject(err)));
    for (const c of chunks) req.write(c);
    req.end();
  });
}

const login = Buffer.from(JSON.stringify({ username: 'nobody', password: 'wrong-password' }));
const oversized = Array.from({ length: 20 }, () => Buffer.alloc(64 * 1024, 0x20));

describe('request bodies', () => {
  it('refuses one over the limit, whether it says its length or comes in chunks', async () => {
    for (const chunked of [false, true]) {
      const zh = await send([...oversized, login], { chunked, locale: 'zh' });
      expect(zh.status).toBe(413);
      const en = await send([...oversized, login], { chunked, locale: 'en' });
      expect(en.status).toBe(413);
      expect(en.msg).not.toBe(zh.msg);
      expect(en.msg).toMatch(/large/i);
    }
  });

  it('reads one within the limit whole, however it is sent', async () => {
    for (const chunked of [false, true]) {
      const halves = [login.subarray(0, 10), login.subarray(10)];
      const answer = await send(halves, { chunked, locale: 'en' });
      // Read whole and parsed: the login's own rules speak (a cut body would not parse).
      expect(answer).toEqual({ status: 400, msg: 'Please enter the captcha' });
    }
  });
});
