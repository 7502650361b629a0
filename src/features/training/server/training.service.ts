/**
 * Training and event registration: a unit registers its attendees before the deadline and within
 * the seats; the secretariat confirms or rejects; the unit may cancel while it is active.
 */
import { and, asc, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '#shared/constants.ts';
import { beijingToday } from '#shared/format.ts';
import type { TrainingRegistrationStatus } from '../contract/training.contract.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { enterprises } from '#server/auth/tables.ts';
import { trainingRegistrations } from './tables.ts';
import { trainings } from '#features/content/server/tables.ts';
import { AppError, badRequest, conflict, notFound } from '#server/http/errors.ts';
import { day, pick } from '#server/text/localize.ts';
import { transition } from '#server/workflow/transition.ts';
import { logStep } from '#server/workflow/log.ts';
import {
  nextRank,
  promoteWaiting,
  type Promoted,
  seatsTaken,
  someoneWaits,
  waitlistPlace,
} from './waitlist.service.ts';

type Reg = typeof trainingRegistrations.$inferSelect;
type Training = typeof trainings.$inferSelect;
/** Registrations holding seats: waiting for the secretariat or confirmed. */
export const ACTIVE: TrainingRegistrationStatus[] = ['pending', 'passed'];
const STATE = { column: trainingRegistrations.status, key: 'status' };

/** Attendees holding seats of a training (pending or confirmed registrations). */
const seatsSum = sql<number>`coalesce(sum(jsonb_array_length(${trainingRegistrations.data}->'attendees')), 0)::int`;

export function registrationRow(
  locale: Locale,
  r: Reg,
  t: Training,
  unitName: string,
  waitlistPlace: number | null = null,
) {
  return {
    id: r.id,
    enterpriseId: r.enterpriseId,
    trainingId: r.trainingId,
    trainingTitle: pick(locale, t.title, t.titleEn),
    startDate: day(t.startDate) ?? '',
    unitName,
    status: r.status,
    rejectReason: r.rejectReason,
    waitlistPlace,
    data: r.data,
    createdAt: r.createdAt.toISOString(),
  };
}

/** The unit's own registrations, newest first. */
export const ownRegistrations = (db: Db, locale: Locale, enterpriseId: number) =>
  registrations(db, locale, eq(trainingRegistrations.enterpriseId, enterpriseId));

/** The secretariat's queue, by status and training. */
export const registrationQueue = (
  db: Db,
  locale: Locale,
  q: {
    status?: TrainingRegistrationStatus | undefined;
    trainingId?: number | undefined;
    pageNum: number;
    pageSize: number;
  },
) =>
  registrations(
    db,
    locale,
    and(
      q.status ? eq(trainingRegistrations.status, q.status) : undefined,
      q.trainingId ? eq(trainingRegistrations.trainingId, q.trainingId) : undefined,
    ),
    q,
  );

async function registrations(
  db: Db,
  locale: Locale,
  where: SQL | undefined,
  paging = { pageNum: 1, pageSize: 100 },
) {
  const found = await db
    .select({
      r: trainingRegistrations,
      t: trainings,
      unitName: enterprises.unitName,
      place: waitlistPlace,
    })
    .from(trainingRegistrations)
    .innerJoin(trainings, eq(trainings.id, trainingRegistrations.trainingId))
    .innerJoin(enterprises, eq(enterprises.id, trainingRegistrations.enterpriseId))
    .where(where)
    .orderBy(desc(trainingRegistrations.id))
    .limit(paging.pageSize)
    .offset((paging.pageNum - 1) * paging.pageSize);
  const [n] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(trainingRegistrations)
    .where(where);
  return {
    total: n?.n ?? 0,
    rows: found.map(({ r, t, unitName, place }) => registrationRow(locale, r, t, unitName, place)),
  };
}

export async function registrationById(db: Db, locale: Locale, id: number) {
  const { rows } = await registrations(db, locale, eq(trainingRegistrations.id, id));
  const row = rows[0];
  if (!row) throw notFound();
  return row;
}

/** A training as lists name it, in the reader's language. */
export const trainingSummary = (locale: Locale, t: Training) => ({
  id: t.id,
  title: pick(locale, t.title, t.titleEn),
  startDate: day(t.startDate) ?? '',
  endDate: day(t.endDate) ?? '',
  deadline: day(t.deadline),
  location: pick(locale, t.location, t.locationEn),
});

/** Trainings still taking registrations, with the seats left, counted in one query. */
export async function openTrainings(db: Db, locale: Locale, now: number) {
  const open = await db
    .select()
    .from(trainings)
    .where(
      and(
        eq(trainings.status, 'published'),
        gte(sql`coalesce(${trainings.deadline}, ${trainings.startDate})`, beijingToday(now)),
      ),
    )
    .orderBy(asc(trainings.startDate));
  const taken =
    open.length === 0
      ? []
      : await db
          .select({ id: trainingRegistrations.trainingId, n: seatsSum })
          .from(trainingRegistrations)
          .where(
            and(
              inArray(
                trainingRegistrations.trainingId,
                open.map((t) => t.id),
              ),
              inArray(trainingRegistrations.status, ACTIVE),
            ),
          )
          .groupBy(trainingRegistrations.trainingId);
  return open.map((t) => ({
    ...trainingSummary(locale, t),
    fee: t.fee,
    seatsLeft:
      t.capacity > 0 ? Math.max(t.capacity - (taken.find((x) => x.id === t.id)?.n ?? 0), 0) : null,
  }));
}

/** One transaction holding the training row: two units cannot both take the last seats. */
export async function register(
  db: Db,
  r: {
    enterpriseId: number;
    actor: number;
    now: number;
    body: { trainingId: number; attendees: unknown[] } & Record<string, unknown>;
  },
): Promise<Reg> {
  return db.transaction(async (tx) => {
    const [t] = await tx
      .select()
      .from(trainings)
      .where(and(eq(trainings.id, r.body.trainingId), eq(trainings.status, 'published')))
      .for('update');
    if (!t)
      throw badRequest('validation.training.required', [
        { field: 'trainingId', key: 'validation.training.required' },
      ]);
    if ((day(t.deadline) ?? day(t.startDate) ?? '') < beijingToday(r.now))
      throw badRequest('error.training.closed');
    const people = r.body.attendees.length;
    if (t.capacity > 0 && people > t.capacity)
      throw badRequest('error.training.overCapacity', undefined, { seats: t.capacity });
    const [mine] = await tx
      .select({ id: trainingRegistrations.id })
      .from(trainingRegistrations)
      .where(
        and(
          eq(trainingRegistrations.trainingId, t.id),
          eq(trainingRegistrations.enterpriseId, r.enterpriseId),
          inArray(trainingRegistrations.status, [...ACTIVE, 'waitlisted']),
        ),
      );
    if (mine) throw badRequest('error.training.already');
    // Past the seats, or behind people already waiting, a registration joins the end of the line.
    const waits =
      t.capacity > 0 &&
      (people > t.capacity - (await seatsTaken(tx, t.id)) || (await someoneWaits(tx, t.id)));
    const { trainingId, ...data } = r.body;
    const [created] = await tx
      .insert(trainingRegistrations)
      .values({
        enterpriseId: r.enterpriseId,
        trainingId,
        data,
        status: waits ? 'waitlisted' : 'pending',
        waitlistRank: waits ? await nextRank(tx, t.id) : null,
      })
      .returning();
    if (!created) throw conflict('error.workflow.stale');
    await logStep(tx, {
      subject: 'training',
      subjectId: created.id,
      from: null,
      to: created.status,
      actor: r.actor,
    });
    return created;
  });
}

/**
 * The unit withdraws one of its own active registrations; another's looks missing. Once the
 * training has begun its people are on the attendance list: too late to withdraw.
 */
export async function cancel(
  db: Db,
  c: { id: number; enterpriseId: number; actor: number; today: string },
) {
  const [t] = await db
    .select({ startDate: trainings.startDate })
    .from(trainingRegistrations)
    .innerJoin(trainings, eq(trainings.id, trainingRegistrations.trainingId))
    .where(
      and(
        eq(trainingRegistrations.id, c.id),
        eq(trainingRegistrations.enterpriseId, c.enterpriseId),
      ),
    );
  if (t && (day(t.startDate) ?? '') <= c.today) throw badRequest('error.training.cancelStarted');
  let promoted: Promoted[] = [];
  try {
    const row = await transition(db, {
      table: trainingRegistrations,
      state: STATE,
      subject: 'training',
      id: c.id,
      from: [...ACTIVE, 'waitlisted'],
      to: 'cancelled',
      actor: c.actor,
      where: eq(trainingRegistrations.enterpriseId, c.enterpriseId),
      set: { waitlistRank: null },
      // The seats it held go to the head of the waitlist in the same transaction.
      effect: async (tx, r) => {
        promoted = await promoteWaiting(tx, r.trainingId, c.actor);
      },
    });
    return { row, promoted };
  } catch (err) {
    if (err instanceof AppError && err.key === 'error.workflow.stale') throw notFound();
    throw err;
  }
}

export async function decide(
  db: Db,
  d: { id: number; decision: 'pass' | 'reject'; opinion: string; actor: number },
  onPassed: (tx: Tx, row: Reg) => Promise<void>,
) {
  const pass = d.decision === 'pass';
  const [t] = await db
    .select({ title: trainings.title, titleEn: trainings.titleEn })
    .from(trainingRegistrations)
    .innerJoin(trainings, eq(trainings.id, trainingRegistrations.trainingId))
    .where(eq(trainingRegistrations.id, d.id));
  let promoted: Promoted[] = [];
  const row = await transition(db, {
    table: trainingRegistrations,
    state: STATE,
    subject: 'training',
    id: d.id,
    from: 'pending',
    to: pass ? 'passed' : 'rejected',
    actor: d.actor,
    opinion: d.opinion,
    set: { rejectReason: pass ? null : d.opinion },
    // A confirmation issues the tickets; a rejection frees its seats for the waitlist.
    effect: async (tx, r) => {
      if (pass) await onPassed(tx, r);
      else promoted = await promoteWaiting(tx, r.trainingId, d.actor);
    },
    notify: (r) => ({
      enterpriseId: r.enterpriseId,
      notice: {
        key: pass ? 'trainingConfirmed' : 'trainingRejected',
        params: (locale) => ({ title: t ? pick(locale, t.title, t.titleEn) : '' }),
        opinion: d.opinion,
        linkTo: '/center/trainreg',
        link: 'trainings',
      },
    }),
  });
  return { row, promoted };
}
