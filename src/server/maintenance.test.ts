/**
 * The embedded database has no autovacuum: the maintenance round analyzes the tables that
 * changed much, or the planner goes on taking a channel of thousands of articles for a few rows
 * and reads and sorts them all for each list page.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';
import { insertGenerated } from '../../content/generate.ts';
import { analyzeChanged } from './maintenance.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.stop();
});

const newsWhere = sql`channel = 'news' and status = 'published'`;
/** The rows the planner expects a news list to read. */
async function estimate(): Promise<number> {
  const { rows } = (await s.database.db.execute(
    sql`explain select * from article where ${newsWhere}`,
  )) as unknown as { rows: Record<string, string>[] };
  return Number(/rows=(\d+)/.exec(Object.values(rows[0]!)[0]!)?.[1]);
}

/** Whether the rows the test wrote show in the table's counts of changes. */
async function counted(): Promise<boolean> {
  const { rows } = (await s.database.db.execute(
    sql`select n_mod_since_analyze + coalesce(extract(epoch from last_analyze), 0) > 0 as seen
        from pg_stat_user_tables where relname = 'article'`,
  )) as unknown as { rows: { seen: boolean }[] };
  return !!rows[0]?.seen;
}

describe('the embedded database learns its tables as they grow', () => {
  it('analyzes a table once many of its rows changed, and not again until they do', async () => {
    await insertGenerated(s.database.db, 4000);
    const { rows } = (await s.database.db.execute(
      sql`select count(*)::int as n from article where ${newsWhere}`,
    )) as unknown as { rows: { n: number }[] };
    const truth = rows[0]!.n;
    expect(truth).toBeGreaterThan(300);
    // A session's counts reach the statistics at most once a second, once it is idle.
    for (let i = 0; i < 100 && !(await counted()); i++)
      await new Promise((r) => setTimeout(r, 100));
    // PostgreSQL's own autovacuum may have got there first.
    if (process.env.TEST_DB !== 'postgres') {
      expect(await estimate()).toBeLessThan(truth / 10);
      expect(await analyzeChanged(s.database.db)).toContain('article');
    } else await analyzeChanged(s.database.db);
    const learned = await estimate();
    expect(learned).toBeGreaterThan(truth / 2);
    expect(learned).toBeLessThan(truth * 2);
    expect(await analyzeChanged(s.database.db)).not.toContain('article');
  });
});
