import { describe, expect, it } from 'vitest';
import { simpleQuery } from './protocol.ts';
import { SharedSession } from './shared-session.ts';

/** ReadyForQuery with a transaction status: what ends PostgreSQL's every answer. */
const ready = (status: 'I' | 'T') => new Uint8Array([0x5a, 0, 0, 0, 5, status.charCodeAt(0)]);
const said = (b: Uint8Array) => Buffer.from(b).toString('latin1');

describe('one session taken in turns', () => {
  it('after PGlite itself fails mid-transaction, rolls back before anyone else runs', async () => {
    const ran: string[] = [];
    let failNext = false;
    const session = new SharedSession(async (bytes) => {
      const sql = said(bytes).slice(5, -1);
      ran.push(sql);
      if (failNext) {
        failNext = false;
        throw new Error('RuntimeError: unreachable');
      }
      return ready(sql === 'BEGIN' ? 'T' : 'I');
    });
    await session.run(1, simpleQuery('BEGIN'));
    failNext = true;
    const [broken, other] = await Promise.allSettled([
      session.run(1, simpleQuery('INSERT')),
      session.run(2, simpleQuery('SELECT')),
    ]);
    expect(broken.status).toBe('rejected');
    expect(other.status).toBe('fulfilled');
    expect(ran).toEqual(['BEGIN', 'INSERT', 'ROLLBACK', 'SELECT']);
  });

  it('takes nothing more once PGlite cannot even roll back', async () => {
    const session = new SharedSession(async () => {
      throw new Error('RuntimeError: memory access out of bounds');
    });
    await expect(session.run(1, simpleQuery('SELECT'))).rejects.toThrow(/out of bounds/);
    await expect(session.run(2, simpleQuery('SELECT'))).rejects.toThrow(/out of bounds/);
  });
});
