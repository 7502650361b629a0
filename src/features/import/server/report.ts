/** What an import read, brought in and left out, and why: printed for the IT provider, kept as JSON. */

export interface TableCount {
  read: number;
  imported: number;
  /** Brought in by an earlier run (same source id): left as it is. */
  already: number;
  /** Reason → rows. */
  skipped: Record<string, number>;
}

export interface ImportReport {
  source: string;
  variant: 'RuoYi-Vue' | 'RuoYi-Vue-Plus';
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
  /** Notices whose HTML the sanitiser changed (scripts, event handlers, foreign tags removed). */
  sanitisedNotices: { id: string; title: string; removed: string[] }[];
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
    sanitisedNotices: [],
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
    '仍使用若依默认密码 admin123 的账号（请尽快改密）/ Accounts still on RuoYi’s default password admin123 (change it)',
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
    '内容被清理的通知（已移除脚本等）/ Notices the sanitiser changed (scripts etc. removed)',
    r.sanitisedNotices.map((n) => `#${n.id} ${n.title}: ${n.removed.join(', ') || '…'}`),
  );
  if (!r.dryRun && importedNothing(r))
    lines.push(
      '没有任何变化：全部数据此前已导入 / Nothing changed: everything was already imported',
    );
  return lines.join('\n');
}
