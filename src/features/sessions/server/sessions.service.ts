/** Who is signed in now, ending a session by force, and every sign-in attempt. */
import { and, desc, eq, gt, ilike, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { withinDays } from '#server/db/days.ts';
import { enterprises, sessions, users } from '#server/auth/tables.ts';
import { loginLog } from '#server/audit/tables.ts';
import { notFound } from '#server/http/errors.ts';
import { paged } from '#server/db/paging.ts';
import { likePattern } from '#server/text/localize.ts';
import { noteChange } from '#server/audit/audit-scope.ts';

export async function liveSessions(
  db: Db,
  q: { pageNum: number; pageSize: number; user?: string | undefined },
  now: number,
) {
  const where = and(
    gt(sessions.expiresAt, new Date(now)),
    or(isNull(sessions.endsAt), gt(sessions.endsAt, new Date(now))),
    q.user
      ? sql`(${users.userName} ilike ${likePattern(q.user)} or ${users.nickName} ilike ${likePattern(q.user)})`
      : undefined,
  );
  const base = () =>
    db
      .select({
        // The stored hash names the session; it is no credential (the token is never kept).
        id: sessions.tokenHash,
        userId: users.id,
        userName: users.userName,
        nickName: users.nickName,
        unitName: enterprises.unitName,
        ip: sessions.ip,
        userAgent: sessions.userAgent,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(enterprises, eq(enterprises.id, users.enterpriseId));
  const [rows, [count]] = await Promise.all([
    base()
      .where(where)
      .orderBy(desc(sessions.lastSeenAt))
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(where),
  ]);
  return {
    total: count?.n ?? 0,
    rows: rows.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      lastSeenAt: r.lastSeenAt.toISOString(),
    })),
  };
}

/** Ends one session now: its next call is refused, and its page asks to sign in again. */
export async function endSession(db: Db, id: string) {
  const [gone] = await db
    .delete(sessions)
    .where(eq(sessions.tokenHash, id))
    .returning({ userId: sessions.userId });
  if (!gone) throw notFound();
  noteChange({ subject: 'session', id: String(gone.userId), after: { ended: true } });
}

/** Ends every session of one account (a lost laptop, a leaver): all its pages sign in again. */
export async function endSessionsOfUser(db: Db, userId: number) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound();
  const gone = await db
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ userId: sessions.userId });
  noteChange({ subject: 'session', id: String(userId), after: { ended: gone.length } });
  return { ended: gone.length };
}

/**
 * Ends everyone's sessions but the caller's own (after a suspected breach): every other page in
 * use asks to sign in again at its next call.
 */
export async function endAllSessions(db: Db, keepTokenHash: string) {
  const gone = await db
    .delete(sessions)
    .where(ne(sessions.tokenHash, keepTokenHash))
    .returning({ userId: sessions.userId });
  noteChange({ subject: 'session', id: 'all', after: { ended: gone.length } });
  return { ended: gone.length };
}

export async function loginAttempts(
  db: Db,
  q: {
    pageNum: number;
    pageSize: number;
    user?: string | undefined;
    ip?: string | undefined;
    outcome?: 'ok' | 'refused' | undefined;
    from?: string | undefined;
    to?: string | undefined;
  },
) {
  const where: SQL | undefined = and(
    q.user ? ilike(loginLog.userName, likePattern(q.user)) : undefined,
    q.ip ? ilike(loginLog.ip, likePattern(q.ip)) : undefined,
    q.outcome ? eq(loginLog.ok, q.outcome === 'ok') : undefined,
    withinDays(loginLog.at, q.from, q.to),
  );
  const page = await paged(db, loginLog, where, [desc(loginLog.id)], q);
  return { total: page.total, rows: page.rows.map((r) => ({ ...r, at: r.at.toISOString() })) };
}
