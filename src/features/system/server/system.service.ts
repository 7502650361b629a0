/** What any page may read of the system: a configuration value, a dictionary's entries. */
import { asc, eq } from 'drizzle-orm';
import type { Locale } from '#shared/constants.ts';
import { configs, dictData } from '#server/config/tables.ts';
import type { Db } from '#server/db/client.ts';
import { notFound } from '#server/http/errors.ts';

/** A public value, or any value for a reader who may read the configuration. */
export async function configValue(db: Db, key: string, mayReadSecrets: boolean): Promise<string> {
  const [row] = await db.select().from(configs).where(eq(configs.configKey, key));
  // A secret key answers exactly like a missing one.
  if (!row || !(row.isPublic || mayReadSecrets)) throw notFound();
  return row.configValue;
}

/** A dictionary's entries in order, labelled in the reader's language (Chinese where no English). */
export async function dictionary(db: Db, type: string, locale: Locale) {
  const rows = await db
    .select()
    .from(dictData)
    .where(eq(dictData.dictType, type))
    .orderBy(asc(dictData.sort), asc(dictData.id));
  const en = locale === 'en';
  return rows.map((r) => ({
    dictLabel: en ? (r.dictLabelEn ?? r.dictLabel) : r.dictLabel,
    dictValue: r.dictValue,
    dictSort: r.sort,
    raw: { zh: r.dictLabel, en: r.dictLabelEn },
  }));
}
