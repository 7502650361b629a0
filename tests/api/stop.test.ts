/**
 * Stopping and restarting without losing a request: SIGTERM lets the requests under way finish
 * and refuses new connections; with WORKERS, one port is served by several processes, a process
 * that dies is started again, and a stop ends them all.
 */
import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '#tests/helpers/api.ts';
import {
  demoAccount,
  demoSignIn,
  serverProcess,
  type ServerProcess,
} from '#tests/helpers/process.ts';

let server: ServerProcess | undefined;
afterEach(() => server?.dispose());

const listening = (out: string) =>
  [...out.matchAll(/listening on (\S+) .*process (\d+)\)/g)].map((m) => ({
    url: m[1]!,
    pid: Number(m[2]),
  }));

describe('a stop', () => {
  it('answers the request under way, takes no new ones, and ends cleanly', async () => {
    server = await serverProcess('assoc-stop-');
    const base = await server.boot();
    const member = demoAccount(server, 'member');
    const body = JSON.stringify({ username: member.username, password: member.password });
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        `${base}/login`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (res) => {
          let text = '';
          res.on('data', (c) => (text += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      // Half the request now, the rest once the stop has begun.
      req.write(body.slice(0, 20));
      void server!.printed('[server] stopping').then(() => req.end(body.slice(20)));
    });
    await new Promise((r) => setTimeout(r, 200));
    const exited = server.signal('SIGTERM');
    const { status, text } = await answer;
    // A sign-in that reads and writes the database, answered while the process stops.
    expect(status).toBe(200);
    expect(JSON.parse(text)).toMatchObject({ code: 200, token: expect.any(String) });
    await expect(fetch(`${base}/getInfo`)).rejects.toThrow();
    expect(await exited).toBe(0);
  });

  it('does not wait past its grace for a request that never ends', async () => {
    server = await serverProcess('assoc-stop-');
    const base = await server.boot({ SHUTDOWN_GRACE_SECONDS: '1' });
    const stuck = request(`${base}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': 1000 },
    });
    stuck.on('error', () => undefined);
    stuck.write('{"username":');
    await new Promise((r) => setTimeout(r, 200));
    const asked = Date.now();
    expect(await server.signal('SIGTERM')).toBe(0);
    expect(Date.now() - asked).toBeLessThan(5000);
    stuck.destroy();
  });
});

describe.skipIf(process.env.TEST_DB !== 'postgres')('WORKERS=2', () => {
  it('serves one port from two processes, starts a dead one again, and stops both', async () => {
    server = await serverProcess('assoc-workers-');
    const base = await server.boot({ WORKERS: '2' });
    await server.printed('[workers] starting 2 processes');
    let workers = listening(server.output());
    for (let i = 0; i < 300 && workers.length < 2; i++) {
      await new Promise((r) => setTimeout(r, 100));
      workers = listening(server.output());
    }
    expect(workers).toHaveLength(2);
    expect(workers[0]!.url).toBe(workers[1]!.url);

    const token = await demoSignIn(server, base, 'member');
    for (let i = 0; i < 6; i++)
      expect((await api(base).GET('/getInfo', { token })).body.code).toBe(200);

    process.kill(workers[0]!.pid, 'SIGKILL');
    await server.printed(`process ${workers[0]!.pid} ended`);
    for (let i = 0; i < 300 && listening(server.output()).length < 3; i++)
      await new Promise((r) => setTimeout(r, 100));
    const now = listening(server.output()).map((w) => w.pid);
    expect(now).toHaveLength(3);
    expect((await api(base).GET('/getInfo', { token })).body.code).toBe(200);

    expect(await server.signal('SIGTERM')).toBe(0);
    for (const pid of now.slice(1)) expect(() => process.kill(pid, 0)).toThrow();
  }, 120_000);
});
