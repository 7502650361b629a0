/**
 * Mail is queued as a job, written in the same transaction as what it tells (a decision, a
 * notice): it goes out only if that commits, and it is in the database until it has gone.
 *
 * Sending waits for nobody's transaction. The job of try n first plans try n+1 (at the retry
 * wait, doubling), commits, and then hands the mail to the driver: sent, it drops that next
 * try; failed, it logs why and leaves it due. A process that dies while the mail is on its way
 * leaves the next try planned, so a mail is sent at least once. A refusal for good (5xx: no such
 * mailbox) is a bounce: logged, recorded, not tried again.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { schedule, type JobHandler } from '../jobs/jobs.ts';
import { jobs } from '../jobs/tables.ts';
import { failureLine } from '../http/failure-log.ts';
import { renderMail, type MailDraft } from './compose.ts';
import { refusedForGood } from './driver.ts';

export const MAIL_JOB = 'mail:send';
/** Tries in all: the waits between them are 1, 2, 4, 8 and 16 minutes. */
const TRIES = 6;
const RETRY_MS = 60_000;
/** A mail's attachments together; a job row is no place for more. */
const MAIL_ATTACHMENTS_MAX_BYTES = 10 * 1024 * 1024;

type StoredDraft = Omit<MailDraft, 'attachments'> & {
  attachments?: { filename: string; contentType: string; base64: string }[];
};
interface MailPayload {
  /** The mail's name; each try's job key adds the try's number. */
  id: string;
  attempt: number;
  /** The account it goes to, when it goes to one: an erasure finds its mail by it. */
  userId?: number;
  draft: StoredDraft;
  [key: string]: unknown;
}

export async function queueMail(
  db: Pick<Db, 'insert'>,
  draft: MailDraft,
  opts: { userId?: number } = {},
): Promise<void> {
  const bytes = (draft.attachments ?? []).reduce((sum, a) => sum + a.content.byteLength, 0);
  if (bytes > MAIL_ATTACHMENTS_MAX_BYTES)
    throw new Error(`mail attachments of ${bytes} bytes are over ${MAIL_ATTACHMENTS_MAX_BYTES}`);
  const stored: StoredDraft = {
    ...draft,
    attachments: draft.attachments?.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      base64: Buffer.from(a.content).toString('base64'),
    })),
  };
  const id = `mail:${randomUUID()}`;
  const payload: MailPayload = { id, attempt: 1, userId: opts.userId, draft: stored };
  await schedule(db, { kind: MAIL_JOB, key: `${id}:1`, runAt: new Date(), payload });
}

function draftOf(stored: StoredDraft): MailDraft {
  return {
    ...stored,
    attachments: stored.attachments?.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: Buffer.from(a.base64, 'base64'),
    })),
  };
}

/** The address as the log shows it: enough to find the mail, not the whole address. */
const maskedAddress = (to: string) => to.replace(/^(.)[^@]*/, '$1***');

export const mailJob: JobHandler = async (tx, job, deps) => {
  const p = job.payload as MailPayload;
  const next =
    p.attempt < TRIES
      ? {
          kind: MAIL_JOB,
          key: `${p.id}:${p.attempt + 1}`,
          runAt: new Date(deps.now() + RETRY_MS * 2 ** (p.attempt - 1)),
          payload: { ...p, attempt: p.attempt + 1 },
        }
      : undefined;
  if (next) await schedule(tx, next);
  // Whatever this try comes to, its row keeps no address and no words: only the next try has them.
  const scrub = (extra: Partial<typeof jobs.$inferInsert> = {}) =>
    deps.db
      .update(jobs)
      .set({
        ...extra,
        payload: {
          id: p.id,
          attempt: p.attempt,
          userId: p.userId,
          topic: p.draft.topic,
          to: maskedAddress(p.draft.to),
        },
      })
      .where(eq(jobs.id, job.id));
  return async () => {
    try {
      await deps.mail.send(renderMail(draftOf(p.draft), deps.env));
      await scrub();
      if (next) await dropPending(deps.db, next.key);
    } catch (err) {
      const bounced = refusedForGood(err);
      const reason = failureLine(err, false).split('\n')[0] ?? '';
      const last = bounced || !next;
      console.error(
        `[mail] ${p.draft.topic} mail ${p.id} to ${maskedAddress(p.draft.to)} ` +
          `${bounced ? 'bounced' : 'failed'} (try ${p.attempt} of ${TRIES}): ${reason}; ` +
          (last ? 'not tried again' : `next try at ${next.runAt.toISOString()}`),
      );
      // The try's own row keeps why it failed; the last one is marked failed for staff to see.
      await scrub({ lastError: reason, ...(last ? { status: 'failed' as const } : {}) });
      if (bounced && next) await dropPending(deps.db, next.key);
    }
  };
};

/** A next try not needed: deleted rather than cancelled, so its copy of the mail goes too. */
const dropPending = (db: Db, key: string) =>
  db.delete(jobs).where(and(eq(jobs.key, key), eq(jobs.status, 'pending')));

/**
 * Drops every mail, queued or tried, of these accounts or to these addresses (an erased unit's
 * people): the address and the words go with the job rows.
 */
export async function forgetMail(
  db: Pick<Db, 'delete'>,
  userIds: number[],
  addresses: string[],
): Promise<void> {
  const lower = addresses.map((a) => a.trim().toLowerCase()).filter(Boolean);
  if (!userIds.length && !lower.length) return;
  await db
    .delete(jobs)
    .where(
      and(
        eq(jobs.kind, MAIL_JOB),
        or(
          userIds.length ? inArray(sql`(${jobs.payload}->>'userId')::int`, userIds) : undefined,
          lower.length ? inArray(sql`lower(${jobs.payload}->'draft'->>'to')`, lower) : undefined,
        ),
      ),
    );
}
