/**
 * `npm start`: migrate, seed an empty database, serve, and build the pages when they are stale.
 * With WORKERS above one, this process only starts that many servers on the same port and keeps
 * them running (workers.ts).
 */
import cluster from 'node:cluster';
import { loadEnv } from './config/env.ts';
import { startServer } from './server.ts';
import { runWorkers } from './workers.ts';
import { useJsonLogs } from './http/log.ts';

const started = Date.now();

function fail(err: unknown): never {
  console.error(
    `\n[server] could not start / 无法启动:\n${err instanceof Error ? err.message : String(err)}`,
  );
  process.exit(1);
}

async function serveOne(): Promise<void> {
  const running = await startServer();
  const { env, builder, demoAccounts, database } = running;
  // A terminal's Ctrl-C reaches every worker and their parent, which then asks them again.
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('[server] stopping: finishing the requests under way / 正在停止');
    await running.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  console.log(
    `[server] database: ${database.kind === 'pglite' ? `embedded PGlite in ${env.DATA_DIR}` : 'PostgreSQL (DATABASE_URL)'}`,
  );
  console.log(
    `[server] listening on ${running.url}  (API ${running.url}/prod-api, process ${process.pid})`,
  );
  if (env.SITE_BUILD && running.buildsPages()) {
    // A stop during the first build ends it; that is no failure to start.
    const pages = await builder.takeOver().catch((err: unknown) => {
      if (stopping) return 'stopped';
      throw err;
    });
    if (pages === 'fresh') console.log('[site] pages are up to date / 页面无需重新生成');
  } else if (!env.SITE_BUILD) {
    console.log(
      builder.currentDir
        ? '[site] SITE_BUILD is off: the pages are served as they are'
        : '[site] SITE_BUILD is off and no pages exist yet',
    );
  }
  if (running.seeded && env.LOG_FORMAT === 'text') {
    // Printed once, when they are made; later starts only say where they are. Never into a
    // collected log (JSON): passwords stay in the owner-only file.
    console.log(`\nDemo accounts / 演示账号 (also in ${env.DATA_DIR}/demo-accounts.json):`);
    for (const a of demoAccounts)
      console.log(`  ${a.role.padEnd(12)} ${a.username}  ${a.password}`);
  } else if (demoAccounts.length && (cluster.isPrimary || running.seeded)) {
    console.log(`\nDemo accounts / 演示账号: ${env.DATA_DIR}/demo-accounts.json`);
  }
  console.log(
    `\nReady in ${((Date.now() - started) / 1000).toFixed(1)} s: open ${running.url}/index`,
  );
}

try {
  const env = loadEnv(process.env);
  if (env.LOG_FORMAT === 'json') useJsonLogs();
  if (cluster.isPrimary && env.WORKERS > 1) runWorkers(env.WORKERS);
  else await serveOne();
} catch (err) {
  fail(err);
}
