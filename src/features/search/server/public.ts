/** What other parts of the server may use of search: keeping the index in step with content,
 * and the catalogue lists' text fields answered by it. */
export { dropItem, indexIfEmpty, indexItem, reindexAll } from './index-writer.ts';
export { titleMatches } from './title-match.ts';
export { findDraftsWith } from './staff-search.service.ts';
