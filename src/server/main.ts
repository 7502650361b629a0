/** `npm start`: migrate, seed an empty database, serve, and build the pages when they are stale. */
import { startServer } from './server.ts';

const started = Date.now();
try {
  const running = await startServer();
  const { env, builder, demoAccounts, database } = running;
  console.log(
    `[server] database: ${database.kind === 'pglite' ? `embedded PGlite in ${env.DATA_DIR}` : 'PostgreSQL (DATABASE_URL)'}`,
  );
  console.log(`[server] listening on ${running.url}  (API ${running.url}/prod-api)`);
  if (env.SITE_BUILD && !(await builder.isFresh())) {
    await builder.rebuild();
  } else if (env.SITE_BUILD) {
    console.log('[site] pages are up to date / 页面无需重新生成');
    // Loaded in the background, so the first edit goes live as quickly as the later ones.
    void builder.warmUp().catch((e) => console.error(`[site] renderer: ${String(e)}`));
  } else {
    console.log(
      builder.currentDir
        ? '[site] SITE_BUILD is off: the pages are served as they are'
        : '[site] SITE_BUILD is off and no pages exist yet',
    );
  }
  if (running.seeded) {
    // Printed once, when they are made; later starts only say where they are.
    console.log(`\nDemo accounts / 演示账号 (also in ${env.DATA_DIR}/demo-accounts.json):`);
    for (const a of demoAccounts)
      console.log(`  ${a.role.padEnd(12)} ${a.username}  ${a.password}`);
  } else if (demoAccounts.length) {
    console.log(`\nDemo accounts / 演示账号: ${env.DATA_DIR}/demo-accounts.json`);
  }
  console.log(
    `\nReady in ${((Date.now() - started) / 1000).toFixed(1)} s: open ${running.url}/index`,
  );
  const stop = async () => {
    await running.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (err) {
  console.error(
    `\n[server] could not start / 无法启动:\n${err instanceof Error ? err.message : String(err)}`,
  );
  process.exit(1);
}
