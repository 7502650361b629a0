/** Moving in, as the console reads it: the import runs with their reports, and the old logs. */
import { z } from 'zod';
import { dataOf, listOf, pageQuery } from '#shared/schemas/envelope.ts';
import { calendarDay } from '#shared/schemas/params.ts';

export const OLD_LOG_KINDS = ['login', 'operation'] as const;

export const oldLogQuery = pageQuery.extend({
  kind: z.enum(OLD_LOG_KINDS).optional(),
  user: z.string().trim().max(50).optional(),
  ip: z.string().trim().max(64).optional(),
  /** Words of the message, module or address. */
  text: z.string().trim().max(100).optional(),
  outcome: z.enum(['success', 'failure']).optional(),
  from: calendarDay.optional(),
  to: calendarDay.optional(),
});

export const oldLogRow = z.object({
  id: z.number(),
  kind: z.enum(OLD_LOG_KINDS),
  sourceId: z.string(),
  at: z.string().nullable(),
  userName: z.string(),
  ip: z.string(),
  outcome: z.enum(['success', 'failure']),
  summary: z.string(),
  detail: z.string(),
  /** The whole old row, every column by name. */
  row: z.record(z.string(), z.string().nullable()),
});
export const oldLogList = listOf(oldLogRow);

export const importRunRow = z.object({
  id: z.number(),
  kind: z.string(),
  source: z.string(),
  startedAt: z.string(),
  finishedAt: z.string(),
  changed: z.boolean(),
});
export const importRunList = listOf(importRunRow);

/** A run with its report as the import wrote it (see server/report.ts) and as it was printed. */
export const importRunDetail = dataOf(
  importRunRow.extend({ report: z.record(z.string(), z.unknown()), printed: z.string() }),
);
