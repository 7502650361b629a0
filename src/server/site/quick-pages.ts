/**
 * The commonest answer the quick way: a public page or file asked for plainly (GET or HEAD, no
 * query, a path of plain characters, nothing the route guard must look at) is written straight
 * from its prepared answer (static-files.ts `prepare`), before the web framework makes a request
 * and a response object for it: those were a third of the time a page took. Anything else, or
 * anything this is unsure of, goes on to `sitePages`, which answers it as before; the headers
 * and bytes are the same either way (pages.test.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname } from 'node:path';
import { isPublicPath, splitLocale } from '#shared/routes.ts';
import type { LiveTree } from './live-tree.ts';
import { findLive } from './live-tree.ts';
import { CONSOLE_PAGES, SECURITY_HEADERS } from './pages.ts';
import { prepareLive } from './shell-answers.ts';
import { bodyOf, cleanPath, tagMatches } from './static-files.ts';

/** Characters a URL parser leaves as they are: the path sitePages reads is then this one. */
const PLAIN_PATH = /^\/[A-Za-z0-9/._~%-]*$/;
/** Paths sitePages answers in its own way: redirects, the status pages, single-page families. */
const SPECIAL = /^\/(?:home\/?|redirect(?:\/.*)?|verify(?:\/.*)?|404\/?|401\/?|login\/?)?$/;

/** Answers `req` and says true, or says false and leaves it to the framework untouched. */
export function quickPages(live: () => LiveTree | undefined) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const { method, url } = req;
    if ((method !== 'GET' && method !== 'HEAD') || !url || !PLAIN_PATH.test(url)) return false;
    const clean = cleanPath(url);
    if (!clean || /\.(br|gz)$/i.test(clean)) return false;
    const { path } = splitLocale(clean);
    if (SPECIAL.test(path)) return false;
    const ext = extname(clean).toLowerCase();
    const isAsset = clean.startsWith('/_astro/') || (ext !== '' && ext !== '.html');
    // The console's files carry their own headers; pages the guard looks at go the whole way.
    if (CONSOLE_PAGES.test(clean) || (!isAsset && !isPublicPath(clean))) return false;
    const root = live();
    const file = root && findLive(root, clean);
    if (!file) return false;
    const answer = prepareLive(root, file, req.headers['accept-encoding'], SECURITY_HEADERS);
    if (tagMatches(req.headers['if-none-match'], answer.etag)) {
      res.writeHead(304, answer.headers);
      res.end();
      return true;
    }
    if (method === 'HEAD') {
      res.writeHead(200, answer.withLength);
      res.end();
      return true;
    }
    // A large file is streamed by the framework.
    const body = bodyOf(answer);
    if (!body) return false;
    res.writeHead(200, answer.withLength);
    res.end(body);
    return true;
  };
}
