/**
 * Being a member: the enterprise flag, the member role of each of its accounts and the unit's entry
 * in the public members table move together, so the lists readers see follow real memberships.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { enterprises, memberUnits, roles, userRoles, users } from '../db/schema/index.ts';

/**
 * Makes a unit a member (with the last day of its term) or ends its membership (the term's end
 * stays, as the day it ran out).
 */
export async function setMembership(
  db: Tx,
  enterpriseId: number,
  isMember: boolean,
  until?: string,
) {
  // A unit that becomes a member again starts a new membership; one that stays keeps its date.
  const since = sql`case when ${enterprises.isMember} then ${enterprises.memberSince} else now() end`;
  await db
    .update(enterprises)
    .set(
      isMember
        ? { isMember, memberSince: since, ...(until ? { memberUntil: until } : {}) }
        : { isMember },
    )
    .where(eq(enterprises.id, enterpriseId));
  await syncDirectoryEntry(db, enterpriseId, isMember);
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.roleKey, 'member'));
  if (!role) return;
  const accounts = (
    await db.select({ id: users.id }).from(users).where(eq(users.enterpriseId, enterpriseId))
  ).map((a) => a.id);
  if (accounts.length === 0) return;
  if (isMember)
    await db
      .insert(userRoles)
      .values(accounts.map((userId) => ({ userId, roleId: role.id })))
      .onConflictDoNothing();
  else
    await db
      .delete(userRoles)
      .where(and(eq(userRoles.roleId, role.id), inArray(userRoles.userId, accounts)));
}

/**
 * A new member gets its entry, linked by id (never matched by name); a unit that stops being one
 * keeps its entry unpublished, with the level and English name staff gave it, for its return.
 */
async function syncDirectoryEntry(db: Tx, enterpriseId: number, isMember: boolean) {
  const [entry] = await db
    .select({ id: memberUnits.id })
    .from(memberUnits)
    .where(eq(memberUnits.enterpriseId, enterpriseId));
  if (!isMember) {
    if (entry)
      await db
        .update(memberUnits)
        .set({ status: 'draft', updatedAt: new Date() })
        .where(eq(memberUnits.id, entry.id));
    return;
  }
  const [unit] = await db
    .select({ unitName: enterprises.unitName })
    .from(enterprises)
    .where(eq(enterprises.id, enterpriseId));
  if (!unit) return;
  if (entry)
    await db
      .update(memberUnits)
      .set({ status: 'published', unitName: unit.unitName, updatedAt: new Date() })
      .where(eq(memberUnits.id, entry.id));
  else
    await db.insert(memberUnits).values({
      unitName: unit.unitName,
      enterpriseId,
      level: 'member',
      joinedYear: new Date().getFullYear(),
      sort: 1000,
      status: 'published',
    });
}
