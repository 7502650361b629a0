/**
 * The secretariat's side of a poll: draft it, open an election's nominations, open the voting
 * (the roll is fixed then), close it (the count is made then, with its hash) and publish the
 * result to the members.
 */
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { beijingToday } from '#shared/format.ts';
import type { Db } from '#server/db/client.ts';
import { badRequest, conflict, notFound } from '#server/http/errors.ts';
import {
  ballotsHash,
  electionTally,
  type PollStatus,
  tally,
} from '../contract/governance-rules.ts';
import type { Candidate, MotionInput, MotionRow } from '../contract/governance.contract.ts';
import { candidatesOf } from './candidates.service.ts';
import { rollOf } from './eligibility.ts';
import { pollBallots, pollRoll, polls, pollVoted } from './tables.ts';

export type Poll = typeof polls.$inferSelect;

const iso = (d: Date) => d.toISOString();

export function motionRow(
  p: Poll,
  eligible: number | null,
  voted: number,
  candidates: Candidate[] = [],
): MotionRow {
  return {
    id: p.id,
    kind: p.kind,
    seats: p.seats,
    nominationClosesAt: p.nominationClosesAt ? iso(p.nominationClosesAt) : null,
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
    candidates,
  };
}

/** How many are on the roll (null before it is fixed) and how many have voted, per poll. */
async function turnout(db: Db, p: Poll) {
  if (p.status === 'draft' || p.status === 'nominating') return { eligible: null, voted: 0 };
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
      return motionRow(p, t.eligible, t.voted, await candidatesOf(db, p.id));
    }),
  );
}

export async function motionDetail(db: Db, id: number): Promise<MotionRow> {
  const p = await pollOf(db, id);
  const t = await turnout(db, p);
  return motionRow(p, t.eligible, t.voted, await candidatesOf(db, p.id));
}

/** A motion keeps no seats or nominations, whatever the form sent. */
const fields = (m: MotionInput) => ({
  ...m,
  opensAt: new Date(m.opensAt),
  closesAt: new Date(m.closesAt),
  seats: m.kind === 'election' ? m.seats : null,
  nominationClosesAt:
    m.kind === 'election' && m.nominationClosesAt ? new Date(m.nominationClosesAt) : null,
});

export async function draftMotion(db: Db, m: MotionInput, userId: number) {
  const [p] = await db
    .insert(polls)
    .values({ ...fields(m), createdBy: userId })
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

/** Opens an election's nominations: units and the council may nominate until they close. */
export async function openNominations(db: Db, id: number) {
  const p = await pollOf(db, id);
  if (p.kind !== 'election') throw conflict('error.governance.notElection');
  const moved = await db
    .update(polls)
    .set({ status: 'nominating', updatedAt: sql`now()` })
    .where(sql`${polls.id} = ${id} and ${polls.status} = 'draft'`)
    .returning({ id: polls.id });
  if (moved.length === 0) await refuseStep(db, id, 'draft');
  return motionDetail(db, id);
}

/**
 * Opens voting, now: the roll is read from the units' standing on the record date, which must
 * have come (the roll of a day still ahead is not known yet). A motion opens from its draft; an
 * election from its nominations (closing them), with at least one candidate who accepted.
 */
export async function openMotion(db: Db, id: number, now: number) {
  const p = await pollOf(db, id);
  const from = p.kind === 'election' ? 'nominating' : 'draft';
  if (p.status !== from) await refuseStep(db, id, from);
  if (p.recordDate > beijingToday(now)) throw badRequest('error.governance.recordDateAhead');
  if (p.kind === 'election' && (await candidatesOf(db, id, true)).length === 0)
    throw conflict('error.governance.noCandidates');
  await db.transaction(async (tx) => {
    // The secretariat's step opens the voting now, however late the window was set to open
    // (as closing early ends it now); an election's nominations end with it.
    const at = new Date(now);
    const moved = await tx
      .update(polls)
      .set({
        status: 'open',
        opensAt: p.opensAt > at ? at : p.opensAt,
        nominationClosesAt:
          p.nominationClosesAt && p.nominationClosesAt > at ? at : p.nominationClosesAt,
        updatedAt: sql`now()`,
      })
      .where(sql`${polls.id} = ${id} and ${polls.status} = ${from}`)
      .returning({ id: polls.id });
    if (moved.length === 0) throw conflict(`error.governance.not.${from}`);
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
    const choices = ballots.map((b) => b.choice);
    const hash = await ballotsHash(ballots);
    const result =
      p.kind === 'election'
        ? electionTally(
            choices,
            await candidatesOf(tx, id, true),
            roll?.n ?? 0,
            {
              quorumPercent: p.quorumPercent,
              seats: p.seats ?? 1,
            },
            hash,
          )
        : tally(choices, roll?.n ?? 0, p, hash);
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
