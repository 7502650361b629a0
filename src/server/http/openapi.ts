/**
 * Pieces for declaring routes with createRoute (hono-open-api-starter style): the zod schemas of
 * src/shared are the validation and the OpenAPI description at once, and every route documents
 * the same error envelope.
 */
import { OpenAPIHono, type RouteConfig, type RouteHandler } from '@hono/zod-openapi';
import type { z } from 'zod';
import { errorResponse } from '#shared/schemas/envelope.ts';
import type { AppEnv } from './context.ts';
import { validationHook } from './on-error.ts';

/**
 * One named schema that every route's errors refer to: inlined, the envelope stood in the
 * description once per route and status, 1,500 copies (3.5 MB), and each key added to it
 * (a ticket, a consent version) grew the description and the client's types by thousands of lines.
 */
const errorContent = {
  'application/json': { schema: errorResponse.meta({ id: 'ErrorResponse' }) },
};

/** A required JSON request body. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
});

/** The error envelope for everything that can go wrong. */
const errorResponses = {
  400: { description: 'Invalid input / 输入有误', content: errorContent },
  401: { description: 'Not signed in / 未登录', content: errorContent },
  403: { description: 'Not allowed / 无权限', content: errorContent },
  409: { description: 'Duplicate or conflicting write / 重复提交或冲突', content: errorContent },
  429: { description: 'Too many requests / 请求过于频繁', content: errorContent },
  500: { description: 'Server error / 服务器错误', content: errorContent },
};

/** 200 with the given envelope, and the error envelope otherwise. */
export const jsonResponses = <T extends z.ZodType>(schema: T) => ({
  200: { description: 'OK', content: { 'application/json': { schema } } },
  ...errorResponses,
});

/** 200 with a file of the given type (streamed), and the error envelope otherwise. */
export const fileResponses = (mime: string, description: string) => ({
  200: {
    description,
    content: { [mime]: { schema: { type: 'string' as const, format: 'binary' } } },
  },
  ...errorResponses,
});

/** Routes that need the bearer token say so in the description. */
export const bearer = [{ bearer: [] }];

type Guard = { permissions?: readonly string[] };

/**
 * The permissions a route's guards ask for, named in its description as `x-permissions`: the
 * framework keeps a route's middleware out of the description, and readers (and the test that
 * tries every route with every role) need to know them.
 */
function describeGuards<R extends RouteConfig>(route: R): R {
  const guards = ([route.middleware ?? []].flat() as Guard[]).filter((g) => g.permissions);
  // One list reads as "any of": two permission guards (all of) would be described wrongly.
  if (guards.length > 1)
    throw new Error(`${route.method} ${route.path}: one permission guard per route`);
  const permissions = guards[0]?.permissions ?? [];
  return permissions.length > 0 ? { ...route, 'x-permissions': permissions } : route;
}

export const newRouter = () => {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const declare = router.openapi;
  router.openapi = ((route: RouteConfig, ...rest: unknown[]) =>
    (declare as (...a: unknown[]) => unknown)(describeGuards(route), ...rest)) as typeof declare;
  return router;
};

/** A named, typed handler of one declared route. */
export type Handler<R extends RouteConfig> = RouteHandler<R, AppEnv>;
