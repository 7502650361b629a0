/**
 * LOG_FORMAT=json: every line the server writes is one JSON object; each API call writes one
 * line with the request id its caller got; no password, token or phone number is in the log.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { api } from '#tests/helpers/api.ts';
import { demoAccount, serverProcess, signIn, type ServerProcess } from '#tests/helpers/process.ts';

let server: ServerProcess | undefined;
afterAll(() => server?.dispose());

describe('JSON logs', () => {
  it('are one object a line, name each call by its request id, and hold no secrets', async () => {
    server = await serverProcess('assoc-logs-');
    const base = await server.boot({ LOG_FORMAT: 'json' });
    const member = demoAccount(server, 'member');
    const token = await signIn(base, member.username, member.password);
    const info = await api(base).GET('/getInfo', { token });
    const requestId = info.headers.get('x-request-id');
    const sms = await api(base).POST('/sms/code', {
      body: { phone: '13912345678', purpose: 'register', uuid: crypto.randomUUID() },
    });
    expect(sms.status).toBeLessThan(500);
    await new Promise((r) => setTimeout(r, 200));

    const lines = server
      .output()
      .split('\n')
      .filter((l) => l.trim());
    const entries = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(entries.find((e) => e.msg?.toString().startsWith('listening on'))).toMatchObject({
      level: 'info',
      area: 'server',
    });
    expect(entries).toContainEqual(
      expect.objectContaining({
        area: 'request',
        method: 'GET',
        route: '/prod-api/getInfo',
        status: 200,
        requestId,
      }),
    );
    const all = server.output();
    for (const secret of [member.password, token, '13912345678']) expect(all).not.toContain(secret);
  });
});
