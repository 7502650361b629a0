/**
 * An account's password: forgotten (a phone code, then a ticket of ten minutes to set a new one),
 * changed by its owner, and a login wait lifted by a phone code. Plain functions on the database.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { enterprises, resetTickets, users } from '#server/auth/tables.ts';
import type { Db } from '#server/db/client.ts';
import { badRequest } from '#server/http/errors.ts';
import { liftLoginWaits } from '#server/auth/lockout.ts';
import { verifyPassword } from '#server/auth/passwords.ts';
import { hashNewPassword, rememberPassword } from '#server/auth/password-policy.ts';
import { revokeOtherSessions } from '#server/auth/session.ts';
import { issuePasswordTicket } from '#server/auth/password-tickets.ts';
import { sha256 } from '#server/auth/tokens.ts';

const TICKET_TTL_MS = 10 * 60_000;

/**
 * The enterprise account a phone code may reset or unlock. Never a staff account: staff may set
 * their own phone on their profile, and a phone of one's choosing must not open the
 * administrator's account; staff come back through the setup link an administrator gives.
 */
export async function accountByNameAndPhone(db: Db, unitName: string, phone: string) {
  const [row] = await db
    .select({ id: users.id, userName: users.userName })
    .from(users)
    .innerJoin(enterprises, eq(enterprises.id, users.enterpriseId))
    .where(
      and(
        sql`lower(${users.userName}) = lower(${unitName})`,
        sql`coalesce(${users.phone}, ${enterprises.phone}) = ${phone}`,
      ),
    );
  return row;
}

/** The ticket that lets the account set a new password, for TICKET_TTL_MS. */
export const issueResetTicket = (db: Db, userId: number, now: number): Promise<string> =>
  issuePasswordTicket(db, userId, new Date(now + TICKET_TTL_MS));

/**
 * Sets the new password with a ticket, used once and in time; the account's other sessions end
 * and its login waits are lifted.
 */
export async function resetPassword(
  db: Db,
  r: { ticket: string; password: string; now: number },
): Promise<void> {
  const now = new Date(r.now);
  const valid = and(
    eq(resetTickets.ticketHash, sha256(r.ticket)),
    isNull(resetTickets.usedAt),
    gt(resetTickets.expiresAt, now),
  );
  const [ticket] = await db.select({ userId: resetTickets.userId }).from(resetTickets).where(valid);
  if (!ticket) throw badRequest('error.password.ticketExpired');
  // The policy is checked before the ticket is used up: a refused password costs no new link.
  const passwordHash = await hashNewPassword(db, r.password, ticket.userId);
  const user = await db.transaction(async (tx) => {
    const [used] = await tx
      .update(resetTickets)
      .set({ usedAt: now })
      .where(valid)
      .returning({ userId: resetTickets.userId });
    if (!used) throw badRequest('error.password.ticketExpired');
    const [changed] = await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: now })
      .where(eq(users.id, used.userId))
      .returning({ userName: users.userName });
    await rememberPassword(tx, used.userId, passwordHash);
    return changed;
  });
  await revokeOtherSessions(db, ticket.userId);
  if (user) await liftLoginWaits(db, { name: user.userName, now: now.getTime() });
}

/** The owner changes the password, knowing the old one; its other sessions end. */
export async function changePassword(
  db: Db,
  p: { userId: number; tokenHash: string; oldPassword: string; password: string; now: number },
): Promise<void> {
  const [user] = await db.select().from(users).where(eq(users.id, p.userId));
  if (!user || !(await verifyPassword(user.passwordHash, p.oldPassword))) {
    throw badRequest('error.password.oldWrong', [
      { field: 'oldPassword', key: 'error.password.oldWrong' },
    ]);
  }
  if (p.oldPassword === p.password) {
    throw badRequest('error.password.same', [{ field: 'password', key: 'error.password.same' }]);
  }
  const passwordHash = await hashNewPassword(db, p.password, p.userId);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: new Date(p.now) })
      .where(eq(users.id, p.userId));
    await rememberPassword(tx, p.userId, passwordHash);
  });
  await revokeOtherSessions(db, p.userId, p.tokenHash);
}
