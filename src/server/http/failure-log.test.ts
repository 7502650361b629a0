import { describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { sql } from 'drizzle-orm';
import { databaseUnreachable, failureLine } from './failure-log.ts';

/** A real failed query from a real database, its parameters holding a phone and a name. */
async function failedQuery(): Promise<unknown> {
  const client = await PGlite.create();
  const db = drizzle(client);
  await db.execute(sql`create table person (id int primary key, name text, phone text)`);
  await db.execute(sql`insert into person values (1, ${'张三'}, ${'13912345678'})`);
  try {
    await db.execute(sql`insert into person values (1, ${'李四'}, ${'13887654321'})`);
    return undefined;
  } catch (err) {
    return err;
  } finally {
    await client.close();
  }
}

describe('failure log line', () => {
  it('says which query failed and why, without the personal data in its parameters', async () => {
    const err = await failedQuery();
    const line = failureLine(err, false);
    expect(line).toContain('query failed: insert into person values');
    expect(line).toContain('[sqlstate 23505 person_pkey]');
    expect(line).not.toContain('13887654321');
    expect(line).not.toContain('李四');
  });
  it('writes the whole error, parameters included, only at debug level', async () => {
    expect(failureLine(await failedQuery(), true)).toContain('13887654321');
  });
  it('keeps the first line of other errors, with their stack', () => {
    const line = failureLine(new TypeError('x is undefined\nsecond line'), false);
    expect(line.split('\n')[0]).toBe('TypeError: x is undefined');
    expect(line).toMatch(/\n\s+at /);
  });
});

describe('databaseUnreachable', () => {
  const socket = (code: string, port?: number) =>
    Object.assign(new Error(`connect ${code}`), { code, ...(port ? { port } : {}) });
  it('knows a database that is away from a query that failed, and from other services', () => {
    const failedQuery = (cause: Error) =>
      Object.assign(new Error('Failed query: select 1\nparams: '), { cause });
    expect(databaseUnreachable(failedQuery(socket('ECONNREFUSED')))).toBe(true);
    expect(databaseUnreachable(socket('ECONNREFUSED', 5432), 5432)).toBe(true);
    const local = Object.assign(socket('ENOENT'), { address: '/run/postgresql/.s.PGSQL.5432' });
    expect(databaseUnreachable(local, 5432)).toBe(true);
    expect(databaseUnreachable(Object.assign(new Error('terminating'), { code: '57P01' }))).toBe(
      true,
    );
    expect(databaseUnreachable(new Error('Connection terminated unexpectedly'))).toBe(true);
    // An SMS gateway that is down, a client that hung up, a bug in a query: not the database.
    const gateway = Object.assign(new TypeError('fetch failed'), {
      cause: socket('ECONNREFUSED', 8080),
    });
    expect(databaseUnreachable(gateway, 5432)).toBe(false);
    expect(databaseUnreachable(socket('ECONNRESET'), 5432)).toBe(false);
    expect(
      databaseUnreachable(failedQuery(Object.assign(new Error('protocol'), { code: '08P01' }))),
    ).toBe(false);
  });
});
