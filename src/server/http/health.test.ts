/** What a supervisor or a load balancer asks: is the process up, and can it serve pages yet. */
import { afterAll, describe, expect, it } from 'vitest';
import { LONG, startTestServer, type TestServer } from '#tests/helpers/server.ts';

const servers: TestServer[] = [];
afterAll(() => Promise.all(servers.map((s) => s.stop())));
const site = (s: TestServer) => s.base.replace(/\/prod-api$/, '');

describe('health', () => {
  it('is up at once; ready only when its pages are built from the current sources', {
    timeout: LONG,
  }, async () => {
    const building = await startTestServer({ SITE_BUILD: 'true' });
    servers.push(building);
    expect((await fetch(`${site(building)}/healthz`)).status).toBe(200);
    const notYet = await fetch(`${site(building)}/readyz`);
    expect(notYet.status).toBe(503);
    expect(await notYet.json()).toEqual({ status: 'building', database: true });

    const apiOnly = await startTestServer({ SITE_BUILD: 'false' });
    servers.push(apiOnly);
    const ready = await fetch(`${site(apiOnly)}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', database: true });
  });
});
