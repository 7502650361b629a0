/**
 * Who is asked: the members in good standing and the council read as a motion's electorate is
 * (on the day the survey opens); "units" is every unit whose registration was approved.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { AUDIT_STATUS } from '#shared/constants.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { enterprises } from '#server/auth/tables.ts';
import { refusalOf, rollOf } from '#features/governance/server/public.ts';
import type { Audience, SurveyRefusal } from '../contract/survey-rules.ts';

type Reader = Pick<Db, 'select'> | Pick<Tx, 'select'>;

/** Why a unit is not asked; null: it is. */
export async function surveyRefusal(
  db: Reader,
  enterpriseId: number,
  audience: Audience,
  day: string,
): Promise<SurveyRefusal | null> {
  if (audience !== 'units')
    return refusalOf(db, enterpriseId, { electorate: audience, recordDate: day });
  const [unit] = await db
    .select({ status: enterprises.auditStatus, erasedAt: enterprises.erasedAt })
    .from(enterprises)
    .where(eq(enterprises.id, enterpriseId));
  if (!unit) return 'notApproved';
  if (unit.erasedAt) return 'erased';
  return unit.status === AUDIT_STATUS.passed ? null : 'notApproved';
}

/** The units asked: read once, when the survey opens. */
export async function surveyRollOf(db: Reader, audience: Audience, day: string) {
  if (audience !== 'units') return rollOf(db, { electorate: audience, recordDate: day });
  const rows = await db
    .select({ id: enterprises.id })
    .from(enterprises)
    .where(and(eq(enterprises.auditStatus, AUDIT_STATUS.passed), isNull(enterprises.erasedAt)));
  return rows.map((r) => r.id);
}
