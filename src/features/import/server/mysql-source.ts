/**
 * Reads a running RuoYi MySQL/MariaDB without changing it: one read-only transaction for the whole
 * import, so every table is read as of the same moment.
 */
import mysql from 'mysql2/promise';
import type { RuoyiSource, SourceRow } from './ruoyi-source.ts';

export async function openMysqlSource(url: string): Promise<RuoyiSource> {
  const conn = await mysql.createConnection({
    uri: url,
    // Ids and dates come as the text MySQL holds: no rounding of 19-digit ids, no time zone shift.
    supportBigNumbers: true,
    bigNumberStrings: true,
    dateStrings: true,
    charset: 'utf8mb4',
  });
  await conn.query('SET SESSION TRANSACTION ISOLATION LEVEL REPEATABLE READ');
  await conn.query('START TRANSACTION READ ONLY');
  const [listed] = await conn.query<mysql.RowDataPacket[]>('SHOW TABLES');
  const tables = new Set(listed.map((r) => String(Object.values(r)[0]).toLowerCase()));
  const safe = new URL(url);
  safe.password = '';
  return {
    describe: safe.toString(),
    has: async (table) => tables.has(table.toLowerCase()),
    tables: async () => [...tables],
    async rows(table) {
      if (!tables.has(table.toLowerCase())) return [];
      const [rows] = await conn.query<mysql.RowDataPacket[]>(
        `SELECT * FROM ${mysql.escapeId(table)}`,
      );
      return rows.map(asText);
    },
    async close() {
      await conn.query('ROLLBACK').catch(() => undefined);
      await conn.end();
    },
  };
}

function asText(row: mysql.RowDataPacket): SourceRow {
  const out: SourceRow = {};
  for (const [column, value] of Object.entries(row)) {
    out[column.toLowerCase()] =
      value === null || value === undefined
        ? null
        : Buffer.isBuffer(value)
          ? value.toString('utf8')
          : String(value);
  }
  return out;
}
