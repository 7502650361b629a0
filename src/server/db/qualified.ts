/**
 * A column named with its table, for the outer side of a correlated subquery. Drizzle writes the
 * columns of a one-table select bare (`"id"`), and inside `(select … from other where … = "id")`
 * a bare name means the inner table's column when it has one: the staff list once showed every
 * account with the roles whose id matched the account's. Always name the outer column this way.
 */
import { type AnyColumn, getTableName, sql, type SQL } from 'drizzle-orm';

export function qualified(column: AnyColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
