/**
 * An election's candidates. During its nominations a unit in good standing nominates a member
 * unit (itself: accepted at once; another: that unit accepts or declines in its centre), and the
 * council's staff nominate too. Voting opens on the candidates who accepted.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { enterprises } from '#server/auth/tables.ts';
import { AppError, conflict, notFound } from '#server/http/errors.ts';
import { CODE } from '#shared/constants.ts';
import type { Candidate, NominationInput } from '../contract/governance.contract.ts';
import { refusalOf, rollOf } from './eligibility.ts';
import { pollCandidates, polls } from './tables.ts';

type Reader = Pick<Db, 'select'> | Pick<Tx, 'select'>;
type Poll = typeof polls.$inferSelect;

/** Every candidate of a poll (or those who accepted), by when they were nominated. */
export async function candidatesOf(
  db: Reader,
  pollId: number,
  accepted = false,
): Promise<Candidate[]> {
  const rows = await db
    .select({
      id: pollCandidates.id,
      enterpriseId: pollCandidates.enterpriseId,
      unitName: enterprises.unitName,
      representative: pollCandidates.representative,
      consent: pollCandidates.consent,
      nominatedBy: pollCandidates.nominatedBy,
    })
    .from(pollCandidates)
    .innerJoin(enterprises, eq(enterprises.id, pollCandidates.enterpriseId))
    .where(
      accepted
        ? and(eq(pollCandidates.pollId, pollId), eq(pollCandidates.consent, 'accepted'))
        : eq(pollCandidates.pollId, pollId),
    )
    .orderBy(asc(pollCandidates.id));
  return rows.map(({ nominatedBy, ...c }) => ({
    ...c,
    unitName: c.unitName ?? '',
    byCouncil: nominatedBy === null,
  }));
}

/** The election in its nominations, and the nominations still open at `now`. */
async function nominating(db: Reader, pollId: number, now: number): Promise<Poll> {
  const [p] = await db.select().from(polls).where(eq(polls.id, pollId));
  if (!p || p.status === 'draft') throw notFound();
  if (p.kind !== 'election') throw conflict('error.governance.notElection');
  if (p.status !== 'nominating' || (p.nominationClosesAt?.getTime() ?? 0) <= now)
    throw conflict('error.governance.nominationsClosed');
  return p;
}

/** Units that may stand: members in good standing on the record date, by name. */
export async function nominees(db: Db, pollId: number) {
  const [p] = await db.select().from(polls).where(eq(polls.id, pollId));
  if (!p || p.status === 'draft' || p.kind !== 'election') throw notFound();
  const ids = new Set(await rollOf(db, { electorate: 'members', recordDate: p.recordDate }));
  const rows = await db
    .select({ id: enterprises.id, unitName: enterprises.unitName })
    .from(enterprises)
    .orderBy(asc(enterprises.unitName));
  return rows.flatMap((r) => (ids.has(r.id) ? [{ id: r.id, unitName: r.unitName ?? '' }] : []));
}

/**
 * Nominates a unit. `by` is the nominating unit, or null for the council's staff. The nominee
 * must be a member in good standing on the record date; a unit that nominates must itself be one
 * of the electorate. A unit is a candidate once per election.
 */
export async function nominate(
  db: Db,
  pollId: number,
  input: NominationInput,
  by: number | null,
  now: number,
): Promise<Candidate> {
  const p = await nominating(db, pollId, now);
  if (by !== null) {
    const refusal = await refusalOf(db, by, p);
    if (refusal) throw new AppError(403, CODE.forbidden, `error.governance.refused.${refusal}`);
  }
  const nomineeRefusal = await refusalOf(db, input.enterpriseId, {
    electorate: 'members',
    recordDate: p.recordDate,
  });
  if (nomineeRefusal) throw conflict('error.governance.nomineeIneligible');
  const [row] = await db
    .insert(pollCandidates)
    .values({
      pollId,
      enterpriseId: input.enterpriseId,
      representative: input.representative,
      nominatedBy: by,
      consent: by === input.enterpriseId ? 'accepted' : 'pending',
    })
    .onConflictDoNothing()
    .returning({ id: pollCandidates.id });
  if (!row) throw conflict('error.governance.alreadyNominated');
  const made = (await candidatesOf(db, pollId)).find((c) => c.id === row.id);
  if (!made) throw notFound();
  return made;
}

/** The nominee unit's answer, while nominations are open; it may change its mind until then. */
export async function answerNomination(
  db: Db,
  pollId: number,
  enterpriseId: number,
  accept: boolean,
  now: number,
): Promise<Candidate> {
  await nominating(db, pollId, now);
  const [row] = await db
    .update(pollCandidates)
    .set({ consent: accept ? 'accepted' : 'declined' })
    .where(and(eq(pollCandidates.pollId, pollId), eq(pollCandidates.enterpriseId, enterpriseId)))
    .returning({ id: pollCandidates.id });
  if (!row) throw notFound();
  const answered = (await candidatesOf(db, pollId)).find((c) => c.id === row.id);
  if (!answered) throw notFound();
  return answered;
}

/** The unit's own nomination in a poll, if any: its answer. */
export async function ownNomination(db: Reader, pollId: number, enterpriseId: number) {
  const [row] = await db
    .select({ consent: pollCandidates.consent })
    .from(pollCandidates)
    .where(and(eq(pollCandidates.pollId, pollId), eq(pollCandidates.enterpriseId, enterpriseId)));
  return row?.consent ?? null;
}
