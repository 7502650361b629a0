/**
 * E-tickets: one per attendee of a confirmed registration. The QR code says `T1.<nonce>.<mac>`:
 * a random nonce (the ticket row's key) and its HMAC under a key drawn from APP_SECRET. It names
 * nobody by itself; a forged or altered code fails the MAC and is refused without a lookup.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import type { Deps } from '#server/http/context.ts';
import { enterprises } from '#server/auth/tables.ts';
import { trainings } from '#features/content/server/tables.ts';
import { trainingRegistrations as R, trainingTickets as T } from './tables.ts';
import { notFound } from '#server/http/errors.ts';
import { day } from '#server/text/localize.ts';
import { mailAccounts } from '#server/mail/recipients.ts';
import { type Translate, useTranslations } from '#i18n/index.ts';
import type { Locale } from '#shared/constants.ts';
import type { MailTopic } from '#shared/mail-topics.ts';
import { addServerWords } from '#i18n/server.ts';
import { issuerOf } from '#features/fees/server/public.ts';
import { attendeeCount } from './waitlist.service.ts';
import { type Ticket, ticketsPdf } from './tickets.pdf.ts';

addServerWords();

const PART = 16; // base64url characters: 12 bytes of nonce, 12 bytes of MAC
const CODE = /^T1\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{16})$/;

const macOf = (secret: string, nonce: string) =>
  createHmac('sha256', createHmac('sha256', secret).update('training-ticket').digest())
    .update(nonce)
    .digest()
    .subarray(0, 12);

export const signTicket = (secret: string, nonce: string) =>
  `T1.${nonce}.${macOf(secret, nonce).toString('base64url')}`;

/** The nonce of a genuine code; null for anything else (forged, altered, not a ticket). */
export function readTicketCode(secret: string, code: string): string | null {
  const m = CODE.exec(code.trim());
  if (!m?.[1] || !m[2]) return null;
  const given = Buffer.from(m[2], 'base64url');
  const want = macOf(secret, m[1]);
  return given.length === want.length && timingSafeEqual(given, want) ? m[1] : null;
}

const newNonce = () => randomBytes(12).toString('base64url').slice(0, PART);

/** Tickets for every attendee of these confirmed registrations that has none yet. */
export async function ensureTickets(tx: Tx, registrationIds: number[]): Promise<void> {
  if (registrationIds.length === 0) return;
  const regs = await tx
    .select({ id: R.id, data: R.data })
    .from(R)
    .where(and(inArray(R.id, registrationIds), eq(R.status, 'passed')));
  const rows = regs.flatMap((r) =>
    Array.from({ length: attendeeCount(r.data) }, (_, attendee) => ({
      registrationId: r.id,
      attendee,
      nonce: newNonce(),
    })),
  );
  if (rows.length) await tx.insert(T).values(rows).onConflictDoNothing();
}

/** The tickets matching `where`, in list order (units together, people in their order). */
export async function ticketsWhere(db: Tx, secret: string, where: SQL | undefined) {
  const found = await db
    .select({ t: T, r: R, tr: trainings, unitName: enterprises.unitName })
    .from(T)
    .innerJoin(R, eq(R.id, T.registrationId))
    .innerJoin(trainings, eq(trainings.id, R.trainingId))
    .innerJoin(enterprises, eq(enterprises.id, R.enterpriseId))
    .where(and(eq(R.status, 'passed'), where))
    .orderBy(asc(enterprises.unitName), asc(R.id), asc(T.attendee));
  return found.map(({ t, r, tr, unitName }): Ticket => {
    const people = Array.isArray(r.data.attendees)
      ? (r.data.attendees as { name?: unknown }[])
      : [];
    const name = people[t.attendee]?.name;
    return {
      registrationId: r.id,
      attendee: t.attendee,
      enterpriseId: r.enterpriseId,
      trainingId: tr.id,
      name: typeof name === 'string' ? name : '',
      unitName,
      title: tr.title,
      titleEn: tr.titleEn,
      startDate: day(tr.startDate) ?? '',
      endDate: day(tr.endDate) ?? '',
      location: tr.location,
      locationEn: tr.locationEn,
      code: signTicket(secret, t.nonce),
    };
  });
}

