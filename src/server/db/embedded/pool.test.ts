import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedPool, openEmbeddedPool } from './pool.ts';

let dir: string;
let db: EmbeddedPool;
const count = async () => Number((await db.pool.query('select count(*) as n from note')).rows[0].n);
const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A connection of its own, in a transaction that has written `body` to an empty table. */
async function writing(body: string) {
  await db.pool.query('truncate note');
  const writer = await db.pool.connect();
  await writer.query('begin');
  await writer.query('insert into note (body) values ($1)', [body]);
  return writer;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'assoc-embedded-'));
  db = await openEmbeddedPool(join(dir, 'pgdata'));
  await db.pool.query('create table note (id serial primary key, body text not null)');
  await db.pool.query('create table counter (n int not null); insert into counter values (0)');
});

afterAll(async () => {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the embedded database on its own thread, through several connections', () => {
  it("runs another connection's query only after a transaction has ended", async () => {
    const writer = await writing('draft');
    let seen: number | undefined;
    const reader = count().then((n) => (seen = n));
    await later(100);
    expect(seen).toBeUndefined();
    await writer.query('commit');
    writer.release();
    await reader;
    expect(seen).toBe(1);
  });

  it('never shows another connection what a transaction rolled back', async () => {
    const writer = await writing('withdrawn');
    const reader = count();
    await writer.query('rollback');
    writer.release();
    expect(await reader).toBe(0);
  });

  it('keeps each transaction whole when many run at once', async () => {
    // Read, then write what was read plus one: interleaved, two would write the same number.
    const bump = async () => {
      const c = await db.pool.connect();
      try {
        await c.query('begin');
        const { rows } = await c.query('select n from counter');
        await c.query('update counter set n = $1', [rows[0].n + 1]);
        await c.query('commit');
      } finally {
        c.release();
      }
    };
    await db.pool.query('update counter set n = 0');
    await Promise.all(Array.from({ length: 60 }, bump));
    expect((await db.pool.query('select n from counter')).rows[0].n).toBe(60);
  });

  it('lets two connections prepare statements of one name, each its own', async () => {
    const a = await db.pool.connect();
    const b = await db.pool.connect();
    try {
      for (let round = 0; round < 3; round++) {
        const [x, y] = await Promise.all([
          a.query({ name: 'which', text: "select 'a' as who, $1::int as round", values: [round] }),
          b.query({ name: 'which', text: "select 'b' as who, $1::int as round", values: [round] }),
        ]);
        expect(x.rows).toEqual([{ who: 'a', round }]);
        expect(y.rows).toEqual([{ who: 'b', round }]);
      }
    } finally {
      a.release();
      b.release();
    }
  });

  it('rolls back what a lost connection left open, and lets the others go on', async () => {
    const broken = await writing('half done');
    const waiting = count();
    // The pool closes a connection released with an error, as after a failure.
    broken.release(new Error('lost'));
    expect(await waiting).toBe(0);
    await db.pool.query("insert into note (body) values ('next')");
    expect(await count()).toBe(1);
  });

  it('answers a failed statement with its error and stays usable', async () => {
    await expect(db.pool.query('select * from no_such_table')).rejects.toMatchObject({
      code: '42P01',
    });
    const c = await db.pool.connect();
    await c.query('begin');
    await expect(c.query('select 1/0')).rejects.toMatchObject({ code: '22012' });
    await c.query('rollback');
    c.release();
    expect(await count()).toBe(1);
  });

  it('keeps what was committed when closed and opened again', async () => {
    await db.close();
    db = await openEmbeddedPool(join(dir, 'pgdata'));
    expect((await db.pool.query('select body from note')).rows).toEqual([{ body: 'next' }]);
  });

  it('fails calls as a lost connection once its thread is gone, even mid-transaction', async () => {
    const other = await openEmbeddedPool(join(dir, 'other'));
    const lent = await other.pool.connect();
    await lent.query('begin');
    await other.thread.close();
    // Answered with the error, not thrown from the connection: the process goes on.
    await expect(lent.query('select 1')).rejects.toMatchObject({ code: '08006' });
    lent.release(true);
    await expect(other.pool.query('select 1')).rejects.toMatchObject({ code: '08006' });
    await other.pool.end();
  });
});
