/**
 * The password policy before the staff set one. Apart from its schema (password-policy.ts) so the
 * sign-up and password pages can say the rules at once without loading zod at start.
 */
import type { z } from 'zod';
import type { passwordPolicy } from './password-policy.ts';

export type PasswordPolicy = z.infer<typeof passwordPolicy>;

export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = {
  minLength: 8,
  classes: 2,
  history: 5,
  refuseCommon: true,
  maxAgeDays: 0,
};
