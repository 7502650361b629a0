import { serialize } from 'pg-protocol';
import { describe, expect, it } from 'vitest';
import { stateAfter, withStatementPrefix } from './protocol.ts';

const bytes = (...messages: Buffer[]) => new Uint8Array(Buffer.concat(messages));
const text = (b: Uint8Array) => Buffer.from(b).toString('latin1');

describe('one session shared by connections', () => {
  it("gives a connection's named statements its own names, wherever a message names one", () => {
    // Every message that can name a prepared statement, naming `name`.
    const naming = (name: string) =>
      bytes(
        serialize.parse({ name, text: 'select $1::int', types: [] }),
        serialize.bind({ statement: name, values: ['1'] }),
        serialize.describe({ type: 'S', name }),
        serialize.execute({}),
        serialize.close({ type: 'S', name }),
        serialize.sync(),
      );
    const prepared = new Set<string>();
    const renamed = withStatementPrefix(naming('resolve_session'), 'c3_', prepared);
    expect(text(renamed)).toBe(text(naming('c3_resolve_session')));
    expect([...prepared]).toEqual(['c3_resolve_session']);
  });

  it('leaves unnamed statements, portals and simple queries as they are', () => {
    const prepared = new Set<string>();
    const batch = bytes(
      serialize.parse({ text: 'select 1', types: [] }),
      serialize.bind({ portal: 'p', values: [] }),
      serialize.describe({ type: 'P', name: 'p' }),
      serialize.execute({ portal: 'p' }),
      serialize.sync(),
      serialize.query("select 'resolve_session'"),
    );
    expect(withStatementPrefix(batch, 'c1_', prepared)).toBe(batch);
    expect(prepared.size).toBe(0);
  });

  it('knows from the last ReadyForQuery whether a transaction is open', () => {
    const ready = (status: string) =>
      bytes(Buffer.from([0x43, 0, 0, 0, 10]), Buffer.from('BEGIN\0'), readyFor(status));
    expect(stateAfter(ready('I'))).toBe('idle');
    expect(stateAfter(ready('T'))).toBe('transaction');
    expect(stateAfter(ready('E'))).toBe('failed');
    // A batch that ended with Flush has no ReadyForQuery yet: its query is still open.
    expect(stateAfter(bytes(Buffer.from([0x31, 0, 0, 0, 4])))).toBe('busy');
  });
});

function readyFor(status: string): Buffer {
  return Buffer.from([0x5a, 0, 0, 0, 5, status.charCodeAt(0)]);
}
