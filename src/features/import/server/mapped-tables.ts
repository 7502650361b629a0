/**
 * The association's own tables, read through the mapping: each row becomes the fields of a product
 * entity (units, articles). A column the mapping does not name is reported once per table, never
 * dropped silently; a table the mapping names but the source lacks is passed over.
 */
import type { ImportContext } from './context.ts';
import type { Entity, EntityField, TableMapping } from './mapping.ts';
import type { SourceRow } from './ruoyi-source.ts';

export interface MappedRow<E extends Entity> {
  table: string;
  mapping: TableMapping;
  row: SourceRow;
  /** The source id (the mapping's id column). */
  id: string;
  /** Field → value; a field several columns feed takes the first that is not blank. */
  fields: Partial<Record<EntityField<E>, string>>;
}

export async function* mappedRows<E extends Entity>(
  ctx: ImportContext,
  entity: E,
): AsyncGenerator<MappedRow<E>> {
  for (const [table, mapping] of Object.entries(ctx.mapping.tables)) {
    if (mapping.entity !== entity || !(await ctx.source.has(table))) continue;
    const rows = await ctx.source.rows(table);
    reportUnknownColumns(ctx, table, mapping, rows[0]);
    for (const row of rows) {
      const fields: Partial<Record<string, string>> = { ...mapping.values };
      for (const [column, field] of Object.entries(mapping.columns)) {
        const value = row[column.toLowerCase()]?.trim();
        if (field && value && !fields[field]) fields[field] = value;
      }
      yield { table, mapping, row, id: row[mapping.id.toLowerCase()] ?? '', fields };
    }
  }
}

function reportUnknownColumns(
  ctx: ImportContext,
  table: string,
  mapping: TableMapping,
  first: SourceRow | undefined,
): void {
  if (!first) return;
  const known = new Set(
    [mapping.id, ...Object.keys(mapping.columns)].map((column) => column.toLowerCase()),
  );
  const unknown = Object.keys(first).filter((column) => !known.has(column));
  if (unknown.length) ctx.report.unknownColumns.push({ table, columns: unknown });
}

/** RuoYi and its offspring write yes as 1, Y, true or 是. */
export const isYes = (value: string | undefined) =>
  value !== undefined && /^(1|y|yes|true|是)$/i.test(value.trim());
