/**
 * The rules of what editors send of each content type, made from its table: what the form marks
 * required is refused when empty (in the reader's words), days are real days, and a time left
 * empty takes the column's own default.
 */
import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { createSchemaFactory } from 'drizzle-zod';
// The openapi-extended zod: these schemas are registered in the API description, and may be
// built before any route module has loaded the extension (a feature importing content first).
import { z } from '@hono/zod-openapi';
import { calendarDay } from '#shared/schemas/params.ts';

/** What the server keeps for itself: editors never send an item's id, state or version. */
const kept = { id: true, updatedAt: true, status: true } as const;
/**
 * A table's columns as a schema; dates arrive as text in JSON and are read as dates. The tables
 * differ, so the schema is read as any object's: the rules below go by the columns' kinds.
 */
const insertSchemaOf: (table: PgTable) => z.ZodObject = createSchemaFactory({
  coerce: { date: true },
}).createInsertSchema;
const emptyIsUnset = (v: unknown) => (v === null || v === '' ? undefined : v);
export const requiredText = z
  .string({ error: (i) => (i.input === undefined ? 'validation.required' : 'validation.invalid') })
  .trim()
  .min(1, { error: 'validation.required' });
export const optionalText = z.string().trim().default('');
/** The rows of a list field (a standard's revisions, a periodical's contents), each checked. */
export const rowsOf = (row: z.ZodRawShape) => z.array(z.object(row)).max(200).optional();
const blank = (v: unknown) => v === '' || v === null || v === undefined;
/** A number, day or choice the item cannot be without: empty is "required", not "invalid". */
export const requiredValue = (column: z.ZodType) =>
  z
    .unknown()
    .refine((v) => !blank(v), { error: 'validation.required' })
    .pipe(column);
/** A choice with a default: left out it keeps the default, sent empty it is required. */
const choiceWithDefault = (column: z.ZodType) => requiredValue(column).optional();
/**
 * What editors may send of a table: its columns but those the server keeps, required where the
 * form marks them so, and days and times read as people leave them empty.
 */
export function schemaOf(table: PgTable) {
  const inserted = insertSchemaOf(table).omit(kept);
  // A day column takes only real days (the database refuses the rest with an error of its own).
  const days = Object.entries(getTableColumns(table)).filter(
    ([key, c]) => c.columnType === 'PgDateString' && key in inserted.shape,
  );
  const base = inserted.extend(
    Object.fromEntries(
      days.map(([key, c]) => [key, c.notNull ? calendarDay : calendarDay.nullable().optional()]),
    ),
  );
  const shape: Record<string, z.ZodType> = base.shape;
  // What the form marks required is a column with no default, or a choice: empty (or only
  // spaces) is refused as required, never saved as an empty title. A choice left out keeps its
  // default.
  const mustHave = Object.entries(getTableColumns(table)).filter(
    ([key, c]) => c.notNull && (!c.hasDefault || c.enumValues?.length) && key in shape,
  );
  const filled = base.extend(
    Object.fromEntries(
      mustHave.flatMap(([key, c]): [string, z.ZodType][] => {
        const column = shape[key];
        if (!column) return [];
        if (c.hasDefault) return [[key, choiceWithDefault(column)]];
        const plainText = c.columnType === 'PgText' && !c.enumValues?.length;
        return [[key, plainText ? requiredText : requiredValue(column)]];
      }),
    ),
  );
  // A time left empty where one is always kept means "not given", so the column's own default
  // applies (a publication time of now), never the 1970 that coercing null would make.
  const required = Object.entries(getTableColumns(table)).filter(
    ([, c]) => c.dataType === 'date' && c.notNull && c.hasDefault,
  );
  return filled.extend(
    Object.fromEntries(
      required.flatMap(([key]) => {
        const column = shape[key];
        return column ? [[key, z.preprocess(emptyIsUnset, column)]] : [];
      }),
    ),
  );
}
