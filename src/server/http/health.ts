/**
 * For whatever runs the process (systemd, a load balancer, nginx, the browser tests): `/healthz`
 * says the process answers; `/readyz` says it can serve what users ask for — it is not stopping,
 * the database answers and the pages are built from the current sources and content.
 */
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Db } from '../db/client.ts';

export function healthRoutes(
  db: Db,
  state: { pagesFresh: () => Promise<boolean>; stopping: () => boolean },
) {
  const app = new Hono();
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    if (state.stopping()) return c.json({ status: 'stopping' }, 503);
    try {
      await db.execute(sql`select 1`);
    } catch {
      return c.json({ status: 'unavailable', database: false }, 503);
    }
    if (!(await state.pagesFresh())) return c.json({ status: 'building', database: true }, 503);
    return c.json({ status: 'ready', database: true });
  });
  return app;
}
