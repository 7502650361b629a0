/**
 * `npm run backup` of an embedded database of SIZE_MB (default 1,024) while the server runs and a
 * member keeps calling: how long the backup takes, how long the member's calls wait meanwhile
 * (the copy is made between two queries), and how long `npm run restore` takes; the restored
 * database must hold every row. Writes bench/results/backup.json.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf } from '#server/db/client.ts';
import { signInAs, startProduct } from './load.ts';
import { record } from './record.ts';

const run = promisify(execFile);
const SIZE_MB = Number(process.env.SIZE_MB ?? 1024);
const ROW_BYTES = 1024;
const rows = Math.round((SIZE_MB * 1024 * 1024) / ROW_BYTES);

const dataDir = mkdtempSync(join(tmpdir(), 'assoc-backup-bench-'));
const restoredDir = mkdtempSync(join(tmpdir(), 'assoc-restore-bench-'));
const env = { DATA_DIR: dataDir, DATABASE_URL: '', SITE_BUILD: 'false', DEMO_STATISTICS: 'false' };

// The product makes its database (and the demo), then the bulk is added with the server stopped.
let product = await startProduct(env);
await product.stop();
const filled = performance.now();
const database = await openDatabase({ dataDir });
await database.db.execute(sql`create table bench_fill (id int primary key, body text not null)`);
for (let from = 1; from <= rows; from += 100_000)
  await database.db.execute(
    sql`insert into bench_fill select g, repeat(md5(g::text), ${ROW_BYTES / 32})
        from generate_series(${from}::int, ${Math.min(rows, from + 99_999)}::int) g`,
  );
await database.close();
const fillSeconds = (performance.now() - filled) / 1000;
const { stdout: du } = await run('du', ['-sm', join(dataDir, 'pgdata')]);

product = await startProduct(env);
const token = await signInAs(product.url, dataDir, 'member');
let calling = true;
const waits: number[] = [];
const caller = (async () => {
  while (calling) {
    const t = performance.now();
    await fetch(`${product.url}/prod-api/getInfo`, {
      headers: { authorization: `Bearer ${token}` },
    });
    waits.push(performance.now() - t);
  }
})();
await new Promise((r) => setTimeout(r, 500));
const dest = join(dataDir, 'backups', 'bench');
const backedUp = performance.now();
await run(process.execPath, ['scripts/backup.ts', dest], { env: { ...process.env, ...env } });
const backupSeconds = (performance.now() - backedUp) / 1000;
calling = false;
await caller;
await product.stop();

const restoring = performance.now();
await run(process.execPath, ['scripts/restore.ts', dest], {
  env: { ...process.env, ...env, DATA_DIR: restoredDir },
});
const restoreSeconds = (performance.now() - restoring) / 1000;
const restored = await openDatabase({ dataDir: restoredDir });
const [count] = await rowsOf<{ n: number }>(
  restored.db,
  sql`select count(*)::int as n from bench_fill`,
);
await restored.close();
rmSync(dataDir, { recursive: true, force: true });
rmSync(restoredDir, { recursive: true, force: true });
if (count?.n !== rows) throw new Error(`restored ${count?.n} rows of ${rows}`);

waits.sort((a, b) => a - b);
record('backup', {
  measuredAt: new Date().toISOString(),
  machine: '2 cores',
  database: 'embedded PGlite, server running, a member calling getInfo in a loop',
  databaseMb: Number(du.split('\t')[0]),
  fillSeconds: Number(fillSeconds.toFixed(1)),
  backupSeconds: Number(backupSeconds.toFixed(1)),
  memberCalls: waits.length,
  memberP50Ms: Number(waits[Math.floor(waits.length / 2)]!.toFixed(1)),
  memberLongestWaitMs: Math.round(waits.at(-1)!),
  restoreSeconds: Number(restoreSeconds.toFixed(1)),
  restoredRows: count.n,
});
