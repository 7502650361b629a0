/**
 * Member certificates: one per term, found by a code printed on it. Anyone may ask whether a
 * code is good: the unit must still be a member and the term the certificate names not over.
 */
import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { CertificateState } from '#shared/vocabulary.ts';
import {
  CODE_ALPHABET,
  CODE_LENGTH,
  groupCode,
  normalizeCode,
} from '../contract/certificate-code.ts';
import type { Db } from '#server/db/client.ts';
import { enterprises } from '#server/auth/tables.ts';
import { memberCertificates } from './tables.ts';
import { termStatus } from '#features/membership/server/public.ts';
import { day } from '#server/text/localize.ts';
import { forbidden, notFound } from '#server/http/errors.ts';

export type Certificate = typeof memberCertificates.$inferSelect;

const newCode = () =>
  groupCode(
    Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join(
      '',
    ),
  );

/**
 * The certificate of the member's current term, issued the first time it is asked for. A unit
 * renamed since gets it reissued in its current name (same code, so a copy already handed out
 * still checks, now showing the name the unit has).
 */
export async function certificateOf(
  db: Db,
  enterpriseId: number,
  today: string,
): Promise<Certificate> {
  const status = await termStatus(db, enterpriseId, today);
  // Past its term (in the grace or lapsed) a unit has nothing to certify until it renews.
  if (status.standing !== 'member' || !status.until) throw forbidden('error.certificate.notMember');
  const until = status.until;
  const mine = and(
    eq(memberCertificates.enterpriseId, enterpriseId),
    eq(memberCertificates.validUntil, until),
  );
  const [unit] = await db
    .select({ unitName: enterprises.unitName, taxId: enterprises.taxId })
    .from(enterprises)
    .where(eq(enterprises.id, enterpriseId));
  if (!unit) throw notFound();
  const [held] = await db.select().from(memberCertificates).where(mine);
  if (held?.unitName === unit.unitName && held.taxId === unit.taxId) return held;
  if (held) {
    const [reissued] = await db
      .update(memberCertificates)
      .set({ ...unit, issuedOn: today })
      .where(eq(memberCertificates.code, held.code))
      .returning();
    if (!reissued) throw new Error('the certificate was not reissued');
    return reissued;
  }
  // Two clicks at once both insert; the term's unique index keeps one, which both then read.
  await db
    .insert(memberCertificates)
    .values({ code: newCode(), enterpriseId, ...unit, validUntil: until, issuedOn: today })
    .onConflictDoNothing();
  const [issued] = await db.select().from(memberCertificates).where(mine);
  if (!issued) throw new Error('the certificate was not written');
  return issued;
}

/** What the check shows; nothing about a unit that was erased. */
export interface Verification {
  state: CertificateState;
  unitName: string | null;
  taxId: string | null;
  validUntil: string | null;
  issuedOn: string | null;
}

/**
 * What the public check answers for a code; an unknown code is not found. The certificate of a
 * unit erased at its request is only void: its name and tax ID are nobody's to read any more.
 */
export async function verifyCertificate(
  db: Db,
  typed: string,
  today: string,
): Promise<Verification> {
  const code = normalizeCode(typed);
  if (!code) throw notFound('error.certificate.unknown');
  const [row] = await db
    .select({
      unitName: memberCertificates.unitName,
      taxId: memberCertificates.taxId,
      validUntil: memberCertificates.validUntil,
      issuedOn: memberCertificates.issuedOn,
      isMember: enterprises.isMember,
      erasedAt: enterprises.erasedAt,
    })
    .from(memberCertificates)
    .innerJoin(enterprises, eq(enterprises.id, memberCertificates.enterpriseId))
    .where(eq(memberCertificates.code, code));
  if (!row) throw notFound('error.certificate.unknown');
  if (row.erasedAt)
    return { state: 'void', unitName: null, taxId: null, validUntil: null, issuedOn: null };
  const validUntil = day(row.validUntil) ?? '';
  const state: CertificateState = !row.isMember
    ? 'revoked'
    : validUntil < today
      ? 'expired'
      : 'valid';
  return {
    state,
    unitName: row.unitName,
    taxId: row.taxId,
    validUntil,
    issuedOn: day(row.issuedOn) ?? '',
  };
}
