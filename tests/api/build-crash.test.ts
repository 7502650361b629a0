/**
 * A process killed in the middle of building every page: the site it served stays whole. The
 * pointer still names the last complete build; after a restart that build is served at once,
 * while the new one is made, and nothing of the half-made one is ever served.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { until } from '#tests/helpers/http.ts';
import { serverProcess, type ServerProcess } from '#tests/helpers/process.ts';

let server: ServerProcess | undefined;
afterAll(() => server?.dispose());

const ROOT = new URL('../../', import.meta.url).pathname;
const OLD_NAME = '断电之前的协会';
const NEW_NAME = '断电之后的协会';
/** How long a full build may take on a loaded machine before the test gives up (the test: three). */
const BUILD_CAP_MS = 240_000;
const pointer = (p: ServerProcess) =>
  JSON.parse(readFileSync(join(p.dataDir, 'site', 'current.json'), 'utf8')) as { dir: string };

describe('a kill during a full build', () => {
  it('leaves the last complete build live, and serves it at once after the restart', async () => {
    server = await serverProcess('assoc-build-crash-');
    let base = await server.boot({ SITE_BUILD: 'true', PUBLIC_SITE_NAME: OLD_NAME });
    const site = () => base.replace(/\/prod-api$/, '');
    // A full build of the demo site: 12 s on an idle machine, minutes on a busy one.
    const ready = await until(
      async () => (await fetch(`${site()}/readyz`)).status,
      (status) => status === 200,
      BUILD_CAP_MS,
    );
    expect(ready).toBe(200);
    const built = pointer(server).dir;
    expect(await (await fetch(`${site()}/index`)).text()).toContain(OLD_NAME);
    await server.kill9();

    // A new site name makes every page stale: the next start builds them all, and dies doing it.
    base = await server.boot({ SITE_BUILD: 'true', PUBLIC_SITE_NAME: NEW_NAME });
    await server.printed('[site] building pages', BUILD_CAP_MS);
    const killed = /process (\d+)\)/.exec(server.output())?.[1];
    await new Promise((r) => setTimeout(r, 3000));
    await server.kill9();
    // Killed in the middle: the build had not finished.
    expect(server.output()).not.toContain('pages live');
    expect(pointer(server).dir).toBe(built);
    expect(existsSync(join(built, 'index.html'))).toBe(true);

    base = await server.boot({ SITE_BUILD: 'true', PUBLIC_SITE_NAME: NEW_NAME });
    // Served from the last complete build while the new one is made; the process says so.
    const page = await fetch(`${site()}/index`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(OLD_NAME);
    expect((await fetch(`${site()}/readyz`)).status).toBe(503);
    // The half-made build (its scratch folder carries its process id) was cleared away.
    const scratch = join(ROOT, '.astro', 'site-build');
    const left = existsSync(scratch)
      ? readdirSync(scratch).filter((n) => n.endsWith(`-${killed}`))
      : [];
    expect(killed).toBeTruthy();
    expect(left).toEqual([]);
    const renewed = await until(
      async () => (await fetch(`${site()}/index`)).text(),
      (t) => t.includes(NEW_NAME),
      BUILD_CAP_MS,
    );
    expect(renewed).toContain(NEW_NAME);
    expect(renewed).not.toContain(OLD_NAME);
  }, 720_000);
});
