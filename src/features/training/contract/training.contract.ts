/** Training and event registration: the contact, the stay, and the attendee list. */
import { z } from 'zod';
import { dataOf, listOf, pageQuery } from '#shared/schemas/envelope.ts';
import { isoDate, optional, phone, required } from '#shared/schemas/form.ts';
import { LANDLINE_PATTERN, MOBILE_PATTERN } from '#shared/schemas/fields.ts';
import { id, idRefusing } from '#shared/schemas/params.ts';
import { TRAINING_REGISTRATION_STATUS } from '#shared/vocabulary.ts';

/** As the table formatter reads it: 1 is male, anything else female. */
const gender = z.enum(['1', '0'], { error: 'validation.gender.required' });
const optionalPhone = optional(20).refine(
  (v) => v === '' || MOBILE_PATTERN.test(v) || LANDLINE_PATTERN.test(v),
  { error: 'validation.phone.invalid' },
);

/** The most people one registration may bring. */
export const MAX_ATTENDEES = 50;

export const attendee = z.object({
  name: required(50),
  gender,
  position: optional(50),
  phone: optionalPhone,
  ethnicity: optional(20),
});

export const trainingRegistration = z
  .object({
    trainingId: idRefusing('validation.training.required'),
    contact: required(50),
    phone,
    position: optional(50),
    ethnicity: optional(20),
    gender,
    /** 1 needs a room, 0 does not. */
    accommodation: z.enum(['1', '0'], { error: 'validation.accommodation.required' }),
    checkIn: z.string().optional().default(''),
    checkOut: z.string().optional().default(''),
    attendees: z
      .array(attendee)
      .min(1, { error: 'validation.attendees.required' })
      .max(MAX_ATTENDEES),
  })
  .superRefine((r, ctx) => {
    if (r.accommodation !== '1') return;
    if (!isoDate.safeParse(r.checkIn).success)
      ctx.addIssue({ code: 'custom', path: ['checkIn'], message: 'validation.required' });
    if (!isoDate.safeParse(r.checkOut).success)
      ctx.addIssue({ code: 'custom', path: ['checkOut'], message: 'validation.required' });
    else if (r.checkOut < r.checkIn)
      ctx.addIssue({
        code: 'custom',
        path: ['checkOut'],
        message: 'validation.checkOut.beforeCheckIn',
      });
  });

export type { TrainingRegistrationStatus } from '#shared/vocabulary.ts';
export const registrationRow = z.object({
  id: z.number(),
  enterpriseId: z.number(),
  trainingId: z.number(),
  trainingTitle: z.string(),
  startDate: z.string(),
  unitName: z.string(),
  status: z.enum(TRAINING_REGISTRATION_STATUS),
  rejectReason: z.string().nullable(),
  /** While waitlisted: the place in the line, 1 being next; else null. */
  waitlistPlace: z.number().nullable(),
  data: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export const registrationResponse = dataOf(registrationRow);
export const registrationListResponse = listOf(registrationRow);
/** A training as lists name it, in the reader's language. */
export const trainingSummary = z.object({
  id: z.number(),
  title: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  deadline: z.string().nullable(),
  location: z.string(),
});
export const openTrainingsResponse = listOf(
  trainingSummary.extend({ fee: z.number(), seatsLeft: z.number().nullable() }),
);
export const registrationQuery = pageQuery.extend({
  status: z.enum(TRAINING_REGISTRATION_STATUS).optional(),
  trainingId: id.optional(),
});
