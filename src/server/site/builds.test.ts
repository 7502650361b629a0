/**
 * Editors see each rebuild their change starts: a failed one says why, leaves the live pages as
 * they were and can be retried; one cut short by a stop says so after the next start.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '#tests/helpers/http.ts';
import { demo, login } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';
import { siteBuilds } from '../db/schema/index.ts';
import { buildJournal, INTERRUPTED } from './build-journal.ts';
import { SiteBuilder } from './builder.ts';

const ROOT = new URL('../../../', import.meta.url).pathname;
type Build = { id: number; status: string; paths: string[]; error: string | null };

let s: TestServer;
let dataDir: string;
let editor: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'assoc-builds-'));
  s = await startTestServer({}, dataDir);
  editor = await login(s, demo(s, 'editor').username, demo(s, 'editor').password);
});
afterAll(() => s.stop());

const builds = (token = editor) =>
  call<{ rows: Build[]; total: number }>(s.base, 'GET', '/content/builds?pageNum=1&pageSize=10', {
    token,
  });

describe('the rebuild journal', () => {
  it('a build that fails says why, keeps the pages as they were, and can be retried', async () => {
    // A real Astro build whose content source does not answer.
    const builder = new SiteBuilder({
      root: ROOT,
      dataDir: mkdtempSync(join(tmpdir(), 'assoc-builds-site-')),
      apiUrl: () => 'http://127.0.0.1:9/prod-api',
      fingerprint: async () => 'test',
      log: () => undefined,
      journal: buildJournal(s.deps.db),
    });
    builder.schedule({ keys: ['detail:7', 'list:news'], removed: [] });
    await expect(builder.rebuild()).rejects.toThrow(/astro build failed/);
    expect(builder.currentDir).toBeUndefined();

    const { body } = await builds();
    const failed = body.rows.filter((b) => b.status === 'failed');
    expect(failed.length).toBeGreaterThan(0);
    expect(failed[0]?.error).toMatch(/astro build failed/);
    const partial = body.rows.find((b) => b.paths.includes('/detail/7'));
    expect(partial?.paths).toEqual(['/detail/7', '/motion']);
    expect(partial?.status).toBe('failed');

    const before = s.changes.length;
    const retried = await call(s.base, 'POST', `/content/builds/${partial?.id}/retry`, {
      token: editor,
      lang: 'en',
    });
    expect(retried.body.msg).toBe('The pages are queued to be built again');
    expect(s.changes.slice(before)).toEqual([{ keys: ['detail:7', 'list:news'], removed: [] }]);
  });

  it('only a failed build is retried', async () => {
    const [live] = await s.deps.db
      .insert(siteBuilds)
      .values({ status: 'live', pages: null })
      .returning();
    const again = await call(s.base, 'POST', `/content/builds/${live?.id}/retry`, {
      token: editor,
      lang: 'en',
    });
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe('Only a failed build can be retried');
  });

  it('the whole site is built again every night, once', async () => {
    const before = s.changes.length;
    s.advance(24 * 3600_000);
    await s.runDueJobs();
    expect(s.changes.slice(before).filter((c) => c === 'all')).toHaveLength(1);
    // The next night's build is planned, and nothing runs before it.
    await s.runDueJobs();
    expect(s.changes.slice(before).filter((c) => c === 'all')).toHaveLength(1);
  });

  it('is the editors’: members and visitors are refused', async () => {
    const m = demo(s, 'member');
    expect((await builds(await login(s, m.username, m.password))).status).toBe(403);
    expect((await call(s.base, 'GET', '/content/builds')).status).toBe(401);
  });

  // A second start on the same database: the embedded one, whose folder the test keeps.
  it.skipIf(process.env.TEST_DB === 'postgres')(
    'a build cut short by a stop is marked interrupted at the next start',
    async () => {
      const [left] = await s.deps.db
        .insert(siteBuilds)
        .values({ status: 'building', pages: ['detail:8'] })
        .returning();
      await s.stop();
      s = await startTestServer({}, dataDir);
      editor = await login(s, demo(s, 'editor').username, demo(s, 'editor').password);
      const row = (await builds()).body.rows.find((b) => b.id === left?.id);
      expect(row).toMatchObject({ status: 'failed', error: INTERRUPTED });
    },
  );
});
