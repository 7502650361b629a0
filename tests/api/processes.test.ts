/**
 * Two API processes of one install on one PostgreSQL (as two machines behind a proxy would be):
 * a user's calls go alternately to both and behave as on one; a scheduled job runs once; exactly
 * one process builds the pages, both serve them, an edit made through either goes live on both,
 * and when the building process dies the other takes over.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#tests/helpers/api.ts';
import { until } from '#tests/helpers/http.ts';
import { saveEdit } from '#tests/helpers/flows.ts';
import { demoSignIn, serverProcess, type ServerProcess } from '#tests/helpers/process.ts';

const onPostgres = process.env.TEST_DB === 'postgres';
const BUILDS = '[site] this process builds the pages';
const FOLLOWS = '[site] another process builds the pages';
const LOST = '[site] lost the builder lock';

let first: ServerProcess;
let second: ServerProcess;
const base: string[] = [];
const site = (i: number) => base[i]!.replace(/\/prod-api$/, '');

/** Whether the process holds the builder lock now, by what it last said. */
const holds = (p: ServerProcess) => p.output().lastIndexOf(BUILDS) > p.output().lastIndexOf(LOST);

/** What a database restart does to the processes: every connection to it ends. */
async function dropConnections(url: string) {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(
    'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [new URL(url).pathname.slice(1)],
  );
  await admin.end();
}

/** The newest news item's title changed through process `i`; answers its id. */
async function editFirstNews(i: number, editor: string, title: string): Promise<number> {
  const news = await api(base[i]!).GET('/web/index/newsList', {
    params: { query: { channel: 'news', pageNum: 1, pageSize: 10 } },
  });
  expect(news.body, JSON.stringify(news.body)).toHaveProperty('rows.0.id');
  const id = news.body.rows[0]!.id;
  const saved = await saveEdit(
    { base: base[i]! },
    editor,
    '/content/{type}/{id}',
    { type: 'article', id },
    { title },
  );
  expect(saved.body.code).toBe(200);
  return id;
}

/** The article's page as process `i` serves it, once it shows `title` (or after `ms`). */
const pageShowing = (i: number, id: number, title: string, ms: number) =>
  until(
    () => page(i, `/detail/${id}`),
    (t) => t.includes(title),
    ms,
  );

const page = async (i: number, path: string) => {
  const res = await fetch(`${site(i)}${path}`);
  return res.status === 200 ? res.text() : `${res.status}`;
};

