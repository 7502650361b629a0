/** Tables of this part: the drizzle schema for its rows (migrations come from all of them). */
import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What each row brought in from an earlier system became: (source, table, source id) → the
 * product's id. It makes an import safe to repeat (a row already brought in is left alone) and
 * tells later steps (files, logs) which account an old user id now is. See server/import/.
 */
export const importSourceKeys = pgTable(
  'import_source_key',
  {
    source: text('source').notNull(),
    sourceTable: text('source_table').notNull(),
    sourceId: text('source_id').notNull(),
    targetId: text('target_id').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.source, t.sourceTable, t.sourceId] })],
);
