/** sys_dict_type/sys_dict_data → dictionaries, sys_config → configuration. */
import { and, eq } from 'drizzle-orm';
import { configs, dictData } from '#server/config/tables.ts';
import { type ImportContext, sourceKey } from './context.ts';
import { count, skip } from './report.ts';

export async function importDictionaries(ctx: ImportContext): Promise<void> {
  // The product keeps no row per type: each entry carries its type's name.
  const types = count(ctx.report, 'sys_dict_type');
  for (const row of await ctx.source.rows('sys_dict_type')) {
    types.read++;
    const key = sourceKey(row, 'dict_id');
    if (await ctx.keys.target('sys_dict_type', key)) types.already++;
    else {
      await ctx.keys.remember('sys_dict_type', key, row.dict_type ?? '');
      types.imported++;
    }
  }
  const c = count(ctx.report, 'sys_dict_data');
  for (const row of await ctx.source.rows('sys_dict_data')) {
    c.read++;
    const key = sourceKey(row, 'dict_code');
    if (await ctx.keys.target('sys_dict_data', key)) {
      c.already++;
      continue;
    }
    const dictType = row.dict_type?.trim() ?? '';
    const dictValue = row.dict_value ?? '';
    if (row.status === '1') {
      skip(c, 'disabled in RuoYi / 若依中已停用');
      continue;
    }
    const [present] = await ctx.tx
      .select({ id: dictData.id })
      .from(dictData)
      .where(and(eq(dictData.dictType, dictType), eq(dictData.dictValue, dictValue)));
    if (present) {
      skip(c, 'this product already has the entry / 本系统已有此字典项');
      continue;
    }
    const [entry] = await ctx.tx
      .insert(dictData)
      .values({
        dictType,
        dictLabel: row.dict_label ?? dictValue,
        dictValue,
        sort: Number(row.dict_sort) || 0,
      })
      .returning({ id: dictData.id });
    if (!entry) throw new Error(`dictionary entry ${dictType}/${dictValue} not saved`);
    await ctx.keys.remember('sys_dict_data', key, entry.id);
    c.imported++;
  }
}

export async function importConfig(ctx: ImportContext): Promise<void> {
  const c = count(ctx.report, 'sys_config');
  for (const row of await ctx.source.rows('sys_config')) {
    c.read++;
    const from = row.config_key?.trim() ?? '';
    const target = ctx.mapping.config[from];
    if (target === undefined) {
      ctx.report.unknownConfigKeys.push(`${from} = ${row.config_value ?? ''}`);
      skip(c, 'unknown key, see the list below / 未知参数键，见下方列表');
      continue;
    }
    if (target === null) {
      ctx.report.configKeysLeftOut.push(from);
      skip(c, 'the product sets this itself / 本系统自有此设置');
      continue;
    }
    const key = sourceKey(row, 'config_id');
    if (await ctx.keys.target('sys_config', key)) {
      c.already++;
      continue;
    }
    const value = row.config_value ?? '';
    await ctx.tx
      .insert(configs)
      .values({ configKey: target, configValue: value, configName: row.config_name ?? '' })
      .onConflictDoUpdate({ target: configs.configKey, set: { configValue: value } });
    await ctx.keys.remember('sys_config', key, target);
    c.imported++;
  }
}
