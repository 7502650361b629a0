/**
 * How long one edited item, and one new item, take to appear on the public site, at the demo size
 * and with 10,000 more articles (SIZES): start the product on a fresh data folder, let it build,
 * then through the editors' API change the title of a published article, or add and publish one,
 * and poll its page until the new title is served. Writes bench/results/edit-to-live.json.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '#server/server.ts';
import { bumpContentVersion } from '#server/site/content-version.ts';
import { insertGenerated } from '../content/generate.ts';
import { record } from './record.ts';

const runs = Number(process.env.RUNS ?? 5);
const sizes = (process.env.SIZES ?? '0,10000').split(',').map(Number);

const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    median: sorted[Math.floor(sorted.length / 2)],
    min: sorted[0],
    max: sorted.at(-1),
    runs: sorted.length,
  };
};

async function measure(size: number) {
  const dir = mkdtempSync(join(tmpdir(), 'assoc-bench-'));
  const running = await startServer({
    env: { ...process.env, DATA_DIR: dir, PORT: '0', CAPTCHA_ENABLED: 'false', DATABASE_URL: '' },
    log: () => undefined,
  });
  const base = `${running.url}/prod-api`;
  const api = async (path: string, body?: unknown, token?: string, method = 'POST') =>
    (
      await fetch(`${base}${path}`, {
        method: body === undefined && method === 'POST' ? 'POST' : method,
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
    ).json();
  const liveWith = async (path: string, text: string, start: number) => {
    for (;;) {
      const r = await fetch(`${running.url}${path}`);
      if (r.status === 200 && (await r.text()).includes(text)) return Date.now() - start;
      if (Date.now() - start > 120_000) throw new Error(`${path} did not show within 2 minutes`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };

  if (size) await insertGenerated(running.database.db, size);
  await bumpContentVersion({ ...running.deps, onContentChanged: async () => null }, 'all');
  const t0 = Date.now();
  await running.builder.rebuild();
  const fullBuildMs = Date.now() - t0;
  const pages = readdirSync(running.builder.currentDir!, { recursive: true }).filter((n) =>
    String(n).endsWith('.html'),
  ).length;
  const editor = running.demoAccounts.find((a) => a.role === 'editor')!;
  const { token } = await api('/login', { username: editor.username, password: editor.password });
  const list = await api(
    '/web/index/newsList?channel=news&pageNum=1&pageSize=10',
    undefined,
    '',
    'GET',
  );
  const id = list.rows[0].id as number;
  // An editor's next change a few seconds later (the layers are merged once edits pause).
  const settle = () => new Promise((r) => setTimeout(r, 2500));

  const edits: number[] = [];
  for (let i = 0; i < runs; i++) {
    const title = `基准测试标题 ${Date.now()}`;
    const { data } = await api(`/content/article/${id}`, undefined, token, 'GET');
    const start = Date.now();
    await api(`/content/article/${id}`, { title, version: data.version }, token, 'PUT');
    edits.push(await liveWith(`/detail/${id}`, title, start));
    await settle();
  }
  const added: number[] = [];
  for (let i = 0; i < runs; i++) {
    const title = `基准测试新文章 ${Date.now()}`;
    const start = Date.now();
    const created = await api(
      '/content/article',
      { channel: 'news', title, summary: '摘要' },
      token,
    );
    await api(`/content/article/${created.data.id}/publish`, undefined, token);
    added.push(await liveWith(`/detail/${created.data.id}`, title, start));
    await settle();
  }
  await running.close();
  rmSync(dir, { recursive: true, force: true });
  return {
    generatedArticles: size,
    pages,
    fullBuildMs,
    editToLiveMs: summary(edits),
    newItemToLiveMs: summary(added),
  };
}

const results = [];
for (const size of sizes) {
  const row = await measure(size);
  console.log(JSON.stringify(row));
  results.push(row);
}
record('edit-to-live', {
  measuredAt: new Date().toISOString(),
  machine: `${(await import('node:os')).cpus().length} cores`,
  before: { editToLiveMedianMs: 5762, note: 'a partial astro build per edit (2026-11-21)' },
  results,
});
