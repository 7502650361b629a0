/**
 * The password policy the security administrator sets (config key sys.password.policy): the rules
 * the forms show and the server enforces wherever a password is set (src/server/auth/
 * password-policy.ts, with the list of common passwords and the account's earlier passwords).
 */
import { z } from 'zod';
import { PASSWORD_MAX } from '../constants.ts';
import { DEFAULT_PASSWORD_POLICY as DEFAULT_POLICY } from './password-policy-default.ts';

export const PASSWORD_POLICY_KEY = 'sys.password.policy';

export const passwordPolicy = z.object({
  /** Fewest characters (等保 and NIST ask 8; ASVS level 2 asks 12). */
  minLength: z.number().int().min(8).max(PASSWORD_MAX),
  /** How many of the four kinds (upper, lower, digit, symbol) a password must mix. */
  classes: z.number().int().min(1).max(4),
  /** The last N passwords of the account may not be used again (0: no such rule). */
  history: z.number().int().min(0).max(24),
  /** Refuse passwords from the list of common and breached ones shipped with the product. */
  refuseCommon: z.boolean(),
  /** Ask for a new password after this many days (0: never, as ASVS advises). */
  maxAgeDays: z.number().int().min(0).max(3650),
});
export type PasswordPolicy = z.infer<typeof passwordPolicy>;

export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = DEFAULT_POLICY;
