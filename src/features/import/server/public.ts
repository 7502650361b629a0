/** What the composition root may use of moving in: where an old site's query-style link now leads. */
export { movedPath } from './old-links.ts';
