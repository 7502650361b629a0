/**
 * A member list brought in from a spreadsheet by the secretariat. The same rules as a report's
 * import: every wrong cell is named in one answer and nothing is saved until all are right. Each
 * new row becomes a passed unit with its membership term and one account that has no password
 * anybody knows: a one-time setup link (the same ticket a forgotten password gets) goes to the
 * unit's phone or is listed for the secretariat to hand out. Keyed by tax ID, so the same file
 * sent again creates nothing and says so.
 */
import { and, eq } from 'drizzle-orm';
import type { Translate } from '#i18n/index.ts';
import { AUDIT_STATUS } from '#shared/constants.ts';
import { beijingToday } from '#shared/format.ts';
import { claimedBy } from '#features/registration/server/public.ts';
import { setMembership } from '#features/membership/server/public.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { enterprises, roles, userRoles, users } from '#server/auth/tables.ts';
import { badRequest, type FieldIssue } from '#server/http/errors.ts';
import { enforce } from '#server/http/rate-limit.ts';
import { setupLink, unusablePasswordHash } from '#server/auth/password-tickets.ts';
import type { MemberListColumn } from '../contract/member-list.contract.ts';
import { cellIssue, type MemberListRow, readMemberList } from './member-list-xlsx.ts';
import { SourceKeys } from './source-keys.ts';
import { importRuns, importSourceKeys } from './tables.ts';

/** The source under which the units a list brought in are remembered, keyed by tax ID. */
export const MEMBER_LIST_SOURCE = 'member-list';
const UNIT_TABLE = 'unit';
/**
 * Handing a few hundred links out takes the secretariat days, not minutes: a link lasts two weeks
 * (a staff account's lasts three days), and a lost one is replaced by the usual forgotten password.
 */
const SETUP_TTL_MS = 14 * 24 * 3600_000;
const IMPORTS_PER_ACCOUNT = 20;

export interface MemberListRequest {
  db: Db;
  account: number;
  bytes: Buffer;
  now: number;
  t: Translate;
}

export interface NewAccount {
  row: number;
  unitName: string;
  userName: string;
  phone: string;
  locale: 'zh';
  setupPath: string;
  expiresAt: string;
}

export interface MemberListOutcome {
  rows: number;
  created: NewAccount[];
  alreadyHere: number;
}

/** Reads, checks and (only when every cell is right) saves the list, in one transaction. */
export async function importMemberList(r: MemberListRequest): Promise<MemberListOutcome> {
  await enforce(
    r.db,
    { key: `member-list:user:${r.account}`, max: IMPORTS_PER_ACCOUNT, windowMs: 10 * 60_000 },
    r.now,
    'error.memberList.tooOften',
  );
  const today = beijingToday(r.now);
  const read = await readMemberList(r.bytes, r.t, today);
  const issues = [...read.issues];
  const at = (row: number, column: MemberListColumn) => ({ sheet: read.sheet, row, column });
  const known = await knownTaxIds(r.db);
  const seen = { taxId: new Map<string, number>(), unitName: new Map<string, number>() };
  const twice = new Set<number>();
  for (const named of read.names)
    for (const c of ['taxId', 'unitName'] as const) {
      const value = named[c]?.toLowerCase();
      if (!value) continue;
      const first = seen[c].get(value);
      if (first === undefined) seen[c].set(value, named.row);
      else {
        issues.push(cellIssue(r.t, at(named.row, c), 'error.memberList.twice', { row: first }));
        twice.add(named.row);
      }
    }
  const fresh: MemberListRow[] = [];
  for (const row of read.rows) {
    if (twice.has(row.row) || known.has(row.taxId)) continue;
    const taken = await claimedBy(r.db, { unitName: row.unitName, taxId: row.taxId });
    if (taken === 'taxId')
      issues.push(cellIssue(r.t, at(row.row, 'taxId'), 'error.memberList.taxIdTaken'));
    else if (taken === 'unitName')
      issues.push(cellIssue(r.t, at(row.row, 'unitName'), 'error.memberList.nameTaken'));
    else fresh.push(row);
  }
  refuseIfAny(issues);
  const created = await r.db.transaction(async (tx) => {
    const keys = new SourceKeys(tx, MEMBER_LIST_SOURCE);
    const made: NewAccount[] = [];
    for (const row of fresh) made.push(await createMember(tx, keys, row, r.now, today));
    const outcome = {
      rows: read.rows.length,
      created: made,
      alreadyHere: read.rows.length - made.length,
    };
    if (made.length) await recordRun(tx, outcome, read.rows, r.now);
    return made;
  });
  return { rows: read.rows.length, created, alreadyHere: read.rows.length - created.length };
}

