/** What other features may use of training in the browser: its queue of registrations to review. */
export { reviewTrainingRegistration, trainingQueue } from './training.calls.ts';
