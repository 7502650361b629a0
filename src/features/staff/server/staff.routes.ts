/** The administrator's pages: staff accounts, and roles with their permissions. */
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { dataOf, envelope, listOf } from '#shared/schemas/envelope.ts';
import { idParams } from '#shared/schemas/params.ts';
import {
  roleCreate,
  roleNames,
  rolePermissions,
  staffCreate,
  staffUpdate,
} from '../contract/staff.contract.ts';
import { requirePermission } from '#server/auth/guard.ts';
import { bearer, jsonBody, jsonResponses } from '#server/http/openapi.ts';

const USERS = requirePermission('system:user:manage');
const ROLES = requirePermission('system:role:manage');
const tags = ['staff'];
const route = <M extends 'get' | 'post' | 'put' | 'delete'>(
  method: M,
  path: string,
  guard: typeof USERS,
  summary: string,
) => ({ method, path, tags, security: bearer, middleware: guard, summary });

const setup = z.object({ setupPath: z.string(), expiresAt: z.string() });

export const staffRow = z.object({
  id: z.number(),
  userName: z.string(),
  nickName: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  disabled: z.boolean(),
  roleKeys: z.array(z.string()),
  createdAt: z.string(),
  lastSeenAt: z.string().nullable(),
});

export const roleRow = z.object({
  id: z.number(),
  roleKey: z.string(),
  roleName: z.string(),
  roleNameEn: z.string(),
  fixed: z.boolean(),
  forEnterprises: z.boolean(),
  permissions: z.array(z.string()),
  holders: z.number(),
});

export const list = createRoute({
  ...route('get', '/console/staff', USERS, 'Administrators: staff accounts with their roles'),
  responses: jsonResponses(listOf(staffRow)),
});

export const create = createRoute({
  ...route(
    'post',
    '/console/staff',
    USERS,
    'Administrators: a staff account; answers its one-time setup link',
  ),
  request: { body: jsonBody(staffCreate) },
  responses: jsonResponses(dataOf(setup.extend({ id: z.number() }))),
});

export const update = createRoute({
  ...route(
    'put',
    '/console/staff/{id}',
    USERS,
    'Administrators: a staff member’s name, contacts and roles',
  ),
  request: { params: idParams, body: jsonBody(staffUpdate) },
  responses: jsonResponses(envelope),
});

export const disable = createRoute({
  ...route(
    'post',
    '/console/staff/{id}/disable',
    USERS,
    'Administrators: disable an account; its sessions end',
  ),
  request: { params: idParams },
  responses: jsonResponses(envelope),
});

export const enable = createRoute({
  ...route(
    'post',
    '/console/staff/{id}/enable',
    USERS,
    'Administrators: enable a disabled account',
  ),
  request: { params: idParams },
  responses: jsonResponses(envelope),
});

export const reset = createRoute({
  ...route(
    'post',
    '/console/staff/{id}/reset',
    USERS,
    'Administrators: a new setup link; the old password stops working',
  ),
  request: { params: idParams },
  responses: jsonResponses(dataOf(setup)),
});

export const roles = createRoute({
  ...route(
    'get',
    '/console/roles',
    ROLES,
    'Administrators: roles, their permissions and how many hold each',
  ),
  responses: jsonResponses(
    dataOf(z.object({ roles: z.array(roleRow), permissions: z.array(z.string()) })),
  ),
});

export const createRole = createRoute({
  ...route('post', '/console/roles', ROLES, 'Administrators: a new role with its permissions'),
  request: { body: jsonBody(roleCreate) },
  responses: jsonResponses(dataOf(z.object({ id: z.number() }))),
});

export const setPermissions = createRoute({
  ...route(
    'put',
    '/console/roles/{id}/permissions',
    ROLES,
    'Administrators: the permissions of a role',
  ),
  request: { params: idParams, body: jsonBody(rolePermissions) },
  responses: jsonResponses(envelope),
});

export const renameRole = createRoute({
  ...route('put', '/console/roles/{id}', ROLES, 'Administrators: a role’s names in both languages'),
  request: { params: idParams, body: jsonBody(roleNames) },
  responses: jsonResponses(envelope),
});

export const deleteRole = createRoute({
  ...route('delete', '/console/roles/{id}', ROLES, 'Administrators: delete a role nobody holds'),
  request: { params: idParams },
  responses: jsonResponses(envelope),
});
