/**
 * The account a name and a password open. A unit signs in by what does not change when it is
 * renamed, its tax ID or the mobile it registered with, as well as by its current name. Staff
 * names are unique, and so is a passed unit's; but registrations under review may share a unit
 * name (a name is claimed only when passed), so the password decides among the few accounts that
 * carry it: the account named so first, then staff, then the passed unit, then the newest
 * registrations. Only so many are tried, so a flood of look-alike registrations costs the attacker
 * phone numbers and the server no more than a few verifications.
 */
import { and, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { enterprises, users } from './tables.ts';
import { burnVerification, hashPassword, isForeignHash, verifyPassword } from './passwords.ts';
import { isCommonPassword } from './password-policy.ts';

const MOST_SHARING_A_NAME = 5;

export async function accountMatching(db: Db, username: string, password: string) {
  const typed = username.trim();
  const byName = sql`lower(${users.userName}) = lower(${typed})`;
  const candidates = await db
    .select({ user: users })
    .from(users)
    .leftJoin(enterprises, eq(enterprises.id, users.enterpriseId))
    .where(
      or(
        byName,
        and(
          isNotNull(users.enterpriseId),
          or(sql`upper(${enterprises.taxId}) = upper(${typed})`, eq(users.phone, typed)),
        ),
      ),
    )
    .orderBy(
      sql`(${byName}) desc`,
      sql`(${users.enterpriseId} is null) desc`,
      sql`(${enterprises.auditStatus} = '1') desc`,
      desc(users.id),
    )
    .limit(MOST_SHARING_A_NAME);
  // An unknown name still costs one verification, so it answers in the same time.
  if (candidates.length === 0) await burnVerification(password);
  for (const { user } of candidates)
    if (await verifyPassword(user.passwordHash, password)) {
      if (!isForeignHash(user.passwordHash)) return user;
      // RuoYi set 123456 or admin123 on new and reset accounts; such a password opens the account
      // once more, only to choose another.
      const mustChangePassword = user.mustChangePassword || isCommonPassword(password);
      await upgradeHash(db, user.id, user.passwordHash, password, mustChangePassword);
      return { ...user, mustChangePassword };
    }
  return undefined;
}

/**
 * An account moved in from RuoYi signs in with its old password once; the BCrypt hash is then
 * replaced by this product's own. The same password, so its age (passwordChangedAt) stays.
 */
async function upgradeHash(
  db: Db,
  userId: number,
  oldHash: string,
  password: string,
  mustChangePassword: boolean,
) {
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), mustChangePassword })
    .where(and(eq(users.id, userId), eq(users.passwordHash, oldHash)));
}
