/**
 * The account a name and a password open. Staff names are unique, and so is a passed unit's; but
 * registrations under review may share a unit name (a name is claimed only when passed), so the
 * password decides among the few accounts that carry it: staff first, then the passed unit, then
 * the newest registrations. Only so many are tried, so a flood of look-alike registrations costs
 * the attacker phone numbers and the server no more than a few verifications.
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { enterprises, users } from '../db/schema/index.ts';
import { burnVerification, verifyPassword } from './passwords.ts';

const MOST_SHARING_A_NAME = 5;

export async function accountMatching(db: Db, username: string, password: string) {
  const candidates = await db
    .select({ user: users })
    .from(users)
    .leftJoin(enterprises, eq(enterprises.id, users.enterpriseId))
    .where(sql`lower(${users.userName}) = lower(${username})`)
    .orderBy(
      sql`(${users.enterpriseId} is null) desc`,
      sql`(${enterprises.auditStatus} = '1') desc`,
      desc(users.id),
    )
    .limit(MOST_SHARING_A_NAME);
  // An unknown name still costs one verification, so it answers in the same time.
  if (candidates.length === 0) await burnVerification(password);
  for (const { user } of candidates)
    if (await verifyPassword(user.passwordHash, password)) return user;
  return undefined;
}
