/**
 * The training desk's queries: trainings with their registrations counted in the database, one
 * training's people (one row per attendee of each pending or confirmed registration), and the
 * attendance marks, written in one transaction.
 */
import { and, asc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Locale } from '#shared/constants.ts';
import type { Db } from '#server/db/client.ts';
import { enterprises } from '#server/auth/tables.ts';
import {
  trainingAttendance as A,
  trainingCheckins as C,
  trainingRegistrations as R,
  trainingSessions as S,
} from './tables.ts';
import { trainings as Tr } from '#features/content/server/tables.ts';
import { badRequest, notFound } from '#server/http/errors.ts';
import { day, likePattern } from '#server/text/localize.ts';
import { noteChange } from '#server/audit/audit-scope.ts';
import type { attendanceMarks, attendeeRow, trainingFilters } from './attendance.routes.ts';
import { ACTIVE, trainingSummary } from './training.service.ts';
import { sessionRows, sessionsOfCheckin } from './sessions.service.ts';
import { sessionsCounted } from '../contract/sessions.contract.ts';

export type TrainingFilters = z.infer<typeof trainingFilters>;
export type AttendeeRow = z.infer<typeof attendeeRow>;
type Mark = z.infer<typeof attendanceMarks>['marks'][number];

const people = sql`jsonb_array_length(${R.data}->'attendees')`;
const counted = (name: string, expr: SQL) => sql<number>`coalesce(${expr}, 0)::int`.as(name);

function tallies(db: Db) {
  return db
    .select({
      trainingId: R.trainingId,
      pending: counted('pending', sql`count(*) filter (where ${R.status} = 'pending')`),
      confirmed: counted('confirmed', sql`count(*) filter (where ${R.status} = 'passed')`),
      people: counted('people', sql`sum(${people}) filter (where ${R.status} = 'passed')`),
      seatsTaken: counted(
        'seats_taken',
        sql`sum(${people}) filter (where ${R.status} in ('pending', 'passed'))`,
      ),
    })
    .from(R)
    .groupBy(R.trainingId)
    .as('tally');
}

function attendedCounts(db: Db) {
  return db
    .select({ trainingId: R.trainingId, attended: counted('attended', sql`count(*)`) })
    .from(A)
    .innerJoin(R, eq(R.id, A.registrationId))
    .where(and(eq(A.attended, true), eq(R.status, 'passed')))
    .groupBy(R.trainingId)
    .as('came');
}

/**
 * People checked in at the door whom nobody marked: present too (a mark has the last word). In a
 * training with sessions required for the certificate, present means checked in at each of them,
 * as the certificate counts it; otherwise a check-in at all will do.
 */
function checkedInUnmarked(db: Db) {
  const people = db
    .select({
      trainingId: R.trainingId,
      requiredMet: sql<number>`count(distinct ${S.id}) filter (where ${S.required})`.as(
        'required_met',
      ),
    })
    .from(C)
    .innerJoin(R, eq(R.id, C.registrationId))
    .leftJoin(S, sessionsOfCheckin)
    .leftJoin(A, and(eq(A.registrationId, C.registrationId), eq(A.attendee, C.attendee)))
    .where(and(eq(R.status, 'passed'), sql`${A.registrationId} is null`))
    .groupBy(R.trainingId, C.registrationId, C.attendee)
    .as('people');
  const requiredOfTraining = sql`(select count(*) from ${S} where ${S.trainingId} = ${people.trainingId} and ${S.required})`;
  return db
    .select({ trainingId: people.trainingId, attended: counted('door', sql`count(*)`) })
    .from(people)
    .where(sql`${people.requiredMet} = ${requiredOfTraining}`)
    .groupBy(people.trainingId)
    .as('door');
}

function whereOf(f: TrainingFilters, today: string): SQL | undefined {
  const words = f.q?.trim();
  return and(
    words
      ? or(
          sql`lower(${Tr.title}) like lower(${likePattern(words)})`,
          sql`lower(coalesce(${Tr.titleEn}, '')) like lower(${likePattern(words)})`,
        )
      : undefined,
    f.when === 'upcoming' ? gte(Tr.endDate, today) : undefined,
    f.when === 'past' ? lt(Tr.endDate, today) : undefined,
  );
}

