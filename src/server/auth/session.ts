/**
 * Sessions in the database with sliding expiry, so any API process can check any token.
 * Roles and permissions are read with the session: a change takes effect on the next request.
 * A session ends when idle (SESSION_IDLE_MINUTES) or at its absolute end, whichever comes first.
 */
import { and, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import { configs } from '../config/tables.ts';
import { SESSION_ABSOLUTE_KEY, settingNumber } from '#shared/schemas/security-settings.ts';
import type { Db } from '../db/client.ts';
import { preparedOnce } from '../db/prepared.ts';
import { enterprises, roles, rolePermissions, sessions, userRoles, users } from './tables.ts';
import { ALL_PERMISSION, AUDIT_STATUS, ROLE_DEFAULT, SUPER_ROLE } from '#shared/constants.ts';
import { APPLICANT_PERMISSIONS, ENTERPRISE_PERMISSIONS } from '#shared/permissions.ts';
import type { AuthUser } from '../http/context.ts';
import { newToken, sha256 } from './tokens.ts';

/** Refresh expiry at most this often, so reading pages does not write on every request. */
const SLIDE_EVERY_MS = 60_000;

export async function createSession(
  db: Db,
  input: { userId: number; ip: string; userAgent: string; now: number; idleMinutes: number },
): Promise<string> {
  const token = newToken();
  const [setting] = await db
    .select({ value: configs.configValue })
    .from(configs)
    .where(eq(configs.configKey, SESSION_ABSOLUTE_KEY));
  const absoluteHours = settingNumber(SESSION_ABSOLUTE_KEY, setting?.value);
  await db.insert(sessions).values({
    tokenHash: sha256(token),
    userId: input.userId,
    ip: input.ip,
    userAgent: input.userAgent.slice(0, 300),
    createdAt: new Date(input.now),
    lastSeenAt: new Date(input.now),
    expiresAt: new Date(input.now + input.idleMinutes * 60_000),
    endsAt: new Date(input.now + absoluteHours * 3_600_000),
  });
  return token;
}

/** The role keys and permissions a user's roles give, one row per role and permission. */
type Grant = { roleKey: string; permission: string | null };

/**
 * The user's grants as one JSON column, so the session and what it may do come in one query:
 * every API call asks this.
 */
const grantsOfUser = sql<Grant[]>`(
  select coalesce(
    json_agg(json_build_object('roleKey', ${roles.roleKey}, 'permission', ${rolePermissions.permission})),
    '[]'::json)
  from ${userRoles}
  inner join ${roles} on ${roles.id} = ${userRoles.roleId}
  left join ${rolePermissions} on ${rolePermissions.roleId} = ${roles.id}
  where ${userRoles.userId} = ${users.id})`;

/**
 * The session query, built once per database and prepared by name: every API call with a token
 * asks it, so neither drizzle nor PostgreSQL should plan it again each time.
 */
const sessionQuery = preparedOnce((db) =>
  db
    .select({
      lastSeenAt: sessions.lastSeenAt,
      userId: users.id,
      userName: users.userName,
      nickName: users.nickName,
      userType: users.userType,
      deptId: users.deptId,
      enterpriseId: users.enterpriseId,
      audit: enterprises.auditStatus,
      grants: grantsOfUser,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(enterprises, eq(enterprises.id, users.enterpriseId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        // However active, a session ends at its absolute end (none for sessions older than it).
        or(isNull(sessions.endsAt), gt(sessions.endsAt, sql.placeholder('now'))),
        eq(users.status, '0'),
      ),
    )
    .prepare('resolve_session'),
);

export async function resolveSession(
  db: Db,
  token: string,
  now: number,
  idleMinutes: number,
): Promise<AuthUser | undefined> {
  const tokenHash = sha256(token);
  const [row] = await sessionQuery(db).execute({ tokenHash, now: new Date(now).toISOString() });
  if (!row) return undefined;
  if (now - row.lastSeenAt.getTime() > SLIDE_EVERY_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now), expiresAt: new Date(now + idleMinutes * 60_000) })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  const { grants, audit, lastSeenAt: _, ...user } = row;
  return { ...user, ...granted(grants, audit), tokenHash };
}

/**
 * An enterprise account's roles give their permissions only once the secretariat has passed its
 * registration; until then (and after a rejection) it may see and correct its registration, and
 * nothing else: no bookings, uploads or complaints.
 */
function granted(
  rows: Grant[],
  auditStatus: string | null,
): { roles: string[]; permissions: string[] } {
  const roleKeys = [...new Set(rows.map((r) => r.roleKey))].sort();
  const given = [...new Set(rows.map((r) => r.permission).filter((p): p is string => !!p))].sort();
  // Only staff can be the administrator: an enterprise account is never given everything.
  if (roleKeys.includes(SUPER_ROLE) && auditStatus === null)
    return { roles: roleKeys, permissions: [ALL_PERMISSION] };
  const applicant = auditStatus !== null && auditStatus !== AUDIT_STATUS.passed;
  const enterprise = auditStatus !== null;
  const allowed: readonly string[] | null = applicant
    ? APPLICANT_PERMISSIONS
    : enterprise
      ? ENTERPRISE_PERMISSIONS
      : null;
  const permissions = allowed ? given.filter((p) => allowed.includes(p)) : given;
  return { roles: roleKeys.length ? roleKeys : [ROLE_DEFAULT], permissions };
}

export async function revokeSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** After a password change: every other session of the user ends. */
export async function revokeOtherSessions(
  db: Db,
  userId: number,
  keepTokenHash?: string,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keepTokenHash
        ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash))
        : eq(sessions.userId, userId),
    );
}
