/**
 * sys_logininfor and sys_oper_log → the archive of old logs (import_log_archive), read-only: the
 * database refuses to change a row, and the console only reads it. Rows go in by the batch and are
 * keyed by (source, kind, old id), so a second run adds nothing and 100,000 rows take seconds.
 */
import { beijingTime, type ImportContext } from './context.ts';
import type { SourceRow } from './ruoyi-source.ts';
import { count } from './report.ts';
import { importLogArchive } from './tables.ts';

const BATCH = 500;

type ArchiveRow = typeof importLogArchive.$inferInsert;

/** RuoYi writes 0 for a sign-in that succeeded and for an operation that ran normally. */
const outcomeOf = (row: SourceRow) => (row.status === '0' ? 'success' : 'failure');

function signIn(row: SourceRow): ArchiveRow {
  return {
    source: 'ruoyi',
    kind: 'login',
    sourceId: row.info_id ?? '',
    at: beijingTime(row.login_time) ?? null,
    userName: row.user_name ?? '',
    ip: row.ipaddr ?? '',
    outcome: outcomeOf(row),
    summary: row.msg ?? '',
    detail: [row.browser, row.os, row.login_location].filter(Boolean).join(' · '),
    row,
  };
}

function operation(row: SourceRow): ArchiveRow {
  return {
    source: 'ruoyi',
    kind: 'operation',
    sourceId: row.oper_id ?? '',
    at: beijingTime(row.oper_time) ?? null,
    userName: row.oper_name ?? '',
    ip: row.oper_ip ?? '',
    outcome: outcomeOf(row),
    summary: row.title ?? '',
    detail: [row.request_method, row.oper_url].filter(Boolean).join(' '),
    row,
  };
}

export const importLoginLog = (ctx: ImportContext) => archive(ctx, 'sys_logininfor', signIn);
export const importOperationLog = (ctx: ImportContext) => archive(ctx, 'sys_oper_log', operation);

async function archive(
  ctx: ImportContext,
  table: string,
  toArchive: (row: SourceRow) => ArchiveRow,
): Promise<void> {
  if (!(await ctx.source.has(table))) return;
  const c = count(ctx.report, table);
  const rows = await ctx.source.rows(table);
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH).map(toArchive);
    const added = await ctx.tx
      .insert(importLogArchive)
      .values(batch)
      .onConflictDoNothing()
      .returning({ id: importLogArchive.id });
    c.read += batch.length;
    c.imported += added.length;
    c.already += batch.length - added.length;
  }
}
