/**
 * What a failure writes to the log. A failed query's message carries its parameters (names,
 * phones, e-mail addresses), and a database's own message may quote a value; at info level the
 * log says where and what failed without them. Only LOG_LEVEL=debug writes the whole error.
 */
import { inspect } from 'node:util';

interface DatabaseError {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

export function failureLine(err: unknown, debug: boolean): string {
  if (debug) return inspect(err, { depth: 6 });
  const e = err instanceof Error ? err : new Error(String(err));
  const db = databaseErrorOf(e);
  const query = /^Failed query: ([\s\S]*?)(?:\nparams:[\s\S]*)?$/.exec(e.message)?.[1];
  let what = `${e.name}: ${e.message.split('\n')[0]?.slice(0, 300)}`;
  if (query) what = `query failed: ${query.slice(0, 500)}`;
  else if (db) what = 'database error';
  const state = db ? ` [sqlstate ${db.code}${db.constraint ? ` ${db.constraint}` : ''}]` : '';
  const frames = (e.stack ?? '')
    .split('\n')
    .filter((line) => line.trim().startsWith('at '))
    .slice(0, 10);
  return [`${what}${state}`, ...frames].join('\n');
}

/** The driver's error (itself, or the cause a query wrapper holds), known by its SQLSTATE code. */
function databaseErrorOf(e: DatabaseError): { code: string; constraint?: string } | undefined {
  for (const candidate of [e, e.cause as DatabaseError | undefined]) {
    const code = candidate?.code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      const constraint = candidate?.constraint;
      return { code, ...(typeof constraint === 'string' ? { constraint } : {}) };
    }
  }
  return undefined;
}

/**
 * The database cannot be reached (restarting, down, the network cut), as opposed to a query that
 * failed: the caller may simply try again in a moment. SQLSTATE class 08 is a connection
 * exception, 57P01–57P03 a server shutting down or starting; the rest are socket errors.
 */
const UNREACHABLE_STATES = /^(08...|57P0[1-3])$/;
const UNREACHABLE_SOCKET = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
]);
const UNREACHABLE_TEXT =
  /Connection terminated|connection timeout|Client has encountered a connection error/i;

export function databaseUnreachable(err: unknown): boolean {
  for (
    let e = err as (DatabaseError & { message?: unknown }) | undefined, depth = 0;
    e && depth < 4;
    depth++
  ) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (UNREACHABLE_STATES.test(code) || UNREACHABLE_SOCKET.has(code)) return true;
    if (typeof e.message === 'string' && UNREACHABLE_TEXT.test(e.message)) return true;
    e = e.cause as typeof e;
  }
  return false;
}
