/** What an import read, brought in and left out, and why: printed for the IT provider, kept as JSON. */

export interface TableCount {
  read: number;
  imported: number;
  /** Brought in by an earlier run (same source id): left as it is. */
  already: number;
  /** Reason → rows. */
  skipped: Record<string, number>;
}

/** One table's source rows against what the product holds for them (checksums.ts). */
export interface TableChecksum {
  table: string;
  rows: number;
  sourceSha256: string;
  /** Rows read less those skipped, each for the reason the report gives. */
  expected: number;
  held: number;
  heldSha256: string;
  match: boolean;
}

export interface ImportReport {
  source: string;
  /** What was read: a RuoYi database, or an old site through its public calls. */
  variant: 'RuoYi-Vue' | 'RuoYi-Vue-Plus' | 'site';
  dryRun: boolean;
  tables: Record<string, TableCount>;
  unmappedRoles: string[];
  unmappedPermissions: string[];
  unknownConfigKeys: string[];
  /** RuoYi keys the product has its own setting for (mapped to null): not carried over. */
  configKeysLeftOut: string[];
  /** Accounts whose hash is RuoYi's published default (admin123): their password must change. */
  defaultPasswordAccounts: string[];
  duplicatePhones: { phone: string; users: string[] }[];
  accountsWithoutEmail: string[];
  /** Units that came in under review because the source has no tax ID for them. */
  unitsWithoutTaxId: string[];
  /** Units whose tax ID is no valid unified social credit code: under review. */
  invalidTaxIds: string[];
  /** Tax IDs and phones several units hold (those brought in, or one here already): not merged. */
  duplicateTaxIds: { value: string; units: string[] }[];
  duplicatePhonesOfUnits: { value: string; units: string[] }[];
  /** Tables of the source nothing reads: the association's own, waiting for the mapping. */
  unreadTables: string[];
  /** Columns of the association's own tables that the mapping does not name: not carried. */
  unknownColumns: { table: string; columns: string[] }[];
  /** Files linked from content, or listed in sys_oss, that could not be found or are refused. */
  missingFiles: string[];
  /** Per table, the source's rows against what the product holds for them (checksums.ts). */
  checksums: TableChecksum[];
  /** Notices whose HTML the sanitiser changed (scripts, event handlers, foreign tags removed). */
  sanitisedNotices: { id: string; title: string; removed: string[] }[];
  /** The same for articles from the association's own tables. */
  sanitisedArticles: { id: string; title: string; removed: string[] }[];
  /** What else the reader should know, item by item (an old site's members-only bodies). */
  notes?: string[];
}

export function emptyReport(source: string, variant: ImportReport['variant'], dryRun: boolean) {
  const report: ImportReport = {
    source,
    variant,
    dryRun,
    tables: {},
    unmappedRoles: [],
    unmappedPermissions: [],
    unknownConfigKeys: [],
    configKeysLeftOut: [],
    defaultPasswordAccounts: [],
    duplicatePhones: [],
    accountsWithoutEmail: [],
    unitsWithoutTaxId: [],
    invalidTaxIds: [],
    duplicateTaxIds: [],
    duplicatePhonesOfUnits: [],
    unknownColumns: [],
    unreadTables: [],
    sanitisedNotices: [],
    sanitisedArticles: [],
    missingFiles: [],
    checksums: [],
  };
  return report;
}

export function count(report: ImportReport, table: string): TableCount {
  report.tables[table] ??= { read: 0, imported: 0, already: 0, skipped: {} };
  return report.tables[table];
}

export function skip(c: TableCount, reason: string): void {
  c.skipped[reason] = (c.skipped[reason] ?? 0) + 1;
}

export const importedNothing = (r: ImportReport) =>
  Object.values(r.tables).every((t) => t.imported === 0);

