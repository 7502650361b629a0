/**
 * What other features may use of governance: who may take part, read as a motion's roll is; the
 * layout of a result record to print and sign; how a secret table is kept unlinked from its writers.
 */
export { refusalOf, rollOf } from './eligibility.ts';
export { type RecordLine, resultRecordPdf } from './result-record.pdf.ts';
export { rewriteInRandomOrder } from './shuffle.ts';
