/** Tables of this part: the drizzle schema for its rows (migrations come from all of them). */
import {
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

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

/**
 * The old system's sign-in and operation logs (sys_logininfor, sys_oper_log), kept read-only: the
 * law asks for six months of logs to survive a move. Apart from the live audit trail and its
 * chain; the console shows it on its own page. The database refuses to change or remove a row.
 */
export const importLogArchive = pgTable(
  'import_log_archive',
  {
    id: serial('id').primaryKey(),
    source: text('source').notNull(),
    /** login (sys_logininfor) or operation (sys_oper_log). */
    kind: text('kind', { enum: ['login', 'operation'] }).notNull(),
    sourceId: text('source_id').notNull(),
    at: timestamp('at', { withTimezone: true }),
    userName: text('user_name').notNull().default(''),
    ip: text('ip').notNull().default(''),
    /** success or failure, as the old log said. */
    outcome: text('outcome', { enum: ['success', 'failure'] }).notNull(),
    /** A sign-in's message; an operation's module and what was done. */
    summary: text('summary').notNull().default(''),
    /** The operation's method and address; a sign-in's browser and system. */
    detail: text('detail').notNull().default(''),
    /** The whole old row, every column by name: nothing of it is lost. */
    row: jsonb('row').$type<Record<string, string | null>>().notNull(),
  },
  (t) => [
    uniqueIndex('import_log_archive_source_key').on(t.source, t.kind, t.sourceId),
    index('import_log_archive_at_idx').on(t.kind, t.at),
  ],
);

/** Each import that wrote (dry runs write nothing): its report, for the administrator's console. */
export const importRuns = pgTable('import_run', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull(),
  source: text('source').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
  /** Whether it brought anything in (a second run changes nothing, and says so). */
  changed: boolean('changed').notNull(),
  report: jsonb('report').$type<Record<string, unknown>>().notNull(),
});
