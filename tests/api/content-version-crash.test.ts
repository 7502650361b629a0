/**
 * A published change and the content version that tells the builder it is not built yet commit
 * together: killed after the edit committed and before the builder heard of it, the server finds
 * on its next start a version the last build does not carry, and builds again.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { api } from '#tests/helpers/api.ts';
import { demoSignIn, serverProcess, type ServerProcess } from '#tests/helpers/process.ts';

let server: ServerProcess | undefined;
afterAll(() => server?.dispose());

const FAULT = 'content:announce';

/** The content version as stored, read with the server stopped. */
async function storedVersion(p: ServerProcess): Promise<number> {
  const sql = 'select content_version as v from site_state where id = 1';
  if (p.databaseUrl) {
    const client = new pg.Client({ connectionString: p.databaseUrl });
    await client.connect();
    const r = await client.query<{ v: number }>(sql);
    await client.end();
    return Number(r.rows[0]?.v);
  }
  const db = new PGlite(join(p.dataDir, 'pgdata'));
  const r = await db.query<{ v: number }>(sql);
  await db.close();
  return Number(r.rows[0]?.v);
}

describe('an edit of a published item survives a crash before the builder hears of it', () => {
  it('moves the content version in the edit’s own transaction', async () => {
    server = await serverProcess('assoc-version-');
    let base = await server.boot();
    const editor = await demoSignIn(server, base, 'editor');
    const made = await api(base).POST('/content/{type}', {
      token: editor,
      body: {
        channel: 'news',
        title: '版本测试',
        titleEn: 'Version test',
        publishedAt: '2026-11-20',
        body: '<p>正文</p>',
      },
      params: { path: { type: 'article' } },
    });
    const id = made.body.data.row.id;
    await api(base).POST('/content/{type}/{id}/publish', {
      token: editor,
      params: { path: { type: 'article', id } },
    });
    await server.kill9();
    const before = await storedVersion(server);

    base = await server.boot({ FAULT_POINT: FAULT });
    const token = await demoSignIn(server, base, 'editor');
    const loaded = await api(base).GET('/content/{type}/{id}', {
      token,
      params: { path: { type: 'article', id } },
    });
    void api(base)
      .PUT('/content/{type}/{id}', {
        token,
        body: { title: '崩溃前保存的标题', version: loaded.body.data.version },
        params: { path: { type: 'article', id } },
      })
      .catch(() => undefined);
    await server.printed(`[fault] reached ${FAULT}`);
    await server.kill9();

    expect(await storedVersion(server)).toBeGreaterThan(before);
    base = await server.boot();
    const detail = await api(base).GET('/web/index/detail', { params: { query: { id } } });
    expect(detail.body.data.title).toBe('崩溃前保存的标题');
  }, 120_000);
});
