/**
 * The waitlist of a training with seats: a registration that does not fit (or arrives while
 * others already wait) waits in line; seats freed by a cancellation or a rejection, or added by
 * the secretariat (at the desk or in the content editor), go to the head of the line, in order,
 * and the unit is told on the bell and by mail (a text message after the commit). The database
 * refuses any write past capacity (migration 0031's trigger), so the counting here only has to be
 * right, never to be the last word.
 */
import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Locale } from '#shared/constants.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { enterprises } from '#server/auth/tables.ts';
import { trainings } from '#features/content/server/tables.ts';
import type { SavedHook } from '#features/content/server/public.ts';
import { trainingRegistrations as R } from './tables.ts';
import { badRequest, conflict, notFound } from '#server/http/errors.ts';
import { pick } from '#server/text/localize.ts';
import { notifyEnterprise, textEnterprise } from '#server/notices/notices.ts';
import type { Deps } from '#server/http/context.ts';
import { logStep } from '#server/workflow/log.ts';
import { qualified } from '#server/db/qualified.ts';

/** Registrations holding seats: waiting for the secretariat or confirmed. */
export const HOLDING = ['pending', 'passed'] as const;

export const attendeeCount = (data: Record<string, unknown>) =>
  Array.isArray(data.attendees) ? data.attendees.length : 0;

/** Attendees holding seats of a training. */
export async function seatsTaken(db: Pick<Db, 'select'>, trainingId: number): Promise<number> {
  const [n] = await db
    .select({
      n: sql<number>`coalesce(sum(jsonb_array_length(${R.data}->'attendees')), 0)::int`,
    })
    .from(R)
    .where(and(eq(R.trainingId, trainingId), inArray(R.status, [...HOLDING])));
  return n?.n ?? 0;
}

/** The rank after the last of the line: a newcomer waits behind everyone already waiting. */
export async function nextRank(tx: Tx, trainingId: number): Promise<number> {
  const [last] = await tx
    .select({ rank: max(R.waitlistRank) })
    .from(R)
    .where(and(eq(R.trainingId, trainingId), eq(R.status, 'waitlisted')));
  return (last?.rank ?? 0) + 1;
}

export async function someoneWaits(tx: Tx, trainingId: number): Promise<boolean> {
  const [w] = await tx
    .select({ id: R.id })
    .from(R)
    .where(and(eq(R.trainingId, trainingId), eq(R.status, 'waitlisted')))
    .limit(1);
  return Boolean(w);
}

/** A unit whose registration left the waitlist; it gets a text message after the commit. */
export interface Promoted {
  registrationId: number;
  enterpriseId: number;
}

/**
 * Moves the head of the line into the free seats, in order, inside the caller's transaction. The
 * line is never overtaken: a head that does not fit yet stops it (the secretariat may reorder).
 * A promoted registration is pending, for the secretariat to confirm like any other.
 */
export async function promoteWaiting(
  tx: Tx,
  trainingId: number,
  actor: number,
): Promise<Promoted[]> {
  const [t] = await tx.select().from(trainings).where(eq(trainings.id, trainingId)).for('update');
  if (!t) return [];
  // No seats counted (capacity 0) is room for everyone waiting.
  const capacity = t.capacity > 0 ? t.capacity : Number.POSITIVE_INFINITY;
  let taken = await seatsTaken(tx, trainingId);
  const line = await tx
    .select({ id: R.id, enterpriseId: R.enterpriseId, data: R.data })
    .from(R)
    .where(and(eq(R.trainingId, trainingId), eq(R.status, 'waitlisted')))
    .orderBy(asc(R.waitlistRank), asc(R.id));
  const promoted: Promoted[] = [];
  for (const w of line) {
    const people = attendeeCount(w.data);
    if (taken + people > capacity) break;
    await tx
      .update(R)
      .set({ status: 'pending', waitlistRank: null })
      .where(and(eq(R.id, w.id), eq(R.status, 'waitlisted')));
    await logStep(tx, {
      subject: 'training',
      subjectId: w.id,
      from: 'waitlisted',
      to: 'pending',
      actor,
    });
    await notifyEnterprise(tx, w.enterpriseId, {
      key: 'trainingPromoted',
      params: (locale: Locale) => ({ title: pick(locale, t.title, t.titleEn) }),
      linkTo: '/center/trainreg',
      link: 'trainings',
    });
    promoted.push({ registrationId: w.id, enterpriseId: w.enterpriseId });
    taken += people;
  }
  return promoted;
}

