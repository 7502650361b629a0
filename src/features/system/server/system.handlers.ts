import { data as reply } from '#server/http/reply.ts';
import { asc, eq } from 'drizzle-orm';
import { CODE } from '#shared/constants.ts';
import { hasPermi } from '#shared/permissions.ts';
import { configs, dictData } from '#server/config/tables.ts';
import { notFound } from '#server/http/errors.ts';
import { newRouter, type Handler } from '#server/http/openapi.ts';
import { visibleCenterRoutes } from '#shared/center-routes.ts';
import { visibleConsoleRoutes } from '#shared/console-routes.ts';
import { authOf } from '#server/auth/guard.ts';
import * as routes from './system.routes.ts';

export const configByKey: Handler<typeof routes.configByKey> = async (c) => {
  const { key } = c.req.valid('param');
  const [row] = await c.var.deps.db.select().from(configs).where(eq(configs.configKey, key));
  const mayRead =
    row && (row.isPublic || hasPermi(c.var.auth?.permissions ?? [], 'system:config:query'));
  // A secret key answers exactly like a missing one.
  if (!mayRead) throw notFound();
  return c.json({ code: CODE.ok, msg: row.configValue }, 200);
};

export const dictByType: Handler<typeof routes.dictByType> = async (c) => {
  const { type } = c.req.valid('param');
  const rows = await c.var.deps.db
    .select()
    .from(dictData)
    .where(eq(dictData.dictType, type))
    .orderBy(asc(dictData.sort), asc(dictData.id));
  const en = c.var.locale === 'en';
  const data = rows.map((r) => ({
    dictLabel: en ? (r.dictLabelEn ?? r.dictLabel) : r.dictLabel,
    dictValue: r.dictValue,
    dictSort: r.sort,
    raw: { zh: r.dictLabel, en: r.dictLabelEn },
  }));
  return reply(c, data);
};

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
