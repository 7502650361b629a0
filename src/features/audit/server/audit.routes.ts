/** The audit trail, for the administrator: every staff action, filtered, newest first. */
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { dataOf, listOf, pageQuery } from '#shared/schemas/envelope.ts';
import { id, calendarDay } from '#shared/schemas/params.ts';
import { requirePermission } from '#server/auth/guard.ts';
import { bearer, fileResponses, jsonResponses } from '#server/http/openapi.ts';
import { AUDIT_EXPORT_TYPE } from '#server/audit/audit-archive.ts';
import { AUDIT_MODULES } from '#shared/audit-modules.ts';

export const auditQuery = pageQuery.extend({
  actor: z.string().trim().max(50).optional(),
  actorId: id.optional(),
  /** Words of the route, such as `applications` or `content/article`. */
  route: z.string().trim().max(100).optional(),
  /** The part of the console an action happened in. */
  module: z.enum(AUDIT_MODULES).optional(),
  /** A record's id, as the trail keeps it. */
  subjectId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{1,50}$/, { error: 'validation.id' })
    .optional(),
  outcome: z.enum(['done', 'refused']).optional(),
  from: calendarDay.optional(),
  to: calendarDay.optional(),
  order: z.enum(['asc', 'desc']).optional(),
});

const change = z.object({
  subject: z.string(),
  id: z.string(),
  before: z.record(z.string(), z.unknown()).nullable().optional(),
  after: z.record(z.string(), z.unknown()).nullable().optional(),
});

export const auditRow = z.object({
  id: z.number(),
  at: z.string(),
  actorUserId: z.number(),
  actorName: z.string(),
  ip: z.string(),
  requestId: z.string(),
  method: z.string(),
  route: z.string(),
  path: z.string(),
  status: z.number(),
  body: z.unknown(),
  changes: z.array(change),
  /** The same entry in the reader's language: where, what and to which record. */
  module: z.string(),
  action: z.string(),
  object: z.string(),
  /** Each changed record with every field it touched, before and after, in words. */
  changesDescribed: z.array(
    z.object({
      label: z.string(),
      fields: z.array(
        z.object({
          label: z.string(),
          before: z.string().nullable(),
          after: z.string().nullable(),
        }),
      ),
    }),
  ),
  /** What was sent, field by field in words (secrets replaced). */
  sent: z.array(z.object({ label: z.string(), value: z.string() })),
});

export const list = createRoute({
  method: 'get',
  path: '/console/audit',
  tags: ['audit'],
  security: bearer,
  middleware: [requirePermission('system:audit:view')] as const,
  summary:
    'Administrators: the audit trail of staff actions (who, when, from where, what, before and after)',
  request: { query: auditQuery },
  responses: jsonResponses(listOf(auditRow)),
});

export const chainReport = z.object({
  ok: z.boolean(),
  checked: z.number(),
  erased: z.number(),
  archived: z.number(),
  firstBroken: z
    .object({
      seq: z.number().nullable(),
      id: z.number().nullable(),
      fault: z.enum(['missing', 'changed', 'relinked', 'outside']),
      file: z.string().optional(),
    })
    .optional(),
});

export const verify = createRoute({
  method: 'get',
  path: '/console/audit/verify',
  tags: ['audit'],
  security: bearer,
  middleware: [requirePermission('system:audit:view')] as const,
  summary:
    'Audit administrators: check the hash chain of the whole trail (archives too); names the first broken entry',
  responses: jsonResponses(dataOf(chainReport)),
});

export const exportTrail = createRoute({
  method: 'get',
  path: '/console/audit/export',
  tags: ['audit'],
  security: bearer,
  middleware: [requirePermission('system:audit:view')] as const,
  summary:
    'Audit administrators: the trail in the database as JSON lines with its chain (verifiable offline); the download is itself audited',
  responses: fileResponses(AUDIT_EXPORT_TYPE, 'One header line, then one entry per line'),
});