function refuseIfAny(issues: FieldIssue[]): void {
  // Sorted as the sheet reads, top to bottom, left to right: the secretariat fixes them in order.
  const sorted = [...issues].sort(
    (a, b) =>
      Number(a.params?.row ?? 0) - Number(b.params?.row ?? 0) ||
      String(a.params?.cell ?? '').localeCompare(String(b.params?.cell ?? '')),
  );
  const first = sorted[0];
  if (first) throw badRequest(first.key, sorted, first.params);
}

/** The tax IDs lists brought in before: their rows are left as they are. */
async function knownTaxIds(db: Db): Promise<Set<string>> {
  const rows = await db
    .select({ taxId: importSourceKeys.sourceId })
    .from(importSourceKeys)
    .where(
      and(
        eq(importSourceKeys.source, MEMBER_LIST_SOURCE),
        eq(importSourceKeys.sourceTable, UNIT_TABLE),
      ),
    );
  return new Set(rows.map((r) => r.taxId));
}

async function createMember(
  tx: Tx,
  keys: SourceKeys,
  row: MemberListRow,
  now: number,
  today: string,
): Promise<NewAccount> {
  const [unit] = await tx
    .insert(enterprises)
    .values({
      unitName: row.unitName,
      taxId: row.taxId,
      contactPerson: row.contactPerson,
      email: row.email,
      phone: row.phone,
      auditStatus: AUDIT_STATUS.passed,
    })
    .returning({ id: enterprises.id });
  if (!unit) throw new Error(`unit ${row.unitName} not saved`);
  // Nobody knows this password: the account is entered through its setup link only.
  const unusable = await unusablePasswordHash();
  const [user] = await tx
    .insert(users)
    .values({
      userName: row.unitName,
      nickName: row.unitName,
      passwordHash: unusable,
      userType: row.userType,
      enterpriseId: unit.id,
      phone: row.phone,
      email: row.email || null,
    })
    .returning({ id: users.id });
  if (!user) throw new Error(`account ${row.unitName} not saved`);
  const [role] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(eq(roles.roleKey, 'enterprise'));
  if (role) await tx.insert(userRoles).values({ userId: user.id, roleId: role.id });
  const since = new Date(`${row.memberSince}T00:00:00+08:00`);
  if (row.memberUntil >= today)
    await setMembership(tx, unit.id, {
      isMember: true,
      until: row.memberUntil,
      today: row.memberSince,
      at: since.getTime(),
    });
  // A term that ended before today: a former member, its last term kept for a renewal.
  else
    await tx
      .update(enterprises)
      .set({ memberSince: since, memberUntil: row.memberUntil })
      .where(eq(enterprises.id, unit.id));
  await keys.remember(UNIT_TABLE, row.taxId, unit.id);
  return {
    row: row.row,
    unitName: row.unitName,
    userName: row.unitName,
    phone: row.phone,
    locale: 'zh',
    ...(await setupLink(tx, user.id, new Date(now + SETUP_TTL_MS))),
  };
}

/**
 * The import is kept with the other imports (the console's Moving in page): which rows came in,
 * and what the list said that has no place of its own here (the day the last fee was paid).
 */
async function recordRun(
  tx: Tx,
  outcome: { rows: number; created: NewAccount[]; alreadyHere: number },
  rows: MemberListRow[],
  now: number,
) {
  const made = new Set(outcome.created.map((c) => c.row));
  await tx.insert(importRuns).values({
    kind: MEMBER_LIST_SOURCE,
    source: 'xlsx',
    startedAt: new Date(now),
    changed: true,
    report: {
      rows: outcome.rows,
      created: outcome.created.length,
      alreadyHere: outcome.alreadyHere,
      units: rows
        .filter((r) => made.has(r.row))
        .map(({ row, unitName, taxId, memberSince, memberUntil, lastFeePaid }) => ({
          row,
          unitName,
          taxId,
          memberSince,
          memberUntil,
          lastFeePaid,
        })),
    },
  });
}

/** A member list's run as the console prints it: the counts, then each unit brought in. */
export function formatMemberListRun(report: Record<string, unknown>): string {
  const units = (report.units ?? []) as Record<string, unknown>[];
  return [
    `会员名单 / Member list: ${report.rows} 行 rows · ${report.created} 新建 made · ${report.alreadyHere} 已导入 already here`,
    '行 row · 单位 unit · 税号 tax ID · 入会 since → 到期 until · 最近缴费 last fee paid',
    ...units.map(
      (u) =>
        `  ${u.row} · ${u.unitName} · ${u.taxId} · ${u.memberSince} → ${u.memberUntil} · ${u.lastFeePaid ?? '—'}`,
    ),
  ].join('\n');
}
