/**
 * Where uploaded files' bytes live. The folder driver writes $DATA_DIR/files (a shared volume when
 * several machines serve); the database driver keeps them in `stored_file_content`, so processes
 * that share only PostgreSQL share the files too. The `stored_file` row is the same either way.
 */
import { createReadStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FileStorageKind } from '#shared/vocabulary.ts';
import { CODE } from '#shared/constants.ts';
import type { Tx } from '../db/client.ts';
import { fileContents } from './tables.ts';
import { AppError } from '../http/errors.ts';

import type { FileStorage } from '../http/ports.ts';

export type { FileStorage };

export const filesDir = (dataDir: string) => join(dataDir, 'files');

/**
 * A file is written whole or not at all: a disk that fills up half way leaves no part of it, and
 * the uploader is told the storage is full (507), not that something went wrong.
 */
function writeWhole(path: string, bytes: Uint8Array): void {
  try {
    writeFileSync(path, bytes, { mode: 0o640 });
  } catch (err) {
    rmSync(path, { force: true });
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== 'ENOSPC' && code !== 'EDQUOT') throw err;
    console.error(`[files] the files folder is full (${code}); an upload was refused`);
    throw new AppError(507, CODE.error, 'error.storageFull');
  }
}

export function folderStorage(dataDir: string): FileStorage {
  const dir = filesDir(dataDir);
  // Stored names are generated (a UUID and an extension); anything else is not ours to open.
  const pathOf = (name: string) => {
    if (!/^[\w-]+\.\w+$/.test(name)) throw new Error(`not a stored file name: ${name}`);
    return join(dir, name);
  };
  return {
    kind: 'folder',
    async put(name, bytes) {
      mkdirSync(dir, { recursive: true });
      writeWhole(pathOf(name), bytes);
    },
    async read(name) {
      const path = pathOf(name);
      return existsSync(path) ? readFileSync(path) : undefined;
    },
    async open(name) {
      const path = pathOf(name);
      if (!existsSync(path)) return undefined;
      return Readable.toWeb(createReadStream(path)) as ReadableStream;
    },
    async remove(name) {
      rmSync(pathOf(name), { force: true });
    },
    using() {
      return this;
    },
  };
}

export function databaseStorage(db: Tx): FileStorage {
  const read = async (name: string) => {
    const [row] = await db
      .select({ bytes: fileContents.bytes })
      .from(fileContents)
      .where(eq(fileContents.storedName, name));
    return row ? new Uint8Array(row.bytes) : undefined;
  };
  return {
    kind: 'database',
    async put(name, bytes) {
      await db
        .insert(fileContents)
        .values({ storedName: name, bytes })
        .onConflictDoUpdate({ target: fileContents.storedName, set: { bytes } });
    },
    read,
    async open(name) {
      const bytes = await read(name);
      return bytes ? (Readable.toWeb(Readable.from([bytes])) as ReadableStream) : undefined;
    },
    async remove(name) {
      await db.delete(fileContents).where(eq(fileContents.storedName, name));
    },
    using: databaseStorage,
  };
}

/**
 * The driver FILE_STORAGE names, reading from the other one when a file is not where it should
 * be: after the setting changes, files not moved yet (or uploaded during a move) still download.
 */
export function fileStorage(
  db: Tx,
  settings: { FILE_STORAGE: FileStorageKind; DATA_DIR: string },
): FileStorage {
  const folder = folderStorage(settings.DATA_DIR);
  const database = databaseStorage(db);
  const [main, other] =
    settings.FILE_STORAGE === 'database' ? [database, folder] : [folder, database];
  return {
    ...main,
    read: async (name) => (await main.read(name)) ?? other.read(name),
    open: async (name) => (await main.open(name)) ?? other.open(name),
    remove: async (name) => {
      await main.remove(name);
      await other.remove(name);
    },
    using: (tx) => fileStorage(tx, settings),
  };
}
