/** What other features may use of governance: who may take part, read as a motion's roll is. */
export { refusalOf, rollOf } from './eligibility.ts';
