/**
 * An edit goes live by rendering only the pages it touched, from the warm renderer, in a layer
 * over the live pages. Those pages must be exactly what a full build by Astro writes: after a
 * series of edits (a changed title, a new article, one taken down, single pages, a training), the
 * live pages equal, byte for byte, those of a full build made from scratch in another folder. A
 * change to what every page shows (menu, friendly links) is live at once, each page spliced as it
 * is served, then written again into the built pages: both equal a full build's, every file.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertGenerated } from '../../../content/generate.ts';
import { api } from '#tests/helpers/api.ts';
import { call } from '#tests/helpers/http.ts';
import { demo, login, saveEdit } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';
import { SiteBuilder } from './builder.ts';
import { SHELL_PENDING } from './builder-pointer.ts';
import { findLive, type Layer } from './live-tree.ts';
import { SECURITY_HEADERS } from './pages.ts';
import { prepareLive } from './shell-answers.ts';

const ROOT = new URL('../../../', import.meta.url).pathname;

let s: TestServer;
let editor: string;
const made: string[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'assoc-partial-'));
made.push(dataDir);
// A visitor's budget of public reads, which the page builder's own reads must not be held to.
const ENV = { PUBLIC_READS_PER_MINUTE: '60' };
beforeAll(async () => {
  s = await startTestServer(ENV, dataDir);
  editor = await login(s, demo(s, 'editor').username, demo(s, 'editor').password);
}, 60_000);
// Several complete builds to remove, on a machine that may be busy.
afterAll(async () => {
  s.builder.stop();
  await s.stop();
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
}, 180_000);

/** Every page of a folder, by its path. */
function pagesOf(dir: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile() && entry.name.endsWith('.html')) {
      const path = join(entry.parentPath, entry.name);
      pages.set(relative(dir, path), readFileSync(path, 'utf8'));
    }
  return pages;
}

/** Runs an edit through the API, then builds what it announced, as the server would. */
async function edit(step: () => Promise<unknown>): Promise<void> {
  const before = s.changes.length;
  await step();
  const changes = s.changes.slice(before);
  expect(changes.length).toBeGreaterThan(0);
  for (const change of changes) {
    expect(change).not.toBe('all');
    s.builder.schedule(change);
  }
  await s.builder.applyPending();
}

/** Every file of a folder (pages, their compressed copies, bundles), by its path. */
function filesOf(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) {
      const path = join(entry.parentPath, entry.name);
      files.set(relative(dir, path), readFileSync(path));
    }
  return files;
}

interface MenuNode {
  name: string;
  enName: string | null;
  path: string | null;
  hidden: boolean;
  children?: MenuNode[];
}
const strip = (nodes: MenuNode[]): MenuNode[] =>
  nodes.map(({ name, enName, path, hidden, children }) => ({
    name,
    enName,
    path,
    hidden,
    ...(children ? { children: strip(children) } : {}),
  }));

async function fullBuildFromScratch(): Promise<Map<string, string>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'assoc-full-'));
  made.push(dataDir);
  const builder = new SiteBuilder({
    root: ROOT,
    dataDir,
    apiUrl: () => s.base,
    fingerprint: async () => 'full',
    env: { SITE_BUILD_TOKEN: s.siteBuildToken },
    log: () => undefined,
  });
  try {
    await builder.rebuild();
    return pagesOf(builder.currentDir!);
  } finally {
    builder.stop();
  }
}

