/**
 * What other features may use of training in the browser: its queue of registrations to review,
 * and the check of a training certificate's code (the /verify page asks it after the members').
 */
export {
  reviewTrainingRegistration,
  trainingQueue,
  verifyTrainingCertificate,
} from './training.calls.ts';
