/**
 * What whoever starts the product reads: what it does and where to open it, and no warning that
 * means nothing to them (Astro's Shiki-under-CSP notice, Rolldown's chunking of the server's own
 * bundles) printed at every start; and that it answers from the moment its port opens.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { until } from '#tests/helpers/http.ts';
import { serverProcess, type ServerProcess } from '#tests/helpers/process.ts';

let server: ServerProcess | undefined;
afterAll(() => server?.dispose());

/** How long a full build may take on a loaded machine before the test gives up. */
const BUILD_CAP_MS = 240_000;

describe('a first start', () => {
  it('answers while the database is prepared, builds every page and prints no warning', async () => {
    server = await serverProcess('assoc-start-output-', { fresh: true });
    const booting = server.boot({ SITE_BUILD: 'true' });
    // The port opens before migrating and seeding: the building page and a "try again" at once.
    await server.printed('[server] open on');
    const early = /open on (http:\/\/[^\s:]+:\d+)/.exec(server.output())?.[1];
    const page = await fetch(`${early}/index`);
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toBe('5');
    expect(await page.text()).toContain('The site is being built');
    const call = await fetch(`${early}/prod-api/getInfo`, { headers: { 'accept-language': 'en' } });
    expect(call.status).toBe(503);
    expect(call.headers.get('retry-after')).toBe('5');
    expect((await call.json()).msg).toMatch(/starting/);
    const base = await booting;
    const site = base.replace(/\/prod-api$/, '');
    const ready = await until(
      async () => (await fetch(`${site}/readyz`)).status,
      (status) => status === 200,
      BUILD_CAP_MS,
    );
    expect(ready).toBe(200);
    await server.printed('Ready in');
    const output = server.output();
    // The pages' bundling needs no database: it began before the database was ready, and the
    // pages it rendered once the API answered went live.
    const bundling = output.indexOf('[site] bundling the pages while the database is prepared');
    expect(bundling).toBeGreaterThan(-1);
    expect(bundling).toBeLessThan(output.indexOf('[server] database:'));
    expect(output).toContain('[site] pages live');
    expect(output).not.toMatch(/\bWARN\b|warning|INEFFECTIVE_DYNAMIC_IMPORT|Shiki/i);
  }, 300_000);
});
