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
import { composeNotice, smsText } from '#server/notices/compose.ts';
import { sendNotice } from '#server/notices/notices.ts';
import { toLocale } from '#i18n/index.ts';
import { mailAccounts } from '#server/mail/recipients.ts';
import { useTranslations } from '#i18n/index.ts';
import { pick } from '#server/text/localize.ts';
import { issuerOf } from '#features/fees/server/public.ts';
import { ensureTickets, ticketsWhere } from './tickets.service.ts';
import { ticketsPdf } from './tickets.pdf.ts';

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
    const pdf = await ticketsPdf(tickets, issuerOf(deps.env));
    await mailAccounts(one, { enterpriseId: reg.enterpriseId }, 'reminders', (locale) => {
      const t = useTranslations(locale);
      return {
        subject: t('notice.trainingReminder.title', params(locale)),
        paragraphs: [
          t('notice.trainingReminder.body', params(locale)),
          tickets.map((x) => x.name).join(t('mail.tickets.separator')),
        ],
        link: { label: t('notice.link.trainings'), path: '/center/trainreg' },
        signature: t('notice.from.secretariat'),
        attachments: [
          {
            filename: `${t('mail.tickets.file')}-${reg.id}.pdf`,
            contentType: 'application/pdf',
            content: pdf,
          },
        ],
      };
    });
    return { enterpriseId: reg.enterpriseId, params };
  });
}

/**
 * The text message to each account of the unit with a phone, in the language it registered in
 * (the training's title too). A gateway failure is logged; the reminder stands.
 */
async function textReminder(deps: Deps, s: Sent): Promise<void> {
  const accounts = await deps.db
    .select({ phone: users.phone, locale: users.locale })
    .from(users)
    .where(and(eq(users.enterpriseId, s.enterpriseId), eq(users.status, '0')));
  for (const a of accounts) {
    if (!a.phone) continue;
    const locale = toLocale(a.locale);
    const text = smsText('trainingReminder', locale, s.params(locale));
    await deps.sms.send({ phone: a.phone, purpose: 'notice', text });
  }
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
  return async () => {
    for (const s of sent)
      await textReminder(deps, s).catch((err) =>
        console.error(`[sms] training reminder to enterprise ${s.enterpriseId} failed`, err),
      );
  };
}
