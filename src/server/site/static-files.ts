/** Serves files of the live build, confined to its folder, with cache and content-type headers. */
import { createReadStream, readFileSync, statSync, type Stats } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { Readable } from 'node:stream';
import { ENCODED_SUFFIX, isCompressible } from './precompress.ts';
import { acceptsEncoding } from '../http/accept-encoding.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.mjs.map': 'application/json',
};

export interface FoundFile {
  path: string;
  stat: Stats;
}

/**
 * A request path decoded once and checked: no dot segments, no empty segments, no backslash, no
 * NUL, no encoded slash. The guard and the file lookup both use this one value, so they cannot
 * disagree (`/en//center` would be public to the guard and the centre to a file lookup).
 */
export function cleanPath(rawPath: string): string | undefined {
  if (/%2f|%5c/i.test(rawPath)) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  if (
    decoded.includes('\0') ||
    decoded.includes('\\') ||
    decoded.includes('//') ||
    decoded.split('/').some((seg) => seg === '..' || seg === '.')
  )
    return undefined;
  return decoded;
}

/**
 * A build's files never change once written: a rebuild, an edit's layer and a merge each write a
 * new folder. So what a lookup found is kept, and so are the bytes of the small files, which are
 * then answered from memory (both bounded).
 */
const lookups = new Map<string, FoundFile | null>();
const MAX_LOOKUPS = 50_000;
const contents = new Map<string, Uint8Array<ArrayBuffer>>();
let contentBytes = 0;
const MAX_CONTENT_BYTES = 64 * 1024 * 1024;
const MAX_KEPT_FILE = 256 * 1024;

function fileAt(full: string): FoundFile | undefined {
  const kept = lookups.get(full);
  if (kept !== undefined) return kept ?? undefined;
  let found: FoundFile | null = null;
  try {
    const stat = statSync(full);
    if (stat.isFile()) found = { path: full, stat };
  } catch {
    /* not there */
  }
  if (lookups.size >= MAX_LOOKUPS) lookups.clear();
  lookups.set(full, found);
  return found ?? undefined;
}

/** The bytes of a small file, from memory after the first read; undefined for a large one. */
export function contentOf(file: FoundFile): Uint8Array<ArrayBuffer> | undefined {
  if (file.stat.size > MAX_KEPT_FILE) return undefined;
  let bytes = contents.get(file.path);
  if (bytes) {
    contents.delete(file.path); // most recently used last
  } else {
    bytes = new Uint8Array(readFileSync(file.path));
    contentBytes += bytes.length;
    for (const [path, old] of contents) {
      if (contentBytes <= MAX_CONTENT_BYTES) break;
      contents.delete(path);
      contentBytes -= old.length;
    }
  }
  contents.set(file.path, bytes);
  return bytes;
}

/** Maps a clean path to a file inside root: `/x` → x/index.html or x.html; never outside root. */
export function findFile(root: string, decoded: string): FoundFile | undefined {
  const base = normalize(root + sep);
  const candidates = decoded.endsWith('/')
    ? [join(decoded, 'index.html')]
    : extname(decoded)
      ? [decoded]
      : [join(decoded, 'index.html'), `${decoded}.html`];
  for (const candidate of candidates) {
    const full = normalize(join(base, candidate));
    if (!full.startsWith(base)) return undefined;
    const found = fileAt(full);
    if (found) return found;
  }
  return undefined;
}

/** The compressed copy written beside a file at build time, in the best encoding the reader takes. */
function encodedCopy(file: FoundFile, acceptEncoding: string | undefined) {
  if (!isCompressible(file.path)) return undefined;
  for (const [name, suffix] of [
    ['br', ENCODED_SUFFIX.br],
    ['gzip', ENCODED_SUFFIX.gzip],
  ] as const) {
    if (!acceptsEncoding(acceptEncoding, name)) continue;
    const copy = fileAt(file.path + suffix);
    if (copy) return { name, ...copy };
  }
  return undefined;
}

