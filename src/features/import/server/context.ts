/** What every step of a RuoYi import shares: the transaction, the source, the mapping, the report. */
import type { Transaction } from '#server/db/client.ts';
import type { Mapping } from './mapping.ts';
import type { ImportReport } from './report.ts';
import type { RuoyiSource, SourceRow } from './ruoyi-source.ts';
import type { SourceKeys } from './source-keys.ts';

export interface ImportContext {
  tx: Transaction;
  source: RuoyiSource;
  mapping: Mapping;
  keys: SourceKeys;
  report: ImportReport;
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
