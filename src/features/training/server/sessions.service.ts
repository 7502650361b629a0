/**
 * A training's sessions: the secretariat sets them as one list (names in both languages, start
 * and end, required or not); the door checks people into one of them. A session that people
 * were checked into is never dropped silently: taking it away is refused.
 */
import { type AnyColumn, and, asc, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Locale } from '#shared/constants.ts';
import { beijingToday as beijingDay } from '#shared/format.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { trainings } from '#features/content/server/tables.ts';
import { trainingCheckins as C, trainingSessions as S } from './tables.ts';
import { badRequest, conflict, notFound } from '#server/http/errors.ts';
import { day, pick } from '#server/text/localize.ts';
import {
  currentSession,
  type SessionRow,
  type sessionsBody,
} from '../contract/sessions.contract.ts';

type Session = typeof S.$inferSelect;

const rowOf = (locale: Locale, s: Session): SessionRow => ({
  id: s.id,
  name: s.name,
  nameEn: s.nameEn,
  label: pick(locale, s.name, s.nameEn),
  startsAt: s.startsAt.toISOString(),
  endsAt: s.endsAt.toISOString(),
  required: s.required,
});

/** The sessions of a training in time order (none for a training held as one whole). */
export async function sessionsOf(db: Db | Tx, trainingId: number): Promise<Session[]> {
  return db
    .select()
    .from(S)
    .where(eq(S.trainingId, trainingId))
    .orderBy(asc(S.startsAt), asc(S.id));
}

/** A moment's Beijing day, in SQL (China keeps no summer time: UTC+8 the whole year). */
const beijingDayOf = (moment: AnyColumn) =>
  sql`((${moment} at time zone 'UTC') + interval '8 hours')::date`;

/**
 * Joins a check-in to the sessions it counts for: the one it names, or, made without a session,
 * every session of its training on the Beijing day it was made (`sessionsCounted`, the contract).
 */
export const sessionsOfCheckin = or(
  eq(S.id, C.sessionId),
  and(
    isNull(C.sessionId),
    eq(S.trainingId, C.trainingId),
    sql`${beijingDayOf(S.startsAt)} = ${beijingDayOf(C.checkedInAt)}`,
  ),
);

/** The check-ins that count for one session (the same rule, from the session's side). */
export const countingFor = (sessionId: number) =>
  or(
    eq(C.sessionId, sessionId),
    and(
      isNull(C.sessionId),
      sql`${beijingDayOf(C.checkedInAt)} = (select ${beijingDayOf(S.startsAt)} from ${S} where ${S.id} = ${sessionId})`,
    ),
  );

export async function sessionRows(db: Db, locale: Locale, trainingId: number) {
  const [t] = await db
    .select({ id: trainings.id })
    .from(trainings)
    .where(eq(trainings.id, trainingId));
  if (!t) throw notFound();
  return (await sessionsOf(db, trainingId)).map((s) => rowOf(locale, s));
}

/**
 * Replaces a training's sessions with the list sent: a sent id keeps that session, a new entry
 * is added, an old one left out is removed unless someone was checked into it. Each session lies
 * within the training's days (Beijing time).
 */
export async function saveSessions(
  db: Db,
  locale: Locale,
  trainingId: number,
  body: z.infer<typeof sessionsBody>,
) {
  await db.transaction(async (tx) => {
    const [t] = await tx.select().from(trainings).where(eq(trainings.id, trainingId)).for('update');
    if (!t) throw notFound();
    const first = day(t.startDate) ?? '';
    const last = day(t.endDate) ?? '';
    for (const [i, s] of body.sessions.entries()) {
      const from = beijingDay(Date.parse(s.startsAt));
      const to = beijingDay(Date.parse(s.endsAt));
      if (from < first || to > last)
        throw badRequest('error.trainingSession.outsideTraining', [
          { field: `sessions.${i}.startsAt`, key: 'error.trainingSession.outsideTraining' },
        ]);
    }
    const before = await sessionsOf(tx, trainingId);
    const kept = body.sessions.flatMap((s) => (s.id ? [s.id] : []));
    if (kept.some((id) => !before.some((b) => b.id === id))) throw conflict('error.workflow.stale');
    const dropped = before.filter((b) => !kept.includes(b.id)).map((b) => b.id);
    if (dropped.length) {
      // Locked first: a check-in being written into one of them holds a key lock on it, so this
      // waits for it and then counts it, and one written after waits for this and then fails.
      // Without the lock, the removal's cascade could take a check-in made in between.
      await tx.select({ id: S.id }).from(S).where(inArray(S.id, dropped)).for('update');
      const [used] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(C)
        .where(inArray(C.sessionId, dropped));
      if ((used?.n ?? 0) > 0) throw badRequest('error.trainingSession.hasCheckins');
      await tx
        .delete(S)
        .where(and(eq(S.trainingId, trainingId), kept.length ? notInArray(S.id, kept) : undefined));
    }
    for (const s of body.sessions) {
      const values = {
        name: s.name,
        nameEn: s.nameEn || null,
        startsAt: new Date(s.startsAt),
        endsAt: new Date(s.endsAt),
        required: s.required,
      };
      if (s.id)
        await tx
          .update(S)
          .set(values)
          .where(and(eq(S.id, s.id), eq(S.trainingId, trainingId)));
      else await tx.insert(S).values({ ...values, trainingId });
    }
  });
  return sessionRows(db, locale, trainingId);
}

/**
 * The session a check-in goes to: the one the phone chose (of this training), else the one under
 * way at `at`; null for a training without sessions (whatever the phone sent). Read once, asked
 * for each scan of a batch.
 */
export async function sessionPicker(db: Db, trainingId: number) {
  const sessions = (await sessionsOf(db, trainingId)).map((s) => ({
    id: s.id,
    startsAt: s.startsAt.toISOString(),
    endsAt: s.endsAt.toISOString(),
  }));
  return (chosen: number | undefined, at: number, queued = false): number | null => {
    if (sessions.length === 0) return null;
    const known = chosen !== undefined && sessions.some((s) => s.id === chosen);
    // A queued scan whose session was removed while the phone was offline is filed by its time:
    // refusing it would refuse its whole batch, and the phone would send it again for ever.
    if (chosen !== undefined && !known && !queued)
      throw badRequest('error.trainingSession.unknown');
    return known ? (chosen ?? null) : (currentSession(sessions, at)?.id ?? null);
  };
}

export const sessionForCheckin = async (
  db: Db,
  trainingId: number,
  chosen: number | undefined,
  at: number,
) => (await sessionPicker(db, trainingId))(chosen, at);
