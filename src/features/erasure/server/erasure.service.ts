/**
 * Erasing a unit at its request, in one transaction (see erasure.plan.ts for what goes and what
 * stays). Its accounts remain as closed, nameless rows, so the workflow history and the audit
 * trail still say which account acted; nobody can sign in to them again.
 */
import { bumpVersion } from '#server/site/content-version.ts';
import { randomBytes } from 'node:crypto';
import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { REPORT_HEADER_FIELDS } from '#features/reports/contract/reports.ts';
import { AUDIT_STATUS } from '#shared/constants.ts';
import type { WorkflowSubject } from '#shared/vocabulary.ts';
import type { Db } from '#server/db/client.ts';
import * as T from '#features/tables.ts';
import { hashPassword } from '#server/auth/passwords.ts';
import { badRequest, conflict, notFound } from '#server/http/errors.ts';
import type { FileStorage } from '#server/files/storage.ts';
import { ITEMS_OF, tableNamed } from '#features/my-data/server/public.ts';
import { ERASURE_PLAN, tablesThat, type UnitTable } from './erasure.plan.ts';
import { erasePeople, peopleOf, reclaim, TOUCHED_BY_PEOPLE } from './erasure.people.ts';
import { unitRows } from './erasure.rows.ts';

/** The name an erased unit goes by wherever a kept record shows it, in both languages. */
export const erasedName = (id: number) => `已删除的单位 Erased unit #${id}`;

export interface ErasureResult {
  accounts: number;
  /** Rows removed, per table. */
  removed: Record<string, number>;
  /** Rows kept (some with their people blanked), per table. */
  kept: Record<string, number>;
  /** Whether the unit was listed on the public site (its pages must be rebuilt). */
  wasListed: boolean;
  /** The people's phones, for the messages sent to them that a file outside the database keeps. */
  phones: string[];
  /** And their mail addresses, for the mails an outbox keeps. */
  addresses: string[];
}

const SUBJECT_OF = Object.fromEntries(
  Object.entries(ITEMS_OF).map(([subject, table]) => [table, subject as WorkflowSubject]),
);

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
  const filesToRemove: string[] = [];
  const result = await db.transaction(async (tx) => {
    // Two staff erasing at once: the second waits here, then finds it done.
    const [locked] = await tx
      .select({ erasedAt: T.enterprises.erasedAt })
      .from(T.enterprises)
      .where(eq(T.enterprises.id, id))
      .for('update');
    if (locked?.erasedAt) throw conflict('erase.already');
    const rows = await unitRows(tx, id);
    const removed: Record<string, number> = {};
    const wasListed =
      (await tx.select().from(T.memberUnits).where(rows.where.member_unit)).length > 0;
    const files = await tx
      .select({ storedName: T.files.storedName })
      .from(T.files)
      .where(rows.where.stored_file);
    filesToRemove.push(...files.map((f) => f.storedName));

    for (const name of tablesThat('delete')) {
      const where = rows.where[name];
      if (!where) throw new Error(`the erasure plan deletes from ${name}, but not which rows`);
      const table = tableNamed(name);
      const subject = SUBJECT_OF[name];
      const gone = await tx
        .delete(table)
        .where(where)
        .returning(subject ? { id: getTableColumns(table).id! } : { one: sql<number>`1` });
      removed[name] = gone.length;
      // The review steps of a deleted item go with it: a reply to a complaint quotes it.
      const ids = gone.map((g) => Number((g as { id?: unknown }).id));
      if (subject && ids.length)
        await tx
          .delete(T.workflowLog)
          .where(and(eq(T.workflowLog.subject, subject), inArray(T.workflowLog.subjectId, ids)));
    }
    // Bytes kept in the database go with their rows; a folder's are removed after the commit.
    if (filesToRemove.length)
      await tx.delete(T.fileContents).where(inArray(T.fileContents.storedName, filesToRemove));
    // Read before their rows are blanked: what to look for in the records that outlive them.
    const people = await peopleOf(tx, id);
    await erasePeople(tx, people);
    await blankPeople(tx, id, rows.userIds, closedHash, input.now);
    const kept: Record<string, number> = {};
    for (const name of [...tablesThat('keep'), ...tablesThat('blank')]) {
      const column = getTableColumns(tableNamed(name)).enterpriseId;
      if (!column) continue;
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(tableNamed(name))
        .where(eq(column, id));
      kept[name] = row?.n ?? 0;
    }
    // The public members table showed it: its version moves with the erasure.
    if (wasListed) await bumpVersion(tx, input.now.getTime());
    const addresses = people.texts.filter((t) => t.includes('@'));
    return {
      accounts: rows.userIds.length,
      removed,
      kept,
      wasListed,
      phones: people.phones,
      addresses,
    };
  });
  await reclaim(db, [
    ...Object.keys(ERASURE_PLAN).filter((t) => ERASURE_PLAN[t as UnitTable] !== 'keep'),
    'stored_file_content',
    ...TOUCHED_BY_PEOPLE,
  ]);
  // A folder's files go once their rows are gone for good. One that cannot be removed is said in
  // the log; the erasure itself is done.
  for (const name of filesToRemove)
    await storage.remove(name).catch((err: unknown) => {
      console.error(`[erasure] unit ${id}: file ${name} not removed: ${String(err)}`);
    });
  return result;
}

/** The plan's "blank" tables: the rows stay, the people in them go. */
async function blankPeople(
  tx: Db,
  id: number,
  userIds: number[],
  closedHash: string,
  now: Date,
): Promise<void> {
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
  // A change's explanation is the unit's own words, copied from the report; its filler a person.
  await tx
    .update(T.reportChanges)
    .set({ explanation: null, filler: null })
    .where(
      inArray(
        T.reportChanges.reportId,
        tx.select({ id: T.reports.id }).from(T.reports).where(eq(T.reports.enterpriseId, id)),
      ),
    );
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
      erasedAt: now,
    })
    .where(eq(T.enterprises.id, id));
}
