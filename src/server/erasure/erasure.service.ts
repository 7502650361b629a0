/**
 * Erasing a unit at its request, in one transaction (see erasure.plan.ts for what goes and what
 * stays). Its accounts remain as closed, nameless rows, so the workflow history and the audit
 * trail still say which account acted; nobody can sign in to them again.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNotNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import * as T from '../db/schema/index.ts';
import { hashPassword } from '../auth/passwords.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import type { FileStorage } from '../files/storage.ts';
import { tableNamed } from '../mydata/unit-tables.ts';
import { ERASURE_PLAN } from './erasure.plan.ts';
import { REPORT_HEADER_FIELDS } from '#shared/reports.ts';
import { AUDIT_STATUS } from '#shared/constants.ts';

/** The name an erased unit goes by wherever a kept record shows it, in both languages. */
export const erasedName = (id: number) => `已删除的单位 Erased unit #${id}`;

export interface ErasureResult {
  accounts: number;
  filesRemoved: number;
  /** Rows removed, per table. */
  removed: Record<string, number>;
  /** Rows kept as the law asks, per table. */
  kept: Record<string, number>;
  /** Whether the unit was listed on the public site (its pages must be rebuilt). */
  wasListed: boolean;
}

export async function eraseUnit(
  db: Db,
  storage: FileStorage,
  input: { enterpriseId: number; confirmTaxId: string; now: Date },
): Promise<ErasureResult> {
  const id = input.enterpriseId;
  const [unit] = await db.select().from(T.enterprises).where(eq(T.enterprises.id, id));
  if (!unit) throw notFound();
  if (unit.erasedAt) throw conflict('erase.already');
  if (input.confirmTaxId.trim().toUpperCase() !== unit.taxId.toUpperCase())
    throw badRequest('erase.confirmMismatch', [
      { field: 'confirmTaxId', key: 'erase.confirmMismatch' },
    ]);
  // Hashed before the transaction: a closed account's password is one nobody knows.
  const closedHash = await hashPassword(randomBytes(24).toString('base64url'));
  const removedFiles: string[] = [];
  const result = await db.transaction(async (tx) => {
    // Two staff erasing at once: the second waits here, then finds it done.
    const [locked] = await tx
      .select({ erasedAt: T.enterprises.erasedAt })
      .from(T.enterprises)
      .where(eq(T.enterprises.id, id))
      .for('update');
    if (locked?.erasedAt) throw conflict('erase.already');
    const users = await tx
      .select({ id: T.users.id, phone: T.users.phone })
      .from(T.users)
      .where(eq(T.users.enterpriseId, id));
    const userIds = users.map((u) => u.id);
    const phones = users.flatMap((u) => (u.phone ? [u.phone] : []));
    const removed: Record<string, number> = {};
    const anyUser = (column: AnyPgColumn) =>
      userIds.length ? inArray(column, userIds) : sql`false`;

    // Files the unit's accounts uploaded, but for the remittance receipts kept payments show.
    const keptFiles = await tx
      .select({ id: T.feePayments.receiptFileId })
      .from(T.feePayments)
      .where(and(eq(T.feePayments.enterpriseId, id), isNotNull(T.feePayments.receiptFileId)));
    const keep = keptFiles.map((f) => f.id!);
    const wasListed =
      (await tx.select().from(T.memberUnits).where(eq(T.memberUnits.enterpriseId, id))).length > 0;

    const byUnit = (table: { enterpriseId: AnyPgColumn }) => eq(table.enterpriseId, id);
    // How each table the plan deletes from finds the unit's rows. Attendance goes with its
    // registration (the foreign key cascades); files are taken last, once nothing points at them.
    const rowsOf: Record<string, SQL | undefined> = {
      complaint: or(byUnit(T.complaints), anyUser(T.complaints.userId)),
      manuscript: byUnit(T.manuscripts),
      member_request: byUnit(T.memberRequests),
      member_reminder: byUnit(T.memberReminders),
      stat_reminder: byUnit(T.statReminders),
      member_unit: byUnit(T.memberUnits),
      training_registration: byUnit(T.trainingRegistrations),
      enterprise_profile: byUnit(T.enterpriseProfiles),
      sys_notice: anyUser(T.notices.receiverId),
      sys_notice_read: anyUser(T.noticeReads.userId),
      auth_session: anyUser(T.sessions.userId),
      auth_reset_ticket: anyUser(T.resetTickets.userId),
      login_log: anyUser(T.loginLog.userId),
      sys_user_role: anyUser(T.userRoles.userId),
    };
    for (const [name, what] of Object.entries(ERASURE_PLAN)) {
      if (what !== 'delete' || name === 'training_attendance' || name === 'stored_file') continue;
      const where = rowsOf[name];
      if (!where) throw new Error(`the erasure plan deletes from ${name}, but not which rows`);
      removed[name] = (await tx.delete(tableNamed(name)).where(where).returning()).length;
    }
    if (phones.length) await tx.delete(T.smsCodes).where(inArray(T.smsCodes.phone, phones));
    const files = await tx
      .delete(T.files)
      .where(
        and(anyUser(T.files.ownerUserId), keep.length ? notInArray(T.files.id, keep) : undefined),
      )
      .returning({ storedName: T.files.storedName });
    removed.stored_file = files.length;
    removedFiles.push(...files.map((f) => f.storedName));
    // Bytes kept in the database go with their rows; a folder's are removed after the commit.
    if (removedFiles.length)
      await tx.delete(T.fileContents).where(inArray(T.fileContents.storedName, removedFiles));

    // The people a report names; its figures stay in the industry's totals.
    const blankHeader = Object.fromEntries(
      REPORT_HEADER_FIELDS.filter((f) => f !== 'reportDate').map((f) => [f, '']),
    );
    await tx
      .update(T.reports)
      .set({
        header: sql`${T.reports.header} || ${JSON.stringify(blankHeader)}::jsonb`,
        explanation: null,
      })
      .where(eq(T.reports.enterpriseId, id));
    for (const userId of userIds)
      await tx
        .update(T.users)
        .set({
          userName: `erased-${userId}`,
          nickName: '',
          phone: null,
          email: null,
          avatar: '',
          status: '1',
          passwordHash: closedHash,
        })
        .where(eq(T.users.id, userId));
    await tx
      .update(T.enterprises)
      .set({
        unitName: erasedName(id),
        contactPerson: '',
        email: '',
        phone: '',
        auditStatus: AUDIT_STATUS.voided,
        rejectReason: null,
        isMember: false,
        erasedAt: input.now,
      })
      .where(eq(T.enterprises.id, id));
    const kept: Record<string, number> = {};
    for (const [name, table] of [
      ['membership_application', T.applications],
      ['fee_payment', T.feePayments],
      ['fee_receipt', T.feeReceipts],
      ['member_certificate', T.memberCertificates],
      ['stat_report', T.reports],
    ] as const) {
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
        .where(eq(table.enterpriseId, id));
      kept[name] = row?.n ?? 0;
    }
    return { accounts: userIds.length, filesRemoved: files.length, removed, kept, wasListed };
  });
  // A folder's files go once their rows are gone for good.
  for (const name of removedFiles) await storage.remove(name);
  return result;
}
