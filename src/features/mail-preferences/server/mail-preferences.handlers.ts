import { authOf } from '#server/auth/guard.ts';
import { newRouter, type Handler } from '#server/http/openapi.ts';
import { data } from '#server/http/reply.ts';
import * as routes from './mail-preferences.routes.ts';
import { preferencesOf, savePreferences } from './mail-preferences.service.ts';

const read: Handler<typeof routes.read> = async (c) =>
  data(c, await preferencesOf(c.var.deps.db, authOf(c).userId));

const save: Handler<typeof routes.save> = async (c) =>
  data(
    c,
    await savePreferences(c.var.deps.db, authOf(c).userId, c.req.valid('json')),
    'center.mail.saved',
  );

export const mailPreferencesRouter = newRouter()
  .openapi(routes.read, read)
  .openapi(routes.save, save);
