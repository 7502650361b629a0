/**
 * Units: sys_dept rows under the mapping's departments, and the rows of the association's own
 * enterprise table (mapped to units): name, tax ID, contacts, address, membership and its dates.
 * Duplicate tax IDs and phones are reported and come in as separate units, never merged.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { enterprises } from '#server/auth/tables.ts';
import { enterpriseProfiles } from '#features/profile/server/tables.ts';
import { setMembership } from '#features/membership/server/public.ts';
import { beijingToday } from '#shared/format.ts';
import { isValidUscc } from '#shared/uscc.ts';
import { beijingTime, type ImportContext, isDeleted, sourceKey } from './context.ts';
import { isYes, mappedRows } from './mapped-tables.ts';
import { count, skip } from './report.ts';

export async function importDeptUnits(ctx: ImportContext): Promise<void> {
  const c = count(ctx.report, 'sys_dept');
  const under = new Set(ctx.mapping.units.underDeptIds.map(String));
  for (const row of await ctx.source.rows('sys_dept')) {
    c.read++;
    if (isDeleted(row)) {
      skip(c, 'deleted (del_flag) / 已删除');
      continue;
    }
    const line = `${row.ancestors ?? ''},${row.parent_id ?? ''}`.split(',');
    if (!line.some((id) => under.has(id.trim()))) {
      skip(c, 'not a member unit in the mapping (units.underDeptIds) / 映射未指定为会员单位');
      continue;
    }
    const key = sourceKey(row, 'dept_id');
    if (await ctx.keys.target('sys_dept', key)) {
      c.already++;
      continue;
    }
    const name = row.dept_name?.trim() || `#${key}`;
    // RuoYi's dept has no tax ID, and a passed unit must have one: the secretariat completes it,
    // unless the association's enterprise table (below) brings it.
    const [unit] = await ctx.tx
      .insert(enterprises)
      .values({
        unitName: name,
        taxId: '',
        contactPerson: row.leader?.trim() ?? '',
        email: row.email?.trim() ?? '',
        phone: row.phone?.trim() ?? '',
        auditStatus: '0',
        createdAt: beijingTime(row.create_time),
      })
      .returning({ id: enterprises.id });
    if (!unit) throw new Error(`unit ${name} not saved`);
    await ctx.keys.remember('sys_dept', key, unit.id);
    ctx.pendingUnits.set(unit.id, name);
    c.imported++;
  }
}

/** The enterprise table(s) the mapping names as units. */
export async function importMappedUnits(ctx: ImportContext): Promise<void> {
  for await (const { table, row, id, fields: f } of mappedRows(ctx, 'units')) {
    const c = count(ctx.report, table);
    c.read++;
    if (isDeleted(row)) {
      skip(c, 'deleted (del_flag) / 已删除');
      continue;
    }
    const known = await ctx.keys.target(table, id);
    if (known) {
      if (f.userId) ctx.unitOfUser.set(f.userId, Number(known));
      c.already++;
      continue;
    }
    const name = f.unitName ?? '';
    if (!name) {
      skip(c, 'no unit name / 无单位名称');
      continue;
    }
    const taxId = (f.taxId ?? '').toUpperCase();
    const values = {
      unitName: name,
      taxId,
      contactPerson: f.contactPerson ?? '',
      email: f.email ?? '',
      phone: f.phone ?? '',
      auditStatus: await statusFor(ctx, name, taxId),
      ...(f.createdAt ? { createdAt: beijingTime(f.createdAt) } : {}),
    };
    // The same unit as a sys_dept row already brought in: its information completes that unit.
    const dept = f.deptId && (await ctx.keys.target('sys_dept', f.deptId));
    const [unit] = dept
      ? await ctx.tx
          .update(enterprises)
          .set(values)
          .where(eq(enterprises.id, Number(dept)))
          .returning({ id: enterprises.id })
      : await ctx.tx.insert(enterprises).values(values).returning({ id: enterprises.id });
    if (!unit) throw new Error(`unit ${name} not saved`);
    await ctx.keys.remember(table, id, unit.id);
    if (f.userId) ctx.unitOfUser.set(f.userId, unit.id);
    ctx.pendingUnits.set(unit.id, name);
    const profile = Object.fromEntries(
      (['address', 'legalRepresentative', 'landline', 'introduction'] as const)
        .filter((k) => f[k])
        .map((k) => [k, f[k]]),
    );
    if (Object.keys(profile).length)
      await ctx.tx
        .insert(enterpriseProfiles)
        .values({ enterpriseId: unit.id, data: profile })
        .onConflictDoNothing();
    if (isYes(f.isMember) || f.memberUntil)
      ctx.memberships.push({
        unitId: unit.id,
        isMember: isYes(f.isMember),
        since: beijingTime(f.memberSince),
        until: f.memberUntil?.slice(0, 10),
      });
    c.imported++;
  }
}

