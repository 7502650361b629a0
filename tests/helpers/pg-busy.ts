/**
 * A query sent on a PostgreSQL connection still busy with another: two queries of one
 * transaction at once (a `Promise.all` on `tx`), or one connection shared by callers who do not
 * wait for each other. pg 8 queues it, with a DeprecationWarning once three are waiting; pg 9
 * refuses it. The API tests on PostgreSQL fail on any: in the test's own process
 * (`pg-busy-guard.ts`) and in the servers started as processes of their own (`pg-busy-print.ts`,
 * read by `process.ts`).
 */
import pg from 'pg';

/** The line a server process prints before the stack of each such query. */
export const BUSY_MARK = '[test] a query was sent on a PostgreSQL connection busy with another';

interface ClientInsides {
  _getActiveQuery?: () => unknown;
  _queryQueue?: unknown[];
  pipeline?: boolean;
}

const reporter = Symbol.for('assoc.test.pgBusyReport');

/**
 * Calls `report` with where each query came from that was sent while its connection was still
 * answering (or queueing) another. The last to ask is told: each test file's setup asks anew.
 */
export function watchBusyQueries(report: (stack: string) => void): void {
  const proto = pg.Client.prototype as pg.Client & { [reporter]?: (stack: string) => void };
  const watched = reporter in proto;
  proto[reporter] = report;
  if (watched) return;
  const query = proto.query as (...args: unknown[]) => unknown;
  proto.query = function (this: ClientInsides, ...args: unknown[]) {
    // What pg itself reads to queue a query; a pg without them must not pass unwatched.
    if (typeof this._getActiveQuery !== 'function' || !Array.isArray(this._queryQueue))
      throw new Error('pg no longer has the fields tests/helpers/pg-busy.ts reads: update it');
    if (!this.pipeline && (this._getActiveQuery() || this._queryQueue.length > 0)) {
      const limit = Error.stackTraceLimit;
      Error.stackTraceLimit = 30;
      const { stack = '' } = new Error(
        `query sent while its connection was busy: ${textOf(args[0])}`,
      );
      Error.stackTraceLimit = limit;
      // The project's own frames, when the call reached pg synchronously; the statement always.
      report(
        stack
          .split('\n')
          .filter((line) => !/node_modules|node:internal/.test(line))
          .join('\n'),
      );
    }
    return query.apply(this, args);
  } as typeof proto.query;
}

const textOf = (config: unknown) =>
  String(typeof config === 'string' ? config : (config as { text?: string } | null)?.text).slice(
    0,
    200,
  );
