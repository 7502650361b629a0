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
import { LONG, startTestServer, type TestServer } from '#tests/helpers/server.ts';
import { siteBuilds } from '#server/site/tables.ts';
import { buildJournal, INTERRUPTED } from '#server/site/build-journal.ts';
import { SiteBuilder } from '#server/site/builder.ts';
import type { SiteChange } from '#server/site/content-version.ts';
import { followedJournal } from '#server/site/queued-build.ts';

const ROOT = new URL('../../../../', import.meta.url).pathname;
type Build = {
  id: number;
  status: string;
  paths: string[];
  scope: string;
  error: string | null;
  reason: string | null;
  redoneBy: number | null;
};

let s: TestServer;
let dataDir: string;
let editor: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'assoc-builds-'));
  s = await startTestServer({}, dataDir);
  editor = await login(s, demo(s, 'editor').username, demo(s, 'editor').password);
});
afterAll(() => s.stop());

const builds = (token = editor, lang: 'zh' | 'en' = 'zh') =>
  call<{ rows: Build[]; total: number }>(s.base, 'GET', '/content/builds?pageNum=1&pageSize=10', {
    token,
    lang,
  });
const row = async (id: number | undefined, lang: 'zh' | 'en' = 'zh') =>
  (await builds(editor, lang)).body.rows.find((b) => b.id === id);
const insert = async (values: typeof siteBuilds.$inferInsert) =>
  (await s.deps.db.insert(siteBuilds).values(values).returning())[0]?.id;

describe('the rebuild journal', () => {
  it('a build that fails says why, keeps the pages as they were, and can be retried', {
    timeout: LONG,
  }, async () => {
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
    // The reason is the sentence that says what went wrong, not the renderer's output.
    expect(failed[0]?.reason).toMatch(/^生成页面时出错：\S/);
    expect(failed[0]?.reason).not.toMatch(/\n|\bat\s|astro build failed/);
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

  it('a failed build says why in one sentence, never as a dump of the renderer', async () => {
    const dump = [
      'the page renderer stopped (134):',
      '<--- Last few GCs --->',
      '[4121:0x6b1c000]    91234 ms: Mark-Compact 1998.7 (2083.2) -> 1997.9 (2083.9) MB',
      '<--- JS stacktrace --->',
      'FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory',
      '----- Native stack trace -----',
      ' 1: 0xb8d0a3 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]',
      'the renderer ran out of memory: raise SITE_RENDERER_HEAP_MB',
    ].join('\n');
    const oom = await insert({ status: 'failed', pages: ['detail:3'], error: dump });
    expect((await row(oom))?.reason).toBe(
      '生成页面时内存不足。请管理员调大 SITE_RENDERER_HEAP_MB 后重新生成',
    );
    expect((await row(oom, 'en'))?.reason).toBe(
      'The page renderer ran out of memory. An administrator should raise SITE_RENDERER_HEAP_MB, then build again',
    );
    const astro = await insert({
      status: 'failed',
      pages: ['detail:4'],
      error: [
        'astro build failed / 页面生成失败:',
        '10:02:11 [build] Building static entrypoints...',
        'Error: Could not read /web/index/menuList: connect ECONNREFUSED 127.0.0.1:9',
        '    at fetchJson (file:///srv/app/src/lib/api.ts:41:11)',
        '    at async Module.getStaticPaths (file:///srv/app/src/pages/detail/[id].astro:9:3)',
      ].join('\n'),
    });
    expect((await row(astro, 'en'))?.reason).toBe(
      'Building the pages failed: Could not read /web/index/menuList: connect ECONNREFUSED 127.0.0.1:9',
    );
  });

  it('names single-page and contact rebuilds rather than counting "0 pages"', async () => {
    const contact = await insert({ status: 'live', pages: ['pages'] });
    expect((await row(contact))?.scope).toBe('全部单页与资料（介绍、联系方式、行业统计等）');
    expect((await row(contact, 'en'))?.scope).toBe(
      'every single page and document (introductions, contacts, statistics…)',
    );
    const mixed = await insert({ status: 'live', pages: ['detail:5', 'expert'] });
    expect((await row(mixed))?.scope).toBe('1 个页面、专家页面');
  });

  it('a failed build whose pages a later build made live is not offered again', async () => {
    const redone = await insert({ status: 'failed', pages: ['detail:9'] });
    const still = await insert({ status: 'failed', pages: ['detail:10'] });
    const live = await insert({ status: 'live', pages: ['detail:9', 'list:news'] });
    expect((await row(redone))?.redoneBy).toBe(live);
    expect((await row(still))?.redoneBy).toBeNull();
    const refused = await call(s.base, 'POST', `/content/builds/${redone}/retry`, {
      token: editor,
      lang: 'en',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(
      `The pages of this failed build went live with build #${live}; there is nothing to build again`,
    );
    const retried = await call<{ data: { buildId: number | null } }>(
      s.base,
      'POST',
      `/content/builds/${still}/retry`,
      { token: editor },
    );
    expect(retried.status).toBe(200);
    // The retry answers the build it queued, for the console to follow in its place.
    expect(retried.body.data.buildId).toBe(s.changes.length);
    // A whole-site build that went live covers every failed one before it.
    const everything = await insert({ status: 'live', pages: null });
    expect((await row(still))?.redoneBy).toBe(everything);
  });

  it('a change is answered the id of the build it was queued as; editors read that build by it', async () => {
    const journal = followedJournal(buildJournal(s.deps.db));
    // A builder that waits an hour before building: the build is only queued here.
    const builder = new SiteBuilder({
      root: ROOT,
      dataDir: mkdtempSync(join(tmpdir(), 'assoc-builds-queued-')),
      apiUrl: () => 'http://127.0.0.1:9/prod-api',
      fingerprint: async () => 'test',
      log: () => undefined,
      journal: journal.journal,
      debounceMs: 3_600_000,
    });
    const schedule = (change: SiteChange) => builder.schedule(change);
    try {
      const first = await journal.queue(schedule, { keys: ['detail:11'], removed: [] });
      const second = await journal.queue(schedule, 'all');
      expect(first).toBeGreaterThan(0);
      expect(second).toBeGreaterThan(first ?? 0);
      const one = await call<{ data: Build }>(s.base, 'GET', `/content/builds/${first}`, {
        token: editor,
      });
      expect(one.body.data).toMatchObject({ id: first, status: 'queued', paths: ['/detail/11'] });
      expect((await row(second ?? 0))?.scope).toBe('全部页面');
    } finally {
      builder.stop();
    }
    const missing = await call(s.base, 'GET', '/content/builds/999999', { token: editor });
    expect(missing.status).toBe(404);
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
