/** The one place errors become envelopes. */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { z } from 'zod';
import { CODE } from '#shared/constants.ts';
import type { AppEnv } from './context.ts';
import { AppError, type FieldIssue } from './errors.ts';
import { databaseUnreachable, failureLine } from './failure-log.ts';

export function onError(err: Error, c: Context<AppEnv>) {
  const t = c.var.t ?? ((k: string) => k);
  if (err instanceof AppError) {
    for (const [k, v] of Object.entries(err.headers ?? {})) c.header(k, v);
    const errors = err.fields?.map((f) => ({ field: f.field, msg: t(f.key, f.params) }));
    return c.json(
      {
        ...err.body,
        code: err.code,
        msg: t(err.key, err.params),
        ...(errors ? { errors } : {}),
      },
      err.status,
    );
  }
  if (err instanceof HTTPException && err.status < 500) {
    const key =
      err.status === 413
        ? 'error.upload.tooLarge'
        : err.status === 415
          ? 'error.http.415'
          : 'error.http.400';
    return c.json({ code: CODE.error, msg: t(key) }, err.status);
  }
  const requestId = c.var.requestId ?? '';
  const databaseUrl = c.var.deps?.env.DATABASE_URL;
  const databasePort = databaseUrl ? Number(new URL(databaseUrl).port || 5432) : undefined;
  if (databaseUnreachable(err, databasePort)) {
    // One line per call: a restart of the database would otherwise flood the log with stacks.
    const what = failureLine(err, false).split('\n')[0];
    console.error(
      `[${requestId}] ${c.req.method} ${c.req.routePath} database unreachable: ${what}`,
    );
    c.header('Retry-After', '5');
    return c.json({ code: CODE.error, msg: t('error.http.503', { requestId }), requestId }, 503);
  }
  const debug = c.var.deps?.env.LOG_LEVEL === 'debug';
  console.error(`[${requestId}] ${c.req.method} ${c.req.routePath} ${failureLine(err, debug)}`);
  return c.json({ code: CODE.error, msg: t('error.http.500', { requestId }), requestId }, 500);
}

/** zod issues → one message per field, in order, as i18n keys. */
export function fieldIssues(error: z.ZodError): FieldIssue[] {
  const seen = new Set<string>();
  const out: FieldIssue[] = [];
  for (const issue of error.issues) {
    const field = issue.path.join('.') || '_';
    if (seen.has(field)) continue;
    seen.add(field);
    const key = issue.message.startsWith('validation.') ? issue.message : 'validation.invalid';
    out.push({ field, key });
  }
  return out;
}

/** defaultHook of OpenAPIHono: a rejected request answers 400 with the first message and all fields. */
export function validationHook(result: { success: boolean; error?: unknown }, c: Context<AppEnv>) {
  if (result.success) return;
  const fields = fieldIssues(result.error as z.ZodError);
  const t = c.var.t;
  const first = fields[0];
  return c.json(
    {
      code: CODE.error,
      msg: first ? t(first.key) : t('validation.invalid'),
      errors: fields.map((f) => ({ field: f.field, msg: t(f.key) })),
    },
    400,
  );
}
