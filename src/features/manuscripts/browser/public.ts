/** What other features may use of manuscripts in the browser: their review queue. */
export { decideManuscript, manuscriptQueue } from './manuscripts.calls.ts';
