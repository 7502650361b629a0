/**
 * The secretariat's side of a motion: draft it, open it (the roll is fixed then), close it (the
 * count is made then, with its hash) and publish the result to the members.
 */
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { beijingToday } from '#shared/format.ts';
import type { Db } from '#server/db/client.ts';
import { badRequest, conflict, notFound } from '#server/http/errors.ts';
import { ballotsHash, type PollStatus, tally } from '../contract/governance-rules.ts';
import type { MotionInput, MotionRow } from '../contract/governance.contract.ts';
import { rollOf } from './eligibility.ts';
import { pollBallots, pollRoll, polls, pollVoted } from './tables.ts';

export type Poll = typeof polls.$inferSelect;

const iso = (d: Date) => d.toISOString();

export function motionRow(p: Poll, eligible: number | null, voted: number): MotionRow {
  return {
    id: p.id,
    title: p.title,
    titleEn: p.titleEn,
    body: p.body,
    bodyEn: p.bodyEn,
    electorate: p.electorate,
    recordDate: p.recordDate,
    opensAt: iso(p.opensAt),
    closesAt: iso(p.closesAt),
    quorumPercent: p.quorumPercent,
    majority: p.majority,
    secret: p.secret,
    status: p.status,
    result: p.result ?? null,
    eligible,
    voted,
  };
}

/** How many are on the roll (null before it is fixed) and how many have voted, per poll. */
async function turnout(db: Db, p: Poll) {
  if (p.status === 'draft') return { eligible: null, voted: 0 };
  const [roll] = await db.select({ n: count() }).from(pollRoll).where(eq(pollRoll.pollId, p.id));
  const [voted] = await db.select({ n: count() }).from(pollVoted).where(eq(pollVoted.pollId, p.id));
  return { eligible: roll?.n ?? 0, voted: voted?.n ?? 0 };
}

export async function pollOf(db: Pick<Db, 'select'>, id: number): Promise<Poll> {
  const [p] = await db.select().from(polls).where(eq(polls.id, id));
  if (!p) throw notFound();
  return p;
}

export async function motionList(db: Db): Promise<MotionRow[]> {
  const rows = await db.select().from(polls).orderBy(desc(polls.createdAt), desc(polls.id));
  return Promise.all(
    rows.map(async (p) => {
      const t = await turnout(db, p);
      return motionRow(p, t.eligible, t.voted);
    }),
  );
}

export async function motionDetail(db: Db, id: number): Promise<MotionRow> {
  const p = await pollOf(db, id);
  const t = await turnout(db, p);
  return motionRow(p, t.eligible, t.voted);
}

const fields = (m: MotionInput) => ({
  ...m,
  opensAt: new Date(m.opensAt),
  closesAt: new Date(m.closesAt),
});

export async function draftMotion(db: Db, m: MotionInput, userId: number) {
  const [p] = await db
    .insert(polls)
    .values({ ...fields(m), kind: 'motion', createdBy: userId })
    .returning({ id: polls.id });
  if (!p) throw notFound();
  return motionDetail(db, p.id);
}

/** Only a draft changes: once members may vote, the question and its rules stay as they were. */
export async function editMotion(db: Db, id: number, m: MotionInput) {
  const changed = await db
    .update(polls)
    .set({ ...fields(m), updatedAt: sql`now()` })
    .where(sql`${polls.id} = ${id} and ${polls.status} = 'draft'`)
    .returning({ id: polls.id });
  if (changed.length === 0) await refuseStep(db, id, 'draft');
  return motionDetail(db, id);
}

/** The step was asked of a poll that is not where it must be: which refusal. */
async function refuseStep(db: Db, id: number, needed: PollStatus): Promise<never> {
  await pollOf(db, id);
  throw conflict(`error.governance.not.${needed}`);
}

/**
 * Opens voting: the roll is read from the units' standing on the record date, which must have
 * come (the roll of a day still ahead is not known yet).
 */
export async function openMotion(db: Db, id: number, now: number) {
  const p = await pollOf(db, id);
  if (p.status !== 'draft') await refuseStep(db, id, 'draft');
  if (p.recordDate > beijingToday(now)) throw badRequest('error.governance.recordDateAhead');
  await db.transaction(async (tx) => {
    const moved = await tx
      .update(polls)
      .set({ status: 'open', updatedAt: sql`now()` })
      .where(sql`${polls.id} = ${id} and ${polls.status} = 'draft'`)
      .returning({ id: polls.id });
    if (moved.length === 0) throw conflict('error.governance.not.draft');
    const roll = await rollOf(tx, p);
    if (roll.length > 0)
      await tx.insert(pollRoll).values(roll.map((enterpriseId) => ({ pollId: id, enterpriseId })));
  });
  return motionDetail(db, id);
}

/**
 * Closes voting (early, if the secretariat says so: the window ends now) and counts. The count
 * and the hash over every ballot are kept with the poll, as the result record prints them.
 */
export async function closeMotion(db: Db, id: number, now: number) {
  await db.transaction(async (tx) => {
    const [p] = await tx.select().from(polls).where(eq(polls.id, id)).for('update');
    if (!p) throw notFound();
    if (p.status !== 'open') throw conflict('error.governance.not.open');
    const ballots = await tx
      .select({ receiptHash: pollBallots.receiptHash, choice: pollBallots.choice })
      .from(pollBallots)
      .where(eq(pollBallots.pollId, id))
      .orderBy(asc(pollBallots.receiptHash));
    const [roll] = await tx.select({ n: count() }).from(pollRoll).where(eq(pollRoll.pollId, id));
    const result = tally(
      ballots.map((b) => b.choice),
      roll?.n ?? 0,
      p,
      await ballotsHash(ballots),
    );
    const closesAt = p.closesAt.getTime() > now ? new Date(now) : p.closesAt;
    await tx
      .update(polls)
      .set({ status: 'closed', result, closesAt, updatedAt: sql`now()` })
      .where(eq(polls.id, id));
  });
  return motionDetail(db, id);
}

export async function publishMotion(db: Db, id: number) {
  const moved = await db
    .update(polls)
    .set({ status: 'published', updatedAt: sql`now()` })
    .where(sql`${polls.id} = ${id} and ${polls.status} = 'closed'`)
    .returning({ id: polls.id });
  if (moved.length === 0) await refuseStep(db, id, 'closed');
  return motionDetail(db, id);
}
