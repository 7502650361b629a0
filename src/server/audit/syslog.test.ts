/** With AUDIT_SYSLOG set, each audit entry also reaches the collector as an RFC 5424 datagram. */
import { createSocket } from 'node:dgram';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#tests/helpers/api.ts';
import { demo, login } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';

const collector = createSocket('udp4');
const received: string[] = [];
let s: TestServer;
beforeAll(async () => {
  collector.on('message', (m) => received.push(m.toString()));
  await new Promise<void>((resolve) => collector.bind(0, '127.0.0.1', resolve));
  const { port } = collector.address() as AddressInfo;
  s = await startTestServer({ AUDIT_SYSLOG: `127.0.0.1:${port}` });
});
afterAll(async () => {
  await s.stop();
  collector.close();
});

describe('syslog forwarding', () => {
  it('sends each staff action with its place and hash in the chain', async () => {
    const admin = await login(s, demo(s, 'admin').username, demo(s, 'admin').password);
    await api(s.base).PUT('/console/config/{key}', {
      token: admin,
      params: { path: { key: 'site.hotline' } },
      body: { value: '010-6439 8809' },
    });
    for (let i = 0; i < 50 && received.length === 0; i++)
      await new Promise((r) => setTimeout(r, 20));
    expect(received[0]).toMatch(
      /^<165>1 \d{4}-\d\d-\d\dT[\d:.]+Z \S+ assoc \d+ audit \[audit@32473 seq="1" hash="[0-9a-f]{64}" actor="\d+" ip="[^"]+" status="200"\] .+ PUT \/console\/config\/\{key\} 200$/,
    );
  });
});
