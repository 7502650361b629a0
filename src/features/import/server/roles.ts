/**
 * sys_role → roles: a role the mapping names becomes that product role (with the product's own
 * permissions); any other, or a mapped one the product lacks, comes in as a role of its own, its
 * sys_menu perms translated through the mapping. sys_user_role then gives the accounts their roles.
 */
import { eq } from 'drizzle-orm';
import { rolePermissions, roles, userRoles } from '#server/auth/tables.ts';
import { type ImportContext, isDeleted, referenceKey, sourceKey } from './context.ts';
import { mapPermission } from './mapping.ts';
import { count, skip } from './report.ts';

export async function importRoles(ctx: ImportContext): Promise<void> {
  const c = count(ctx.report, 'sys_role');
  const perms = await permsByRole(ctx);
  const unmapped = new Set(ctx.report.unmappedPermissions);
  for (const row of await ctx.source.rows('sys_role')) {
    c.read++;
    if (isDeleted(row)) {
      skip(c, 'deleted (del_flag) / 已删除');
      continue;
    }
    const key = sourceKey(row, 'role_id');
    if (await ctx.keys.target('sys_role', key)) {
      c.already++;
      continue;
    }
    const roleKey = row.role_key?.trim() ?? '';
    const mapped = ctx.mapping.roles[roleKey];
    if (mapped === null) {
      skip(c, 'mapped to no role / 映射为不授予角色');
      continue;
    }
    if (mapped === undefined) ctx.report.unmappedRoles.push(`${roleKey} (${row.role_name ?? ''})`);
    const target = mapped ?? roleKey;
    let [role] = await ctx.tx.select({ id: roles.id }).from(roles).where(eq(roles.roleKey, target));
    if (!role) {
      // A role the product lacks comes in under its mapped key (RuoYi's admin is the product's
      // admin, who passes every check), its RuoYi perms translated.
      [role] = await ctx.tx
        .insert(roles)
        .values({ roleKey: target, roleName: row.role_name?.trim() || target, roleNameEn: target })
        .returning({ id: roles.id });
      if (!role) throw new Error(`role ${target} not saved`);
      const granted = new Set<string>();
      for (const perm of perms.get(key) ?? []) {
        const to = mapPermission(ctx.mapping, perm);
        if (to) for (const p of to) granted.add(p);
        else unmapped.add(perm);
      }
      const roleId = role.id;
      if (granted.size)
        await ctx.tx
          .insert(rolePermissions)
          .values([...granted].map((permission) => ({ roleId, permission })));
    }
    await ctx.keys.remember('sys_role', key, role.id);
    c.imported++;
  }
  ctx.report.unmappedPermissions = [...unmapped].sort();
}

/** Each role's perms strings, from sys_role_menu and sys_menu (a menu may list several, comma-separated). */
async function permsByRole(ctx: ImportContext): Promise<Map<string, string[]>> {
  const menuPerms = new Map<string, string[]>();
  for (const menu of await ctx.source.rows('sys_menu')) {
    const list = (menu.perms ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    if (list.length) menuPerms.set(sourceKey(menu, 'menu_id'), list);
  }
  const byRole = new Map<string, string[]>();
  for (const link of await ctx.source.rows('sys_role_menu')) {
    const role = referenceKey(link, 'role_id');
    const menu = referenceKey(link, 'menu_id');
    if (!role || !menu) continue;
    byRole.set(role, [...(byRole.get(role) ?? []), ...(menuPerms.get(menu) ?? [])]);
  }
  return byRole;
}

export async function importUserRoles(ctx: ImportContext): Promise<void> {
  const c = count(ctx.report, 'sys_user_role');
  for (const row of await ctx.source.rows('sys_user_role')) {
    c.read++;
    const user = referenceKey(row, 'user_id');
    const role = referenceKey(row, 'role_id');
    const key = `${user}>${role}`;
    if (await ctx.keys.target('sys_user_role', key)) {
      c.already++;
      continue;
    }
    const userId = user && (await ctx.keys.target('sys_user', user));
    const roleId = role && (await ctx.keys.target('sys_role', role));
    if (!userId || !roleId) {
      skip(c, 'its account or role was not brought in / 对应账号或角色未导入');
      continue;
    }
    await ctx.tx
      .insert(userRoles)
      .values({ userId: Number(userId), roleId: Number(roleId) })
      .onConflictDoNothing();
    await ctx.keys.remember('sys_user_role', key, `${userId}>${roleId}`);
    c.imported++;
  }
}
