/** The RuoYi envelope: the client decides on body.code, not HTTP status. */
import { z } from 'zod';
import { PAGE_DEFAULT, PAGE_SIZE_DEFAULT, PAGE_SIZES } from '../constants.ts';

export const envelope = z.object({ code: z.number(), msg: z.string() });

export const fieldError = z.object({ field: z.string(), msg: z.string() });
export const errorResponse = envelope.extend({
  /** Present on 500s: quote it to the administrator; the log has the details. */
  requestId: z.string().optional(),
  /** Per-field messages of a rejected form, in the reader's language. */
  errors: z.array(fieldError).optional(),
  /** A login held by wrong passwords: the owner may lift the wait with a phone code. */
  unlock: z.boolean().optional(),
  /** A member account that must agree to this version of the privacy notice before going on. */
  consentNeeded: z.number().optional(),
  /** The password was right but must change first: a ticket of ten minutes to set a new one. */
  passwordTicket: z.string().optional(),
});

export const dataOf = <T extends z.ZodType>(data: T) => envelope.extend({ data });
export const listOf = <T extends z.ZodType>(row: T) =>
  envelope.extend({ rows: z.array(row), total: z.number() });

/** Page parameters of every list: page 1, 20 per page, sizes 10/20/50/100. */
export const pageQuery = z.object({
  pageNum: z.coerce.number().int().min(1).max(100_000).default(PAGE_DEFAULT),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { error: 'validation.pageSize' })
    .default(PAGE_SIZE_DEFAULT),
});
