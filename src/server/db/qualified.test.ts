import { isNull, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { describe, expect, it } from 'vitest';
import { qualified } from './qualified.ts';
import { userRoles, users } from '../auth/tables.ts';

describe('a correlated subquery of a one-table select', () => {
  it('names the outer column with its table, so the inner table cannot take it', () => {
    const text = drizzle
      .mock()
      .select({
        id: users.id,
        n: sql`(select count(*) from ${userRoles} ur where ur.user_id = ${qualified(users.id)})`,
      })
      .from(users)
      .where(isNull(users.enterpriseId))
      .toSQL().sql;
    expect(text).toContain('ur.user_id = "sys_user"."id"');
  });
});
