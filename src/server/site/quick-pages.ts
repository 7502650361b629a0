/**
 * The commonest answer the quick way: a public page or file asked for plainly (GET or HEAD, no
 * query, a path of plain characters, nothing the route guard must look at) is written straight
 * from its prepared answer (static-files.ts `prepare`), before the web framework makes a request
 * and a response object for it: those were a third of the time a page took. Anything else, or
 * anything this is unsure of, goes on to `sitePages`, which answers it as before; the headers
 * and bytes are the same either way (pages.test.ts).
 *
 * What a request path resolves to is kept per live tree (a new tree, after a swap, starts over):
 * a page asked for again goes straight from its path to its answer, with none of the checks,
 * path parsing and file lookups again, which were most of this path's own work under load.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname } from 'node:path';
import { isPublicPath, splitLocale } from '#shared/routes.ts';
import type { LiveTree } from './live-tree.ts';
import { findLive } from './live-tree.ts';
import { CONSOLE_PAGES, SECURITY_HEADERS } from './pages.ts';
import { prepareLive } from './shell-answers.ts';
import { bodyOf, cleanPath, type FoundFile, tagMatches } from './static-files.ts';

/** Characters a URL parser leaves as they are: the path sitePages reads is then this one. */
const PLAIN_PATH = /^\/[A-Za-z0-9/._~%-]*$/;
/** Paths sitePages answers in its own way: redirects, the status pages, single-page families. */
const SPECIAL = /^\/(?:home\/?|redirect(?:\/.*)?|verify(?:\/.*)?|404\/?|401\/?|login\/?)?$/;

/** Request paths kept per tree, at most; then the memory starts over. */
const MAX_KEPT_PATHS = 50_000;

/** The file a raw request path names, when it is one this answers; null when it is not. */
function resolve(root: LiveTree, url: string): FoundFile | null {
  if (!PLAIN_PATH.test(url)) return null;
  const clean = cleanPath(url);
  if (!clean || /\.(br|gz)$/i.test(clean)) return null;
  const { path } = splitLocale(clean);
  if (SPECIAL.test(path)) return null;
  const ext = extname(clean).toLowerCase();
  const isAsset = clean.startsWith('/_astro/') || (ext !== '' && ext !== '.html');
  // The console's files carry their own headers; pages the guard looks at go the whole way.
  if (CONSOLE_PAGES.test(clean) || (!isAsset && !isPublicPath(clean))) return null;
  return findLive(root, clean) ?? null;
}

/** Answers `req` and says true, or says false and leaves it to the framework untouched. */
export function quickPages(live: () => LiveTree | undefined) {
  let keptFor: LiveTree | undefined;
  const kept = new Map<string, FoundFile | null>();
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const { method, url } = req;
    if ((method !== 'GET' && method !== 'HEAD') || !url) return false;
    const root = live();
    if (!root) return false;
    if (root !== keptFor) {
      kept.clear();
      keptFor = root;
    }
    let found = kept.get(url);
    if (found === undefined) {
      found = resolve(root, url);
      if (kept.size >= MAX_KEPT_PATHS) kept.clear();
      kept.set(url, found);
    }
    if (!found) return false;
    // Each file's answer per encoding is kept where it is made (static-files.ts `prepare`).
    const answer = prepareLive(root, found, headerOf(req, 'accept-encoding'), SECURITY_HEADERS);
    if (tagMatches(headerOf(req, 'if-none-match'), answer.etag)) {
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

/**
 * A request header, read from the raw list: asking `req.headers` makes an object of them all,
 * which this path would make for two. Sent twice, it is read as the framework reads it (joined).
 */
function headerOf(req: IncomingMessage, name: string): string | undefined {
  const raw = req.rawHeaders;
  let found: string | undefined;
  for (let i = 0; i < raw.length; i += 2) {
    const key = raw[i] ?? '';
    if (key.length !== name.length || key.toLowerCase() !== name) continue;
    if (found !== undefined) return req.headers[name] as string | undefined;
    found = raw[i + 1];
  }
  return found;
}
