/** Serves files of the live build, confined to its folder, with cache and content-type headers. */
import { createReadStream, statSync, type Stats } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { Readable } from 'node:stream';

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
 * A request path decoded once and checked: no dot segments, no backslash, no NUL, no encoded
 * slash. The guard and the file lookup both use this one value, so they cannot disagree.
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
    decoded.split('/').some((seg) => seg === '..' || seg === '.')
  )
    return undefined;
  return decoded;
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
    try {
      const stat = statSync(full);
      if (stat.isFile()) return { path: full, stat };
    } catch {
      /* try the next shape */
    }
  }
  return undefined;
}

export function fileResponse(
  file: FoundFile,
  opts: { status?: number; head?: boolean; ifNoneMatch?: string } = {},
): Response {
  const ext = extname(file.path).toLowerCase();
  const etag = `W/"${file.stat.size.toString(16)}-${Math.floor(file.stat.mtimeMs).toString(16)}"`;
  const headers = new Headers({
    'Content-Type': TYPES[ext] ?? 'application/octet-stream',
    ETag: etag,
    // Hashed bundles never change; pages must be revalidated so a rebuild shows at once.
    'Cache-Control': file.path.includes(`${sep}_astro${sep}`)
      ? 'public, max-age=31536000, immutable'
      : 'no-cache',
  });
  if (opts.ifNoneMatch === etag && !opts.status)
    return new Response(null, { status: 304, headers });
  headers.set('Content-Length', String(file.stat.size));
  const body = opts.head ? null : (Readable.toWeb(createReadStream(file.path)) as ReadableStream);
  return new Response(body, { status: opts.status ?? 200, headers });
}
