/**
 * Dictionaries (the choices forms offer, `/system/dict/data/type/{type}`) and configuration
 * values, as the administrator changes them. A value something reads is checked by its own rule,
 * so a typo cannot switch the captcha off or break the fee page; keys are never invented here.
 */
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { CONFIG_RULES, type dictEntries } from '../contract/settings.contract.ts';
import type { Db } from '#server/db/client.ts';
import { configs, dictData } from '#server/config/tables.ts';
import { badRequest, forbidden, notFound } from '#server/http/errors.ts';
import { hasPermi } from '#shared/permissions.ts';
import { noteChange } from '#server/audit/audit-scope.ts';
import { SECURITY_SETTINGS } from '#shared/schemas/security-settings.ts';

export async function allDicts(db: Db) {
  const rows = await db
    .select()
    .from(dictData)
    .orderBy(asc(dictData.dictType), asc(dictData.sort), asc(dictData.id));
  const types = new Map<
    string,
    { value: string; label: string; labelEn: string; sort: number }[]
  >();
  for (const r of rows) {
    const list = types.get(r.dictType) ?? [];
    list.push({
      value: r.dictValue,
      label: r.dictLabel,
      labelEn: r.dictLabelEn ?? '',
      sort: r.sort,
    });
    types.set(r.dictType, list);
  }
  return [...types].map(([type, entries]) => ({ type, entries }));
}

/** The type's entries become these, in one transaction. */
export async function saveDict(db: Db, type: string, input: z.infer<typeof dictEntries>) {
  await db.transaction(async (tx) => {
    const before = await tx.select().from(dictData).where(eq(dictData.dictType, type));
    await tx.delete(dictData).where(eq(dictData.dictType, type));
    await tx.insert(dictData).values(
      input.entries.map((e) => ({
        dictType: type,
        dictValue: e.value,
        dictLabel: e.label,
        dictLabelEn: e.labelEn || null,
        sort: e.sort,
      })),
    );
    noteChange({
      subject: 'dict',
      id: type,
      before: { values: before.map((b) => `${b.dictValue}=${b.dictLabel}`) },
      after: { values: input.entries.map((e) => `${e.value}=${e.label}`) },
    });
  });
}

export async function allConfig(db: Db) {
  const stored = await db.select().from(configs).orderBy(asc(configs.configKey));
  // A security setting not saved yet is listed with its default, so it can be found and set.
  const unsaved = SECURITY_SETTINGS.filter((d) => !stored.some((r) => r.configKey === d.key)).map(
    (d) => ({ configKey: d.key, configValue: d.value, configName: d.name, isPublic: false }),
  );
  const rows = [...stored, ...unsaved].sort((a, b) => a.configKey.localeCompare(b.configKey));
  return rows.map((r) => ({
    key: r.configKey,
    value: r.configValue,
    name: r.configName,
    isPublic: r.isPublic,
    checked: r.configKey in CONFIG_RULES,
  }));
}

/**
 * The security settings (password policy, session lifetime, audit retention) are the security
 * administrator's; every other value the system administrator's (三员分立).
 */
export async function saveConfig(
  db: Db,
  key: string,
  value: string,
  permissions: readonly string[],
) {
  const policy = SECURITY_SETTINGS.some((s) => s.key === key);
  if (!hasPermi(permissions, policy ? 'system:policy:edit' : 'system:config:edit'))
    throw forbidden(policy ? 'error.settings.policyOnly' : 'error.settings.configOnly');
  const checked = CONFIG_RULES[key]?.safeParse(value);
  if (checked && !checked.success) {
    const issue = checked.error.issues[0]?.message ?? 'validation.invalid';
    throw badRequest(issue, [{ field: 'value', key: issue }]);
  }
  const [stored] = await db.select().from(configs).where(eq(configs.configKey, key));
  const setting = SECURITY_SETTINGS.find((s) => s.key === key);
  if (!stored && !setting) throw notFound();
  const before = stored ?? { configValue: setting!.value };
  if (stored)
    await db.update(configs).set({ configValue: value }).where(eq(configs.configKey, key));
  else
    await db
      .insert(configs)
      .values({ configKey: key, configValue: value, configName: setting!.name })
      .onConflictDoUpdate({ target: configs.configKey, set: { configValue: value } });
  noteChange({
    subject: 'config',
    id: key,
    before: { value: before.configValue },
    after: { value },
  });
}
