/**
 * Where a RuoYi database is read from: a mysqldump file (.sql or .sql.gz) or a running MySQL
 * (mysql://, read only). Either way a table comes back as rows keyed by column name, every value
 * a string or null: columns are read by name (RuoYi only ever adds them), and RuoYi-Vue-Plus's
 * 19-digit snowflake ids stay exact.
 */
import type { RuoyiSource } from './ruoyi-source.ts';

export async function openSource(spec: string): Promise<RuoyiSource> {
  if (/^mysql:\/\//i.test(spec)) {
    const { openMysqlSource } = await import('./mysql-source.ts');
    return openMysqlSource(spec);
  }
  const { openDumpSource } = await import('./dump-source.ts');
  return openDumpSource(spec);
}