/** Answers made by fileResponse, whose headers are complete: nothing after it needs to touch them. */
const fileAnswers = new WeakSet<Response>();
export const isFileResponse = (res: Response) => fileAnswers.has(res);

/** What a file's answer is, worked out once: the copy sent, its tag, its headers. */
export interface Prepared {
  sent: FoundFile;
  /** The bytes sent, when they are not the file's (a page spliced as it is served). */
  body?: Uint8Array<ArrayBuffer>;
  etag: string;
  /** For a 304: no length, no body. */
  headers: Record<string, string>;
  withLength: Record<string, string>;
}

/**
 * A build's files never change (see `lookups`), so each file's answer is worked out once per
 * reader's Accept-Encoding and set of extra headers, and its header objects are shared by every
 * answer (the server writes them out as they are, never into them). Bounded like the lookups.
 */
const preparedAnswers = new WeakMap<Record<string, string>, Map<string, Prepared>>();
let preparedCount = 0;

export function prepare(
  file: FoundFile,
  acceptEncoding: string | undefined,
  extra: Record<string, string>,
): Prepared {
  let forHeaders = preparedAnswers.get(extra);
  if (!forHeaders) {
    forHeaders = new Map();
    preparedAnswers.set(extra, forHeaders);
  }
  const key = `${file.path}\n${acceptEncoding ?? ''}`;
  const kept = forHeaders.get(key);
  if (kept) return kept;
  const ext = extname(file.path).toLowerCase();
  const encoded = encodedCopy(file, acceptEncoding);
  const sent = encoded ?? file;
  const version = `${file.stat.size.toString(16)}-${Math.floor(file.stat.mtimeMs).toString(16)}`;
  const etag = `W/"${version}${encoded ? `-${encoded.name}` : ''}"`;
  // A plain object, not Headers: the server writes it out as it is, which is much quicker.
  const headers: Record<string, string> = {
    ...extra,
    'Content-Type': TYPES[ext] ?? 'application/octet-stream',
    ETag: etag,
    // Hashed bundles never change; pages must be revalidated so a rebuild shows at once.
    'Cache-Control': file.path.includes(`${sep}_astro${sep}`)
      ? 'public, max-age=31536000, immutable'
      : 'no-cache',
  };
  if (isCompressible(file.path)) headers.Vary = 'Accept-Encoding';
  if (encoded) headers['Content-Encoding'] = encoded.name;
  const prepared = {
    sent,
    etag,
    headers,
    withLength: { ...headers, 'Content-Length': String(sent.stat.size) },
  };
  if (++preparedCount > MAX_LOOKUPS) {
    preparedCount = 0;
    forHeaders.clear();
  }
  forHeaders.set(key, prepared);
  return prepared;
}

/** Whether an If-None-Match header names this tag. */
export const tagMatches = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch !== undefined &&
  (ifNoneMatch === etag || ifNoneMatch.split(',').some((tag) => tag.trim() === etag));

/** The bytes of an answer: kept in memory, or streamed from its file when large. */
export const bodyOf = (answer: Prepared) => answer.body ?? contentOf(answer.sent);

/** The answer `prepare` (or a caller's own preparation) worked out, as a Response. */
export function fileResponse(
  prepared: Prepared,
  opts: { status?: number; head?: boolean; ifNoneMatch?: string } = {},
): Response {
  const { sent, etag, headers, withLength } = prepared;
  const status = opts.status ?? 200;
  let answer: Response;
  if (tagMatches(opts.ifNoneMatch, etag) && !opts.status)
    answer = new Response(null, { status: 304, headers });
  else {
    const body = opts.head
      ? null
      : (bodyOf(prepared) ?? (Readable.toWeb(createReadStream(sent.path)) as ReadableStream));
    answer = new Response(body, { status, headers: withLength });
  }
  fileAnswers.add(answer);
  return answer;
}
