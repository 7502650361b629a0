import { data as reply } from '#server/http/reply.ts';
import { CODE } from '#shared/constants.ts';
import { hasPermi } from '#shared/permissions.ts';
import { newRouter, type Handler } from '#server/http/openapi.ts';
import { visibleCenterRoutes } from '#shared/center-routes.ts';
import { visibleConsoleRoutes } from '#shared/console-routes.ts';
import { authOf } from '#server/auth/guard.ts';
import * as routes from './system.routes.ts';
import { configValue, dictionary } from './system.service.ts';

export const configByKey: Handler<typeof routes.configByKey> = async (c) => {
  const { key } = c.req.valid('param');
  const mayReadSecrets = hasPermi(c.var.auth?.permissions ?? [], 'system:config:query');
  const value = await configValue(c.var.deps.db, key, mayReadSecrets);
  return c.json({ code: CODE.ok, msg: value }, 200);
};

export const dictByType: Handler<typeof routes.dictByType> = async (c) =>
  reply(c, await dictionary(c.var.deps.db, c.req.valid('param').type, c.var.locale));

export const siteRouters: Handler<typeof routes.siteRouters> = async (c) => {
  const auth = c.var.auth;
  const t = c.var.t;
  const meta = (title: string, group: string, coloured = false) => ({
    title: t(title),
    titleKey: title,
    group,
    coloured,
  });
  const children = auth
    ? visibleCenterRoutes(auth).map((r) => ({
        path: r.path,
        component: `center/${r.path}`,
        hidden: false,
        meta: meta(r.title, r.group, !!r.coloured),
      }))
    : [];
  const data = children.length
    ? [
        {
          path: '/center',
          component: 'Layout',
          hidden: false,
          meta: meta('center.title', 'person'),
          children,
        },
      ]
    : [];
  return c.json({ code: CODE.ok, msg: t('common.ok'), data }, 200);
};

export const consoleRouters: Handler<typeof routes.consoleRouters> = async (c) => {
  const t = c.var.t;
  const pages = visibleConsoleRoutes(authOf(c)).map((r) => ({
    path: r.path,
    title: t(r.title),
    titleKey: r.title,
    group: r.group,
  }));
  return reply(c, pages);
};

export const systemRouter = newRouter()
  .openapi(routes.configByKey, configByKey)
  .openapi(routes.dictByType, dictByType)
  .openapi(routes.siteRouters, siteRouters)
  .openapi(routes.consoleRouters, consoleRouters);
