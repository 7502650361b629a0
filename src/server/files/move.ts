/**
 * Moves every stored file's bytes to the storage FILE_STORAGE is about to name. Each file is
 * checked against its recorded SHA-256 before and after the copy, and removed from where it was
 * only once the copy reads back equal; a second run finds nothing left to do.
 */
import { createHash } from 'node:crypto';
import type { FileStorageKind } from '#shared/vocabulary.ts';
import type { Db } from '../db/client.ts';
import { files } from './tables.ts';
import { databaseStorage, type FileStorage, folderStorage } from './storage.ts';

export interface MoveResult {
  moved: number;
  /** Already where they belong. */
  already: number;
  /** Rows whose bytes are in neither place, or differ from what was uploaded: listed, untouched. */
  missing: string[];
  damaged: string[];
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export async function moveFiles(
  db: Db,
  dataDir: string,
  to: FileStorageKind,
  log: (line: string) => void = () => undefined,
): Promise<MoveResult> {
  const drivers: Record<FileStorageKind, FileStorage> = {
    folder: folderStorage(dataDir),
    database: databaseStorage(db),
  };
  const target = drivers[to];
  const source = drivers[to === 'folder' ? 'database' : 'folder'];
  const result: MoveResult = { moved: 0, already: 0, missing: [], damaged: [] };
  const rows = await db
    .select({ id: files.id, storedName: files.storedName, sha256: files.sha256 })
    .from(files);
  for (const row of rows) {
    const there = await target.read(row.storedName);
    if (there && sha256(there) === row.sha256) {
      result.already++;
      await source.remove(row.storedName);
      continue;
    }
    const bytes = await source.read(row.storedName);
    if (!bytes) {
      result.missing.push(row.id);
      continue;
    }
    if (sha256(bytes) !== row.sha256) {
      result.damaged.push(row.id);
      continue;
    }
    await target.put(row.storedName, bytes);
    const copy = await target.read(row.storedName);
    if (!copy || sha256(copy) !== row.sha256) throw new Error(`${row.id}: the copy differs`);
    await source.remove(row.storedName);
    result.moved++;
    if (result.moved % 500 === 0) log(`[files] ${result.moved} moved / 已移动`);
  }
  return result;
}
