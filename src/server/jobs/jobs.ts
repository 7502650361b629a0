/**
 * The scheduler every timed task shares: jobs live in the database, so they survive a restart
 * and any process may run them. A due job is claimed with FOR UPDATE SKIP LOCKED inside one
 * transaction that also does the job's work and marks it done: two processes never run the same
 * job, and a process killed half way leaves the job due, its work undone, for the next one.
 */
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { addDays } from '#shared/format.ts';
import type { Db, Transaction } from '../db/client.ts';
import { jobs } from './tables.ts';
import { faultPoint } from '../config/fault-points.ts';
import type { Deps } from '../http/context.ts';
import { failureLine } from '../http/failure-log.ts';

type Job = typeof jobs.$inferSelect;

/** What a kind of job does; what it returns runs after the transaction has committed. */
export type JobHandler = (
  tx: Transaction,
  job: Job,
  deps: Deps,
) => Promise<void | (() => Promise<void> | void)>;

/** A job failing this often stops being tried; its error stays for staff to read. */
const MAX_ATTEMPTS = 5;
/** A failed try waits this long, doubling, before the next. */
const RETRY_MS = 60_000;

/** Plans a job; planning the same key again moves the pending one instead of adding another. */
export async function schedule(
  db: Pick<Db, 'insert'>,
  job: { kind: string; key: string; runAt: Date; payload?: Record<string, unknown> },
): Promise<void> {
  const payload = job.payload ?? {};
  await db
    .insert(jobs)
    .values({ kind: job.kind, key: job.key, runAt: job.runAt, payload })
    .onConflictDoUpdate({
      target: jobs.key,
      set: {
        kind: job.kind,
        runAt: job.runAt,
        payload,
        status: 'pending',
        attempts: 0,
        lastError: null,
      },
      setWhere: sql`${jobs.status} <> 'done'`,
    });
}

/**
 * A daily job's next run: the next Beijing day at `time` (HH:mm). The key names the day, so each
 * day's run is planned once and runs once, however many processes plan it.
 */
export function tomorrowsRun(kind: string, today: string, time: string) {
  const day = addDays(today, 1);
  return { kind, key: `${kind}:${day}`, runAt: new Date(`${day}T${time}:00+08:00`) };
}

export async function cancel(db: Pick<Db, 'update'>, key: string): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'cancelled' })
    .where(and(eq(jobs.key, key), eq(jobs.status, 'pending')));
}

/**
 * Runs one due job, if there is one. Returns whether it found one, so a caller can drain the
 * queue. A kind without a handler is left for a process that has one.
 */
export async function runOneDue(
  deps: Deps,
  handlers: Record<string, JobHandler>,
): Promise<boolean> {
  const now = new Date(deps.now());
  const kinds = Object.keys(handlers);
  if (kinds.length === 0) return false;
  const claimed: { job?: Job } = {};
  let after: Awaited<ReturnType<JobHandler>>;
  try {
    after = await deps.db.transaction(async (tx) => {
      const [job] = await tx
        .select()
        .from(jobs)
        .where(
          and(
            eq(jobs.status, 'pending'),
            lte(jobs.runAt, now),
            sql`${jobs.kind} in (${sql.join(
              kinds.map((k) => sql`${k}`),
              sql`, `,
            )})`,
          ),
        )
        .orderBy(asc(jobs.runAt), asc(jobs.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!job) return undefined;
      claimed.job = job;
      const handler = handlers[job.kind];
      const then = handler ? await handler(tx, job, deps) : undefined;
      await faultPoint(`job:${job.kind}`);
      await tx
        .update(jobs)
        .set({ status: 'done', attempts: job.attempts + 1, finishedAt: now })
        .where(eq(jobs.id, job.id));
      return then;
    });
  } catch (err) {
    if (!claimed.job) throw err;
    await recordFailure(deps, claimed.job, err);
    return true;
  }
  if (after) await Promise.resolve(after()).catch((err) => console.error('[jobs] after', err));
  return claimed.job !== undefined;
}

async function recordFailure(deps: Deps, job: Job, err: unknown): Promise<void> {
  const attempts = job.attempts + 1;
  const line = failureLine(err, deps.env.LOG_LEVEL === 'debug');
  console.error(`[jobs] ${job.kind} ${job.key} failed (try ${attempts}): ${line}`);
  await deps.db
    .update(jobs)
    .set({
      attempts,
      lastError: line.split('\n')[0] ?? '',
      status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
      runAt: new Date(deps.now() + RETRY_MS * 2 ** (attempts - 1)),
    })
    .where(eq(jobs.id, job.id));
}

/** Polls for due jobs and runs them one after the other; returns the function that stops it. */
export function startJobs(
  deps: Deps,
  handlers: Record<string, JobHandler>,
  everyMs = 5_000,
): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      while (await runOneDue(deps, handlers)) {
        /* drain what is due */
      }
    } catch (err) {
      console.error('[jobs] poll failed', err);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
}
