/**
 * Parameters every route shares. Ids are the database's 32-bit serials: a larger number, a
 * fraction, a negative one or one not written in decimal digits is refused here with a 400,
 * before it could reach a query.
 */
import { z } from 'zod';

export const MAX_ID = 2_147_483_647;

/**
 * An id as people write one: decimal digits. Number() would also read `0x10`, `1e1`, ` 16` and
 * `+16`, and a different record would be fetched than the one the address seems to name.
 */
const ID_DIGITS = /^[1-9][0-9]*$/;

/** An id, from a number or its decimal digits; anything else is refused with `error`. */
export const idRefusing = (error: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (ID_DIGITS.test(v) ? Number(v) : Number.NaN) : v),
    z.number({ error }).int({ error }).min(1, { error }).max(MAX_ID, { error }),
  );

export const id = idRefusing('validation.id');
export const idParams = z.object({ id });

/** The version a form was loaded at; the save is refused when someone saved in between. */
export const version = z
  .number()
  .int()
  .min(0)
  .max(MAX_ID - 1);

/** A day of the calendar, YYYY-MM-DD: 2026-02-30 is no day, and the database would refuse it. */
export const calendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.date' })
  .refine(
    (v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
    },
    { error: 'validation.date' },
  );
