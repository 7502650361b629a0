/** What an approved request does: a change rewrites the unit's information; a transfer moves the membership. */
import { and, eq, ne, sql } from 'drizzle-orm';
import { AUDIT_STATUS } from '#shared/constants.ts';
import type { Db, Tx } from '../db/client.ts';
import { enterpriseProfiles, enterprises, users } from '../db/schema/index.ts';
import { badRequest } from '../http/errors.ts';
import { setMembership } from '../membership/member-status.ts';

/** The target of a transfer: registered, passed, not a member, not the source. */
export async function transferTarget(db: Pick<Db, 'select'>, sourceId: number, name: string) {
  const [target] = await db
    .select()
    .from(enterprises)
    .where(and(eq(enterprises.unitName, name.trim()), ne(enterprises.id, sourceId)));
  if (!target || target.auditStatus !== AUDIT_STATUS.passed || target.isMember)
    throw badRequest('error.transfer.target', [
      { field: 'targetUnit', key: 'error.transfer.target' },
    ]);
  return target;
}

export async function applyChange(tx: Tx, enterpriseId: number, data: Record<string, unknown>) {
  const unitName = String(data.unitName ?? '');
  if (unitName) {
    const [taken] = await tx
      .select({ id: enterprises.id })
      .from(enterprises)
      .where(and(eq(enterprises.unitName, unitName), ne(enterprises.id, enterpriseId)));
    const [account] = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          sql`lower(${users.userName}) = lower(${unitName})`,
          sql`${users.enterpriseId} is distinct from ${enterpriseId}`,
        ),
      );
    if (taken || account) throw badRequest('error.change.unitNameTaken');
    const [before] = await tx
      .select({ name: enterprises.unitName })
      .from(enterprises)
      .where(eq(enterprises.id, enterpriseId));
    await tx.update(enterprises).set({ unitName }).where(eq(enterprises.id, enterpriseId));
    // The unit logs in with its name: the account named after the old name follows it.
    await tx
      .update(users)
      .set({ userName: unitName, nickName: unitName })
      .where(and(eq(users.enterpriseId, enterpriseId), eq(users.userName, before!.name)));
  }
  const [profile] = await tx
    .select()
    .from(enterpriseProfiles)
    .where(eq(enterpriseProfiles.enterpriseId, enterpriseId));
  if (!profile) return;
  const changed = Object.fromEntries(
    ['legalRepresentative', 'enterpriseContact', 'phone', 'address']
      .filter((k) => data[k])
      .map((k) => [k, data[k]]),
  );
  await tx
    .update(enterpriseProfiles)
    .set({
      data: { ...profile.data, ...changed },
      version: profile.version + 1,
      updatedAt: new Date(),
    })
    .where(eq(enterpriseProfiles.enterpriseId, enterpriseId));
}

export async function applyTransfer(tx: Tx, sourceId: number, data: Record<string, unknown>) {
  const target = await transferTarget(tx, sourceId, String(data.targetUnit));
  await setMembership(tx, sourceId, false);
  await setMembership(tx, target.id, true);
  return target;
}
