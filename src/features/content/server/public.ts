/** What other parts of the server may use of content: the pages a change touched, scheduled
 * publication, and the history the site's pages, documents and menu keep beside the items'. */
export { touched } from './touched.ts';
export { publishInJob } from './editor-publish.ts';
export { revisionOf, revisionsOf } from './revisions.ts';
export {
  publishedSearchDocs,
  reindexMemberEntry,
  reindexPage,
  reindexRows,
} from './search-docs.ts';
export { draftsTitled } from './drafts-found.ts';
export { type SavedHook, whenContentSaved } from './saved-hooks.ts';