/**
 * The secretariat changes a training's seats (0: no limit). Fewer than the people already holding
 * seats is refused; more seats go to the head of the line at once, through the same promotion as
 * a cancellation's, so each promoted unit is told the same way.
 */
export async function setCapacity(
  db: Db,
  c: { trainingId: number; capacity: number; actor: number; now: number },
): Promise<Promoted[]> {
  return db.transaction(async (tx) => {
    const [t] = await tx
      .select({ id: trainings.id })
      .from(trainings)
      .where(eq(trainings.id, c.trainingId))
      .for('update');
    if (!t) throw notFound();
    await tx
      .update(trainings)
      .set({ capacity: c.capacity, updatedAt: new Date(c.now) })
      .where(eq(trainings.id, c.trainingId));
    return seatsChanged(tx, c.trainingId, c.capacity, c.actor);
  });
}

/**
 * After a training's seats changed, in the same transaction: fewer than the people holding seats
 * is refused (the change is undone), more go to the head of the line.
 */
async function seatsChanged(tx: Tx, trainingId: number, capacity: number, actor: number) {
  const taken = await seatsTaken(tx, trainingId);
  if (capacity > 0 && capacity < taken)
    throw badRequest('error.training.capacityBelowTaken', undefined, { taken });
  return promoteWaiting(tx, trainingId, actor);
}

/**
 * The content editor saved a training (content calls this through the hook the composition root
 * registers): changed seats are checked and given out exactly as the desk's change, and the
 * promoted units get their text message after the commit.
 */
export const seatsSavedAsContent: SavedHook = async (tx, saved) => {
  if (saved.after.capacity === saved.before.capacity) return undefined;
  const promoted = await seatsChanged(tx, saved.id, Number(saved.after.capacity), saved.actor);
  return (deps) => textPromoted(deps, promoted);
};

/** The line of one training, first first, for the secretariat. */
export async function waitlistOf(db: Db, trainingId: number) {
  const rows = await db
    .select({ r: R, unitName: enterprises.unitName })
    .from(R)
    .innerJoin(enterprises, eq(enterprises.id, R.enterpriseId))
    .where(and(eq(R.trainingId, trainingId), eq(R.status, 'waitlisted')))
    .orderBy(asc(R.waitlistRank), asc(R.id));
  return rows.map(({ r, unitName }, i) => ({
    registrationId: r.id,
    place: i + 1,
    unitName,
    people: attendeeCount(r.data),
    names: (Array.isArray(r.data.attendees) ? (r.data.attendees as { name?: unknown }[]) : []).map(
      (p) => (typeof p.name === 'string' ? p.name : ''),
    ),
    createdAt: r.createdAt.toISOString(),
  }));
}

/**
 * The secretariat puts the line in a new order: the ids of everyone waiting, each once. A line
 * that changed meanwhile (someone joined, left or was promoted) is refused, to be read again.
 * A new head that fits the free seats is promoted at once.
 */
export async function reorderWaitlist(
  db: Db,
  o: { trainingId: number; order: number[]; actor: number },
): Promise<Promoted[]> {
  return db.transaction(async (tx) => {
    const [t] = await tx
      .select({ id: trainings.id })
      .from(trainings)
      .where(eq(trainings.id, o.trainingId))
      .for('update');
    if (!t) throw notFound();
    const waiting = await tx
      .select({ id: R.id })
      .from(R)
      .where(and(eq(R.trainingId, o.trainingId), eq(R.status, 'waitlisted')));
    const ids = new Set(waiting.map((w) => w.id));
    if (
      o.order.length !== ids.size ||
      new Set(o.order).size !== o.order.length ||
      o.order.some((id) => !ids.has(id))
    )
      throw conflict('error.waitlist.changed');
    for (const [i, id] of o.order.entries())
      await tx
        .update(R)
        .set({ waitlistRank: i + 1 })
        .where(eq(R.id, id));
    return promoteWaiting(tx, o.trainingId, o.actor);
  });
}

/** A waitlisted registration's place in its line (1 is next), else null: for the unit's list. */
export const waitlistPlace = sql<number | null>`case when ${R.status} = 'waitlisted' then (
  select count(*)::int from ${R} as w
  where w.training_id = ${qualified(R.trainingId)} and w.status = 'waitlisted'
    and (coalesce(w.waitlist_rank, 0), w.id) <= (coalesce(${qualified(R.waitlistRank)}, 0), ${qualified(R.id)})
) end`;

/** The text message to each promoted unit, after the commit; a gateway failure is only logged. */
export function textPromoted(deps: Deps, promoted: Promoted[]): void {
  for (const p of promoted) void textEnterprise(deps, p.enterpriseId, 'trainingPromoted');
}
