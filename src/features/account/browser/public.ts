/**
 * What other features may use of accounts in the browser: registering a unit, the password rules,
 * what is said after sign-in.
 */
export { register } from './account.calls.ts';
export { usePasswordHint } from './password-rules.ts';
export { SignInNotice } from './SignInNotice.tsx';
