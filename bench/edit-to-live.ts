/**
 * How long one edited item, and one new item, take to appear on the public site, at the demo size
 * and with 10,000 more articles (SIZES): start the product on a fresh data folder, let it build,
 * then through the editors' API change the title of a published article, or add and publish one,
 * and poll its page until the new title is served. A site-wide change (a menu entry added, which
 * every page shows) goes live as a pending shell, every page spliced as it is served: polled on an
 * article's page, against a full build (`fullBuildMs`, measured in the same run); then how long
 * until every page is a file again (the rewrite round) and merged into the complete build nginx
 * serves, and what a first read of a page costs meanwhile and after. KINDS (edit,new,site-wide)
 * picks the parts; SITE_WIDE_RUNS (RUNS) how many site-wide changes, each of which waits for every
 * page to be written again. ARTICLES=100000 measures that size after the 10,000-article REFERENCE
 * (record.ts). Writes bench/results/edit-to-live.json.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '#server/server.ts';
import { bumpContentVersion } from '#server/site/content-version.ts';
import { insertGenerated } from '../content/generate.ts';
import { articleSizes, record } from './record.ts';
import { sampleTreeMemory } from './tree-memory.ts';

const runs = Number(process.env.RUNS ?? 5);
const siteWideRuns = Number(process.env.SITE_WIDE_RUNS ?? runs);
const { sizes, section } = articleSizes('0,10000');
const kinds = new Set((process.env.KINDS ?? 'edit,new,site-wide').split(','));
const load = () => loadavg().map((l) => Number(l.toFixed(1)));

const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    median: sorted[Math.floor(sorted.length / 2)],
    min: sorted[0],
    max: sorted.at(-1),
    runs: sorted.length,
  };
};

interface MenuNode {
  name: string;
  enName: string | null;
  path: string | null;
  hidden: boolean;
  children?: MenuNode[];
}
/** The menu as its editor saves it back: what it reads, less the ids. */
const strip = (nodes: MenuNode[]): MenuNode[] =>
  nodes.map(({ name, enName, path, hidden, children }) => ({
    name,
    enName,
    path,
    hidden,
    ...(children ? { children: strip(children) } : {}),
  }));

