/** Signing in: every attempt kept for the administrator, and who the signed-in account is. */
import { and, desc, eq } from 'drizzle-orm';
import { passwordExpired, readPasswordPolicy } from '#server/auth/password-policy.ts';
import { enterprises, users } from '#server/auth/tables.ts';
import { loginLog } from '#server/audit/tables.ts';
import type { Db } from '#server/db/client.ts';
import { unauthorized } from '#server/http/errors.ts';
import { termStatus } from '#features/membership/server/public.ts';

/** One sign-in attempt, whatever stopped it; the typed name and the browser are cut to size. */
export async function recordLogin(
  db: Db,
  a: {
    userName: string;
    userId: number | null;
    ip: string;
    userAgent: string;
    ok: boolean;
    outcome: string;
  },
): Promise<void> {
  await db.insert(loginLog).values({
    ...a,
    userName: a.userName.slice(0, 200),
    userAgent: a.userAgent.slice(0, 300),
  });
}

/**
 * The signed-in account with its unit, and where the unit stands today: the header tells a unit
 * in its grace or lapsed why member pages close and how to renew.
 */
export async function accountInfo(db: Db, userId: number, today: string) {
  const [row] = await db
    .select({ u: users, e: enterprises })
    .from(users)
    .leftJoin(enterprises, eq(enterprises.id, users.enterpriseId))
    .where(eq(users.id, userId));
  if (!row) throw unauthorized();
  const standing = row.e ? (await termStatus(db, row.e.id, today)).standing : null;
  return {
    userId: row.u.id,
    userName: row.u.userName,
    nickName: row.u.nickName,
    deptId: row.u.deptId,
    userType: row.u.userType,
    avatar: row.u.avatar,
    enterpriseId: row.u.enterpriseId,
    auditStatus: row.e?.auditStatus ?? null,
    rejectReason: row.e?.rejectReason ?? null,
    isMember: row.e?.isMember ?? false,
    memberStanding: standing,
  };
}

/**
 * What the account is told after signing in: when and from where it signed in the time before
 * (so a stranger's sign-in is noticed), and whether the policy asks for a new password now.
 */
export async function signInNotice(db: Db, userId: number, now: number) {
  const [signIns, [user], policy] = await Promise.all([
    db
      .select({ at: loginLog.at, ip: loginLog.ip })
      .from(loginLog)
      .where(and(eq(loginLog.userId, userId), eq(loginLog.ok, true)))
      .orderBy(desc(loginLog.id))
      .limit(2),
    db.select({ changedAt: users.passwordChangedAt }).from(users).where(eq(users.id, userId)),
    readPasswordPolicy(db),
  ]);
  if (!user) throw unauthorized();
  // The newest is this sign-in itself; the one before it is what the owner should recognise.
  const previous = signIns[1];
  return {
    previous: previous ? { at: previous.at.toISOString(), ip: previous.ip } : null,
    passwordExpired: passwordExpired(policy, user.changedAt, now),
    maxAgeDays: policy.maxAgeDays,
  };
}
