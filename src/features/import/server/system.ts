/** sys_dict_type/sys_dict_data → dictionaries, sys_config → configuration, sys_notice → notices. */
import { and, eq } from 'drizzle-orm';
import { configs, dictData } from '#server/config/tables.ts';
import { notices } from '#server/notices/tables.ts';
import { sanitizeRichText } from '#server/text/sanitize.ts';
import { NOTICE_SHOWN, NOTICE_WITHDRAWN } from '#server/notices/notices.ts';
import { beijingTime, type ImportContext, isDeleted, sourceKey } from './context.ts';
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

export async function importNotices(ctx: ImportContext): Promise<void> {
  const c = count(ctx.report, 'sys_notice');
  for (const row of await ctx.source.rows('sys_notice')) {
    c.read++;
    if (isDeleted(row)) {
      skip(c, 'deleted (del_flag) / 已删除');
      continue;
    }
    const key = sourceKey(row, 'notice_id');
    if (await ctx.keys.target('sys_notice', key)) {
      c.already++;
      continue;
    }
    const title = row.notice_title?.trim() ?? '';
    const html = row.notice_content ?? '';
    const clean = sanitizeRichText(html);
    if (clean !== html)
      ctx.report.sanitisedNotices.push({
        id: key,
        title,
        removed: removedBySanitiser(html, clean),
      });
    const [notice] = await ctx.tx
      .insert(notices)
      .values({
        noticeTitle: title,
        noticeContent: clean,
        sendUser: row.create_by?.trim() || '秘书处',
        sendTime: beijingTime(row.create_time),
        messageType: 'system',
        receiveType: 'all',
        // RuoYi: 0 shown, 1 closed.
        status: row.status === '1' ? NOTICE_WITHDRAWN : NOTICE_SHOWN,
      })
      .returning({ id: notices.id });
    if (!notice) throw new Error(`notice ${title} not saved`);
    await ctx.keys.remember('sys_notice', key, notice.id);
    c.imported++;
  }
}

/** What the sanitiser took out, as the IT provider can check it: tags and attributes. */
function removedBySanitiser(before: string, after: string): string[] {
  const tags = (html: string) =>
    [...html.matchAll(/<([a-z][a-z0-9]*)\b[^>]*>/gi)].map((m) => ({
      name: `<${(m[1] ?? '').toLowerCase()}>`,
      attributes: [...m[0].matchAll(/\s([a-z][\w-]*)\s*=/gi)].map((a) =>
        (a[1] ?? '').toLowerCase(),
      ),
    }));
  const kept = new Set(tags(after).flatMap((t) => [t.name, ...t.attributes]));
  const removed = new Set(
    tags(before)
      .flatMap((t) => [t.name, ...t.attributes])
      .filter((x) => !kept.has(x)),
  );
  return [...removed];
}
