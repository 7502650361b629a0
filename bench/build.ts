/**
 * Full builds with generated content (SIZES, default 1000 and 10000 extra articles, both locales):
 * the first build, which bundles the project with Astro and renders every page, and a later full
 * build, which the warm renderer renders from the loaded bundle (a content change to every page,
 * or the nightly build). Pages, seconds, pages per second, peak memory of the renderer process.
 * Writes bench/results/build.json.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '#server/server.ts';
import { insertGenerated } from '../content/generate.ts';
import { bumpContentVersion } from '#server/site/content-version.ts';
import { record } from './record.ts';

const sizes = (process.env.SIZES ?? '1000,10000').split(',').map(Number);
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
  await insertGenerated(running.database.db, size);
  const timed = async () => {
    await bumpContentVersion(deps, 'all');
    const t0 = Date.now();
    await running.builder.rebuild();
    const seconds = (Date.now() - t0) / 1000;
    const pages = countHtml(running.builder.currentDir!);
    return {
      pages,
      seconds: Number(seconds.toFixed(1)),
      pagesPerSecond: Math.round(pages / seconds),
      peakRssMb: running.builder.lastBuild.peakRssMb,
    };
  };
  const row = { generatedArticles: size, firstBuild: await timed(), warmFullBuild: await timed() };
  console.log(JSON.stringify(row));
  results.push(row);
  await running.close();
  rmSync(dir, { recursive: true, force: true });
}
record('build', { measuredAt: new Date().toISOString(), machine: '2 cores', results });
