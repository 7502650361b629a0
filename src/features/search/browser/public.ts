/** What other parts of the browser may use of search: the console's record search. */
export { findRecords, type FoundRecord } from './staff-search.calls.ts';
