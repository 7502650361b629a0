/**
 * How long one edited item takes to appear on the public site: start the product on a fresh data
 * folder, let it build, then change the title of a published article through the editors' API and
 * poll its page until the new title is served. Writes bench/results/edit-to-live.json.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '#server/server.ts';
import { record } from './record.ts';

const runs = Number(process.env.RUNS ?? 5);
const dir = mkdtempSync(join(tmpdir(), 'assoc-bench-'));
const running = await startServer({
  env: { ...process.env, DATA_DIR: dir, PORT: '0', CAPTCHA_ENABLED: 'false', DATABASE_URL: '' },
  log: () => undefined,
});
const base = `${running.url}/prod-api`;
const post = async (path: string, body: unknown, token?: string, method = 'POST') =>
  (
    await fetch(`${base}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    })
  ).json();

const t0 = Date.now();
await running.builder.rebuild();
const fullBuildMs = Date.now() - t0;
const editor = running.demoAccounts.find((a) => a.role === 'editor')!;
const { token } = await post('/login', { username: editor.username, password: editor.password });
const list = await (
  await fetch(`${base}/web/index/newsList?channel=news&pageNum=1&pageSize=10`)
).json();
const id = list.rows[0].id as number;

const samples: number[] = [];
for (let i = 0; i < runs; i++) {
  const title = `基准测试标题 ${Date.now()}`;
  const start = Date.now();
  await post(`/content/article/${id}`, { title }, token, 'PUT');
  for (;;) {
    const html = await (await fetch(`${running.url}/detail/${id}`)).text();
    if (html.includes(title)) break;
    if (Date.now() - start > 120_000) throw new Error('edit did not appear within 2 minutes');
    await new Promise((r) => setTimeout(r, 100));
  }
  samples.push(Date.now() - start);
  await new Promise((r) => setTimeout(r, 1500)); // let the debounce window pass between edits
}
samples.sort((a, b) => a - b);
const result = {
  measuredAt: new Date().toISOString(),
  machine: `${(await import('node:os')).cpus().length} cores`,
  fullBuildMs,
  editToLiveMs: {
    median: samples[Math.floor(samples.length / 2)],
    min: samples[0],
    max: samples.at(-1),
    runs: samples.length,
  },
  ratioFullToEdit: Number((fullBuildMs / samples[Math.floor(samples.length / 2)]!).toFixed(1)),
};
record('edit-to-live', result);
await running.close();
rmSync(dir, { recursive: true, force: true });
