/** Field rules shared by the centre's forms, so every form says the same thing the same way. */
import { z } from 'zod';
import { normaliseNumeric } from '../numeric.ts';
import { LANDLINE_PATTERN, MOBILE_PATTERN } from './fields.ts';

export const required = (max = 200) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(max, { error: 'validation.tooLong' });
export const optional = (max = 200) =>
  z.string().trim().max(max, { error: 'validation.tooLong' }).optional().default('');
/**
 * A required number, not negative. Text is read as the number fields read it ('1,234' is 1234,
 * '1,5' is 1.5); what they leave unclear is no number, and a negative stays one to be refused.
 */
export const amount = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    const text = normaliseNumeric(v, { allowNegative: true });
    return text === '' ? undefined : Number(text);
  },
  z
    .number({ error: 'validation.number' })
    .min(0, { error: 'validation.nonNegative' })
    .max(1e12, { error: 'validation.number' }),
);
export const count = amount.pipe(z.number().int({ error: 'validation.integer' }));
export const isoDate = z
  .string({ error: 'validation.required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.required' });
/** A landline (optional area code) or a mainland mobile. */
export const phone = required(20).refine(
  (v) => MOBILE_PATTERN.test(v) || LANDLINE_PATTERN.test(v),
  { error: 'validation.phone.invalid' },
);
export const fileId = (missing: string) => z.string({ error: missing }).uuid({ error: missing });
