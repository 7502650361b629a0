/** Being a member: the enterprise flag and the member role of each of its accounts move together. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { enterprises, roles, userRoles, users } from '../db/schema/index.ts';

export async function setMembership(db: Tx, enterpriseId: number, isMember: boolean) {
  await db.update(enterprises).set({ isMember }).where(eq(enterprises.id, enterpriseId));
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
