/**
 * Argon2id (memory-hard) with OWASP's baseline cost: 19 MiB, 2 passes, 1 lane. Accounts moved in
 * from RuoYi keep their BCrypt hash until their first sign-in, which replaces it with Argon2id.
 */
import argon2 from 'argon2';
import bcrypt from 'bcryptjs';
import { randomBytes } from 'node:crypto';

const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(plain: string): Promise<string> {
  return argon2.hash(plain, OPTIONS);
}

/** RuoYi's BCrypt (Spring Security writes `$2a$`, other tools `$2b$`/`$2y$`). */
const BCRYPT = /^\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53}$/;

/** A hash brought in from another system, to be replaced by Argon2id once the password is known. */
export function isForeignHash(hash: string): boolean {
  return BCRYPT.test(hash);
}

export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
  try {
    if (isForeignHash(hash)) return await bcrypt.compare(plain, hash);
    return await argon2.verify(hash, plain);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
/**
 * An unknown user still costs one verification, so the answer takes as long as for a wrong
 * password: the same message in the same time reveals nothing.
 */
export async function burnVerification(plain: string): Promise<false> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummy, plain);
  return false;
}

/** A random password that satisfies every password rule (for demo accounts): 6–16 characters of four kinds. */
export function randomPassword(): string {
  const pick = (set: string) => set[randomBytes(1)[0]! % set.length]!;
  const body = randomBytes(9).toString('base64url').replace(/[-_]/g, 'x');
  return `${pick('ABCDEFGHJKLMNPQRSTUVWXYZ')}${pick('abcdefghijkmnpqrstuvwxyz')}${pick('23456789')}${pick('!@#$%')}${body}`.slice(
    0,
    16,
  );
}
