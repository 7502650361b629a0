import { authOf } from '#server/auth/guard.ts';
import { newRouter, type Handler } from '#server/http/openapi.ts';
import { data } from '#server/http/reply.ts';
import * as routes from './privacy.routes.ts';
import * as service from './privacy.service.ts';

const notice: Handler<typeof routes.notice> = async (c) => {
  const { version, bodyZh, bodyEn, publishedAt } = await service.noticeOf(
    c.var.deps.db,
    c.req.valid('query').version,
  );
  return data(c, { version, bodyZh, bodyEn, publishedAt });
};

const mine: Handler<typeof routes.mine> = async (c) =>
  data(c, await service.myConsents(c.var.deps.db, authOf(c).userId));

const agree: Handler<typeof routes.agree> = async (c) =>
  data(
    c,
    await service.agree(c.var.deps.db, authOf(c).userId, c.req.valid('json'), c.var.clientIp),
    'privacy.agreed',
  );

const optional: Handler<typeof routes.optional> = async (c) =>
  data(
    c,
    await service.setOptional(c.var.deps.db, authOf(c).userId, c.req.valid('json'), c.var.clientIp),
    'privacy.optionalSaved',
  );

const versions: Handler<typeof routes.versions> = async (c) =>
  data(c, await service.listVersions(c.var.deps.db));

const publish: Handler<typeof routes.publish> = async (c) =>
  data(
    c,
    await service.publishNotice(c.var.deps.db, c.req.valid('json'), authOf(c).userId),
    'console.privacy.published',
  );

export const privacyRouter = newRouter()
  .openapi(routes.notice, notice)
  .openapi(routes.mine, mine)
  .openapi(routes.agree, agree)
  .openapi(routes.optional, optional)
  .openapi(routes.versions, versions)
  .openapi(routes.publish, publish);
