/**
 * A unit's side of a poll: what it may vote on, its vote, and the published result. For a
 * secret poll the unit is written to the voted list and, apart from it, the choice to the ballots,
 * in one transaction; the ballots are then rewritten in a random order, so neither their place in
 * the table nor the transaction that wrote them points back at a voter.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { Locale } from '#shared/constants.ts';
import type { Db, Transaction, Tx } from '#server/db/client.ts';
import { enterprises } from '#server/auth/tables.ts';
import { AppError, badRequest, conflict, notFound } from '#server/http/errors.ts';
import { CODE } from '#shared/constants.ts';
import { pick } from '#server/text/localize.ts';
import {
  candidatesOf as idsOf,
  electionChoice,
  type MotionChoice,
  receiptHash,
} from '../contract/governance-rules.ts';
import type { MemberMotion } from '../contract/governance.contract.ts';
import { rewriteInRandomOrder } from './shuffle.ts';
import { candidatesOf, ownNomination } from './candidates.service.ts';
import { refusalOf } from './eligibility.ts';
import { pollBallots, pollRoll, polls, pollVoted } from './tables.ts';
import type { Poll } from './motions.service.ts';

/** What members see of a poll: never a draft; the result once published. */
async function memberView(
  db: Db,
  p: Poll,
  enterpriseId: number,
  locale: Locale,
): Promise<MemberMotion> {
  const [onRoll] = await db
    .select({ id: pollRoll.enterpriseId })
    .from(pollRoll)
    .where(and(eq(pollRoll.pollId, p.id), eq(pollRoll.enterpriseId, enterpriseId)));
  // Before the roll is fixed (an election's nominations) the standing on the record date says;
  // after, a unit off the roll may not vote whatever its standing now.
  const refusal =
    p.status === 'nominating'
      ? await refusalOf(db, enterpriseId, p)
      : onRoll
        ? await erasedSince(db, enterpriseId)
        : ((await refusalOf(db, enterpriseId, p)) ?? 'notMember');
  const [voted] = await db
    .select({ at: pollVoted.votedAt })
    .from(pollVoted)
    .where(and(eq(pollVoted.pollId, p.id), eq(pollVoted.enterpriseId, enterpriseId)));
  const [own] = p.secret
    ? []
    : await db
        .select({ choice: pollBallots.choice })
        .from(pollBallots)
        .where(and(eq(pollBallots.pollId, p.id), eq(pollBallots.enterpriseId, enterpriseId)));
  const published = p.status === 'published';
  const election = p.kind === 'election';
  return {
    id: p.id,
    kind: p.kind,
    seats: p.seats,
    nominationClosesAt: p.nominationClosesAt?.toISOString() ?? null,
    title: pick(locale, p.title, p.titleEn),
    body: pick(locale, p.body, p.bodyEn),
    electorate: p.electorate,
    recordDate: p.recordDate,
    opensAt: p.opensAt.toISOString(),
    closesAt: p.closesAt.toISOString(),
    quorumPercent: p.quorumPercent,
    majority: p.majority,
    secret: p.secret,
    status: p.status,
    result: published ? (p.result ?? null) : null,
    mine: {
      eligible: refusal === null,
      refusal,
      voted: voted !== undefined,
      choice: election ? null : ((own?.choice as MotionChoice | undefined) ?? null),
      choices: election && own ? idsOf(own.choice) : null,
      nomination: election ? await ownNomination(db, p.id, enterpriseId) : null,
    },
    candidates: election ? await candidatesOf(db, p.id, true) : [],
    ballots: published ? await publishedBallots(db, p) : null,
  };
}

/** A unit on the roll that was erased since may not vote any more. */
async function erasedSince(db: Tx, enterpriseId: number) {
  const [u] = await db
    .select({ erasedAt: enterprises.erasedAt })
    .from(enterprises)
    .where(eq(enterprises.id, enterpriseId));
  return u?.erasedAt ? ('erased' as const) : null;
}

/** Every ballot, by its receipt's hash (the order says nothing); an open poll names its voters. */
async function publishedBallots(db: Db, p: Poll) {
  const rows = await db
    .select({
      receiptHash: pollBallots.receiptHash,
      choice: pollBallots.choice,
      unitName: enterprises.unitName,
    })
    .from(pollBallots)
    .leftJoin(enterprises, eq(enterprises.id, pollBallots.enterpriseId))
    .where(eq(pollBallots.pollId, p.id))
    .orderBy(asc(pollBallots.receiptHash));
  return rows.map((r) => ({ ...r, unitName: p.secret ? null : r.unitName }));
}

