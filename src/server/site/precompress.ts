/**
 * Every page and bundle is compressed once, when it is written, so neither this server nor nginx
 * compresses the same file again for each reader: `x.html` gets `x.html.br` and `x.html.gz`.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Worth compressing: text. Images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.xml', '.txt']);

export const ENCODED_SUFFIX = { br: '.br', gzip: '.gz' } as const;

export function isCompressible(path: string): boolean {
  return COMPRESSIBLE.has(extname(path).toLowerCase());
}

/**
 * Pages are many and written on every edit (every one of them when the menu changes), so they get
 * a quick brotli level (a tenth of the time of the best level for 5 % more bytes) and gzip's
 * default level (level 9 took 1.4–1.6 times as long for 0.4 % fewer bytes over 222 pages);
 * bundles are few and live long, so they get the best.
 */
export async function writeCompressed(path: string, body: Buffer, best = false): Promise<void> {
  // Even a tiny file gets its copies: a merge would otherwise keep an older page's.
  const quality = best ? constants.BROTLI_MAX_QUALITY : 5;
  const [br, gzipped] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gz(body, { level: best ? 9 : 6 }),
  ]);
  await Promise.all([
    writeFile(path + ENCODED_SUFFIX.br, br),
    writeFile(path + ENCODED_SUFFIX.gzip, gzipped),
  ]);
}

/** Compresses every compressible file below `dir` that has no compressed copy yet. */
export async function compressTree(dir: string, best: (path: string) => boolean): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const names = new Set(entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name)));
  const todo = [...names].filter(
    (path) => isCompressible(path) && !names.has(path + ENCODED_SUFFIX.br),
  );
  // A few at a time: zlib runs on the thread pool, which has four threads.
  for (let i = 0; i < todo.length; i += 8)
    await Promise.all(
      todo
        .slice(i, i + 8)
        .map(async (path) => writeCompressed(path, await readFile(path), best(path))),
    );
}
