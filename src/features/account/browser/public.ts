/** What other features may use of accounts in the browser: registering a unit. */
export { register } from './account.calls.ts';