async function selectTrainings(
  db: Db,
  locale: Locale,
  where: SQL | undefined,
  order: SQL[],
  paging: { pageNum: number; pageSize: number },
) {
  const tally = tallies(db);
  const came = attendedCounts(db);
  const door = checkedInUnmarked(db);
  const found = await db
    .select({
      t: Tr,
      pending: tally.pending,
      confirmed: tally.confirmed,
      people: tally.people,
      seatsTaken: tally.seatsTaken,
      attended: came.attended,
      door: door.attended,
    })
    .from(Tr)
    .leftJoin(tally, eq(tally.trainingId, Tr.id))
    .leftJoin(came, eq(came.trainingId, Tr.id))
    .leftJoin(door, eq(door.trainingId, Tr.id))
    .where(where)
    .orderBy(...order)
    .limit(paging.pageSize)
    .offset((paging.pageNum - 1) * paging.pageSize);
  return found.map(({ t, door: atTheDoor, ...n }) => ({
    ...trainingSummary(locale, t),
    capacity: t.capacity,
    status: t.status,
    // A training nobody registered for has no row to join: its counts are nothing, not null.
    pending: n.pending ?? 0,
    confirmed: n.confirmed ?? 0,
    people: n.people ?? 0,
    seatsTaken: n.seatsTaken ?? 0,
    attended: (n.attended ?? 0) + (atTheDoor ?? 0),
  }));
}

