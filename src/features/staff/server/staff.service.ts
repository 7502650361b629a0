/**
 * Staff accounts (roles are `roles.service.ts`). An account is never given a password: it gets a one-time link to
 * set its own (as a forgotten password does), valid for three days; disabling one ends its
 * sessions at once. Below the administrator, a user manager grants business roles only (none
 * with a governing permission), never changes its own roles, and never touches an account that
 * holds more than staff work (the administrator's, or one with a governing permission); the last
 * active administrator stays.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { SUPER_ROLE } from '#shared/constants.ts';
import { governs } from '#shared/permissions.ts';
import type { staffCreate, staffUpdate } from '../contract/staff.contract.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { resetTickets, roles, sessions, userRoles, users } from '#server/auth/tables.ts';
import { badRequest, conflict, forbidden, notFound } from '#server/http/errors.ts';
import { uniqueViolation } from '#server/db/errors.ts';
import { qualified } from '#server/db/qualified.ts';
import { liftLoginWaits } from '#server/auth/lockout.ts';
import { setupLink, staffNameTaken, unusablePasswordHash } from '#server/auth/password-tickets.ts';
import { changedFields, noteChange } from '#server/audit/audit-scope.ts';
import {
  assertMayAdd,
  assertOneDuty,
  type Caller,
  ENTERPRISE_ROLES,
  isAdmin,
  mayGrant,
  permissionsOf,
} from './grants.ts';

const SETUP_TTL_MS = 3 * 24 * 3600_000;

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
      lastSeenAt: sql<Date | null>`(select max(${sessions.lastSeenAt}) from ${sessions} where ${sessions.userId} = ${qualified(users.id)})`,
      roleKeys: sql<
        string[]
      >`coalesce((select array_agg(r.role_key order by r.role_key) from ${userRoles} ur join ${roles} r on r.id = ur.role_id where ur.user_id = ${qualified(users.id)}), '{}')`,
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

/**
 * The roles asked for, refused when one is unknown, an enterprise's, or beyond the caller: below
 * the administrator, the roles may add to what the account already had (`had`) only permissions
 * the caller holds itself; else a user manager could make an account of any power and, holding
 * its setup link, become it.
 */
async function rolesToGrant(db: Db | Tx, keys: string[], caller: Caller, had: string[] = []) {
  const found = await db.select().from(roles).where(inArray(roles.roleKey, keys));
  if (
    found.length !== new Set(keys).size ||
    found.some((r) => ENTERPRISE_ROLES.includes(r.roleKey))
  )
    throw badRequest('error.staff.unknownRole', [
      { field: 'roleKeys', key: 'error.staff.unknownRole' },
    ]);
  const carried = await permissionsOf(
    db,
    found.map((r) => r.id),
  );
  assertOneDuty(carried, 'account');
  if (
    !isAdmin(caller) &&
    (found.some((r) => r.roleKey === SUPER_ROLE) || !mayGrant(caller, carried))
  )
    throw forbidden('error.staff.adminOnly');
  assertMayAdd(
    caller,
    carried.filter((p) => !had.includes(p)),
  );
  return found;
}

/** The roles an account holds now, by key, with what they carry. */
async function heldBy(db: Db | Tx, userId: number) {
  const held = await db
    .select({ id: roles.id, key: roles.roleKey })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId));
  const permissions = await permissionsOf(
    db,
    held.map((r) => r.id),
  );
  return { keys: held.map((r) => r.key).sort(), permissions };
}

/**
 * An account holding the administrator's role or a governing permission is the administrator's.
 * Answers what the account holds, for the caller's next step.
 */
async function assertMayManage(db: Db | Tx, userId: number, caller: Caller) {
  const held = await heldBy(db, userId);
  const governing = held.keys.includes(SUPER_ROLE) || governs(held.permissions);
  if (governing && !isAdmin(caller)) throw forbidden('error.staff.adminOnly');
  return held;
}

/**
 * Serializes every change that could leave no administrator, then refuses one that did: somebody
 * must always be able to grant and manage.
 */