describe.skipIf(!onPostgres)('two processes on one PostgreSQL', () => {
  beforeAll(async () => {
    first = await serverProcess('assoc-procs-', { fresh: true });
    second = first.sibling();
    const env = { SITE_BUILD: 'true', JOBS: 'true' };
    // Started together on an empty database: one migrates and seeds, the other waits for it.
    base.push(...(await Promise.all([first.boot(env), second.boot(env)])));
  }, 120_000);
  afterAll(async () => {
    await second?.dispose();
    await first?.dispose();
  });

  it('take a user signed in on one at the other, and a sign-out on one ends it on both', async () => {
    const token = await demoSignIn(first, base[0]!, 'member');
    for (const i of [1, 0, 1]) {
      const info = await api(base[i]!).GET('/getInfo', { token });
      expect(info.body.code).toBe(200);
    }
    await api(base[0]!).POST('/logout', { token });
    const after = await api(base[1]!).GET('/getInfo', { token });
    expect(after.body.code).toBe(401);
  });

  it('refuse the same form sent to one and then at once to the other', async () => {
    const token = await demoSignIn(second, base[1]!, 'member');
    const body = { name: '王工', tel: '13800000000', content: `两个进程的重复提交 ${Date.now()}` };
    const once = await api(base[0]!).POST('/system/complaint', { token, body });
    const twice = await api(base[1]!).POST('/system/complaint', { token, body, lang: 'en' });
    expect(once.body.code).toBe(200);
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toMatch(/submit it twice/);
  });

  it('run a scheduled publication once, though both look for due jobs', async () => {
    const editor = await demoSignIn(first, base[0]!, 'editor');
    const made = await api(base[0]!).POST('/content/{type}', {
      token: editor,
      body: { channel: 'news', title: '两个进程定时发布', summary: '摘要', body: '<p>正文</p>' },
      params: { path: { type: 'article' } },
    });
    const id = made.body.data.row.id;
    const at = new Date(Date.now() + 1000).toISOString();
    await api(base[1]!).PUT('/content/{type}/{id}/schedule', {
      token: editor,
      body: { at },
      params: { path: { type: 'article', id } },
    });
    const item = await until(
      async () =>
        (
          await api(base[0]!).GET('/content/{type}/{id}', {
            token: editor,
            params: { path: { type: 'article', id } },
          })
        ).body.data,
      (a) => a.status === 'published',
      30_000,
    );
    expect(item.status).toBe('published');
    const revisions = await api(base[1]!).GET('/content/{type}/{id}/revisions', {
      token: editor,
      params: { path: { type: 'article', id } },
    });
    expect(revisions.body.rows.filter((r) => r.action === 'published')).toHaveLength(1);
  }, 60_000);

  it('have one build the pages, both serve them, and an edit through either is live on both', async () => {
    const builds = () => [first, second].filter((p) => p.output().includes(BUILDS));
    await until(
      async () => builds().length,
      (n) => n > 0,
    );
    expect(builds()).toHaveLength(1);
    const follower = builds()[0] === first ? 1 : 0;
    expect([first, second][follower]!.output()).toContain(FOLLOWS);
    for (const i of [0, 1])
      expect(
        await until(
          () => page(i, '/index'),
          (t) => t.length > 200,
          120_000,
        ),
      ).toContain('<html');

    const editor = await demoSignIn(first, base[follower]!, 'editor');
    const title = `改于跟随进程 ${Date.now()}`;
    const id = await editFirstNews(follower, editor, title);
    for (const i of [0, 1]) expect(await pageShowing(i, id, title, 60_000)).toContain(title);
  }, 180_000);

  it('recover from a database that drops every connection, with no restart', async () => {
    const token = await demoSignIn(first, base[0]!, 'member');
    const holder = [first, second].find(holds)!;
    const calls = Array.from({ length: 40 }, (_, i) =>
      api(base[i % 2]!)
        .GET('/getInfo', { token })
        .then((r) => r.body.code),
    );
    await dropConnections(first.databaseUrl!);
    // Calls caught by the drop fail with an answer; none is left without one.
    for (const code of await Promise.all(calls)) expect([200, 500, 503]).toContain(code);
    for (const i of [0, 1])
      expect(
        await until(
          async () => (await api(base[i]!).GET('/getInfo', { token })).body.code,
          (c) => c === 200,
          15_000,
        ),
      ).toBe(200);
    // The builder's lock went with its connection; one process holds it again.
    await holder.printed(LOST);
    const holding = async () => [first, second].filter(holds).length;
    expect(await until(holding, (n) => n > 0, 15_000)).toBe(1);
    // And stays with one: the other keeps waiting.
    await new Promise((r) => setTimeout(r, 4000));
    expect(await holding()).toBe(1);
  }, 60_000);

  it('hand the building to the other process when the building one dies', async () => {
    const leader = [first, second].find(holds)!;
    const other = leader === first ? 1 : 0;
    const survivor = [first, second][other]!;
    const before = survivor.output().length;
    await leader.kill9();
    // It was waiting for the lock, and takes it as the dead process's connection ends.
    expect(
      await until(
        async () => survivor.output().slice(before).includes(BUILDS),
        (taken) => taken,
        15_000,
      ),
    ).toBe(true);

    const editor = await demoSignIn(survivor, base[other]!, 'editor');
    const title = `接手之后的修改 ${Date.now()}`;
    const id = await editFirstNews(other, editor, title);
    expect(await pageShowing(other, id, title, 120_000)).toContain(title);
  }, 180_000);
});
