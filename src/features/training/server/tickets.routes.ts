/** E-tickets: the unit's tickets on its page and as a PDF; the secretariat's badges to print. */
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { listOf } from '#shared/schemas/envelope.ts';
import { idParams } from '#shared/schemas/params.ts';
import { requirePermission } from '#server/auth/guard.ts';
import { bearer, fileResponses, jsonResponses } from '#server/http/openapi.ts';

const tags = ['training'];
const APPLY = requirePermission('train:registration:apply');
const DESK = requirePermission('review:training:audit');

export const ticketView = z.object({
  attendee: z.number(),
  name: z.string(),
  /** The signed code the QR carries (and a person may read out if the camera fails). */
  code: z.string(),
  /** The QR's modules per side and its dark runs as one SVG path (module units). */
  qr: z.object({ size: z.number(), path: z.string() }),
});

export const tickets = createRoute({
  method: 'get',
  path: '/center/training-registrations/{id}/tickets',
  tags,
  security: bearer,
  middleware: [APPLY] as const,
  summary: 'The tickets of one of the unit’s confirmed registrations, with their QR codes',
  request: { params: idParams },
  responses: jsonResponses(listOf(ticketView)),
});

export const ticketsPdf = createRoute({
  method: 'get',
  path: '/center/training-registrations/{id}/tickets/pdf',
  tags,
  security: bearer,
  middleware: [APPLY] as const,
  summary: 'The same tickets as one PDF, a page per attendee, in Chinese and English',
  request: { params: idParams },
  responses: fileResponses('application/pdf', 'The tickets'),
});

export const badges = createRoute({
  method: 'get',
  path: '/console/trainings/{id}/badges',
  tags,
  security: bearer,
  middleware: [DESK] as const,
  summary: 'Staff: an A6 badge (name, unit, training, QR) for every confirmed attendee, one PDF',
  request: { params: idParams },
  responses: fileResponses('application/pdf', 'The badges'),
});
