/**
 * Check-in at the door: a scanned ticket, or a person found by name, unit or phone, is checked in
 * once (once per session, when the training has sessions: `sessionId`, else null). A second scan answers who checked them in and when. Scans made offline arrive later, in
 * batches, maybe from two phones for one ticket: the row keeps the EARLIEST scan, and the
 * database decides it (a conditional update), so two batches at once cannot both win.
 */
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { enterprises, users } from '#server/auth/tables.ts';
import { trainings } from '#features/content/server/tables.ts';
import {
  trainingCheckins as C,
  trainingRegistrations as R,
  trainingTickets as T,
} from './tables.ts';
import { badRequest, notFound } from '#server/http/errors.ts';
import { readTicketCode } from './tickets.service.ts';
import { countingFor } from './sessions.service.ts';

export type Via = 'scan' | 'offline' | 'search';
export type Outcome = 'checkedIn' | 'already' | 'invalid' | 'otherTraining' | 'notConfirmed';

export interface CheckinAnswer {
  outcome: Outcome;
  person: { registrationId: number; attendee: number; name: string; unitName: string } | null;
  checkedInAt: string | null;
  checkedInBy: string | null;
}

/** The rows of one session, or of the training held as one whole (no session). */
const inSession = (sessionId: number | null) =>
  sessionId === null ? isNull(C.sessionId) : eq(C.sessionId, sessionId);
/** What the counter and the search count for a session: a check-in without one counts on its day. */
const countedIn = (sessionId: number | null) =>
  sessionId === null ? isNull(C.sessionId) : countingFor(sessionId);

const refused = (outcome: Outcome): CheckinAnswer => ({
  outcome,
  person: null,
  checkedInAt: null,
  checkedInBy: null,
});

const nameOf = (data: Record<string, unknown>, attendee: number) => {
  const people = Array.isArray(data.attendees) ? (data.attendees as { name?: unknown }[]) : [];
  const name = people[attendee]?.name;
  return typeof name === 'string' ? name : '';
};

export async function trainingExists(db: Db, trainingId: number): Promise<void> {
  const [t] = await db
    .select({ id: trainings.id })
    .from(trainings)
    .where(eq(trainings.id, trainingId));
  if (!t) throw notFound();
}

/**
 * Checks one person in at `at` (the scan's time). A first check-in is written; an earlier scan
 * arriving later moves the time back and names its staff member; a later one changes nothing.
 */
async function checkIn(
  db: Db,
  p: {
    trainingId: number;
    registrationId: number;
    attendee: number;
    sessionId: number | null;
    at: Date;
    by: number;
    via: Via;
  },
): Promise<'checkedIn' | 'already'> {
  const first = await db
    .insert(C)
    .values({
      registrationId: p.registrationId,
      attendee: p.attendee,
      trainingId: p.trainingId,
      sessionId: p.sessionId,
      checkedInAt: p.at,
      checkedInBy: p.by,
      via: p.via,
    })
    .onConflictDoNothing()
    .returning({ at: C.checkedInAt });
  if (first.length) return 'checkedIn';
  const earlier = await db
    .update(C)
    .set({ checkedInAt: p.at, checkedInBy: p.by, via: p.via, receivedAt: sql`now()` })
    .where(
      and(
        eq(C.registrationId, p.registrationId),
        eq(C.attendee, p.attendee),
        inSession(p.sessionId),
        gt(C.checkedInAt, p.at),
      ),
    )
    .returning({ at: C.checkedInAt });
  return earlier.length ? 'checkedIn' : 'already';
}

/** What the door shows for one person: the check-in as the database holds it now. */
async function answer(
  db: Db,
  outcome: 'checkedIn' | 'already',
  registrationId: number,
  attendee: number,
  sessionId: number | null,
): Promise<CheckinAnswer> {
  const [row] = await db
    .select({
      data: R.data,
      unitName: enterprises.unitName,
      at: C.checkedInAt,
      by: users.nickName,
    })
    .from(C)
    .innerJoin(R, eq(R.id, C.registrationId))
    .innerJoin(enterprises, eq(enterprises.id, R.enterpriseId))
    .leftJoin(users, eq(users.id, C.checkedInBy))
    .where(
      and(eq(C.registrationId, registrationId), eq(C.attendee, attendee), inSession(sessionId)),
    );
  if (!row) throw notFound();
  return {
    outcome,
    person: { registrationId, attendee, name: nameOf(row.data, attendee), unitName: row.unitName },
    checkedInAt: row.at.toISOString(),
    checkedInBy: row.by,
  };
}

/** A scanned code: refused unless genuine, of this training, and its registration confirmed. */
export async function scan(
  db: Db,
  s: {
    secret: string;
    trainingId: number;
    sessionId: number | null;
    code: string;
    at: Date;
    by: number;
    via: Via;
  },
): Promise<CheckinAnswer> {
  const nonce = readTicketCode(s.secret, s.code);
  if (!nonce) return refused('invalid');
  const [ticket] = await db
    .select({ registrationId: T.registrationId, attendee: T.attendee, r: R })
    .from(T)
    .innerJoin(R, eq(R.id, T.registrationId))
    .where(eq(T.nonce, nonce));
  // A genuine code whose ticket is gone (its unit erased) is as good as none.
  if (!ticket) return refused('invalid');
  if (ticket.r.trainingId !== s.trainingId) return refused('otherTraining');
  if (ticket.r.status !== 'passed') return refused('notConfirmed');
  const outcome = await checkIn(db, {
    ...s,
    registrationId: ticket.registrationId,
    attendee: ticket.attendee,
  });
  return answer(db, outcome, ticket.registrationId, ticket.attendee, s.sessionId);
}