export async function memberMotions(db: Db, enterpriseId: number, locale: Locale) {
  const rows = await db
    .select()
    .from(polls)
    .where(ne(polls.status, 'draft'))
    .orderBy(asc(polls.closesAt));
  return Promise.all(rows.map((p) => memberView(db, p, enterpriseId, locale)));
}

export async function memberMotion(db: Db, id: number, enterpriseId: number, locale: Locale) {
  const [p] = await db.select().from(polls).where(eq(polls.id, id));
  if (!p || p.status === 'draft') throw notFound();
  return memberView(db, p, enterpriseId, locale);
}

interface Vote {
  pollId: number;
  enterpriseId: number;
  /** A motion's answer. */
  choice?: MotionChoice | undefined;
  /** An election's ballot: the candidates named, none for a blank one. */
  candidates?: number[] | undefined;
  /** Made by the voter's device and kept there; only its hash is stored. */
  receipt: string;
  now: number;
}

/**
 * Casts or changes a unit's vote. The voted list's key keeps a unit to one ballot even when two
 * phones vote at once: the second finds the first's row and changes that ballot instead. A secret
 * ballot is found again only by its receipt, which the server never stores.
 */
export async function castVote(db: Db, v: Vote): Promise<{ changed: boolean }> {
  const hash = await receiptHash(v.pollId, v.receipt);
  return db.transaction(async (tx) => {
    // Closing waits for the votes under way. An open poll's votes run side by side; a secret
    // poll's take turns, since each rewrites all its ballots (side by side, two rewrites would
    // each put back the other's ballots).
    const [kind] = await tx
      .select({ secret: polls.secret })
      .from(polls)
      .where(eq(polls.id, v.pollId));
    const [p] = await tx
      .select()
      .from(polls)
      .where(eq(polls.id, v.pollId))
      .for(kind?.secret ? 'update' : 'share');
    if (!p || p.status === 'draft') throw notFound();
    if (p.status !== 'open' || v.now < p.opensAt.getTime() || v.now >= p.closesAt.getTime())
      throw conflict('error.governance.notOpen');
    const [onRoll] = await tx
      .select({ id: pollRoll.enterpriseId })
      .from(pollRoll)
      .where(and(eq(pollRoll.pollId, p.id), eq(pollRoll.enterpriseId, v.enterpriseId)));
    const refusal = onRoll
      ? await erasedSince(tx, v.enterpriseId)
      : ((await refusalOf(tx, v.enterpriseId, p)) ?? 'notMember');
    if (refusal) throw new AppError(403, CODE.forbidden, `error.governance.refused.${refusal}`);
    const choice = await ballotOf(tx, p, v);
    const first = await tx
      .insert(pollVoted)
      .values({ pollId: p.id, enterpriseId: v.enterpriseId, votedAt: new Date(v.now) })
      .onConflictDoNothing()
      .returning({ pollId: pollVoted.pollId });
    if (first.length > 0) {
      await tx.insert(pollBallots).values({
        id: randomUUID(),
        pollId: p.id,
        choice,
        receiptHash: hash,
        enterpriseId: p.secret ? null : v.enterpriseId,
      });
    } else {
      const own = p.secret
        ? and(eq(pollBallots.receiptHash, hash), isNull(pollBallots.enterpriseId))
        : eq(pollBallots.enterpriseId, v.enterpriseId);
      const changed = await tx
        .update(pollBallots)
        .set({ choice, receiptHash: hash })
        .where(and(eq(pollBallots.pollId, p.id), own))
        .returning({ id: pollBallots.id });
      if (changed.length === 0)
        throw conflict(p.secret ? 'error.governance.receiptUnknown' : 'error.governance.notOpen');
    }
    // Nothing in the table then says which ballot this voter's is (shuffle.ts).
    if (p.secret) await rewriteInRandomOrder(tx, pollBallots, eq(pollBallots.pollId, p.id));
    return { changed: first.length === 0 };
  });
}

/**
 * What the ballot holds: a motion's answer, or the candidates an election's ballot names — no
 * more than the seats, each one on the ballot (who accepted their nomination).
 */
async function ballotOf(tx: Transaction, p: Poll, v: Vote): Promise<string> {
  if (p.kind !== 'election') {
    if (!v.choice) throw badRequest('error.governance.choiceNeeded');
    return v.choice;
  }
  const named = [...new Set(v.candidates ?? [])];
  const seats = p.seats ?? 1;
  if (named.length > seats) throw badRequest('error.governance.tooMany', undefined, { seats });
  const onBallot = new Set((await candidatesOf(tx, p.id, true)).map((c) => c.id));
  if (named.some((id) => !onBallot.has(id))) throw badRequest('error.governance.notCandidate');
  return electionChoice(named);
}
