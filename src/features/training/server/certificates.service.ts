/**
 * Training certificates: once a training has ended, everyone present gets one. Without sessions,
 * present is marked so by the desk, or checked in at the door and not marked absent; with
 * required sessions, it is checked in to every one of them and not marked absent (the desk's
 * "present" does not stand in for a session nobody saw them at). Each has a code in the
 * member certificates' alphabet, which anyone may check; issuing again adds only the missing.
 */
import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  CODE_ALPHABET,
  CODE_LENGTH,
  groupCode,
  normalizeCode,
} from '#features/certificates/contract/certificate-code.ts';
import type { Db } from '#server/db/client.ts';
import { enterprises } from '#server/auth/tables.ts';
import { trainings } from '#features/content/server/tables.ts';
import {
  trainingAttendance as A,
  trainingCertificates as Cert,
  trainingCheckins as C,
  trainingRegistrations as R,
} from './tables.ts';
import { badRequest, notFound } from '#server/http/errors.ts';
import { day } from '#server/text/localize.ts';
import { sessionsOf } from './sessions.service.ts';
import { sessionsCounted } from '../contract/sessions.contract.ts';

const newCode = () =>
  groupCode(
    Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join(
      '',
    ),
  );

const key = (x: { registrationId: number; attendee: number }) =>
  `${x.registrationId}/${x.attendee}`;

/** The confirmed people of a training who were there, with their names and units. */
async function presentPeople(db: Db, trainingId: number) {
  const regs = await db
    .select({ r: R, unitName: enterprises.unitName })
    .from(R)
    .innerJoin(enterprises, eq(enterprises.id, R.enterpriseId))
    .where(and(eq(R.trainingId, trainingId), eq(R.status, 'passed')))
    .orderBy(asc(enterprises.unitName), asc(R.id));
  const ids = regs.map(({ r }) => r.id);
  if (ids.length === 0) return [];
  const [marks, door, sessions] = await Promise.all([
    db.select().from(A).where(inArray(A.registrationId, ids)),
    db.select().from(C).where(inArray(C.registrationId, ids)),
    sessionsOf(db, trainingId),
  ]);
  const marked = new Map(marks.map((m) => [key(m), m.attended]));
  const checkedIn = new Set(door.map(key));
  const atSession = new Set(
    door.flatMap((c) => sessionsCounted(sessions, c).map((id) => `${key(c)}/${id}`)),
  );
  const required = sessions.filter((s) => s.required);
  const present = (p: { registrationId: number; attendee: number }) =>
    required.length === 0
      ? (marked.get(key(p)) ?? checkedIn.has(key(p)))
      : marked.get(key(p)) !== false && required.every((s) => atSession.has(`${key(p)}/${s.id}`));
  return regs.flatMap(({ r, unitName }) =>
    (Array.isArray(r.data.attendees) ? (r.data.attendees as { name?: unknown }[]) : [])
      .map((p, attendee) => ({
        registrationId: r.id,
        attendee,
        name: typeof p.name === 'string' ? p.name : '',
        unitName,
      }))
      .filter(present),
  );
}

/** Issues the missing certificates of an ended training; answers how many it holds now. */
export async function issueCertificates(db: Db, trainingId: number, today: string) {
  const [t] = await db.select().from(trainings).where(eq(trainings.id, trainingId));
  if (!t) throw notFound();
  if (today < (day(t.endDate) ?? '')) throw badRequest('error.trainingCertificate.notEnded');
  const present = await presentPeople(db, trainingId);
  if (present.length)
    await db
      .insert(Cert)
      .values(present.map((p) => ({ ...p, code: newCode(), trainingId, issuedOn: today })))
      .onConflictDoNothing();
  const held = await db
    .select({ code: Cert.code })
    .from(Cert)
    .where(eq(Cert.trainingId, trainingId));
  return { issued: held.length, present: present.length };
}

export interface TrainingCertificate {
  code: string;
  name: string;
  unitName: string;
  title: string;
  titleEn: string | null;
  startDate: string;
  endDate: string;
  issuedOn: string;
}

async function certificatesWhere(db: Db, where: ReturnType<typeof and>) {
  const rows = await db
    .select({ c: Cert, t: trainings })
    .from(Cert)
    .innerJoin(trainings, eq(trainings.id, Cert.trainingId))
    .innerJoin(R, eq(R.id, Cert.registrationId))
    .where(where)
    .orderBy(asc(Cert.unitName), asc(Cert.registrationId), asc(Cert.attendee));
  return rows.map(
    ({ c, t }): TrainingCertificate => ({
      code: c.code,
      name: c.name,
      unitName: c.unitName,
      title: t.title,
      titleEn: t.titleEn,
      startDate: day(t.startDate) ?? '',
      endDate: day(t.endDate) ?? '',
      issuedOn: day(c.issuedOn) ?? '',
    }),
  );
}

/** The unit's certificates for one of its registrations; another unit's looks missing. */
export async function unitCertificates(db: Db, enterpriseId: number, registrationId: number) {
  const found = await certificatesWhere(
    db,
    and(eq(Cert.registrationId, registrationId), eq(R.enterpriseId, enterpriseId)),
  );
  if (found.length === 0) throw notFound('error.trainingCertificate.none');
  return found;
}

export const trainingCertificates = (db: Db, trainingId: number) =>
  certificatesWhere(db, and(eq(Cert.trainingId, trainingId)));

/**
 * The public check: a known code is valid while its registration stands (a registration or a
 * unit erased takes its certificates with it: the code is then unknown).
 */
export async function verifyTrainingCertificate(db: Db, typed: string) {
  const code = normalizeCode(typed);
  if (!code) throw notFound('error.certificate.unknown');
  const [found] = await certificatesWhere(db, and(eq(Cert.code, code), eq(R.status, 'passed')));
  if (!found) throw notFound('error.certificate.unknown');
  return { state: 'valid' as const, ...found };
}
