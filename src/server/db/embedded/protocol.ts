/**
 * The few facts about PostgreSQL's wire protocol that sharing one session needs: each message is
 * a type byte and a 32-bit length (counting itself), then its body.
 */

const PARSE = 0x50; // 'P'
const BIND = 0x42; // 'B'
const DESCRIBE = 0x44; // 'D'
const CLOSE = 0x43; // 'C'
const QUERY = 0x51; // 'Q'
const SYNC = 0x53; // 'S'
const STATEMENT = 0x53; // 'S', in Describe and Close
const READY = 0x5a; // 'Z'

type SessionState = 'idle' | 'transaction' | 'failed' | 'busy';

/** An answer of no messages. */
export const NO_BYTES = new Uint8Array();

/** Each whole message of `bytes`, in order. */
function* messages(bytes: Buffer): Generator<Buffer> {
  for (let at = 0; at + 5 <= bytes.length; ) {
    const end = at + 1 + bytes.readInt32BE(at + 1);
    yield bytes.subarray(at, end);
    at = end;
  }
}

const asBuffer = (b: Uint8Array) => Buffer.from(b.buffer, b.byteOffset, b.byteLength);

/**
 * Where the session stands after an answer: its last message says, when it is ReadyForQuery
 * (idle, in a transaction, in a failed one). An answer that ends otherwise leaves a query open.
 */
export function stateAfter(answer: Uint8Array): SessionState {
  let last: Buffer | undefined;
  for (const m of messages(asBuffer(answer))) last = m;
  if (last?.[0] !== READY) return 'busy';
  const status = last[5];
  return status === 0x49 ? 'idle' : status === 0x54 ? 'transaction' : 'failed';
}

/**
 * The batch with every prepared statement it names given the connection's prefix, so that
 * connections sharing the session never meet each other's statements. The names it prepared are
 * added to `prepared`.
 */
export function withStatementPrefix(
  batch: Uint8Array,
  prefix: string,
  prepared: Set<string>,
): Uint8Array {
  const parts: Buffer[] = [];
  let changed = false;
  for (const message of messages(asBuffer(batch))) {
    const renamed = renamedStatement(message, prefix, prepared);
    parts.push(renamed ?? message);
    changed ||= renamed !== undefined;
  }
  return changed ? new Uint8Array(Buffer.concat(parts)) : batch;
}

/** Where a message names a statement: the offset of the name in it. */
function statementField(message: Buffer): number | undefined {
  const type = message[0];
  if (type === PARSE) return 5;
  if (type === BIND) return message.indexOf(0, 5) + 1; // after the portal's name
  if ((type === DESCRIBE || type === CLOSE) && message[5] === STATEMENT) return 6;
  return undefined;
}

function renamedStatement(message: Buffer, prefix: string, prepared: Set<string>) {
  const start = statementField(message);
  if (start === undefined) return undefined;
  const stop = message.indexOf(0, start);
  if (stop === start) return undefined; // the unnamed statement is everyone's, and short-lived
  const name = `${prefix}${message.toString('utf8', start, stop)}`;
  if (message[0] === PARSE) prepared.add(name);
  return withBody(message.readUInt8(0), [
    message.subarray(5, start),
    Buffer.from(name),
    message.subarray(stop),
  ]);
}

function withBody(type: number, body: Buffer[]): Buffer {
  const length = body.reduce((n, b) => n + b.length, 4);
  const head = Buffer.alloc(5);
  head[0] = type;
  head.writeInt32BE(length, 1);
  return Buffer.concat([head, ...body]);
}

const text = (s: string) => Buffer.from(`${s}\0`);

/** A simple query message. */
export const simpleQuery = (sql: string) => new Uint8Array(withBody(QUERY, [text(sql)]));

/**
 * What undoes a connection's traces: its transaction rolled back, its statements closed (closing
 * one that is already gone is no error, so one missing never keeps the rest).
 */
export function undoing(opts: { rollback: boolean; statements: Iterable<string> }): Uint8Array {
  const parts = [
    ...(opts.rollback ? [withBody(QUERY, [text('ROLLBACK')])] : []),
    ...[...opts.statements].map((name) => withBody(CLOSE, [Buffer.from([STATEMENT]), text(name)])),
    withBody(SYNC, []),
  ];
  return new Uint8Array(Buffer.concat(parts));
}
