/** Accounts moved in from RuoYi keep their BCrypt hash until the first sign-in replaces it. */
import bcrypt from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { hashPassword, isForeignHash, verifyPassword } from '#server/auth/passwords.ts';
import { RUOYI_DEFAULT_HASH } from './accounts.ts';

describe('passwords: BCrypt from RuoYi', () => {
  it("verifies RuoYi's own hash of admin123", async () => {
    expect(isForeignHash(RUOYI_DEFAULT_HASH)).toBe(true);
    expect(await verifyPassword(RUOYI_DEFAULT_HASH, 'admin123')).toBe(true);
    expect(await verifyPassword(RUOYI_DEFAULT_HASH, 'admin124')).toBe(false);
  });

  it('takes $2a$, $2b$ and $2y$ alike, refuses a broken one without throwing', async () => {
    const b = bcrypt.hashSync('Qiye@2019', 4);
    for (const prefix of ['$2a$', '$2b$', '$2y$']) {
      const hash = prefix + b.slice(4);
      expect(await verifyPassword(hash, 'Qiye@2019'), prefix).toBe(true);
    }
    const broken = `${b.slice(0, -5)}!!!!!`;
    expect(isForeignHash(broken)).toBe(false);
    expect(await verifyPassword(broken, 'Qiye@2019')).toBe(false);
  });

  it("the product's own Argon2id hashes are not foreign and still verify", async () => {
    const own = await hashPassword('Qiye@2019');
    expect(isForeignHash(own)).toBe(false);
    expect(await verifyPassword(own, 'Qiye@2019')).toBe(true);
  });
});
