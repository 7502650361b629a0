/** Complaints and suggestions: the rules and messages of the complaint dialog. */
import { z } from 'zod';
import { LANDLINE_PATTERN, MOBILE_PATTERN } from '#shared/schemas/fields.ts';
import { required } from '#shared/schemas/form.ts';

export const COMPLAINT_NAME_MAX = 20;
export const COMPLAINT_TEL_MAX = 20;
export const COMPLAINT_CONTENT_MAX = 2000;

export const complaintBody = z.object({
  name: z
    .string({ error: 'validation.complaint.name.required' })
    .trim()
    .min(1, { error: 'validation.complaint.name.required' })
    .refine((v) => v.length === 0 || (v.length >= 2 && v.length <= COMPLAINT_NAME_MAX), {
      error: 'validation.complaint.name.length',
    }),
  tel: z
    .string({ error: 'validation.complaint.tel.required' })
    .trim()
    .min(1, { error: 'validation.complaint.tel.required' })
    .refine(
      (v) =>
        v.length === 0 ||
        (v.length <= COMPLAINT_TEL_MAX && (LANDLINE_PATTERN.test(v) || MOBILE_PATTERN.test(v))),
      { error: 'validation.complaint.tel.invalid' },
    ),
  content: z
    .string({ error: 'validation.complaint.content.required' })
    .trim()
    .min(1, { error: 'validation.complaint.content.required' })
    .max(COMPLAINT_CONTENT_MAX, { error: 'validation.complaint.content.length' }),
  /** One uploaded file of the caller's own, optional. */
  attachId: z.string().uuid().nullish(),
  /** Accepted for compatibility and ignored: the unit always comes from the session. */
  enterpriseId: z.union([z.number(), z.string()]).nullish(),
});

/** The secretariat's answer, sent to the complainant as a notice. */
export const complaintReply = z.object({ reply: required(COMPLAINT_CONTENT_MAX) });