/** Upcoming trainings soonest first; otherwise the newest first. */
export async function listTrainings(
  db: Db,
  locale: Locale,
  f: TrainingFilters & { pageNum: number; pageSize: number },
  today: string,
) {
  const where = whereOf(f, today);
  const order = f.when === 'upcoming' ? [sql`${Tr.startDate} asc`] : [sql`${Tr.startDate} desc`];
  const [rows, [n]] = await Promise.all([
    selectTrainings(db, locale, where, [...order, sql`${Tr.id} desc`], f),
    db.select({ n: sql<number>`count(*)::int` }).from(Tr).where(where),
  ]);
  return { rows, total: n?.n ?? 0 };
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** One row per person: registrations of a unit stay together, units by name. */
export async function attendeeList(db: Db, locale: Locale, trainingId: number, today: string) {
  const [training] = await selectTrainings(db, locale, eq(Tr.id, trainingId), [], {
    pageNum: 1,
    pageSize: 1,
  });
  if (!training) throw notFound();
  const regs = await db
    .select({ r: R, unitName: enterprises.unitName })
    .from(R)
    .innerJoin(enterprises, eq(enterprises.id, R.enterpriseId))
    .where(and(eq(R.trainingId, trainingId), inArray(R.status, ACTIVE)))
    .orderBy(asc(enterprises.unitName), asc(R.id));
  const marks =
    regs.length === 0
      ? []
      : await db
          .select()
          .from(A)
          .where(
            inArray(
              A.registrationId,
              regs.map(({ r }) => r.id),
            ),
          );
  const checkins =
    regs.length === 0
      ? []
      : await db
          .select()
          .from(C)
          .where(
            inArray(
              C.registrationId,
              regs.map(({ r }) => r.id),
            ),
          );
  const sessions = await sessionRows(db, locale, trainingId);
  const marked = new Map(marks.map((m) => [key(m), m.attended]));
  // The earliest check-in of each person (of any session), and each session's.
  const door = new Map<string, string>();
  const bySession = new Map<string, string>();
  for (const c of checkins) {
    const at = c.checkedInAt.toISOString();
    const earliest = door.get(key(c));
    if (!earliest || at < earliest) door.set(key(c), at);
    for (const id of sessionsCounted(sessions, c)) {
      const before = bySession.get(`${key(c)}/${id}`);
      if (!before || at < before) bySession.set(`${key(c)}/${id}`, at);
    }
  }
  // A clerk's mark has the last word. Without one, the door decides as the certificate will: a
  // check-in at each session required for it, or (none required) a check-in at all.
  const required = sessions.filter((s) => s.required);
  const cameIn = (person: string) =>
    required.length > 0
      ? required.every((s) => bySession.has(`${person}/${s.id}`))
      : door.has(person);
  const markOf = (registrationId: number, attendee: number) => {
    const person = key({ registrationId, attendee });
    return marked.get(person) ?? (cameIn(person) ? true : null);
  };
  const attendees: AttendeeRow[] = regs.flatMap(({ r, unitName }) => {
    const d = r.data;
    const listed = Array.isArray(d.attendees) ? (d.attendees as Record<string, unknown>[]) : [];
    return listed.map((p, i) => ({
      registrationId: r.id,
      attendee: i,
      enterpriseId: r.enterpriseId,
      unitName,
      registrationStatus: r.status,
      name: text(p.name),
      gender: text(p.gender),
      position: text(p.position),
      phone: text(p.phone),
      ethnicity: text(p.ethnicity),
      contact: text(d.contact),
      contactPhone: text(d.phone),
      accommodation: d.accommodation === '1',
      checkIn: text(d.checkIn),
      checkOut: text(d.checkOut),
      attended: r.status === 'passed' ? markOf(r.id, i) : null,
      checkedInAt: door.get(key({ registrationId: r.id, attendee: i })) ?? null,
      sessionCheckins: sessions.map(
        (s) => bySession.get(`${key({ registrationId: r.id, attendee: i })}/${s.id}`) ?? null,
      ),
    }));
  });
  return {
    training: { ...training, markable: training.startDate <= today, sessions },
    attendees,
  };
}

const key = (m: { registrationId: number; attendee: number }) =>
  `${m.registrationId}/${m.attendee}`;

/**
 * Marks who came. Only people of this training's confirmed registrations, and only from its
 * first day: a list marked the week before would say nothing about who was there.
 */
export async function markAttendance(
  db: Db,
  m: { trainingId: number; marks: Mark[]; onlyUnmarked?: boolean; actor: number; today: string },
) {
  return db.transaction(async (tx) => {
    const [t] = await tx
      .select({ startDate: Tr.startDate })
      .from(Tr)
      .where(eq(Tr.id, m.trainingId));
    if (!t) throw notFound();
    if (m.today < (day(t.startDate) ?? '')) throw badRequest('error.attendance.notStarted');
    const ids = [...new Set(m.marks.map((x) => x.registrationId))];
    const regs = await tx
      .select({ id: R.id, data: R.data })
      .from(R)
      .where(and(inArray(R.id, ids), eq(R.trainingId, m.trainingId), eq(R.status, 'passed')))
      .for('update');
    for (const x of m.marks) {
      const reg = regs.find((r) => r.id === x.registrationId);
      if (!reg) throw badRequest('error.attendance.notConfirmed');
      const listed = Array.isArray(reg.data.attendees) ? reg.data.attendees.length : 0;
      if (x.attendee >= listed) throw badRequest('error.attendance.noSuchAttendee');
    }
    const before = await tx.select().from(A).where(inArray(A.registrationId, ids));
    // The last mark for a person wins, as the clerk's last click did.
    const latest = new Map(m.marks.map((x) => [key(x), x]));
    const rows = [...latest.values()].map((x) => ({ ...x, markedBy: m.actor }));
    const insert = tx.insert(A).values(rows);
    const written = await (m.onlyUnmarked
      ? insert.onConflictDoNothing()
      : insert.onConflictDoUpdate({
          target: [A.registrationId, A.attendee],
          set: { attended: sql`excluded.attended`, markedBy: m.actor, markedAt: sql`now()` },
        })
    ).returning({ registrationId: A.registrationId, attendee: A.attendee });
    const changed = new Set(written.map(key));
    noteChange({
      subject: 'trainingAttendance',
      id: String(m.trainingId),
      before: Object.fromEntries(
        before.filter((b) => changed.has(key(b))).map((b) => [key(b), b.attended]),
      ),
      after: Object.fromEntries(
        [...latest.values()].filter((x) => changed.has(key(x))).map((x) => [key(x), x.attended]),
      ),
    });
    const [n] = await tx
      .select({
        attended: sql<number>`count(*) filter (where ${A.attended})::int`,
        marked: sql<number>`count(*)::int`,
      })
      .from(A)
      .innerJoin(R, eq(R.id, A.registrationId))
      .where(and(eq(R.trainingId, m.trainingId), eq(R.status, 'passed')));
    return { attended: n?.attended ?? 0, marked: n?.marked ?? 0 };
  });
}
