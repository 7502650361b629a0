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
 * failed: the caller may simply try again in a moment. Connection exceptions and a server shutting
 * down or starting, by SQLSTATE; the driver's own words for a dropped connection; and socket errors,
 * but only where they are the database's: inside a failed query, or on the database's port (an SMS
 * gateway that is down, or a client that hangs up, is something else).
 */
const UNREACHABLE_STATES = new Set([
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
]);
const SOCKET_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  // A local socket file that is gone: the server stopped.
  'ENOENT',
]);
const DROPPED = /^Connection terminated|Client has encountered a connection error/;

interface Link {
  code?: unknown;
  message?: unknown;
  port?: unknown;
  address?: unknown;
  cause?: unknown;
}

/** A socket error on the database's port, TCP or local (`.s.PGSQL.<port>`). */
const atDatabase = (e: Link, port: number | undefined) =>
  port !== undefined &&
  (e.port === port || (typeof e.address === 'string' && e.address.endsWith(`.s.PGSQL.${port}`)));

export function databaseUnreachable(err: unknown, databasePort?: number): boolean {
  let inQuery = false;
  for (let e = err as Link | undefined, depth = 0; e && depth < 4; depth++) {
    const code = typeof e.code === 'string' ? e.code : '';
    const message = typeof e.message === 'string' ? e.message : '';
    if (UNREACHABLE_STATES.has(code) || DROPPED.test(message)) return true;
    if (SOCKET_ERRORS.has(code) && (inQuery || atDatabase(e, databasePort))) return true;
    inQuery ||= message.startsWith('Failed query:');
    e = e.cause as Link | undefined;
  }
  return false;
}