/**
 * A unit with a valid tax ID no other unit holds comes in passed, as it was in RuoYi; any other
 * under review, listed, for the secretariat to settle (a passed unit's tax ID and name are unique).
 */
async function statusFor(ctx: ImportContext, name: string, taxId: string): Promise<'0' | '1'> {
  if (!taxId) return '0';
  if (!isValidUscc(taxId)) {
    ctx.report.invalidTaxIds.push(`${name}: ${taxId}`);
    return '0';
  }
  const [taken] = await ctx.tx
    .select({ id: enterprises.id })
    .from(enterprises)
    .where(
      and(
        eq(enterprises.auditStatus, '1'),
        sql`(${enterprises.taxId} = ${taxId} or lower(${enterprises.unitName}) = lower(${name}))`,
      ),
    );
  return taken ? '0' : '1';
}

/**
 * Memberships, once the accounts are in: setMembership gives the unit's accounts the member role
 * and lists the unit in the public members table. A unit that joined mid-year keeps its real
 * dates: the day it joined (and its year in the table) and the last day of its term.
 */
export async function importMemberships(ctx: ImportContext): Promise<void> {
  const today = beijingToday(Date.now());
  // Counted as a table of its own: the memberships (and lapsed terms) the enterprise rows carried.
  const c = count(ctx.report, 'memberships');
  for (const m of ctx.memberships) {
    c.read++;
    c.imported++;
    if (!m.isMember) {
      // A lapsed member: not a member now, its last term kept.
      await ctx.tx
        .update(enterprises)
        .set({ memberUntil: m.until ?? null, memberSince: m.since ?? null })
        .where(eq(enterprises.id, m.unitId));
      continue;
    }
    await setMembership(ctx.tx, m.unitId, {
      isMember: true,
      until: m.until,
      today: m.since ? beijingToday(m.since.getTime()) : today,
      at: m.since?.getTime(),
    });
  }
  await reportDuplicates(ctx);
}

/** Tax IDs and phones that several units hold: those brought in now, against every unit here. */
async function reportDuplicates(ctx: ImportContext): Promise<void> {
  const ids = [...ctx.pendingUnits.keys()];
  if (!ids.length) return;
  const untaxed = await ctx.tx
    .select({ name: enterprises.unitName })
    .from(enterprises)
    .where(and(inArray(enterprises.id, ids), eq(enterprises.taxId, '')))
    .orderBy(enterprises.id);
  ctx.report.unitsWithoutTaxId.push(...untaxed.map((u) => u.name));
  for (const [column, list] of [
    [enterprises.taxId, ctx.report.duplicateTaxIds],
    [enterprises.phone, ctx.report.duplicatePhonesOfUnits],
  ] as const) {
    const held = ctx.tx
      .select({ value: column })
      .from(enterprises)
      .where(inArray(enterprises.id, ids));
    const rows = await ctx.tx
      .select({
        value: column,
        units: sql<string[]>`array_agg(${enterprises.unitName} order by ${enterprises.id})`,
      })
      .from(enterprises)
      .where(and(ne(column, ''), inArray(column, held)))
      .groupBy(column)
      .having(sql`count(*) > 1`)
      .orderBy(column);
    list.push(...rows);
  }
}
