/** What every step of a RuoYi import shares: the transaction, the source, the mapping, the report. */
import type { Transaction } from '#server/db/client.ts';
import type { FileStorage } from '#server/files/storage.ts';
import type { Mapping } from './mapping.ts';
import type { ImportReport } from './report.ts';
import type { RuoyiSource, SourceRow } from './ruoyi-source.ts';
import type { SourceKeys } from './source-keys.ts';

/** Where the import finds and keeps files; without storage, files are reported, not moved. */
export interface FileSources {
  /** The old upload folder (RuoYi's ruoyi.profile), holding upload/…, avatar/… or profile/…. */
  dir?: string | undefined;
  storage?: FileStorage | undefined;
  /** Stored names written so far: removed again if the import fails (the rows roll back). */
  written: string[];
}

export interface ImportContext {
  tx: Transaction;
  source: RuoyiSource;
  mapping: Mapping;
  keys: SourceKeys;
  report: ImportReport;
  /** True for a dry run: what is written is rolled back, and no file bytes are stored. */
  dryRun: boolean;
  /** Source user id → the unit the enterprise table names for that account. */
  unitOfUser: Map<string, number>;
  /** Units made in this run (id → name), for the duplicate checks once all are in. */
  pendingUnits: Map<number, string>;
  files: FileSources;
  /** sys_oss urls → the file each became, so content linking them is rewritten. */
  ossLinks: Map<string, string>;
  /** Memberships to set once the accounts are in (the member role goes to the unit's accounts). */
  memberships: {
    unitId: number;
    isMember: boolean;
    since?: Date | undefined;
    until?: string | undefined;
  }[];
}

/**
 * A row's source key: its id. RuoYi-Vue-Plus's ids are unique across tenants (snowflakes, the
 * primary key alone), so the tenant needs no place in it.
 */
export const sourceKey = (row: SourceRow, idColumn: string): string => row[idColumn] ?? '';

/** The key of another row this one points at (its dept, its role). */
export const referenceKey = (row: SourceRow, column: string): string | undefined =>
  row[column] || undefined;

/** RuoYi keeps 0 for present rows; 2 (RuoYi-Vue) or 1 (some Vue-Plus releases) for deleted. */
export const isDeleted = (row: SourceRow) => row.del_flag != null && row.del_flag !== '0';

/** RuoYi writes Beijing wall-clock times without a zone. */
export function beijingTime(value: string | null | undefined): Date | undefined {
  if (!value || value.startsWith('0000')) return undefined;
  const d = new Date(`${value.trim().replace(' ', 'T')}+08:00`);
  return Number.isNaN(d.getTime()) ? undefined : d;
}

export const blankToNull = (value: string | null | undefined) => value?.trim() || null;
