/**
 * Staff accounts and roles. An account is never given a password: it gets a one-time link to
 * set its own (as a forgotten password does), valid for three days; disabling one ends its
 * sessions at once. Granting the administrator role, or system permissions, is the
 * administrator's alone, so a user manager cannot make itself more than it is.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { SUPER_ROLE } from '#shared/constants.ts';
import type { roleCreate, staffCreate, staffUpdate } from '#shared/schemas/staff.ts';
import type { Db, Tx } from '../db/client.ts';
import {
  resetTickets,
  rolePermissions,
  roles,
  sessions,
  userRoles,
  users,
} from '../db/schema/index.ts';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.ts';
import { hashPassword } from '../auth/passwords.ts';
import { newToken, sha256 } from '../auth/tokens.ts';
import { changedFields, noteChange } from '../audit/audit-scope.ts';
import { randomBytes } from 'node:crypto';

const SETUP_TTL_MS = 3 * 24 * 3600_000;
/** Roles that belong to enterprises: a staff account never carries them. */
const ENTERPRISE_ROLES = ['member', 'enterprise'];
const isSystemPermission = (p: string) => p.startsWith('system:') || p === '*:*:*';

export interface Caller {
  userId: number;
  roles: readonly string[];
}
const isAdmin = (c: Caller) => c.roles.includes(SUPER_ROLE);

export async function listStaff(db: Db) {
  const rows = await db
    .select({
      id: users.id,
      userName: users.userName,
      nickName: users.nickName,
      phone: users.phone,
      email: users.email,
      status: users.status,
      createdAt: users.createdAt,
      lastSeenAt: sql<Date | null>`(select max(${sessions.lastSeenAt}) from ${sessions} where ${sessions.userId} = ${users.id})`,
      roleKeys: sql<
        string[]
      >`coalesce((select array_agg(r.role_key order by r.role_key) from ${userRoles} ur join ${roles} r on r.id = ur.role_id where ur.user_id = ${users.id}), '{}')`,
    })
    .from(users)
    .where(isNull(users.enterpriseId))
    .orderBy(asc(users.id));
  return rows.map((r) => ({
    ...r,
    disabled: r.status !== '0',
    createdAt: r.createdAt.toISOString(),
    lastSeenAt: r.lastSeenAt ? new Date(r.lastSeenAt).toISOString() : null,
  }));
}

/** The roles asked for, refused when one is unknown, an enterprise's, or beyond the caller. */
async function rolesToGrant(db: Db | Tx, keys: string[], caller: Caller) {
  const found = await db.select().from(roles).where(inArray(roles.roleKey, keys));
  if (
    found.length !== new Set(keys).size ||
    found.some((r) => ENTERPRISE_ROLES.includes(r.roleKey))
  )
    throw badRequest('error.staff.unknownRole', [
      { field: 'roleKeys', key: 'error.staff.unknownRole' },
    ]);
  if (!isAdmin(caller)) {
    const perms = await db
      .select({ p: rolePermissions.permission })
      .from(rolePermissions)
      .where(
        inArray(
          rolePermissions.roleId,
          found.map((r) => r.id),
        ),
      );
    if (found.some((r) => r.roleKey === SUPER_ROLE) || perms.some((x) => isSystemPermission(x.p)))
      throw forbidden('error.staff.adminOnly');
  }
  return found;
}

async function setRoles(tx: Tx, userId: number, roleIds: number[]) {
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
}

/** A one-time link to set the password: only its hash is kept. */
async function setupTicket(tx: Tx, userId: number, now: number) {
  const ticket = newToken();
  const expiresAt = new Date(now + SETUP_TTL_MS);
  await tx.insert(resetTickets).values({ ticketHash: sha256(ticket), userId, expiresAt });
  return { setupPath: `/forgot-password#ticket=${ticket}`, expiresAt: expiresAt.toISOString() };
}

