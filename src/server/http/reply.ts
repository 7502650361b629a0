/**
 * The success envelopes of the wire format, in one place: `{code, msg}`, `{code, msg, data}` and
 * lists `{code, msg, rows, total}`. `msg` is a translation key said in the reader's language.
 */
import type { Context } from 'hono';
import { CODE } from '#shared/constants.ts';
import type { AppEnv } from './context.ts';

type C = Context<AppEnv>;

export const done = (c: C, msg = 'common.ok') =>
  c.json({ code: CODE.ok as number, msg: c.var.t(msg) }, 200);

export const data = <T>(c: C, value: T, msg = 'common.ok') =>
  c.json({ code: CODE.ok as number, msg: c.var.t(msg), data: value }, 200);

export const list = <T>(c: C, page: { rows: T[]; total?: number }, msg = 'common.ok') =>
  c.json(
    {
      code: CODE.ok as number,
      msg: c.var.t(msg),
      rows: page.rows,
      total: page.total ?? page.rows.length,
    },
    200,
  );
