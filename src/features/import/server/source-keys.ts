/**
 * What each source row became (the table `import_source_key`, in the schema): a row already
 * brought in is left alone, so an import is safe to repeat.
 */
import { and, eq } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { importSourceKeys } from './tables.ts';

/** The keys of one source, read a table at a time (one query per table, not per row). */
export class SourceKeys {
  private readonly tx: Tx;
  private readonly source: string;
  private readonly known = new Map<string, Map<string, string>>();

  constructor(tx: Tx, source: string) {
    this.tx = tx;
    this.source = source;
  }

  async target(table: string, sourceId: string): Promise<string | undefined> {
    return (await this.table(table)).get(sourceId);
  }

  /** Every row of a table this source made here. */
  async targets(table: string): Promise<Set<string>> {
    return new Set((await this.table(table)).values());
  }

  async remember(table: string, sourceId: string, targetId: string | number): Promise<void> {
    await this.tx.insert(importSourceKeys).values({
      source: this.source,
      sourceTable: table,
      sourceId,
      targetId: String(targetId),
    });
    (await this.table(table)).set(sourceId, String(targetId));
  }

  private async table(table: string): Promise<Map<string, string>> {
    let keys = this.known.get(table);
    if (!keys) {
      const rows = await this.tx
        .select({ sourceId: importSourceKeys.sourceId, targetId: importSourceKeys.targetId })
        .from(importSourceKeys)
        .where(
          and(eq(importSourceKeys.source, this.source), eq(importSourceKeys.sourceTable, table)),
        );
      keys = new Map(rows.map((r) => [r.sourceId, r.targetId]));
      this.known.set(table, keys);
    }
    return keys;
  }
}
