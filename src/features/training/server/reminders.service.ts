/**
 * The day before a training, each confirmed registration is reminded once: on the bell of every
 * account of the unit, by mail with the tickets as a PDF (a reminder: a member may turn such mail
 * off), and by text message after the commit. A daily job does it; the registration's
 * `reminded_at` is written in the same savepoint as the reminder, so a second run, another
 * process or a retry sends nothing twice.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Locale } from '#shared/constants.ts';
import { addDays, beijingToday } from '#shared/format.ts';
import type { Transaction } from '#server/db/client.ts';
import type { Deps } from '#server/http/context.ts';
import { users } from '#server/auth/tables.ts';
import { trainings } from '#features/content/server/tables.ts';
import { trainingRegistrations as R } from './tables.ts';
import { schedule, tomorrowsRun } from '#server/jobs/jobs.ts';
import { composeNotice } from '#server/notices/compose.ts';
import { sendNotice, textEnterprise } from '#server/notices/notices.ts';
import { pick } from '#server/text/localize.ts';
import { ensureTickets, mailTickets, ticketsWhere } from './tickets.service.ts';

export const TRAINING_REMINDER_JOB = 'training:reminders';
/** In the morning, so the text messages do not wake anyone. */
const AT = '09:00';

export const planTrainingReminders = (db: Parameters<typeof schedule>[0], now: number) =>
  schedule(db, tomorrowsRun(TRAINING_REMINDER_JOB, beijingToday(now), AT));

interface Sent {
  enterpriseId: number;
  params: (locale: Locale) => Record<string, unknown>;
}

/** One registration's reminder, in its own savepoint; nothing when it went out before. */
async function remindOne(
  tx: Transaction,
  deps: Deps,
  reg: { id: number; enterpriseId: number },
  now: Date,
): Promise<Sent | null> {
  return tx.transaction(async (one) => {
    const marked = await one
      .update(R)
      .set({ remindedAt: now })
      .where(and(eq(R.id, reg.id), isNull(R.remindedAt), eq(R.status, 'passed')))
      .returning({ id: R.id });
    if (marked.length === 0) return null;
    // A registration confirmed before tickets existed gets them now.
    await ensureTickets(one, [reg.id]);
    const tickets = await ticketsWhere(one, deps.env.APP_SECRET, eq(R.id, reg.id));
    const first = tickets[0];
    if (!first) return null;
    const params = (locale: Locale) => ({
      title: pick(locale, first.title, first.titleEn),
      start: first.startDate,
      location: pick(locale, first.location, first.locationEn),
      count: tickets.length,
    });
    const notice = composeNotice({
      key: 'trainingReminder',
      params,
      linkTo: '/center/trainreg',
      link: 'trainings',
    });
    const accounts = await one
      .select({ id: users.id })
      .from(users)
      .where(eq(users.enterpriseId, reg.enterpriseId));
    for (const a of accounts) await sendNotice(one, { ...notice, to: a.id });
    await mailTickets(one, deps, { ...reg, tickets, topic: 'reminders' }, (t, locale) => ({
      subject: t('notice.trainingReminder.title', params(locale)),
      body: t('notice.trainingReminder.body', params(locale)),
    }));
    return { enterpriseId: reg.enterpriseId, params };
  });
}

/**
 * The daily run: tomorrow's run is planned, and every confirmed registration of a published
 * training starting tomorrow (Beijing day) is reminded once. A registration whose reminder fails
 * is skipped and logged; the others go on.
 */
export async function trainingReminderJob(tx: Transaction, deps: Deps) {
  const now = deps.now();
  const today = beijingToday(now);
  await planTrainingReminders(tx, now);
  const due = await tx
    .select({ id: R.id, enterpriseId: R.enterpriseId })
    .from(R)
    .innerJoin(trainings, eq(trainings.id, R.trainingId))
    .where(
      and(
        eq(R.status, 'passed'),
        isNull(R.remindedAt),
        eq(trainings.status, 'published'),
        eq(trainings.startDate, addDays(today, 1)),
      ),
    )
    .orderBy(R.id);
  const sent: Sent[] = [];
  for (const reg of due) {
    try {
      const one = await remindOne(tx, deps, reg, new Date(now));
      if (one) sent.push(one);
    } catch (err) {
      console.error(`[jobs] the training reminder skipped registration ${reg.id}`, err);
    }
  }
  // The text messages, after the commit, each in its reader's language (a failure is logged).
  return async () => {
    for (const s of sent) await textEnterprise(deps, s.enterpriseId, 'trainingReminder', s.params);
  };
}