async function measure(size: number) {
  const dir = mkdtempSync(join(tmpdir(), 'assoc-bench-'));
  // The builder's own account of each rewrite round: how long writing every page again took.
  const rewrites: number[] = [];
  const loadBefore = load();
  const running = await startServer({
    env: { ...process.env, DATA_DIR: dir, PORT: '0', CAPTCHA_ENABLED: 'false', DATABASE_URL: '' },
    log: (line) => {
      const ms = /pages rewritten with the new shell in (\d+) ms/.exec(line)?.[1];
      if (ms) rewrites.push(Number(ms));
      if (ms || /built again|failed/.test(line)) console.log(line);
    },
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
  const liveWith = async (path: string, text: string, start: number, minutes = 2) => {
    for (;;) {
      const r = await fetch(`${running.url}${path}`);
      if (r.status === 200 && (await r.text()).includes(text)) return Date.now() - start;
      if (Date.now() - start > minutes * 60_000)
        throw new Error(`${path} did not show within ${minutes} minutes`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };

  if (size) await insertGenerated(running.database.db, size);
  await bumpContentVersion({ ...running.deps, onContentChanged: async () => null }, 'all');
  const memory = sampleTreeMemory();
  const t0 = Date.now();
  await running.builder.rebuild();
  const fullBuildMs = Date.now() - t0;
  const fullBuildPeakTreeRssMb = memory.stop();
  const fullBuildPeakRendererRssMb = running.builder.lastBuild.peakRssMb;
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
  for (let i = 0; i < (kinds.has('edit') ? runs : 0); i++) {
    const title = `基准测试标题 ${Date.now()}`;
    const { data } = await api(`/content/article/${id}`, undefined, token, 'GET');
    const start = Date.now();
    await api(`/content/article/${id}`, { title, version: data.version }, token, 'PUT');
    edits.push(await liveWith(`/detail/${id}`, title, start));
    await settle();
  }
  const added: number[] = [];
  for (let i = 0; i < (kinds.has('new') ? runs : 0); i++) {
    const title = `基准测试新文章 ${Date.now()}`;
    const start = Date.now();
    const created = await api(
      '/content/article',
      { channel: 'news', title, summary: '摘要' },
      token,
    );
    // A write answers the item as saved (`row`) and the build it queued.
    const createdId = created.data.row.id as number;
    await api(`/content/article/${createdId}/publish`, undefined, token);
    added.push(await liveWith(`/detail/${createdId}`, title, start));
    await settle();
  }
  // Other article pages (up to 49), each read once: what a first read costs.
  const others = (
    await api('/web/index/newsList?channel=news&pageNum=1&pageSize=50', undefined, '', 'GET')
  ).rows
    .map((r: { id: number }) => r.id)
    .filter((other: number) => other !== id)
    .map((other: number) => `/en/detail/${other}`);
  const readEach = async () => {
    const times: number[] = [];
    for (const path of others) {
      const t = performance.now();
      const r = await fetch(`${running.url}${path}`, { headers: { 'accept-encoding': 'br' } });
      await r.arrayBuffer();
      times.push(performance.now() - t);
    }
    return Number(summary(times).median!.toFixed(1));
  };
  const siteWide: number[] = [];
  const everyFile: number[] = [];
  const merged: number[] = [];
  const readPending: number[] = [];
  const readAfter: number[] = [];
  for (let i = 0; i < (kinds.has('site-wide') ? siteWideRuns : 0); i++) {
    const name = `Bench menu ${Date.now()}`;
    const { data: menu } = await api('/content/menu', undefined, token, 'GET');
    const tree = [...strip(menu.tree), { name, enName: name, path: '/contact', hidden: false }];
    const start = Date.now();
    await api('/content/menu', { tree, version: menu.version }, token, 'PUT');
    siteWide.push(await liveWith(`/en/detail/${id}`, name, start, 10));
    // Meanwhile each page is spliced and compressed as it is first served.
    readPending.push(await readEach());
    while (running.builder.live?.shell) await new Promise((r) => setTimeout(r, 50));
    everyFile.push(Date.now() - start);
    readAfter.push(await readEach());
    // Behind nginx (SITE_MERGE_SECONDS=0) the change shows once the layers are merged.
    await running.builder.mergeLayers();
    merged.push(Date.now() - start);
    await settle();
  }
  await running.close();
  rmSync(dir, { recursive: true, force: true });
  return {
    generatedArticles: size,
    pages,
    fullBuildMs,
    fullBuildPagesPerSecond: Math.round(pages / (fullBuildMs / 1000)),
    fullBuildPeakRendererRssMb,
    fullBuildPeakTreeRssMb,
    editToLiveMs: summary(edits),
    newItemToLiveMs: summary(added),
    siteWideToLiveMs: summary(siteWide),
    everyPageRewrittenMs: summary(everyFile),
    rewriteRoundMs: summary(rewrites),
    mergedForNginxMs: summary(merged),
    firstReadWhilePendingMs: summary(readPending),
    firstReadAfterMs: summary(readAfter),
    load: { before: loadBefore, after: load() },
  };
}

const results = [];
for (const size of sizes) {
  const row = await measure(size);
  console.log(JSON.stringify(row));
  results.push(row);
}
const measured = {
  measuredAt: new Date().toISOString(),
  machine: `${(await import('node:os')).cpus().length} cores`,
};
// A section (ARTICLES) sits beside the file's own figures, which keep their `before`.
record(
  'edit-to-live',
  section
    ? { ...measured, results }
    : {
        ...measured,
        before: {
          editToLiveMedianMs: 5762,
          note: 'a partial astro build per edit (2026-11-21)',
          siteWideToLiveMs: {
            demo: 6379,
            note: 'every page spliced and compressed before going live (2026-11-27, demo size, loaded)',
          },
        },
        results,
      },
  section,
);
