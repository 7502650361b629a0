/**
 * The password policy before the staff set one. Apart from its schema (password-policy.ts, which
 * checks that the two agree) so the sign-up and password pages can say the rules at once without
 * loading zod at start.
 */
export const DEFAULT_PASSWORD_POLICY = {
  minLength: 8,
  classes: 2,
  history: 5,
  refuseCommon: true,
  maxAgeDays: 0,
};