describe('pages an edit renders are those a full build writes', () => {
  it('after a title, a new article, a removal, single pages and a training', async () => {
    await s.builder.rebuild();
    const news = await api(s.base).GET('/web/index/newsList', {
      params: { query: { channel: 'news', pageNum: 1, pageSize: 20 } },
    });
    const [first, second] = news.body.rows;

    await edit(async () =>
      saveEdit(
        s,
        editor,
        '/content/{type}/{id}',
        { type: 'article', id: first!.id },
        { title: '改过的标题' },
      ),
    );
    // A title changed in place touches the one page of its list it is on, not the whole list.
    expect(s.changes.at(-1)).toMatchObject({ keys: expect.arrayContaining(['list:news/1']) });
    expect((s.changes.at(-1) as { keys: string[] }).keys).not.toContain('list:news');
    // Live at once, from a layer, before any merge.
    const live = s.builder.live!;
    expect(live.layers.length).toBe(1);
    const page = findLive(live, `/detail/${first!.id}`);
    expect(readFileSync(page!.path, 'utf8')).toContain('改过的标题');

    let added = 0;
    await edit(async () => {
      const created = await api(s.base).POST('/content/{type}', {
        token: editor,
        body: { channel: 'news', title: '新文章', titleEn: 'A new article', summary: '摘要' },
        params: { path: { type: 'article' } },
      });
      added = created.body.data.row.id;
      return api(s.base).POST('/content/{type}/{id}/publish', {
        token: editor,
        params: { path: { type: 'article', id: added } },
      });
    });
    expect(findLive(s.builder.live!, `/en/detail/${added}`)).toBeDefined();
    // The new item moved every page of its list. The first round put its page and the list's
    // first page live; the list's later pages came in the round after (at 100,000 articles they
    // are hundreds of pages a reader waits for only on page 2 and beyond).
    const [later, firstRound] = s.builder.live!.layers as [Layer, Layer];
    const has = (layer: Layer, path: string) => existsSync(join(layer.dir, path));
    expect(has(firstRound, `detail/${added}/index.html`)).toBe(true);
    expect(has(firstRound, 'motion/index.html')).toBe(true);
    expect(has(firstRound, 'en/motion/index.html')).toBe(true);
    expect(has(firstRound, 'motion/page')).toBe(false);
    expect(has(later, 'motion/page/2/index.html')).toBe(true);
    expect(has(later, 'en/motion/page/2/index.html')).toBe(true);
    expect(s.builder.live!.unfinished).toBeUndefined();

    await edit(() =>
      api(s.base).POST('/content/{type}/{id}/unpublish', {
        token: editor,
        params: { path: { type: 'article', id: second!.id } },
      }),
    );
    expect(findLive(s.builder.live!, `/detail/${second!.id}`)).toBeUndefined();
    expect(findLive(s.builder.live!, `/en/detail/${second!.id}`)).toBeUndefined();

    await edit(async () =>
      saveEdit(
        s,
        editor,
        '/content/pages/{slug}',
        { slug: 'introduction' },
        {
          title: '协会介绍',
          titleEn: 'About us',
          body: '<p>新的介绍</p>',
          bodyEn: '<p>A new introduction</p>',
        },
      ),
    );

    // A section's introduction, shown above its list.
    await edit(async () =>
      saveEdit(
        s,
        editor,
        '/content/pages/{slug}',
        { slug: 'discipline' },
        {
          title: '学科建设',
          titleEn: 'Discipline',
          body: '<p>新的学科介绍</p>',
          bodyEn: '<p>A new word on the discipline</p>',
        },
      ),
    );

    const trainings = await api(s.base).GET('/web/index/trainList', {
      params: { query: { pageNum: 1, pageSize: 10 } },
    });
    const training = trainings.body.rows[0]!.id;
    await edit(async () =>
      saveEdit(
        s,
        editor,
        '/content/{type}/{id}',
        { type: 'training', id: training },
        { title: '改过的培训' },
      ),
    );
    // Six edits; three moved a whole list (the new article, the one taken down, the training:
    // trainings name no page of their list), whose later pages took a round more each.
    expect(s.builder.live!.layers.length).toBe(9);

    await s.builder.mergeLayers();
    expect(s.builder.live!.layers).toEqual([]);
    const edited = pagesOf(s.builder.currentDir!);
    const full = await fullBuildFromScratch();
    expect([...edited.keys()].sort()).toEqual([...full.keys()].sort());
    const differing = [...full].filter(([path, html]) => edited.get(path) !== html);
    expect(differing.map(([path]) => path)).toEqual([]);

    // A full build from the warm renderer writes the same pages too.
    await s.builder.rebuild();
    const warm = pagesOf(s.builder.currentDir!);
    expect([...warm].filter(([path, html]) => full.get(path) !== html).map(([p]) => p)).toEqual([]);
    expect(warm.size).toBe(full.size);
  }, 300_000);

  it('a menu or friendly-link change is spliced into every page: every file as a full build', async () => {
    const { body: menu } = await call<{ data: { tree: MenuNode[]; version: string } }>(
      s.base,
      'GET',
      '/content/menu',
      { token: editor },
    );
    const built = s.builder.currentDir!;
    // A top entry naming a page: that page (spliced, not rendered) shows it as the current one.
    const tree = [
      ...strip(menu.data.tree),
      { name: '联系测试', enName: 'Contact test', path: '/contact', hidden: false },
    ];
    await edit(() =>
      call(s.base, 'PUT', '/content/menu', {
        token: editor,
        body: { tree, version: menu.data.version },
      }),
    );
    expect(s.changes.at(-1)).toEqual({ keys: ['shell'], removed: [] });
    await edit(async () => {
      const link = await call<{ data: { row: { id: number } } }>(s.base, 'POST', '/content/link', {
        token: editor,
        body: {
          name: '拼接测试友链',
          nameEn: 'Splice test link',
          link: 'https://www.nmpa.gov.cn/',
        },
      });
      return call(s.base, 'POST', `/content/link/${link.body.data.row.id}/publish`, {
        token: editor,
      });
    });
    // Neither change built every page again: live at once as the pending shell, every other page
    // spliced as it is served until the rewrite round has written it again.
    const pending = s.builder.live!;
    expect(pending.dir).toBe(built);
    expect(pending.shell).toBeDefined();
    // nginx, which serves the complete build, leaves the pages to the product meanwhile.
    const nginxAsks = () => existsSync(join(dataDir, 'site', SHELL_PENDING));
    expect(nginxAsks()).toBe(true);
    const contact = await fetch(`${s.url}/en/contact`, { headers: { 'accept-encoding': 'br' } });
    expect(contact.headers.get('content-encoding')).toBe('br');
    const html = await contact.text();
    expect(html).toMatch(/href="\/en\/contact" aria-current="page"[^>]*>Contact test</);
    expect(html).toContain('www.nmpa.gov.cn');
    // Every page as it is served meanwhile, decompressed.
    const onTheFly = new Map<string, Buffer>();
    for (const rel of pagesOf(built).keys()) {
      const answer = prepareLive(pending, findLive(pending, rel)!, 'br', SECURITY_HEADERS);
      const bytes = Buffer.from(answer.body ?? readFileSync(answer.sent.path));
      onTheFly.set(rel, answer.headers['Content-Encoding'] ? brotliDecompressSync(bytes) : bytes);
    }

    await s.builder.mergeLayers();
    expect(s.builder.live!.shell).toBeUndefined();
    expect(nginxAsks()).toBe(false);
    const spliced = filesOf(s.builder.currentDir!);
    await s.builder.rebuild();
    const full = filesOf(s.builder.currentDir!);
    expect([...spliced.keys()].sort()).toEqual([...full.keys()].sort());
    const differing = [...full].filter(([path, bytes]) => !spliced.get(path)?.equals(bytes));
    expect(differing.map(([path]) => path)).toEqual([]);
    const servedDiffering = [...onTheFly].filter(([path, bytes]) => !full.get(path)?.equals(bytes));
    expect(servedDiffering.map(([path]) => path)).toEqual([]);
  }, 180_000);

  // A second start on the same database: the embedded one, whose folder the test keeps.
  it.skipIf(process.env.TEST_DB === 'postgres')(
    'after a restart with current pages, the renderer is loaded and the first edit goes live',
    async () => {
      s.builder.stop();
      await s.stop();
      s = await startTestServer(ENV, dataDir);
      editor = await login(s, demo(s, 'editor').username, demo(s, 'editor').password);
      await s.builder.warmUp();
      const news = await api(s.base).GET('/web/index/newsList', {
        params: { query: { channel: 'news', pageNum: 1, pageSize: 10 } },
      });
      const id = news.body.rows[1]!.id;
      await edit(async () =>
        saveEdit(
          s,
          editor,
          '/content/{type}/{id}',
          { type: 'article', id },
          { title: '重启之后改的' },
        ),
      );
      const page = findLive(s.builder.live!, `/detail/${id}`);
      expect(readFileSync(page!.path, 'utf8')).toContain('重启之后改的');
    },
    120_000,
  );

  it("a change while a list's later pages render goes first; those pages follow", async () => {
    // Enough news for a list of many pages (the articles go in unannounced: only the rounds
    // below render them).
    await insertGenerated(s.database.db, 3000);
    const news = await api(s.base).GET('/web/index/newsList', {
      params: { query: { channel: 'news', pageNum: 1, pageSize: 20 } },
    });
    const last = Math.ceil(news.body.total / 20);
    const from = s.logs.length;
    const sawn = () => s.logs.slice(from).join('\n');
    s.builder.schedule({ keys: ['list:news'], removed: [] });
    // The first page went live; the round of the later pages began.
    while (!/updating list:news \//.test(sawn())) await new Promise((r) => setTimeout(r, 2));
    s.builder.schedule({ keys: [`detail:${news.body.rows[0]!.id}`], removed: [] });
    await s.builder.applyPending();
    const rounds = s.logs
      .slice(from)
      .filter((l) => l.includes('updating') || l.includes('wait for'));
    expect(rounds.map((l) => l.replace(/ \/ .*/, ''))).toEqual([
      '[site] updating list:news/1',
      '[site] updating list:news',
      '[site] the later pages of list:news wait for newer changes',
      `[site] updating detail:${news.body.rows[0]!.id}`,
      '[site] updating list:news',
    ]);
    const live = s.builder.live!;
    expect(live.unfinished).toBeUndefined();
    expect(findLive(live, `/motion/page/${last}`)).toBeDefined();
    expect(findLive(live, `/en/motion/page/${last}`)).toBeDefined();
  }, 180_000);
});
