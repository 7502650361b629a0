/**
 * Full builds with generated content (SIZES, default 1000 and 10000 extra articles, both locales;
 * or ARTICLES=100000 with the 10,000-article REFERENCE in the same run, see record.ts):
 * the first build, which bundles the project with Astro and renders every page, and a later full
 * build, which the warm renderer renders from the loaded bundle (a content change to every page,
 * or the nightly build). Pages, seconds, pages per second, peak memory of the renderer process and
 * of the whole process tree (the server with its database, the renderer, their workers).
 * Writes bench/results/build.json.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '#server/server.ts';
import { insertGenerated } from '../content/generate.ts';
import { bumpContentVersion } from '#server/site/content-version.ts';
import { articleSizes, record } from './record.ts';
import { sampleTreeMemory } from './tree-memory.ts';

const { sizes, section } = articleSizes('1000,10000');
const load = () => loadavg().map((l) => Number(l.toFixed(1)));
const countHtml = (dir: string): number =>
  readdirSync(dir, { recursive: true }).filter((n) => String(n).endsWith('.html')).length;

const results = [];
for (const size of sizes) {
  const dir = mkdtempSync(join(tmpdir(), 'assoc-build-'));
  const running = await startServer({
    env: { ...process.env, DATA_DIR: dir, PORT: '0', SITE_BUILD: 'false', DATABASE_URL: '' },
    log: () => undefined,
  });
  const deps = { ...running.deps, onContentChanged: async () => null };
  const t = Date.now();
  await insertGenerated(running.database.db, size);
  const generatedSeconds = Number(((Date.now() - t) / 1000).toFixed(1));
  const timed = async () => {
    await bumpContentVersion(deps, 'all');
    const memory = sampleTreeMemory();
    const loadBefore = load();
    const t0 = Date.now();
    await running.builder.rebuild();
    const seconds = (Date.now() - t0) / 1000;
    const peakTreeRssMb = memory.stop();
    const pages = countHtml(running.builder.currentDir!);
    return {
      pages,
      seconds: Number(seconds.toFixed(1)),
      pagesPerSecond: Math.round(pages / seconds),
      peakRssMb: running.builder.lastBuild.peakRssMb,
      peakTreeRssMb,
      load: { before: loadBefore, after: load() },
    };
  };
  const row = {
    generatedArticles: size,
    generatedSeconds,
    firstBuild: await timed(),
    warmFullBuild: await timed(),
  };
  console.log(JSON.stringify(row));
  results.push(row);
  await running.close();
  rmSync(dir, { recursive: true, force: true });
}
record('build', { measuredAt: new Date().toISOString(), machine: '2 cores', results }, section);
