/**
 * LOG_FORMAT=json: every line the server writes becomes one JSON object (time, level, the area in
 * its `[area]` prefix, the message, the process, and the request id of the API call it was written
 * in), and every API call writes one line: method, route pattern (no ids, no query), status and
 * time. Nothing a member typed is in them at info level (see failure-log.ts); the request id is
 * the one the caller got in `X-Request-Id`, and in a 500's message.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { format } from 'node:util';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context.ts';

const requests = new AsyncLocalStorage<{ requestId: string }>();

type Level = 'info' | 'warn' | 'error';

export function jsonLine(level: Level, args: unknown[], requestId?: string): string {
  const text = format(...args);
  const area = /^\[([a-z-]+)\]\s*/.exec(text);
  return JSON.stringify({
    time: new Date().toISOString(),
    level,
    ...(area ? { area: area[1] } : {}),
    msg: area ? text.slice(area[0].length) : text,
    pid: process.pid,
    ...(requestId ? { requestId } : {}),
  });
}

/** Turns the process's console into JSON lines (once; a second call changes nothing). */
export function useJsonLogs(): void {
  if ((console as { jsonLogs?: boolean }).jsonLogs) return;
  const write =
    (level: Level, to: NodeJS.WriteStream) =>
    (...args: unknown[]) => {
      to.write(`${jsonLine(level, args, requests.getStore()?.requestId)}\n`);
    };
  console.log = write('info', process.stdout);
  console.info = console.log;
  console.warn = write('warn', process.stderr);
  console.error = write('error', process.stderr);
  (console as { jsonLogs?: boolean }).jsonLogs = true;
}

/** In JSON mode: runs the API call in its request's log context, and writes its line. */
export const requestLog = (json: boolean) =>
  createMiddleware<AppEnv>(async (c, next) => {
    // Only JSON lines carry the request id; plain text has nothing to look up.
    if (!json) return next();
    const started = performance.now();
    await requests.run({ requestId: c.get('requestId') }, next);
    process.stdout.write(
      `${JSON.stringify({
        time: new Date().toISOString(),
        level: 'info',
        area: 'request',
        method: c.req.method,
        route: c.req.routePath,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        pid: process.pid,
        requestId: c.get('requestId'),
      })}\n`,
    );
  });
