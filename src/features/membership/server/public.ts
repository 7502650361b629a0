/** What other features may use of membership's server part. */
export { termOf, termStatus, paidFor } from './term.service.ts';
export { setMembership } from './member-status.ts';
export { transferredAway } from './transferred.ts';
export type { JoiningFees } from './membership.service.ts';
export type { Dues } from './term-round.ts';
export { profileOf, saveProfile } from './membership.service.ts';
