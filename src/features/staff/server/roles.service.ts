/**
 * Roles and what they allow. The administrator's role holds everything and is never changed; an
 * enterprise's roles carry only what an enterprise may do and stay (the product gives them to new
 * units). A role still held by an account is not deleted: its holders would silently lose work.
 * Below the administrator the rules of `grants.ts` apply to every change.
 */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { SUPER_ROLE } from '#shared/constants.ts';
import { ENTERPRISE_PERMISSIONS } from '#shared/permissions.ts';
import type { roleCreate, roleNames } from '../contract/staff.contract.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { rolePermissions, roles, userRoles } from '#server/auth/tables.ts';
import { badRequest, conflict, forbidden, notFound } from '#server/http/errors.ts';
import { noteChange } from '#server/audit/audit-scope.ts';
import {
  assertMayAdd,
  assertOneDuty,
  type Caller,
  ENTERPRISE_ROLES,
  isAdmin,
  mayGrant,
} from './grants.ts';

export async function listRoles(db: Db) {
  const rows = await db.select().from(roles).orderBy(asc(roles.id));
  const perms = await db.select().from(rolePermissions);
  const holders = await db
    .select({ roleId: userRoles.roleId, n: sql<number>`count(*)::int` })
    .from(userRoles)
    .groupBy(userRoles.roleId);
  return rows.map((r) => ({
    ...r,
    fixed: r.roleKey === SUPER_ROLE,
    forEnterprises: ENTERPRISE_ROLES.includes(r.roleKey),
    permissions: perms
      .filter((p) => p.roleId === r.id)
      .map((p) => p.permission)
      .sort(),
    holders: holders.find((h) => h.roleId === r.id)?.n ?? 0,
  }));
}

async function permissionsHeldBy(tx: Tx, roleId: number) {
  const rows = await tx
    .select({ p: rolePermissions.permission })
    .from(rolePermissions)
    .where(eq(rolePermissions.roleId, roleId));
  return rows.map((r) => r.p).sort();
}

/**
 * The role, locked for this change, once the caller may change it: not the administrator's, not
 * one the caller holds, not one that governs the house unless the caller is the administrator.
 */
async function changeableRole(tx: Tx, id: number, caller: Caller) {
  const [role] = await tx.select().from(roles).where(eq(roles.id, id)).for('update');
  if (!role) throw notFound();
  if (role.roleKey === SUPER_ROLE) throw badRequest('error.staff.fixedRole');
  if (!isAdmin(caller) && caller.roles.includes(role.roleKey))
    throw forbidden('error.staff.ownRole');
  const held = await permissionsHeldBy(tx, id);
  if (!mayGrant(caller, held)) throw forbidden('error.staff.adminOnly');
  return { role, held };
}

/**
 * An account holding the role, with what its other roles carry, would reach two duties with the
 * role's new permissions: refused, as giving it the two roles is.
 */
async function assertHoldersKeepOneDuty(tx: Tx, roleId: number, permissions: string[]) {
  const holders = tx
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(eq(userRoles.roleId, roleId));
  const others = await tx
    .select({ userId: userRoles.userId, p: rolePermissions.permission })
    .from(userRoles)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .where(and(inArray(userRoles.userId, holders), ne(userRoles.roleId, roleId)));
  const byHolder = Map.groupBy(others, (r) => r.userId);
  for (const rows of byHolder.values())
    assertOneDuty([...permissions, ...rows.map((r) => r.p)], 'account');
}

export async function setRolePermissions(
  db: Db,
  id: number,
  permissions: string[],
  caller: Caller,
) {
  await db.transaction(async (tx) => {
    const { role, held: before } = await changeableRole(tx, id, caller);
    // An enterprise's roles carry only what an enterprise may do, whatever is ticked.
    if (
      ENTERPRISE_ROLES.includes(role.roleKey) &&
      permissions.some((p) => !(ENTERPRISE_PERMISSIONS as readonly string[]).includes(p))
    )
      throw badRequest('error.staff.enterpriseRole');
    const unique = [...new Set(permissions)].sort();
    assertMayAdd(
      caller,
      unique.filter((p) => !before.includes(p)),
    );
    assertOneDuty(unique, 'role');
    await assertHoldersKeepOneDuty(tx, id, unique);
    await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, id));
    if (unique.length)
      await tx
        .insert(rolePermissions)
        .values(unique.map((permission) => ({ roleId: id, permission })));
    noteChange({
      subject: 'role',
      id: role.roleKey,
      before: { permissions: before },
      after: { permissions: unique },
    });
  });
}

export async function createRole(db: Db, input: z.infer<typeof roleCreate>, caller: Caller) {
  const unique = [...new Set(input.permissions)].sort();
  assertMayAdd(caller, unique);
  assertOneDuty(unique, 'role');
  return db.transaction(async (tx) => {
    const [exists] = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(eq(roles.roleKey, input.roleKey));
    if (exists)
      throw badRequest('error.staff.roleTaken', [
        { field: 'roleKey', key: 'error.staff.roleTaken' },
      ]);
    const [made] = await tx
      .insert(roles)
      .values({ roleKey: input.roleKey, roleName: input.roleName, roleNameEn: input.roleNameEn })
      .returning({ id: roles.id });
    if (!made) throw conflict('error.workflow.stale');
    if (unique.length)
      await tx
        .insert(rolePermissions)
        .values(unique.map((permission) => ({ roleId: made.id, permission })));
    noteChange({
      subject: 'role',
      id: input.roleKey,
      after: { roleName: input.roleName, roleNameEn: input.roleNameEn, permissions: unique },
    });
    return { id: made.id };
  });
}

/** A role's names in both languages; its key, which the product may name, stays. */
export async function renameRole(
  db: Db,
  id: number,
  input: z.infer<typeof roleNames>,
  caller: Caller,
) {
  await db.transaction(async (tx) => {
    const { role } = await changeableRole(tx, id, caller);
    await tx
      .update(roles)
      .set({ roleName: input.roleName, roleNameEn: input.roleNameEn })
      .where(eq(roles.id, id));
    noteChange({
      subject: 'role',
      id: role.roleKey,
      before: { roleName: role.roleName, roleNameEn: role.roleNameEn },
      after: { roleName: input.roleName, roleNameEn: input.roleNameEn },
    });
  });
}

export async function deleteRole(db: Db, id: number, caller: Caller) {
  await db.transaction(async (tx) => {
    const { role, held } = await changeableRole(tx, id, caller);
    if (ENTERPRISE_ROLES.includes(role.roleKey))
      throw badRequest('error.staff.enterpriseRoleStays');
    const [holders] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(userRoles)
      .where(eq(userRoles.roleId, id));
    if ((holders?.n ?? 0) > 0)
      throw badRequest('error.staff.roleHeld', undefined, { n: holders?.n ?? 0 });
    await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, id));
    await tx.delete(roles).where(eq(roles.id, id));
    noteChange({
      subject: 'role',
      id: role.roleKey,
      before: { roleName: role.roleName, roleNameEn: role.roleNameEn, permissions: held },
    });
  });
}
