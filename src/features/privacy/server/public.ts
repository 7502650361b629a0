export { consentGate } from './consent-gate.ts';
export { privacyRouter } from './privacy.handlers.ts';
export { assertInForce, recordConsents } from './privacy.service.ts';