/**
 * On confirmation, inside its transaction: the tickets are issued and mailed to the unit as one
 * PDF (a page per attendee), in each reader's language, with the plain-text part.
 */
export async function issueTickets(
  tx: Tx,
  deps: Pick<Deps, 'env'>,
  reg: { id: number; enterpriseId: number },
): Promise<void> {
  await ensureTickets(tx, [reg.id]);
  const tickets = await ticketsWhere(tx, deps.env.APP_SECRET, eq(R.id, reg.id));
  const first = tickets[0];
  if (!first) return;
  await mailTickets(tx, deps, { ...reg, tickets, topic: 'decisions' }, (t, locale) => {
    const title = locale === 'en' && first.titleEn ? first.titleEn : first.title;
    return {
      subject: t('mail.tickets.subject', { title }),
      body: t('mail.tickets.body', { title, count: tickets.length, start: first.startDate }),
    };
  });
}

/**
 * Mails a registration's tickets to its unit as one PDF, in each reader's language: the caller's
 * subject and first paragraph (a confirmation, a reminder), then the names, what to do at the door
 * (one sentence both share), the link and the file.
 */
export async function mailTickets(
  tx: Tx,
  deps: Pick<Deps, 'env'>,
  m: { id: number; enterpriseId: number; tickets: Ticket[]; topic: MailTopic },
  words: (t: Translate, locale: Locale) => { subject: string; body: string },
): Promise<void> {
  const pdf = await ticketsPdf(m.tickets, issuerOf(deps.env));
  await mailAccounts(tx, { enterpriseId: m.enterpriseId }, m.topic, (locale) => {
    const t = useTranslations(locale);
    const { subject, body } = words(t, locale);
    return {
      subject,
      paragraphs: [
        body,
        m.tickets.map((x) => x.name).join(t('mail.tickets.separator')),
        t('mail.tickets.atDoor'),
      ],
      link: { label: t('notice.link.trainings'), path: '/center/trainreg' },
      signature: t('notice.from.secretariat'),
      attachments: [
        {
          filename: `${t('mail.tickets.file')}-${m.id}.pdf`,
          contentType: 'application/pdf',
          content: pdf,
        },
      ],
    };
  });
}

/** The unit's tickets for one of its confirmed registrations; another unit's looks missing. */
export async function unitTickets(
  db: Db,
  secret: string,
  enterpriseId: number,
  registrationId: number,
): Promise<Ticket[]> {
  const mine = and(eq(R.id, registrationId), eq(R.enterpriseId, enterpriseId));
  const [reg] = await db
    .select({ id: R.id })
    .from(R)
    .where(and(mine, eq(R.status, 'passed')));
  if (!reg) throw notFound();
  // Registrations confirmed before tickets existed get theirs on first asking.
  await db.transaction((tx) => ensureTickets(tx, [reg.id]));
  return ticketsWhere(db, secret, mine);
}

/** Every ticket of a training, for the badges; issued first for any confirmed person without. */
export async function trainingTickets(db: Db, secret: string, trainingId: number) {
  const [t] = await db
    .select({ id: trainings.id })
    .from(trainings)
    .where(eq(trainings.id, trainingId));
  if (!t) throw notFound();
  const regs = await db
    .select({ id: R.id })
    .from(R)
    .where(and(eq(R.trainingId, trainingId), eq(R.status, 'passed')));
  await db.transaction((tx) =>
    ensureTickets(
      tx,
      regs.map((r) => r.id),
    ),
  );
  return ticketsWhere(db, secret, eq(R.trainingId, trainingId));
}
