/** What other features (and the composition root) may use of the fees' server part. */
export { issuerOf, type Issuer } from './receipt.pdf.ts';
export { joiningFees } from './joining.ts';
export { memberDues } from './fees.service.ts';
