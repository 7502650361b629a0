/**
 * The few facts about PostgreSQL's wire protocol that sharing one session needs: each message is
 * a type byte and a 32-bit length, then its body.
 */

const PARSE = 0x50; // 'P'
const BIND = 0x42; // 'B'
const DESCRIBE = 0x44; // 'D'
const CLOSE = 0x43; // 'C'
const STATEMENT = 0x53; // 'S', in Describe and Close
const READY = 0x5a; // 'Z'

type SessionState = 'idle' | 'transaction' | 'failed' | 'busy';

/**
 * Where the session stands after an answer: its last message says, when it is ReadyForQuery.
 * An answer that ends otherwise leaves a query open.
 */
export function stateAfter(answer: Uint8Array): SessionState {
  const at = answer.length - 6;
  if (at < 0 || answer[at] !== READY) return 'busy';
  const status = answer[at + 5];
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
  const bytes = Buffer.from(batch.buffer, batch.byteOffset, batch.byteLength);
  const parts: Buffer[] = [];
  let changed = false;
  for (let at = 0; at + 5 <= bytes.length; ) {
    const length = bytes.readInt32BE(at + 1);
    const end = at + 1 + length;
    const message = bytes.subarray(at, end);
    const renamed = renamedStatement(message, prefix, prepared);
    parts.push(renamed ?? message);
    changed ||= renamed !== undefined;
    at = end;
  }
  return changed ? new Uint8Array(Buffer.concat(parts)) : batch;
}

/** Where a message names a statement: after how many strings of its body, and after what. */
function statementField(message: Buffer): number | undefined {
  const type = message[0];
  if (type === PARSE) return 5;
  if (type === BIND) return message.indexOf(0, 5) + 1;
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
  const body = Buffer.concat([
    message.subarray(5, start),
    Buffer.from(name),
    message.subarray(stop),
  ]);
  const head = Buffer.alloc(5);
  head[0] = message[0]!;
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}

/** A simple query message. */
export function simpleQuery(text: string): Uint8Array {
  const body = Buffer.from(`${text}\0`);
  const message = Buffer.alloc(5 + body.length);
  message[0] = 0x51; // 'Q'
  message.writeInt32BE(body.length + 4, 1);
  body.copy(message, 5);
  return new Uint8Array(message);
}

/** A statement name written as an identifier. */
export const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
