/**
 * A RuoYi database as the import reads it, whichever way it was opened (source.ts): a table comes
 * back as rows keyed by column name, every value a string or null.
 */
export type SourceRow = Record<string, string | null>;

export interface RuoyiSource {
  /** What was read, for the report (a file name, or the server without its password). */
  describe: string;
  has(table: string): Promise<boolean>;
  /** Every table's name, lower case. */
  tables(): Promise<string[]>;
  rows(table: string): Promise<SourceRow[]>;
  close(): Promise<void>;
}
