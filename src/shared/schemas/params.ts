/**
 * Parameters every route shares. Ids are the database's 32-bit serials: a larger number, a
 * fraction or a negative one is refused here with a 400, before it could reach a query.
 */
import { z } from 'zod';

export const MAX_ID = 2_147_483_647;

export const id = z.coerce
  .number({ error: 'validation.id' })
  .int({ error: 'validation.id' })
  .min(1, { error: 'validation.id' })
  .max(MAX_ID, { error: 'validation.id' });
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
