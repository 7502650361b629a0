/**
 * Who may hand out what. The administrator may grant anything. Below it, nobody grants a
 * permission that governs the house itself (accounts, roles, sessions, the audit trail,
 * dictionaries, configuration), nor one they do not hold themselves, nor changes a role they hold:
 * a role manager could otherwise widen its own role until it could erase a unit or read any file.
 */
import { inArray } from 'drizzle-orm';
import { ALL_PERMISSION, SUPER_ROLE } from '#shared/constants.ts';
import { dutiesOf, governs } from '#shared/permissions.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { rolePermissions } from '#server/auth/tables.ts';
import { badRequest, forbidden } from '#server/http/errors.ts';

/** Roles that belong to enterprises: a staff account never carries them. */
export const ENTERPRISE_ROLES: readonly string[] = ['member', 'enterprise'];

export interface Caller {
  userId: number;
  roles: readonly string[];
  permissions: readonly string[];
}

export const isAdmin = (c: Caller) => c.roles.includes(SUPER_ROLE);

/** Below the administrator, nobody grants a governing permission. */
export function mayGrant(caller: Caller, permissions: readonly string[]): boolean {
  return isAdmin(caller) || !governs(permissions);
}

/** Refused unless the caller may grant each of `added`: not governing, and one it holds. */
export function assertMayAdd(caller: Caller, added: readonly string[]) {
  if (isAdmin(caller) || caller.permissions.includes(ALL_PERMISSION)) return;
  if (!mayGrant(caller, added)) throw forbidden('error.staff.adminOnly');
  if (added.some((p) => !caller.permissions.includes(p))) throw forbidden('error.staff.notYours');
}

/** The permissions a set of roles carries. */
export async function permissionsOf(db: Db | Tx, roleIds: number[]): Promise<string[]> {
  if (roleIds.length === 0) return [];
  const rows = await db
    .select({ p: rolePermissions.permission })
    .from(rolePermissions)
    .where(inArray(rolePermissions.roleId, roleIds));
  return rows.map((r) => r.p);
}

/**
 * Three separate duties (三员分立): no role, and no account through its roles, reaches into two of
 * the system, security and audit administrators' duties, whoever asks, the administrator too. Only
 * the installation's own administrator role (everything, by `*:*:*`) stands outside, kept for
 * emergencies once the three are appointed.
 */
export function assertOneDuty(permissions: readonly string[], holder: 'role' | 'account') {
  if (dutiesOf(permissions).length < 2) return;
  const key = holder === 'role' ? 'error.staff.twoDutiesRole' : 'error.staff.twoDutiesAccount';
  throw badRequest(key, [{ field: holder === 'role' ? 'permissions' : 'roleKeys', key }]);
}
