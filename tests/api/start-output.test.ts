/**
 * What whoever starts the product reads: what it does and where to open it, and no warning that
 * means nothing to them (Astro's Shiki-under-CSP notice, Rolldown's chunking of the server's own
 * bundles) printed at every start.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { until } from '#tests/helpers/http.ts';
import { serverProcess, type ServerProcess } from '#tests/helpers/process.ts';

let server: ServerProcess | undefined;
afterAll(() => server?.dispose());

/** How long a full build may take on a loaded machine before the test gives up. */
const BUILD_CAP_MS = 240_000;

describe('a first start', () => {
  it('builds every page and prints no warning', async () => {
    server = await serverProcess('assoc-start-output-', { fresh: true });
    const base = await server.boot({ SITE_BUILD: 'true' });
    const site = base.replace(/\/prod-api$/, '');
    const ready = await until(
      async () => (await fetch(`${site}/readyz`)).status,
      (status) => status === 200,
      BUILD_CAP_MS,
    );
    expect(ready).toBe(200);
    await server.printed('Ready in');
    const output = server.output();
    expect(output).toContain('[site] pages live');
    expect(output).not.toMatch(/\bWARN\b|warning|INEFFECTIVE_DYNAMIC_IMPORT|Shiki/i);
  }, 300_000);
});
