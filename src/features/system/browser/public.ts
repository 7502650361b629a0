/** What other features may use of the system calls in the browser: a dictionary's entries. */
export { dictEntries } from './system.calls.ts';
