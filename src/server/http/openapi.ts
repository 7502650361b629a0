/**
 * One way to declare a JSON route: the zod schemas of src/shared are the validation and the
 * OpenAPI description at once, and every route documents the same error envelope.
 */
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { errorResponse } from '../../shared/schemas/envelope.ts';
import type { AppEnv } from './context.ts';
import { validationHook } from './on-error.ts';

type Method = 'get' | 'post' | 'put' | 'delete';

interface JsonRouteSpec<Res extends z.ZodType> {
  method: Method;
  path: string;
  tags: string[];
  summary: string;
  body?: z.ZodType;
  query?: z.ZodObject;
  params?: z.ZodObject;
  response: Res;
  middleware?: MiddlewareHandler<AppEnv>[];
  /** Public routes say so; others are documented as needing the bearer token. */
  auth?: boolean;
}

const errors = {
  400: { description: 'Invalid input / 输入有误', content: { 'application/json': { schema: errorResponse } } },
  401: { description: 'Not signed in / 未登录', content: { 'application/json': { schema: errorResponse } } },
  403: { description: 'Not allowed / 无权限', content: { 'application/json': { schema: errorResponse } } },
  409: { description: 'Duplicate or conflicting write / 重复提交或冲突', content: { 'application/json': { schema: errorResponse } } },
  429: { description: 'Too many requests / 请求过于频繁', content: { 'application/json': { schema: errorResponse } } },
  500: { description: 'Server error / 服务器错误', content: { 'application/json': { schema: errorResponse } } },
} as const;

export function jsonRoute<Res extends z.ZodType>(spec: JsonRouteSpec<Res>) {
  return createRoute({
    method: spec.method,
    path: spec.path,
    tags: spec.tags,
    summary: spec.summary,
    ...(spec.auth === false ? {} : { security: [{ bearer: [] }] }),
    middleware: spec.middleware ?? [],
    request: {
      ...(spec.body ? { body: { required: true, content: { 'application/json': { schema: spec.body } } } } : {}),
      ...(spec.query ? { query: spec.query } : {}),
      ...(spec.params ? { params: spec.params } : {}),
    },
    responses: {
      200: { description: 'OK', content: { 'application/json': { schema: spec.response } } },
      ...errors,
    },
  });
}

export const newRouter = () => new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
