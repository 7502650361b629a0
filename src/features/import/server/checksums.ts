/**
 * A checksum per table once the import has run: the source rows (read, and a sha256 over them in
 * id order, every column by name) against what the product holds for them (the rows not skipped
 * for a stated reason, each old id with what it became, and a sha256 over those pairs). The
 * table matches when every row that should be here is. Two runs over the same source give the same
 * sums, so the IT provider can compare a rehearsal with the real move.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { ImportContext } from './context.ts';
import type { TableChecksum } from './report.ts';
import type { SourceRow } from './ruoyi-source.ts';
import { importLogArchive, importSourceKeys } from './tables.ts';

const column = (name: string) => (row: SourceRow) => row[name] ?? '';

/** How each table's rows are known: the id the import keys them by, and where it keeps them. */
function idsOf(
  ctx: ImportContext,
): Record<string, { id: (row: SourceRow) => string; keys: string }> {
  const reads = ctx.mapping.noticeReads;
  const ids: Record<string, { id: (row: SourceRow) => string; keys: string }> = {
    sys_dept: { id: column('dept_id'), keys: 'sys_dept' },
    sys_user: { id: column('user_id'), keys: 'sys_user' },
    sys_role: { id: column('role_id'), keys: 'sys_role' },
    sys_user_role: { id: (r) => `${r.user_id}>${r.role_id}`, keys: 'sys_user_role' },
    sys_dict_type: { id: column('dict_id'), keys: 'sys_dict_type' },
    sys_dict_data: { id: column('dict_code'), keys: 'sys_dict_data' },
    sys_config: { id: column('config_id'), keys: 'sys_config' },
    sys_notice: { id: column('notice_id'), keys: 'sys_notice' },
    sys_oss: { id: (r) => `oss:${r.oss_id}`, keys: 'files' },
    sys_logininfor: { id: column('info_id'), keys: 'login' },
    sys_oper_log: { id: column('oper_id'), keys: 'operation' },
    [reads.table]: {
      id: (r) => `${r[reads.notice.toLowerCase()]}>${r[reads.user.toLowerCase()]}`,
      keys: reads.table,
    },
  };
  for (const [table, m] of Object.entries(ctx.mapping.tables))
    ids[table] = { id: column(m.id.toLowerCase()), keys: table };
  return ids;
}

const sha256 = (lines: string[]) => {
  const hash = createHash('sha256');
  for (const line of lines) hash.update(line).update('\n');
  return hash.digest('hex');
};

/** A row as one line: its columns in name order, so the order the source lists them in is moot. */
const canonical = (row: SourceRow) =>
  JSON.stringify(
    Object.keys(row)
      .sort()
      .map((k) => [k, row[k]]),
  );

export async function checksums(ctx: ImportContext): Promise<TableChecksum[]> {
  const ids = idsOf(ctx);
  const out: TableChecksum[] = [];
  for (const [table, c] of Object.entries(ctx.report.tables)) {
    const known = ids[table];
    if (!known) continue;
    const rows = await ctx.source.rows(table);
    const byId = rows.map((row) => ({ id: known.id(row), row }));
    byId.sort((a, b) => a.id.localeCompare(b.id));
    const wanted = new Set(byId.map((r) => r.id));
    const held = (await heldOf(ctx, known.keys)).filter((h) => wanted.has(h.sourceId));
    held.sort((a, b) => a.sourceId.localeCompare(b.sourceId));
    const expected = c.read - Object.values(c.skipped).reduce((a, b) => a + b, 0);
    out.push({
      table,
      rows: rows.length,
      sourceSha256: sha256(byId.map((r) => canonical(r.row))),
      expected,
      held: held.length,
      heldSha256: sha256(held.map((h) => `${h.sourceId}→${h.targetId}`)),
      match: held.length === expected,
    });
  }
  return out;
}

async function heldOf(ctx: ImportContext, keys: string) {
  if (keys === 'login' || keys === 'operation')
    return (
      await ctx.tx
        .select({ sourceId: importLogArchive.sourceId, id: importLogArchive.id })
        .from(importLogArchive)
        .where(and(eq(importLogArchive.source, 'ruoyi'), eq(importLogArchive.kind, keys)))
    ).map((r) => ({ sourceId: r.sourceId, targetId: String(r.id) }));
  return ctx.tx
    .select({ sourceId: importSourceKeys.sourceId, targetId: importSourceKeys.targetId })
    .from(importSourceKeys)
    .where(and(eq(importSourceKeys.source, 'ruoyi'), eq(importSourceKeys.sourceTable, keys)));
}
