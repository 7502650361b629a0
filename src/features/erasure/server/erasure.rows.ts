/** Which rows of each table are one unit's: the unit's own, or its accounts'. */
import { and, eq, inArray, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client.ts';
import * as T from '#features/tables.ts';
import { accountsOf } from '#features/my-data/server/public.ts';
import type { UnitTable } from './erasure.plan.ts';

export interface UnitRows {
  userIds: number[];
  /** The rows of each table the plan deletes from or blanks. */
  where: Partial<Record<UnitTable, SQL>>;
}

/**
 * Files a kept payment shows (the remittance receipt of a joining fee or of a year's fee): the
 * accounting record keeps its evidence.
 */
async function keptFiles(tx: Db, id: number): Promise<string[]> {
  const fees = await tx
    .select({ id: T.feePayments.receiptFileId })
    .from(T.feePayments)
    .where(eq(T.feePayments.enterpriseId, id));
  const applications = await tx
    .select({ payment: T.applications.payment })
    .from(T.applications)
    .where(eq(T.applications.enterpriseId, id));
  const named = applications.flatMap(({ payment }) =>
    Object.values(payment ?? {}).filter((v): v is string => typeof v === 'string'),
  );
  return [...fees.flatMap((f) => (f.id ? [f.id] : [])), ...named];
}

export async function unitRows(tx: Db, id: number): Promise<UnitRows> {
  const accounts = await accountsOf(tx, id);
  const userIds = accounts.map((u) => u.id);
  const anyUser = (column: AnyPgColumn) => (userIds.length ? inArray(column, userIds) : sql`false`);
  const byUnit = (table: { enterpriseId: AnyPgColumn }) => eq(table.enterpriseId, id);
  const keep = await keptFiles(tx, id);
  return {
    userIds,
    where: {
      complaint: or(byUnit(T.complaints), anyUser(T.complaints.userId))!,
      manuscript: byUnit(T.manuscripts),
      member_request: byUnit(T.memberRequests),
      member_reminder: byUnit(T.memberReminders),
      stat_reminder: byUnit(T.statReminders),
      member_unit: byUnit(T.memberUnits),
      training_registration: byUnit(T.trainingRegistrations),
      enterprise_profile: byUnit(T.enterpriseProfiles),
      // A named survey's answers carry the unit; an anonymous one's carry no unit, so stay.
      survey_response: byUnit(T.surveyResponses),
      sys_notice: anyUser(T.notices.receiverId),
      sys_notice_read: anyUser(T.noticeReads.userId),
      mail_opt_out: anyUser(T.mailOptOuts.userId),
      privacy_consent: anyUser(T.privacyConsents.userId),
      auth_session: anyUser(T.sessions.userId),
      auth_reset_ticket: anyUser(T.resetTickets.userId),
      auth_password_history: anyUser(T.passwordHistory.userId),
      login_log: anyUser(T.loginLog.userId),
      sys_user_role: anyUser(T.userRoles.userId),
      stored_file: and(
        anyUser(T.files.ownerUserId),
        keep.length ? notInArray(T.files.id, keep) : undefined,
      )!,
    },
  };
}
