/**
 * The page builder reads a channel whole in chunks, each after the last article read: it gets
 * every published article once, in the list's order, each as its own page shows it (previous and
 * next links included), also across articles published at the same moment and when the article a
 * chunk ended on is withdrawn before the next chunk is read.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_BUILD_HEADER } from '#shared/constants.ts';
import { api } from '#tests/helpers/api.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';
import { articles } from './tables.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
  // Ten articles, pairs published at the same moment: only their ids tell them apart.
  await s.deps.db.insert(articles).values(
    Array.from({ length: 10 }, (_, i) => ({
      channel: 'research' as const,
      title: `研究 ${i}`,
      body: `<p>${i}</p>`,
      publishedAt: new Date(Date.UTC(2024, 0, 1 + Math.floor(i / 2))),
    })),
  );
});
afterAll(() => s.stop());

/** The builder's reads, which no kept answer serves. */
const builder = () => ({ [SITE_BUILD_HEADER]: s.siteBuildToken });

async function wholeChannel(size: number, between?: (next: string) => Promise<void>) {
  const rows = [];
  let after: string | undefined;
  do {
    const query = { channel: 'research' as const, size, ...(after ? { after } : {}) };
    const chunk = (
      await api(s.base).GET('/web/index/detailList', { headers: builder(), params: { query } })
    ).body.data;
    rows.push(...chunk.rows);
    after = chunk.next ?? undefined;
    if (after) await between?.(after);
  } while (after);
  return rows;
}

const listed = async () =>
  (
    await api(s.base).GET('/web/index/newsList', {
      headers: builder(),
      params: { query: { channel: 'research', pageNum: 1, pageSize: 100 } },
    })
  ).body.rows.map((r) => r.id);

const onItsPage = async (id: number) =>
  (await api(s.base).GET('/web/index/detail', { headers: builder(), params: { query: { id } } }))
    .body.data;

describe('a channel read in chunks', () => {
  it('gives every article once, in the list’s order, as its page shows it', async () => {
    const rows = await wholeChannel(3);
    expect(rows.map((r) => r.id)).toEqual(await listed());
    for (const row of rows) expect(row).toEqual(await onItsPage(row.id));
  });

  it('goes on after an article withdrawn between two chunks', async () => {
    let withdrawn: number | undefined;
    const rows = await wholeChannel(4, async (next) => {
      if (withdrawn) return;
      withdrawn = Number(next.split('.')[1]);
      await s.deps.db.update(articles).set({ status: 'draft' }).where(eq(articles.id, withdrawn));
    });
    const now = await listed();
    const later = rows.slice(4);
    expect(later.map((r) => r.id)).toEqual(now.slice(3));
    // The first article after the gap names, as newer, the one now above it in the channel.
    expect(later[0]).toEqual(await onItsPage(later[0]!.id));
  });

  it('is the builder’s alone', async () => {
    const answer = await api(s.base).GET('/web/index/detailList', {
      params: { query: { channel: 'research' } },
    });
    expect(answer.status).toBe(404);
  });
});