/** A person the staff found by name: checked in now, if their registration is confirmed. */
export async function checkInPerson(
  db: Db,
  p: {
    trainingId: number;
    sessionId: number | null;
    registrationId: number;
    attendee: number;
    at: Date;
    by: number;
  },
): Promise<CheckinAnswer> {
  const [reg] = await db
    .select({ data: R.data })
    .from(R)
    .where(and(eq(R.id, p.registrationId), eq(R.trainingId, p.trainingId), eq(R.status, 'passed')));
  if (!reg) throw badRequest('error.attendance.notConfirmed');
  const people = Array.isArray(reg.data.attendees) ? reg.data.attendees.length : 0;
  if (p.attendee >= people) throw badRequest('error.attendance.noSuchAttendee');
  const outcome = await checkIn(db, { ...p, via: 'search' });
  return answer(db, outcome, p.registrationId, p.attendee, p.sessionId);
}

/**
 * A phone's scans made offline, sent when the network came back. Each keeps its own scan time
 * (never later than now: a phone's clock may run ahead) and the session it was made for (found
 * by the caller); one bad code does not stop the rest.
 */
export async function scanBatch(
  db: Db,
  b: {
    secret: string;
    trainingId: number;
    by: number;
    now: Date;
    scans: { code: string; scannedAt: string; sessionId: number | null }[];
  },
): Promise<CheckinAnswer[]> {
  const answers: CheckinAnswer[] = [];
  for (const s of b.scans) {
    const at = new Date(Math.min(Date.parse(s.scannedAt), b.now.getTime()));
    answers.push(
      await scan(db, {
        secret: b.secret,
        trainingId: b.trainingId,
        sessionId: s.sessionId,
        code: s.code,
        at,
        by: b.by,
        via: 'offline',
      }),
    );
  }
  return answers;
}

/** The door's counter: people checked in (to this session), confirmed, and waiting for a seat. */
export async function counts(db: Db, trainingId: number, sessionId: number | null) {
  const people = sql`jsonb_array_length(${R.data}->'attendees')`;
  const [n] = await db
    .select({
      registered: sql<number>`coalesce(sum(${people}) filter (where ${R.status} = 'passed'), 0)::int`,
      waitlist: sql<number>`coalesce(sum(${people}) filter (where ${R.status} = 'waitlisted'), 0)::int`,
    })
    .from(R)
    .where(eq(R.trainingId, trainingId));
  const [c] = await db
    .select({ n: sql<number>`count(distinct (${C.registrationId}, ${C.attendee}))::int` })
    .from(C)
    .innerJoin(R, eq(R.id, C.registrationId))
    .where(and(eq(C.trainingId, trainingId), countedIn(sessionId), eq(R.status, 'passed')));
  return { checkedIn: c?.n ?? 0, registered: n?.registered ?? 0, waitlist: n?.waitlist ?? 0 };
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * Confirmed people whose name, unit or phone (theirs or the contact's) holds the words, with
 * their check-in to this session.
 */
export async function search(db: Db, trainingId: number, sessionId: number | null, q: string) {
  const regs = await db
    .select({ r: R, unitName: enterprises.unitName })
    .from(R)
    .innerJoin(enterprises, eq(enterprises.id, R.enterpriseId))
    .where(and(eq(R.trainingId, trainingId), eq(R.status, 'passed')));
  const words = q.trim().toLowerCase();
  const found = regs
    .flatMap(({ r, unitName }) =>
      (Array.isArray(r.data.attendees) ? (r.data.attendees as Record<string, unknown>[]) : []).map(
        (p, attendee) => ({
          registrationId: r.id,
          attendee,
          name: text(p.name),
          unitName,
          phone: text(p.phone),
          haystack: [p.name, unitName, p.phone, r.data.phone].map(text).join('\n').toLowerCase(),
        }),
      ),
    )
    .filter((p) => words && p.haystack.includes(words))
    .slice(0, 20);
  const ids = [...new Set(found.map((p) => p.registrationId))];
  const marks = ids.length
    ? await db
        .select({
          registrationId: C.registrationId,
          attendee: C.attendee,
          at: C.checkedInAt,
          by: users.nickName,
        })
        .from(C)
        .leftJoin(users, eq(users.id, C.checkedInBy))
        .where(and(inArray(C.registrationId, ids), countedIn(sessionId)))
        .orderBy(C.checkedInAt)
    : [];
  return found.map(({ haystack: _, ...p }) => {
    const m = marks.find((x) => x.registrationId === p.registrationId && x.attendee === p.attendee);
    return { ...p, checkedInAt: m ? m.at.toISOString() : null, checkedInBy: m?.by ?? null };
  });
}
