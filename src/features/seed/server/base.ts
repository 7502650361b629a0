/**
 * What every install needs, demo or not: the roles with their permissions, the settings and the
 * dictionaries. The demo seed starts with it; on a production install (SEED_DEMO off) the first
 * administrator's command lays it down (first-admin.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Tx } from '#server/db/client.ts';
import * as t from '#features/tables.ts';

export const read = <T>(contentDir: string, name: string): T =>
  JSON.parse(readFileSync(join(contentDir, 'demo', name), 'utf8')) as T;

interface RoleSeed {
  roleKey: string;
  roleName: string;
  roleNameEn: string;
  permissions: string[];
}

export async function seedBase(tx: Tx, contentDir: string): Promise<void> {
  for (const r of read<RoleSeed[]>(contentDir, 'roles.json')) {
    const [role] = await tx
      .insert(t.roles)
      .values({ roleKey: r.roleKey, roleName: r.roleName, roleNameEn: r.roleNameEn })
      .returning();
    if (role && r.permissions.length)
      await tx
        .insert(t.rolePermissions)
        .values(r.permissions.map((permission) => ({ roleId: role.id, permission })));
  }
  await tx.insert(t.configs).values(read(contentDir, 'config.json'));
  for (const d of read<{ dictType: string; entries: [string, string, string][] }[]>(
    contentDir,
    'dicts.json',
  )) {
    await tx.insert(t.dictData).values(
      d.entries.map(([zh, en, value], i) => ({
        dictType: d.dictType,
        dictLabel: zh,
        dictLabelEn: en,
        dictValue: value,
        sort: i + 1,
      })),
    );
  }
  await tx.insert(t.siteState).values({ id: 1, contentVersion: 1 }).onConflictDoNothing();
}