async function lockAdministrators(tx: Tx) {
  await tx.select({ id: roles.id }).from(roles).where(eq(roles.roleKey, SUPER_ROLE)).for('update');
}
async function assertAdministratorLeft(tx: Tx) {
  const [left] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(roles.roleKey, SUPER_ROLE), eq(users.status, '0')));
  if ((left?.n ?? 0) === 0) throw badRequest('error.staff.lastAdmin');
}

/** Unused links to set a password stop working (a reset or a departure). */
async function voidSetupLinks(tx: Tx, userId: number, now: number) {
  await tx
    .update(resetTickets)
    .set({ usedAt: new Date(now) })
    .where(and(eq(resetTickets.userId, userId), isNull(resetTickets.usedAt)));
}

async function setRoles(tx: Tx, userId: number, roleIds: number[]) {
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
}

/** A one-time link to set the password, good for SETUP_TTL_MS. */
const setupTicket = (tx: Tx, userId: number, now: number) =>
  setupLink(tx, userId, new Date(now + SETUP_TTL_MS));

export async function createStaff(
  db: Db,
  input: z.infer<typeof staffCreate>,
  caller: Caller,
  now: number,
) {
  return db.transaction(async (tx) => {
    const granted = await rolesToGrant(tx, input.roleKeys, caller);
    if (await staffNameTaken(tx, input.userName))
      throw badRequest('error.staff.nameTaken', [
        { field: 'userName', key: 'error.staff.nameTaken' },
      ]);
    const unusable = await unusablePasswordHash();
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
      .returning({ id: users.id })
      .catch((err: unknown) => {
        // Two administrators making the same name at once: the second is told, as the first check would.
        if (uniqueViolation(err))
          throw badRequest('error.staff.nameTaken', [
            { field: 'userName', key: 'error.staff.nameTaken' },
          ]);
        throw err;
      });
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
    await lockAdministrators(tx);
    const before = await staffRow(tx, id);
    const held = await assertMayManage(tx, id, caller);
    const was = held.keys;
    const now = [...new Set(input.roleKeys)].sort();
    // Nobody below the administrator changes their own roles.
    if (id === caller.userId && !isAdmin(caller) && was.join() !== now.join())
      throw forbidden('error.staff.adminOnly');
    const granted = await rolesToGrant(tx, input.roleKeys, caller, held.permissions);
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
    await assertAdministratorLeft(tx);
    const fields = changedFields(
      { nickName: before.nickName, phone: before.phone, email: before.email, roles: was },
      { ...after, roles: now },
    );
    noteChange({ subject: 'staff', id: String(id), ...fields });
  });
}

export async function setDisabled(
  db: Db,
  id: number,
  disabled: boolean,
  caller: Caller,
  now: number,
) {
  if (disabled && id === caller.userId) throw badRequest('error.staff.self');
  await db.transaction(async (tx) => {
    await lockAdministrators(tx);
    const before = await staffRow(tx, id);
    await assertMayManage(tx, id, caller);
    const status = disabled ? '1' : '0';
    await tx.update(users).set({ status }).where(eq(users.id, id));
    if (disabled) {
      await tx.delete(sessions).where(eq(sessions.userId, id));
      await voidSetupLinks(tx, id, now);
    }
    await assertAdministratorLeft(tx);
    noteChange({
      subject: 'staff',
      id: String(id),
      before: { status: before.status },
      after: { status },
    });
  });
}

/** A new setup link; the old password stops working and every session ends. */
export async function resetStaffPassword(db: Db, id: number, caller: Caller, now: number) {
  return db.transaction(async (tx) => {
    await staffRow(tx, id);
    await assertMayManage(tx, id, caller);
    await voidSetupLinks(tx, id, now);
    const unusable = await unusablePasswordHash();
    await tx.update(users).set({ passwordHash: unusable }).where(eq(users.id, id));
    await tx.delete(sessions).where(eq(sessions.userId, id));
    noteChange({ subject: 'staff', id: String(id), after: { password: 'reset' } });
    return setupTicket(tx, id, now);
  });
}

/** Every login wait of the account lifted; its password stays. */
export async function unlockStaffLogin(db: Db, id: number, caller: Caller, now: number) {
  const account = await staffRow(db, id);
  await assertMayManage(db, id, caller);
  await liftLoginWaits(db, { name: account.userName, now });
  noteChange({ subject: 'staff', id: String(id), after: { loginWaits: 'lifted' } });
}
