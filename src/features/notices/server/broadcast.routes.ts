/** The secretariat's notices to members: write and send, see who has read them, withdraw. */
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { dataOf, listOf, pageQuery } from '#shared/schemas/envelope.ts';
import { idParams } from '#shared/schemas/params.ts';
import { audienceQuery, broadcastBody } from '../contract/notices.contract.ts';
import { NOTICE_AUDIENCES } from '#shared/vocabulary.ts';
import { requirePermission } from '#server/auth/guard.ts';
import { bearer, jsonBody, jsonResponses } from '#server/http/openapi.ts';

const SEND = requirePermission('notice:message:send');
const tags = ['notices'];

export const broadcastRow = z.object({
  id: z.number(),
  title: z.string(),
  titleEn: z.string().nullable(),
  content: z.string(),
  contentEn: z.string().nullable(),
  linkTo: z.string().nullable(),
  linkTitle: z.string().nullable(),
  linkTitleEn: z.string().nullable(),
  audience: z.enum(NOTICE_AUDIENCES),
  userType: z.string().nullable(),
  unitIds: z.array(z.number()).nullable(),
  recipients: z.number(),
  read: z.number(),
  sender: z.string(),
  sentAt: z.string(),
  withdrawnAt: z.string().nullable(),
});

export const list = createRoute({
  method: 'get',
  path: '/console/notices',
  tags,
  security: bearer,
  middleware: SEND,
  summary: 'Secretariat: the notices sent to units, newest first, with how many have read each',
  request: { query: pageQuery.extend({ title: z.string().trim().max(100).optional() }) },
  responses: jsonResponses(listOf(broadcastRow)),
});

export const audience = createRoute({
  method: 'get',
  path: '/console/notices/audience',
  tags,
  security: bearer,
  middleware: SEND,
  summary:
    'Secretariat: how many units and accounts a notice to everyone, members or a type reaches',
  request: { query: audienceQuery },
  responses: jsonResponses(dataOf(z.object({ units: z.number(), accounts: z.number() }))),
});

/**
 * Units to address by name, for whoever sends notices: the units a notice can reach, their name
 * and tax ID only, not the directory (which needs its own permission).
 */
export const units = createRoute({
  method: 'get',
  path: '/console/notices/units',
  tags,
  security: bearer,
  middleware: SEND,
  summary:
    'Secretariat: reachable units whose name has these words or whose tax ID starts so (ten at most)',
  request: { query: z.object({ q: z.string().trim().min(2).max(100) }) },
  responses: jsonResponses(
    dataOf(z.array(z.object({ id: z.number(), unitName: z.string(), taxId: z.string() }))),
  ),
});

export const send = createRoute({
  method: 'post',
  path: '/console/notices',
  tags,
  security: bearer,
  middleware: SEND,
  summary: 'Secretariat: send a notice to every unit, the members, a user type or chosen units',
  request: { body: jsonBody(broadcastBody) },
  responses: jsonResponses(dataOf(z.object({ id: z.number(), recipients: z.number() }))),
});

export const withdraw = createRoute({
  method: 'post',
  path: '/console/notices/{id}/withdraw',
  tags,
  security: bearer,
  middleware: SEND,
  summary: 'Secretariat: withdraw a notice; it leaves every bell and message page',
  request: { params: idParams },
  responses: jsonResponses(dataOf(z.object({ id: z.number() }))),
});
