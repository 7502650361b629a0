/** What an approved request does: a change rewrites the unit's information; a transfer moves the membership. */
import { and, eq, ne, sql } from 'drizzle-orm';
import { AUDIT_STATUS } from '#shared/constants.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { enterpriseProfiles } from '#features/profile/server/tables.ts';
import { enterprises, users } from '#server/auth/tables.ts';
import { memberUnits } from '#features/content/server/tables.ts';
import { badRequest } from '#server/http/errors.ts';
import { beijingToday } from '#shared/format.ts';
import { bumpVersion } from '#server/site/content-version.ts';
import { reindexMemberEntry } from '#features/content/server/public.ts';
import { day } from '#server/text/localize.ts';
import { claimedBy } from '#features/registration/server/public.ts';

/**
 * Makes a unit a member to a day, or ends its membership: membership's `setMembership`, passed in
 * where the routes are put together, since membership reads the transfers this feature keeps.
 */
export type SetMembership = (
  tx: Tx,
  enterpriseId: number,
  change: { isMember: boolean; until?: string | undefined; today: string; at?: number | undefined },
) => Promise<boolean>;

/** Fields of the enterprise information a change request may rewrite. */
export const PROFILE_CHANGE_FIELDS = [
  'legalRepresentative',
  'enterpriseContact',
  'phone',
  'address',
] as const;

const refuseTarget = () =>
  badRequest('error.transfer.target', [{ field: 'targetUnit', key: 'error.transfer.target' }]);

/** The target of a transfer, named by the member: a passed unit, not a member, not the source. */
export async function transferTarget(db: Pick<Db, 'select'>, sourceId: number, name: string) {
  const [target] = await db
    .select()
    .from(enterprises)
    .where(
      and(
        sql`lower(${enterprises.unitName}) = lower(${name.trim()})`,
        eq(enterprises.auditStatus, AUDIT_STATUS.passed),
        ne(enterprises.id, sourceId),
      ),
    );
  if (!target || target.isMember) throw refuseTarget();
  return target;
}

/** Applies a change; a new name is answered with the unit's new name and its tax ID. */
export async function applyChange(
  tx: Tx,
  enterpriseId: number,
  data: Record<string, unknown>,
  now: number,
): Promise<{ name: string; taxId: string } | undefined> {
  const unitName = String(data.unitName ?? '');
  const renamed = unitName ? await rename(tx, enterpriseId, unitName, now) : undefined;
  const changed = Object.fromEntries(
    PROFILE_CHANGE_FIELDS.filter((k) => data[k]).map((k) => [k, data[k]]),
  );
  if (Object.keys(changed).length === 0) return renamed;
  const [profile] = await tx
    .select()
    .from(enterpriseProfiles)
    .where(eq(enterpriseProfiles.enterpriseId, enterpriseId));
  // Refused rather than dropped: the step rolls back and the reviewer is told why.
  if (!profile) throw badRequest('error.change.profileMissing');
  await tx
    .update(enterpriseProfiles)
    .set({
      data: { ...profile.data, ...changed },
      version: profile.version + 1,
      updatedAt: new Date(now),
    })
    .where(eq(enterpriseProfiles.enterpriseId, enterpriseId));
  return renamed;
}

/**
 * A new unit name: the account named after the old one and the directory entry follow it. The tax
 * ID and the registered mobile still sign the unit in, whatever its name.
 */
async function rename(tx: Tx, enterpriseId: number, unitName: string, now: number) {
  if (await claimedBy(tx, { unitName, except: enterpriseId }))
    throw badRequest('error.change.unitNameTaken');
  const [before] = await tx
    .select({ name: enterprises.unitName, taxId: enterprises.taxId })
    .from(enterprises)
    .where(eq(enterprises.id, enterpriseId));
  await tx.update(enterprises).set({ unitName }).where(eq(enterprises.id, enterpriseId));
  if (before)
    await tx
      .update(users)
      .set({ userName: unitName, nickName: unitName })
      .where(
        and(
          eq(users.enterpriseId, enterpriseId),
          sql`lower(${users.userName}) = lower(${before.name})`,
        ),
      );
  const shown = await tx
    .update(memberUnits)
    .set({ unitName, updatedAt: new Date(now) })
    .where(eq(memberUnits.enterpriseId, enterpriseId))
    .returning({ status: memberUnits.status });
  // Readers see the new name in the public members table: its version moves with the rename.
  if (shown.some((e) => e.status === 'published')) await bumpVersion(tx, now);
  await reindexMemberEntry(tx, enterpriseId);
  return { name: unitName, taxId: before?.taxId ?? '' };
}

/** Moves the membership to the unit chosen when the request was filed, if it still may take it. */
export async function applyTransfer(
  tx: Tx,
  sourceId: number,
  data: Record<string, unknown>,
  now: number,
  setMembership: SetMembership,
) {
  const today = beijingToday(now);
  const targetId = Number(data.targetEnterpriseId);
  const [target] = Number.isInteger(targetId)
    ? await tx.select().from(enterprises).where(eq(enterprises.id, targetId))
    : [];
  if (
    !target ||
    target.auditStatus !== AUDIT_STATUS.passed ||
    target.isMember ||
    target.id === sourceId
  )
    throw refuseTarget();
  // The membership moves with its term: the target is a member until the source would have been.
  const [source] = await tx
    .select({ until: enterprises.memberUntil, isMember: enterprises.isMember })
    .from(enterprises)
    .where(eq(enterprises.id, sourceId));
  // A source that lapsed while its request waited has no membership left to give.
  if (!source?.isMember) throw badRequest('error.transfer.sourceNotMember');
  await setMembership(tx, sourceId, { isMember: false, today });
  await setMembership(tx, target.id, {
    isMember: true,
    until: day(source.until) ?? undefined,
    today,
    at: now,
  });
  return target;
}
