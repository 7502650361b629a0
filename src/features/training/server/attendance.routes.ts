/**
 * The secretariat's training desk: every training with its registrations and seats, each
 * training's attendee list, who came, and the list as a spreadsheet for the venue.
 */
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { dataOf, listOf, pageQuery } from '#shared/schemas/envelope.ts';
import { id, idParams } from '#shared/schemas/params.ts';
import { MAX_ATTENDEES, trainingSummary } from '../contract/training.contract.ts';
import { sessionRow } from '../contract/sessions.contract.ts';
import { CONTENT_STATUS, TRAINING_REGISTRATION_STATUS } from '#shared/vocabulary.ts';
import { requirePermission } from '#server/auth/guard.ts';
import { bearer, fileResponses, jsonBody, jsonResponses } from '#server/http/openapi.ts';
import { XLSX_TYPE } from '#server/export/xlsx.ts';

/** The training work of the secretariat is one permission: review, attendee lists, attendance. */
const DESK = requirePermission('review:training:audit');
const tags = ['training'];

export const TRAINING_WHEN = ['upcoming', 'past'] as const;

export const trainingFilters = z.object({
  /** Words of the title, in either language. */
  q: z.string().trim().max(100).optional(),
  /** Upcoming: not yet ended (Beijing day); past: ended. */
  when: z.enum(TRAINING_WHEN).optional(),
});

export const deskTraining = trainingSummary.extend({
  capacity: z.number(),
  status: z.enum(CONTENT_STATUS),
  /** Registrations waiting for the secretariat. */
  pending: z.number(),
  /** Confirmed registrations, and the people they bring. */
  confirmed: z.number(),
  people: z.number(),
  /** Seats held by pending and confirmed registrations. */
  seatsTaken: z.number(),
  attended: z.number(),
});

export const attendeeRow = z.object({
  registrationId: z.number(),
  /** The attendee's place in the registration's list, from 0. */
  attendee: z.number(),
  enterpriseId: z.number(),
  unitName: z.string(),
  registrationStatus: z.enum(TRAINING_REGISTRATION_STATUS),
  name: z.string(),
  gender: z.string(),
  position: z.string(),
  phone: z.string(),
  ethnicity: z.string(),
  contact: z.string(),
  contactPhone: z.string(),
  accommodation: z.boolean(),
  checkIn: z.string(),
  checkOut: z.string(),
  /** Null until someone marks it or the person is checked in at the door. */
  attended: z.boolean().nullable(),
  /** When the person was checked in at the door (the earliest scan), if they were. */
  checkedInAt: z.string().nullable(),
  /** With sessions: the check-in to each, in the order of `training.sessions` (null: none). */
  sessionCheckins: z.array(z.string().nullable()),
});

export const attendeeList = z.object({
  training: deskTraining.extend({
    /** Attendance can be marked from the training's first day. */
    markable: z.boolean(),
    sessions: z.array(sessionRow),
  }),
  attendees: z.array(attendeeRow),
});

export const attendanceMarks = z.object({
  marks: z
    .array(
      z.object({
        registrationId: id,
        attendee: z
          .number()
          .int()
          .min(0)
          .max(MAX_ATTENDEES - 1),
        attended: z.boolean(),
      }),
    )
    .min(1, { error: 'validation.attendance.required' })
    .max(2000),
  /** Marks only people nobody has marked yet: "the rest present" never undoes another's mark. */
  onlyUnmarked: z.boolean().optional(),
});

export const list = createRoute({
  method: 'get',
  path: '/console/trainings',
  tags,
  security: bearer,
  middleware: [DESK] as const,
  summary: 'Staff: trainings, newest first, with registrations, seats and attendance counted',
  request: { query: pageQuery.extend(trainingFilters.shape) },
  responses: jsonResponses(listOf(deskTraining)),
});

export const attendees = createRoute({
  method: 'get',
  path: '/console/trainings/{id}/attendees',
  tags,
  security: bearer,
  middleware: [DESK] as const,
  summary: 'Staff: everyone pending or confirmed for a training, one row per person',
  request: { params: idParams },
  responses: jsonResponses(dataOf(attendeeList)),
});

export const mark = createRoute({
  method: 'put',
  path: '/console/trainings/{id}/attendance',
  tags,
  security: bearer,
  middleware: [DESK] as const,
  summary:
    'Staff: mark who came (confirmed registrations only, from the first day of the training)',
  request: { params: idParams, body: jsonBody(attendanceMarks) },
  responses: jsonResponses(dataOf(z.object({ attended: z.number(), marked: z.number() }))),
});

export const exportAttendees = createRoute({
  method: 'get',
  path: '/console/trainings/{id}/attendees/export',
  tags,
  security: bearer,
  middleware: [DESK] as const,
  summary: 'Staff: the attendee list as an .xlsx spreadsheet',
  request: { params: idParams },
  responses: fileResponses(XLSX_TYPE, 'The spreadsheet; X-Row-Count tells how many rows follow'),
});

export const waitlistRow = z.object({
  registrationId: z.number(),
  /** 1 is next in line. */
  place: z.number(),
  unitName: z.string(),
  people: z.number(),
  names: z.array(z.string()),
  createdAt: z.string(),
});

export const waitlist = createRoute({
  method: 'get',
  path: '/console/trainings/{id}/waitlist',
  tags,
  security: bearer,
  middleware: [DESK] as const,
  summary: 'Staff: the registrations waiting for a seat, next first',
  request: { params: idParams },
  responses: jsonResponses(listOf(waitlistRow)),
});

export const reorder = createRoute({
  method: 'put',
  path: '/console/trainings/{id}/waitlist',
  tags,
  security: bearer,
  middleware: [DESK] as const,
  summary:
    'Staff: put the waitlist in a new order (every waiting registration once); a head that fits is promoted',
  request: {
    params: idParams,
    body: jsonBody(
      z.object({ order: z.array(id).min(1, { error: 'validation.required' }).max(1000) }),
    ),
  },
  responses: jsonResponses(listOf(waitlistRow)),
});

export const capacity = createRoute({
  method: 'put',
  path: '/console/trainings/{id}/capacity',
  tags,
  security: bearer,
  middleware: [DESK] as const,
  summary:
    'Staff: change the seats (0: no limit); more seats promote the head of the waitlist, who is told',
  request: {
    params: idParams,
    body: jsonBody(
      z.object({
        capacity: z
          .number({ error: 'validation.number' })
          .int({ error: 'validation.number' })
          .min(0, { error: 'validation.number' })
          .max(100_000, { error: 'validation.number' }),
      }),
    ),
  },
  responses: jsonResponses(
    dataOf(z.object({ capacity: z.number(), promoted: z.number(), waiting: z.number() })),
  ),
});
