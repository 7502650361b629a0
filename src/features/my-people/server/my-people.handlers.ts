import { authOf } from '#server/auth/guard.ts';
import { enterpriseOf } from '#server/auth/caller.ts';
import { checkSmsCode } from '#server/auth/sms/codes.ts';
import { badRequest } from '#server/http/errors.ts';
import { newRouter, type Handler } from '#server/http/openapi.ts';
import { data } from '#server/http/reply.ts';
import { hasPermi } from '#shared/permissions.ts';
import * as routes from './my-people.routes.ts';
import * as service from './my-people.service.ts';

const list: Handler<typeof routes.list> = async (c) => {
  const auth = authOf(c);
  return data(
    c,
    await service.peopleOf(c.var.deps.db, enterpriseOf(c), {
      userId: auth.userId,
      mayEditUnit: hasPermi(auth.permissions, 'center:base:edit'),
    }),
  );
};

const saveUnit: Handler<typeof routes.saveUnit> = async (c) => {
  const changed = await service.saveUnitContacts(
    c.var.deps.db,
    enterpriseOf(c),
    c.req.valid('json'),
  );
  return data(c, { changed }, 'people.saved');
};

const saveAccount: Handler<typeof routes.saveAccount> = async (c) => {
  const { smsCode, ...body } = c.req.valid('json');
  const deps = c.var.deps;
  const account = await service.correctableAccount(
    deps.db,
    enterpriseOf(c),
    authOf(c).userId,
    c.req.valid('param').id,
  );
  // The phone signs the account in and recovers it: a new one is proved as at registration.
  if (body.phone !== account.phone) {
    if (!smsCode)
      throw badRequest('validation.smsCode.required', [
        { field: 'smsCode', key: 'validation.smsCode.required' },
      ]);
    await checkSmsCode(deps, body.phone, 'register', smsCode, { consume: true });
  }
  const changed = await service.saveAccount(deps.db, account, body);
  return data(c, { changed }, 'people.saved');
};

export const myPeopleRouter = newRouter()
  .openapi(routes.list, list)
  .openapi(routes.saveUnit, saveUnit)
  .openapi(routes.saveAccount, saveAccount);
