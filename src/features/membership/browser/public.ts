/** What other features may use of membership in the browser: its review queues, a unit's profile. */
export {
  applicationQueue,
  getProfile,
  registrationQueue,
  type ReviewStep,
  reviewApplication,
  reviewRegistration,
  saveProfile,
} from './membership.calls.ts';
