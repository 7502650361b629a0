import { authOf } from '#server/auth/guard.ts';
import { newRouter, type Handler } from '#server/http/openapi.ts';
import { data, done } from '#server/http/reply.ts';
import * as routes from './settings.routes.ts';
import * as settings from './settings.service.ts';

export const listDicts: Handler<typeof routes.dicts> = async (c) =>
  data(c, await settings.allDicts(c.var.deps.db));

export const saveDict: Handler<typeof routes.saveDict> = async (c) => {
  await settings.saveDict(c.var.deps.db, c.req.valid('param').type, c.req.valid('json'));
  return done(c, 'console.settings.dictSaved');
};

export const listConfig: Handler<typeof routes.config> = async (c) =>
  data(c, await settings.allConfig(c.var.deps.db));

export const saveConfig: Handler<typeof routes.saveConfig> = async (c) => {
  const { key } = c.req.valid('param');
  await settings.saveConfig(c.var.deps.db, key, c.req.valid('json').value, authOf(c).permissions);
  return done(c, 'console.settings.configSaved');
};

export const settingsRouter = newRouter()
  .openapi(routes.dicts, listDicts)
  .openapi(routes.saveDict, saveDict)
  .openapi(routes.config, listConfig)
  .openapi(routes.saveConfig, saveConfig);
