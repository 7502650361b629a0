/** The shared scheduler: a job waits for its time, runs once however many runners ask, and retries. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';
import { jobs } from './tables.ts';
import { runOneDue, schedule, type JobHandler } from './jobs.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.stop());

const ran: string[] = [];
const handlers: Record<string, JobHandler> = {
  'test.note': async (_tx, job) => {
    ran.push(String(job.payload.note));
  },
  'test.fails': async () => {
    throw new Error('the gateway is down');
  },
};
const drain = async () => {
  while (await runOneDue(s.deps, handlers)) {
    /* run what is due */
  }
};

describe('scheduled jobs', () => {
  it('wait for their time, and planning the same key again moves the job instead of adding one', async () => {
    const at = new Date(s.deps.now() + 60_000);
    await schedule(s.deps.db, {
      kind: 'test.note',
      key: 'note:a',
      runAt: at,
      payload: { note: 'first' },
    });
    await schedule(s.deps.db, {
      kind: 'test.note',
      key: 'note:a',
      runAt: at,
      payload: { note: 'moved' },
    });
    await drain();
    expect(ran).toEqual([]);
    s.advance(61_000);
    await drain();
    expect(ran).toEqual(['moved']);
    const rows = await s.deps.db.select().from(jobs).where(eq(jobs.key, 'note:a'));
    expect(rows.map((r) => r.status)).toEqual(['done']);
    // A done job is not planned again by the same key.
    await schedule(s.deps.db, {
      kind: 'test.note',
      key: 'note:a',
      runAt: new Date(s.deps.now()),
      payload: { note: 'again' },
    });
    await drain();
    expect(ran).toEqual(['moved']);
  });

  it('run once each when several runners ask at the same moment', async () => {
    ran.length = 0;
    const now = new Date(s.deps.now());
    for (let i = 0; i < 30; i++)
      await schedule(s.deps.db, {
        kind: 'test.note',
        key: `note:many:${i}`,
        runAt: now,
        payload: { note: i },
      });
    await Promise.all(Array.from({ length: 4 }, () => drain()));
    expect(ran.map(Number).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i));
  });

  it('retry a failing job later, and give up after five tries with the error kept', async () => {
    await schedule(s.deps.db, { kind: 'test.fails', key: 'fails', runAt: new Date(s.deps.now()) });
    for (let i = 0; i < 5; i++) {
      await drain();
      s.advance(60_000 * 2 ** i + 1);
    }
    const [job] = await s.deps.db.select().from(jobs).where(eq(jobs.key, 'fails'));
    expect(job).toMatchObject({
      status: 'failed',
      attempts: 5,
      lastError: 'Error: the gateway is down',
    });
  });
});
