/**
 * A page's answer while a change to what every page shows is pending (live-tree.ts
 * `PendingShell`): a page whose file shows an older shell is spliced as it is served, with the
 * regions the shell round rendered, so the change is live in every page at once, whatever the
 * site's size. The spliced page is compressed once, at a quick level, in the one encoding the
 * reader takes, and kept in memory like the files' own answers; its tag names the shell, so a
 * reader holding the older page's tag gets the new one. Any other file is answered as it is
 * (static-files.ts `prepare`). The rewrite round makes these pages files again, and then nothing
 * is spliced here.
 */
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { acceptsEncoding } from '../http/accept-encoding.ts';
import { type LiveTree, olderShell } from './live-tree.ts';
import { CannotSplice, splicePage } from './shell-splice.ts';
import { type FoundFile, type Prepared, prepare } from './static-files.ts';

/** Below this a page goes uncompressed: the copy would save less than it costs. */
const COMPRESS_FROM_BYTES = 1024;
/** Quicker than the build's level 5, for a page compressed while its reader waits. */
const BROTLI_QUALITY = 4;
const MAX_KEPT_BYTES = 32 * 1024 * 1024;
const MAX_KEPT_ANSWERS = 50_000;

/** Answers per extra headers (as `prepare` keeps them), by file and encoding; null: not spliced. */
const kept = new WeakMap<Record<string, string>, Map<string, Prepared | null>>();
/** All spliced answers, oldest first, for the memory bound. */
const keptOrder: [Map<string, Prepared | null>, string, number][] = [];
let keptBytes = 0;
let keptShell = '';

function forget(): void {
  for (const [map, key] of keptOrder) map.delete(key);
  keptOrder.length = 0;
  keptBytes = 0;
}

function keep(map: Map<string, Prepared | null>, key: string, answer: Prepared | null): void {
  const bytes = answer?.body?.length ?? 0;
  map.set(key, answer);
  keptOrder.push([map, key, bytes]);
  keptBytes += bytes;
  while ((keptBytes > MAX_KEPT_BYTES || keptOrder.length > MAX_KEPT_ANSWERS) && keptOrder.length) {
    const [oldMap, oldKey, oldBytes] = keptOrder.shift()!;
    oldMap.delete(oldKey);
    keptBytes -= oldBytes;
  }
}

/** The encoding a spliced page goes in: the best the reader takes, none when it is small. */
function encodingFor(size: number, acceptEncoding: string | undefined) {
  if (size < COMPRESS_FROM_BYTES) return undefined;
  if (acceptsEncoding(acceptEncoding, 'br')) return 'br' as const;
  if (acceptsEncoding(acceptEncoding, 'gzip')) return 'gzip' as const;
  return undefined;
}

/** The page spliced with the pending shell, or undefined when it shows no shell. */
function spliced(tree: LiveTree, file: FoundFile): { html: Buffer; shell: string } | undefined {
  const older = olderShell(tree, file);
  if (!older) return undefined;
  try {
    const html = splicePage(readFileSync(file.path, 'utf8'), older.rel, older.shell.regions);
    return html === undefined ? undefined : { html: Buffer.from(html), shell: older.shell.version };
  } catch (err) {
    // The rewrite round meets the same page and builds every page instead; until then, as it was.
    if (err instanceof CannotSplice) return undefined;
    throw err;
  }
}

/** What `file` of `tree` is answered with: spliced when it shows an older shell. */
export function prepareLive(
  tree: LiveTree,
  file: FoundFile,
  acceptEncoding: string | undefined,
  extra: Record<string, string>,
): Prepared {
  const version = tree.shell?.version ?? '';
  if (version !== keptShell) {
    forget();
    keptShell = version;
  }
  // Only a page of an older folder may need splicing; every other file is answered as it is.
  if (!version || !file.path.endsWith('.html') || !olderShell(tree, file))
    return prepare(file, acceptEncoding, extra);
  let answers = kept.get(extra);
  if (!answers) {
    answers = new Map();
    kept.set(extra, answers);
  }
  const key = `${file.path}\n${acceptEncoding ?? ''}`;
  let answer = answers.get(key);
  if (answer === undefined) {
    answer = splicedAnswer(tree, file, acceptEncoding, extra) ?? null;
    keep(answers, key, answer);
  }
  return answer ?? prepare(file, acceptEncoding, extra);
}

function splicedAnswer(
  tree: LiveTree,
  file: FoundFile,
  acceptEncoding: string | undefined,
  extra: Record<string, string>,
): Prepared | undefined {
  const page = spliced(tree, file);
  if (!page) return undefined;
  const encoding = encodingFor(page.html.length, acceptEncoding);
  const body =
    encoding === 'br'
      ? brotliCompressSync(page.html, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: page.html.length,
          },
        })
      : encoding === 'gzip'
        ? gzipSync(page.html)
        : page.html;
  // The file's own answer, uncompressed, gives the headers every page carries.
  const { headers: base } = prepare(file, undefined, extra);
  const { 'Content-Encoding': _, ...rest } = base;
  const version = `${file.stat.size.toString(16)}-${Math.floor(file.stat.mtimeMs).toString(16)}`;
  const etag = `W/"${version}-${page.shell}${encoding ? `-${encoding}` : ''}"`;
  const headers = { ...rest, ETag: etag, ...(encoding ? { 'Content-Encoding': encoding } : {}) };
  return {
    sent: file,
    body: new Uint8Array(body.buffer, body.byteOffset, body.length) as Uint8Array<ArrayBuffer>,
    etag,
    headers,
    withLength: { ...headers, 'Content-Length': String(body.length) },
  };
}
