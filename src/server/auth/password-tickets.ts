/**
 * One-time tickets to set an account's password: a forgotten password (after a phone code), a
 * new staff or imported account's setup link, a password that must change at sign-in. Only the
 * ticket's hash is kept; it is good once, until it expires.
 */
import { and, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { hashPassword } from './passwords.ts';
import { resetTickets, users } from './tables.ts';
import { newToken, sha256 } from './tokens.ts';
import { randomBytes } from 'node:crypto';

export async function issuePasswordTicket(
  tx: Pick<Tx, 'insert'>,
  userId: number,
  expiresAt: Date,
): Promise<string> {
  const ticket = newToken();
  await tx.insert(resetTickets).values({ ticketHash: sha256(ticket), userId, expiresAt });
  return ticket;
}

/**
 * A link for the account's owner to set the password: the password step of /forgot-password,
 * the ticket in the fragment, which no server or log ever sees.
 */
export async function setupLink(tx: Pick<Tx, 'insert'>, userId: number, expiresAt: Date) {
  const ticket = await issuePasswordTicket(tx, userId, expiresAt);
  return { setupPath: `/forgot-password#ticket=${ticket}`, expiresAt: expiresAt.toISOString() };
}

/** A hash nobody knows the password of: the account is entered only through its setup link. */
export const unusablePasswordHash = () => hashPassword(randomBytes(32).toString('hex'));

/** Whether a staff account already has this name (staff names are unique, case aside). */
export async function staffNameTaken(db: Pick<Tx, 'select'>, name: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(isNull(users.enterpriseId), sql`lower(${users.userName}) = lower(${name})`));
  return row !== undefined;
}
