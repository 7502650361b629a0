/** What other features may use of registration's server part. */
export { claimedBy, refuseClaimed } from './registration.service.ts';
