/**
 * Setting a password, wherever it happens (registration, a change, a reset, a staff account's
 * setup link): the staff's policy is checked first, and each new hash is remembered so the last
 * N passwords cannot come back. Every refusal names the rule broken, in the reader's language.
 */
import { and, desc, eq, lt } from 'drizzle-orm';
import { dictionary } from '@zxcvbn-ts/language-common';
import type { Db, Tx } from '../db/client.ts';
import { readConfig } from '../config/config-read.ts';
import { badRequest } from '../http/errors.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { passwordHistory, users } from './tables.ts';
import {
  DEFAULT_PASSWORD_POLICY,
  PASSWORD_POLICY_KEY,
  passwordPolicy,
  type PasswordPolicy,
} from '#shared/schemas/password-policy.ts';
import { passwordClassCount } from '#shared/schemas/fields.ts';

/** Hashes kept per account: the most the policy can ask to compare against. */
const HISTORY_KEPT = 24;

export async function readPasswordPolicy(db: Pick<Db, 'select'>): Promise<PasswordPolicy> {
  const stored = await readConfig(db, PASSWORD_POLICY_KEY, (v) => passwordPolicy.safeParse(v).data);
  return stored ?? DEFAULT_PASSWORD_POLICY;
}

let common: Set<string> | undefined;
/**
 * About 49,000 passwords seen most in breaches (zxcvbn-ts's common list, shipped in the package:
 * nothing is asked of any other service). Compared without case, as attackers try both.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.toLowerCase());
}

/** The first rule of length or kinds of character the password breaks, or null. */
function shapeBreach(
  password: string,
  policy: PasswordPolicy,
): { key: string; params: Record<string, number> } | null {
  if (password.length < policy.minLength)
    return { key: 'error.password.policyLength', params: { min: policy.minLength } };
  if (passwordClassCount(password) < policy.classes)
    return { key: 'error.password.policyClasses', params: { classes: policy.classes } };
  return null;
}

const refuse = (key: string, params: Record<string, number> = {}) =>
  badRequest(key, [{ field: 'password', key, params }], params);

/**
 * Throws the first rule the password breaks. `userId` names the account whose earlier passwords
 * count (none for a new registration); its current password counts as one of them.
 */
export async function checkNewPassword(
  db: Pick<Db, 'select'>,
  password: string,
  userId: number | null,
  policy?: PasswordPolicy,
): Promise<void> {
  const rules = policy ?? (await readPasswordPolicy(db));
  const shape = shapeBreach(password, rules);
  if (shape) throw refuse(shape.key, shape.params);
  if (rules.refuseCommon && isCommonPassword(password)) throw refuse('error.password.common');
  if (userId === null || rules.history === 0) return;
  const [current] = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  const earlier = await db
    .select({ hash: passwordHistory.passwordHash })
    .from(passwordHistory)
    .where(eq(passwordHistory.userId, userId))
    .orderBy(desc(passwordHistory.id))
    .limit(rules.history);
  // The current password is the newest of the last N (the history holds it too once set here).
  const hashes = [...new Set([...(current ? [current.hash] : []), ...earlier.map((e) => e.hash)])];
  for (const hash of hashes.slice(0, rules.history))
    if (await verifyPassword(hash, password))
      throw refuse('error.password.reused', { history: rules.history });
}

/** The password's hash, after the policy has let it pass. */
export async function hashNewPassword(
  db: Pick<Db, 'select'>,
  password: string,
  userId: number | null,
): Promise<string> {
  await checkNewPassword(db, password, userId);
  return hashPassword(password);
}

/**
 * Remembers a hash the account now uses, which lifts a forced change; hashes past the newest
 * HISTORY_KEPT are removed.
 */
export async function rememberPassword(tx: Tx, userId: number, hash: string): Promise<void> {
  await tx.update(users).set({ mustChangePassword: false }).where(eq(users.id, userId));
  const [row] = await tx
    .insert(passwordHistory)
    .values({ userId, passwordHash: hash })
    .returning({ id: passwordHistory.id });
  if (!row) return;
  const [cut] = await tx
    .select({ id: passwordHistory.id })
    .from(passwordHistory)
    .where(eq(passwordHistory.userId, userId))
    .orderBy(desc(passwordHistory.id))
    .offset(HISTORY_KEPT - 1)
    .limit(1);
  if (cut)
    await tx
      .delete(passwordHistory)
      .where(and(eq(passwordHistory.userId, userId), lt(passwordHistory.id, cut.id)));
}

/** Whether the policy asks this account for a new password now (periodic change switched on). */
export function passwordExpired(policy: PasswordPolicy, changedAt: Date, now: number): boolean {
  return policy.maxAgeDays > 0 && now - changedAt.getTime() > policy.maxAgeDays * 86_400_000;
}