/** The report as the IT provider reads it, in Chinese and English. */
export function formatReport(r: ImportReport): string {
  const lines = [
    `${r.dryRun ? '试运行（未写入任何数据）/ Dry run (nothing written)' : '导入 / Import'}: ${r.variant} ← ${r.source}`,
    '表 / table: 读取 read · 导入 imported · 已导入 already there · 跳过 skipped',
  ];
  for (const [table, c] of Object.entries(r.tables)) {
    const skipped = Object.values(c.skipped).reduce((a, b) => a + b, 0);
    lines.push(`  ${table}: ${c.read} · ${c.imported} · ${c.already} · ${skipped}`);
    for (const [reason, n] of Object.entries(c.skipped)) lines.push(`      ${n} × ${reason}`);
  }
  const list = (title: string, items: string[]) => {
    if (items.length) lines.push(`${title} (${items.length}):`, ...items.map((i) => `  - ${i}`));
  };
  list(
    '映射中没有的角色（按原角色标识导入）/ Roles not in the mapping (brought in under their own key)',
    r.unmappedRoles,
  );
  list('未映射的权限（未授予）/ Unmapped permissions (not granted)', r.unmappedPermissions);
  list('未知的参数键（未导入）/ Unknown config keys (not imported)', r.unknownConfigKeys);
  list('本系统另有设置的参数键 / Config keys the product sets itself', r.configKeysLeftOut);
  list(
    '仍使用若依默认密码 admin123 的账号（下次登录须先设置新密码）/ Accounts still on RuoYi’s default password admin123 (they must set a new one at their next sign-in)',
    r.defaultPasswordAccounts,
  );
  list(
    '重复的手机号 / Duplicate phones',
    r.duplicatePhones.map((d) => `${d.phone}: ${d.users.join(', ')}`),
  );
  list('没有邮箱的账号 / Accounts without an email', r.accountsWithoutEmail);
  list(
    '缺少税号、以"待审核"导入的单位 / Units without a tax ID, brought in under review',
    r.unitsWithoutTaxId,
  );
  list(
    '税号无效、以"待审核"导入的单位 / Units with an invalid tax ID, under review',
    r.invalidTaxIds,
  );
  list(
    '多个单位共用的税号（未合并）/ Tax IDs several units hold (not merged)',
    r.duplicateTaxIds.map((d) => `${d.value}: ${d.units.join(', ')}`),
  );
  list(
    '多个单位共用的电话（未合并）/ Phones several units hold (not merged)',
    r.duplicatePhonesOfUnits.map((d) => `${d.value}: ${d.units.join(', ')}`),
  );
  list(
    '未读取的表（需要时写入映射 tables）/ Tables not read (map them under tables if needed)',
    r.unreadTables,
  );
  list(
    '映射中没有的列（未导入）/ Columns the mapping does not name (not carried)',
    r.unknownColumns.map((u) => `${u.table}: ${u.columns.join(', ')}`),
  );
  list(
    '内容被清理的通知（已移除脚本等）/ Notices the sanitiser changed (scripts etc. removed)',
    r.sanitisedNotices.map((n) => `#${n.id} ${n.title}: ${n.removed.join(', ') || '…'}`),
  );
  list(
    '内容被清理的文章 / Articles the sanitiser changed',
    r.sanitisedArticles.map((n) => `${n.id} ${n.title}: ${n.removed.join(', ') || '…'}`),
  );
  list(
    '找不到或不接受的文件（链接未改）/ Files missing or refused (links left as they were)',
    r.missingFiles,
  );
  list('请注意 / Notes', r.notes ?? []);
  if (r.checksums.length) {
    lines.push('校验和 / Checksums: 源行数 sha256 → 应有 · 已有 sha256');
    for (const c of r.checksums)
      lines.push(
        `  ${c.table}: ${c.rows} ${c.sourceSha256.slice(0, 12)} → ${c.expected} · ${c.held} ${c.heldSha256.slice(0, 12)} ${c.match ? '✓' : '✗ 不一致 / mismatch'}`,
      );
  }
  if (!r.dryRun && importedNothing(r))
    lines.push(
      '没有任何变化：全部数据此前已导入 / Nothing changed: everything was already imported',
    );
  return lines.join('\n');
}
