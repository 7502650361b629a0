/**
 * Being a member: the enterprise flag, the member role of each of its accounts and the unit's entry
 * in the public members table move together, so the lists readers see follow real memberships.
 * When the public table changes, the content version moves in the same transaction; the caller
 * tells the builder (MEMBERS_TABLE) once it has committed.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { enterprises, roles, userRoles, users } from '#server/auth/tables.ts';
import { memberUnits } from '#features/content/server/tables.ts';
import { bumpVersion } from '#server/site/content-version.ts';
import { reindexMemberEntry } from '#features/content/server/public.ts';

export interface MembershipChange {
  isMember: boolean;
  /** The last day of the term, for a member (a lapsed unit keeps its date as the day it ran out). */
  until?: string | undefined;
  /** Beijing's date today (YYYY-MM-DD): a new member's year in the public table is this one's. */
  today: string;
  /** The moment, where the caller has it; else a new membership starts with Beijing's day. */
  at?: number | undefined;
}

/**
 * Makes a unit a member (with the last day of its term) or ends its membership. Answers whether
 * the public members table changed.
 */
export async function setMembership(
  db: Tx,
  enterpriseId: number,
  { isMember, until, today, at }: MembershipChange,
): Promise<boolean> {
  // A unit that becomes a member again starts a new membership; one that stays keeps its date.
  // On the product's clock, as the report obligations that count from it read today.
  const start = at === undefined ? new Date(`${today}T00:00:00+08:00`) : new Date(at);
  const since = sql`case when ${enterprises.isMember} then ${enterprises.memberSince} else ${start.toISOString()}::timestamptz end`;
  await db
    .update(enterprises)
    .set(
      isMember
        ? { isMember, memberSince: since, ...(until ? { memberUntil: until } : {}) }
        : { isMember },
    )
    .where(eq(enterprises.id, enterpriseId));
  const listed = await syncDirectoryEntry(db, enterpriseId, isMember, today);
  if (listed) {
    await bumpVersion(db);
    await reindexMemberEntry(db, enterpriseId);
  }
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.roleKey, 'member'));
  if (!role) return listed;
  const accounts = (
    await db.select({ id: users.id }).from(users).where(eq(users.enterpriseId, enterpriseId))
  ).map((a) => a.id);
  if (accounts.length === 0) return listed;
  if (isMember)
    await db
      .insert(userRoles)
      .values(accounts.map((userId) => ({ userId, roleId: role.id })))
      .onConflictDoNothing();
  else
    await db
      .delete(userRoles)
      .where(and(eq(userRoles.roleId, role.id), inArray(userRoles.userId, accounts)));
  return listed;
}

/**
 * A new member gets its entry, linked by id (never matched by name); a unit that stops being one
 * keeps its entry unpublished, with the level and English name staff gave it, for its return.
 * Answers whether what readers see changed (an entry shown, hidden or renamed).
 */
async function syncDirectoryEntry(
  db: Tx,
  enterpriseId: number,
  isMember: boolean,
  today: string,
): Promise<boolean> {
  const [entry] = await db
    .select({ id: memberUnits.id, status: memberUnits.status, unitName: memberUnits.unitName })
    .from(memberUnits)
    .where(eq(memberUnits.enterpriseId, enterpriseId));
  if (!isMember) {
    if (entry?.status !== 'published') return false;
    await db
      .update(memberUnits)
      .set({ status: 'draft', updatedAt: sql`now()` })
      .where(eq(memberUnits.id, entry.id));
    return true;
  }
  const [unit] = await db
    .select({ unitName: enterprises.unitName })
    .from(enterprises)
    .where(eq(enterprises.id, enterpriseId));
  if (!unit) return false;
  if (entry) {
    if (entry.status === 'published' && entry.unitName === unit.unitName) return false;
    await db
      .update(memberUnits)
      .set({ status: 'published', unitName: unit.unitName, updatedAt: sql`now()` })
      .where(eq(memberUnits.id, entry.id));
    return true;
  }
  await db.insert(memberUnits).values({
    unitName: unit.unitName,
    enterpriseId,
    level: 'member',
    joinedYear: Number(today.slice(0, 4)),
    sort: 1000,
    status: 'published',
  });
  return true;
}
