/** What other parts of the server may use of search: keeping the index in step with content. */
export { dropItem, indexIfEmpty, indexItem, reindexAll } from './index-writer.ts';
