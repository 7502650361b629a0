/** The administrator's dictionaries and configuration. */
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { dataOf, envelope } from '#shared/schemas/envelope.ts';
import { configValue, dictEntries, dictTypeName } from '../contract/settings.contract.ts';
import { requirePermission } from '#server/auth/guard.ts';
import { bearer, jsonBody, jsonResponses } from '#server/http/openapi.ts';

const DICTS = requirePermission('system:dict:edit');
// The security settings are the security administrator's (saveConfig tells the keys apart).
const CONFIG = requirePermission('system:config:edit', 'system:policy:edit');
const tags = ['settings'];
const entryRow = z.object({
  value: z.string(),
  label: z.string(),
  labelEn: z.string(),
  sort: z.number(),
});

export const dicts = createRoute({
  method: 'get',
  path: '/console/dicts',
  tags,
  security: bearer,
  middleware: DICTS,
  summary: 'Administrators: every dictionary with its entries',
  responses: jsonResponses(
    dataOf(z.array(z.object({ type: z.string(), entries: z.array(entryRow) }))),
  ),
});

export const saveDict = createRoute({
  method: 'put',
  path: '/console/dicts/{type}',
  tags,
  security: bearer,
  middleware: DICTS,
  summary: 'Administrators: a dictionary’s entries (a new type is made by saving it)',
  request: { params: z.object({ type: dictTypeName }), body: jsonBody(dictEntries) },
  responses: jsonResponses(envelope),
});

export const config = createRoute({
  method: 'get',
  path: '/console/config',
  tags,
  security: bearer,
  middleware: CONFIG,
  summary: 'Administrators: every configuration value',
  responses: jsonResponses(
    dataOf(
      z.array(
        z.object({
          key: z.string(),
          value: z.string(),
          name: z.string(),
          isPublic: z.boolean(),
          checked: z.boolean(),
        }),
      ),
    ),
  ),
});

export const saveConfig = createRoute({
  method: 'put',
  path: '/console/config/{key}',
  tags,
  security: bearer,
  middleware: CONFIG,
  summary: 'Administrators: change a configuration value; known keys are checked by their rule',
  request: {
    params: z.object({
      key: z.string().regex(/^[a-z][a-zA-Z0-9_.-]{1,99}$/, { error: 'validation.id' }),
    }),
    body: jsonBody(configValue),
  },
  responses: jsonResponses(envelope),
});
