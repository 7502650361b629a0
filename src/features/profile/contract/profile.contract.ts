/**
 * A staff member's own details on their profile page: the name others see, and the phone and
 * email they are reached at. Phone and email may be left empty; what is given must be right.
 */
import { z } from 'zod';
import { MOBILE_PATTERN, optionalEmail } from '#shared/schemas/fields.ts';

export const ownDetailsBody = z.object({
  nickName: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(30, { error: 'validation.tooLong' }),
  phone: z
    .string()
    .trim()
    .refine((v) => v === '' || MOBILE_PATTERN.test(v), { error: 'validation.phone.invalid' }),
  email: optionalEmail,
});
export type OwnDetailsBody = z.infer<typeof ownDetailsBody>;

export const ownDetails = z.object({
  userName: z.string(),
  nickName: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
export type OwnDetails = z.infer<typeof ownDetails>;
