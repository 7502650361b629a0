/** What other features may use of fees in the browser: the queue of fee payments to confirm. */
export { decideFeePayment, feePaymentQueue } from './fees.calls.ts';
