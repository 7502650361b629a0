/**
 * Full build with generated content (SIZES, default 1000 and 10000 extra articles, both locales):
 * pages, seconds, pages per second, peak memory of the build. Writes bench/results/build.json.
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '#server/server.ts';
import { insertGenerated } from '../content/generate.ts';
import { bumpContentVersion } from '#server/site/content-version.ts';
import { record } from './record.ts';

const sizes = (process.env.SIZES ?? '1000,10000').split(',').map(Number);
const countHtml = (dir: string): number =>
  readdirSync(dir).reduce((n, name) => {
    const p = join(dir, name);
    return n + (statSync(p).isDirectory() ? countHtml(p) : name.endsWith('.html') ? 1 : 0);
  }, 0);

const results = [];
for (const size of sizes) {
  const dir = mkdtempSync(join(tmpdir(), 'assoc-build-'));
  const running = await startServer({
    env: { ...process.env, DATA_DIR: dir, PORT: '0', SITE_BUILD: 'false', DATABASE_URL: '' },
    log: () => undefined,
  });
  await insertGenerated(running.database.db, size);
  await bumpContentVersion({ ...running.deps, onContentChanged: () => undefined }, 'all');
  const t0 = Date.now();
  await running.builder.rebuild();
  const seconds = (Date.now() - t0) / 1000;
  const pages = countHtml(running.builder.currentDir!);
  const row = {
    generatedArticles: size,
    pages,
    seconds: Number(seconds.toFixed(1)),
    pagesPerSecond: Math.round(pages / seconds),
    peakRssMb: running.builder.lastBuild.peakRssMb,
  };
  console.log(JSON.stringify(row));
  results.push(row);
  await running.close();
  rmSync(dir, { recursive: true, force: true });
}
record('build', { measuredAt: new Date().toISOString(), results });