export async function createStaff(
  db: Db,
  input: z.infer<typeof staffCreate>,
  caller: Caller,
  now: number,
) {
  return db.transaction(async (tx) => {
    const granted = await rolesToGrant(tx, input.roleKeys, caller);
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(isNull(users.enterpriseId), sql`lower(${users.userName}) = lower(${input.userName})`),
      );
    if (taken)
      throw badRequest('error.staff.nameTaken', [
        { field: 'userName', key: 'error.staff.nameTaken' },
      ]);
    // Nobody knows this password: the account can only be entered through its setup link.
    const unusable = await hashPassword(randomBytes(32).toString('hex'));
    const [made] = await tx
      .insert(users)
      .values({
        userName: input.userName,
        nickName: input.nickName,
        passwordHash: unusable,
        userType: '00',
        phone: input.phone || null,
        email: input.email || null,
      })
      .returning({ id: users.id });
    if (!made) throw conflict('error.workflow.stale');
    await setRoles(
      tx,
      made.id,
      granted.map((r) => r.id),
    );
    noteChange({
      subject: 'staff',
      id: String(made.id),
      after: { userName: input.userName, nickName: input.nickName, roles: input.roleKeys },
    });
    return { id: made.id, ...(await setupTicket(tx, made.id, now)) };
  });
}

async function staffRow(db: Db | Tx, id: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.enterpriseId)));
  if (!row) throw notFound();
  return row;
}

export async function updateStaff(
  db: Db,
  id: number,
  input: z.infer<typeof staffUpdate>,
  caller: Caller,
) {
  await db.transaction(async (tx) => {
    const before = await staffRow(tx, id);
    const granted = await rolesToGrant(tx, input.roleKeys, caller);
    const was = (
      await tx
        .select({ key: roles.roleKey })
        .from(userRoles)
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(eq(userRoles.userId, id))
    ).map((r) => r.key);
    // Taking the administrator role away is the administrator's too.
    if (was.includes(SUPER_ROLE) && !input.roleKeys.includes(SUPER_ROLE) && !isAdmin(caller))
      throw forbidden('error.staff.adminOnly');
    const after = {
      nickName: input.nickName,
      phone: input.phone || null,
      email: input.email || null,
    };
    await tx.update(users).set(after).where(eq(users.id, id));
    await setRoles(
      tx,
      id,
      granted.map((r) => r.id),
    );
    const fields = changedFields(
      { nickName: before.nickName, phone: before.phone, email: before.email, roles: was.sort() },
      { ...after, roles: [...input.roleKeys].sort() },
    );
    noteChange({ subject: 'staff', id: String(id), ...fields });
  });
}

export async function setDisabled(db: Db, id: number, disabled: boolean, caller: Caller) {
  if (disabled && id === caller.userId) throw badRequest('error.staff.self');
  await db.transaction(async (tx) => {
    const before = await staffRow(tx, id);
    const status = disabled ? '1' : '0';
    await tx.update(users).set({ status }).where(eq(users.id, id));
    if (disabled) await tx.delete(sessions).where(eq(sessions.userId, id));
    noteChange({
      subject: 'staff',
      id: String(id),
      before: { status: before.status },
      after: { status },
    });
  });
}

/** A new setup link; the old password stops working and every session ends. */
export async function resetStaffPassword(db: Db, id: number, now: number) {
  return db.transaction(async (tx) => {
    await staffRow(tx, id);
    const unusable = await hashPassword(randomBytes(32).toString('hex'));
    await tx.update(users).set({ passwordHash: unusable }).where(eq(users.id, id));
    await tx.delete(sessions).where(eq(sessions.userId, id));
    noteChange({ subject: 'staff', id: String(id), after: { password: 'reset' } });
    return setupTicket(tx, id, now);
  });
}

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

function checkGrant(permissions: string[], caller: Caller) {
  if (!isAdmin(caller) && permissions.some(isSystemPermission))
    throw forbidden('error.staff.adminOnly');
}

export async function setRolePermissions(
  db: Db,
  id: number,
  permissions: string[],
  caller: Caller,
) {
  checkGrant(permissions, caller);
  await db.transaction(async (tx) => {
    const [role] = await tx.select().from(roles).where(eq(roles.id, id));
    if (!role) throw notFound();
    if (role.roleKey === SUPER_ROLE) throw badRequest('error.staff.fixedRole');
    const before = (
      await tx
        .select({ p: rolePermissions.permission })
        .from(rolePermissions)
        .where(eq(rolePermissions.roleId, id))
    )
      .map((r) => r.p)
      .sort();
    if (!isAdmin(caller) && before.some(isSystemPermission))
      throw forbidden('error.staff.adminOnly');
    await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, id));
    const unique = [...new Set(permissions)].sort();
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
  checkGrant(input.permissions, caller);
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
    const unique = [...new Set(input.permissions)];
    if (unique.length)
      await tx
        .insert(rolePermissions)
        .values(unique.map((permission) => ({ roleId: made.id, permission })));
    noteChange({ subject: 'role', id: input.roleKey, after: { permissions: unique } });
    return { id: made.id };
  });
}
