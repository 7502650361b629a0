/**
 * Check-in at the door, for staff phones: a scan, a batch of scans made offline, the search for
 * a person whose code will not scan, and the live counter.
 */
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { dataOf, listOf } from '#shared/schemas/envelope.ts';
import { id, idParams } from '#shared/schemas/params.ts';
import { MAX_ATTENDEES } from '../contract/training.contract.ts';
import { requirePermission } from '#server/auth/guard.ts';
import { bearer, jsonBody, jsonResponses } from '#server/http/openapi.ts';

const DESK = requirePermission('review:training:audit');
const tags = ['training'];

export const CHECKIN_OUTCOMES = [
  'checkedIn',
  'already',
  'invalid',
  'otherTraining',
  'notConfirmed',
] as const;

export const checkinAnswer = z.object({
  outcome: z.enum(CHECKIN_OUTCOMES),
  /** What the door says, in the reader's language: who, or why not; when and by whom. */
  message: z.string(),
  person: z
    .object({
      registrationId: z.number(),
      attendee: z.number(),
      name: z.string(),
      unitName: z.string(),
    })
    .nullable(),
  checkedInAt: z.string().nullable(),
  checkedInBy: z.string().nullable(),
  /** The session checked into (null: the training has none). */
  sessionId: z.number().nullable(),
});

export const checkinCounts = z.object({
  /** The session counted (null: the training has none). */
  sessionId: z.number().nullable(),
  checkedIn: z.number(),
  registered: z.number(),
  waitlist: z.number(),
});

const code = z.string().trim().min(1, { error: 'validation.required' }).max(200);

/** The session the phone is at; left out, the one under way now. Ignored without sessions. */
const sessionId = id.optional();

export const scanBody = z.object({ code, sessionId });
export const batchBody = z.object({
  scans: z
    .array(
      z.object({
        code,
        scannedAt: z.iso.datetime({ offset: true, error: 'validation.date' }),
        sessionId,
      }),
    )
    .min(1, { error: 'validation.required' })
    .max(500),
});
export const personBody = z.object({
  sessionId,
  registrationId: id,
  attendee: z
    .number()
    .int()
    .min(0)
    .max(MAX_ATTENDEES - 1),
});

export const scan = createRoute({
  method: 'post',
  path: '/console/trainings/{id}/checkin',
  tags,
  security: bearer,
  middleware: [DESK] as const,
  summary: 'Staff: check in the holder of a scanned ticket (a second scan says when and by whom)',
  request: { params: idParams, body: jsonBody(scanBody) },
  responses: jsonResponses(dataOf(checkinAnswer.extend({ counts: checkinCounts }))),
});

export const batch = createRoute({
  method: 'post',
  path: '/console/trainings/{id}/checkin/batch',
  tags,
  security: bearer,
  middleware: [DESK] as const,
  summary: 'Staff: scans made offline, each with its time; the earliest scan of a ticket stands',
  request: { params: idParams, body: jsonBody(batchBody) },
  responses: jsonResponses(
    dataOf(z.object({ answers: z.array(checkinAnswer), counts: checkinCounts })),
  ),
});

export const person = createRoute({
  method: 'post',
  path: '/console/trainings/{id}/checkin/person',
  tags,
  security: bearer,
  middleware: [DESK] as const,
  summary: 'Staff: check in a person found by the search',
  request: { params: idParams, body: jsonBody(personBody) },
  responses: jsonResponses(dataOf(checkinAnswer.extend({ counts: checkinCounts }))),
});

export const search = createRoute({
  method: 'get',
  path: '/console/trainings/{id}/checkin/search',
  tags,
  security: bearer,
  middleware: [DESK] as const,
  summary: 'Staff: confirmed people by name, unit or phone, with their check-in',
  // An empty search finds no one (the id is checked first, whatever the search says).
  request: {
    params: idParams,
    query: z.object({ q: z.string().trim().max(50).default(''), session: sessionId }),
  },
  responses: jsonResponses(
    listOf(
      z.object({
        registrationId: z.number(),
        attendee: z.number(),
        name: z.string(),
        unitName: z.string(),
        phone: z.string(),
        checkedInAt: z.string().nullable(),
        checkedInBy: z.string().nullable(),
      }),
    ),
  ),
});

export const counter = createRoute({
  method: 'get',
  path: '/console/trainings/{id}/checkin/counts',
  tags,
  security: bearer,
  middleware: [DESK] as const,
  summary: 'Staff: the live counter (checked in to the session / confirmed / waitlist people)',
  request: { params: idParams, query: z.object({ session: sessionId }) },
  responses: jsonResponses(dataOf(checkinCounts)),
});
