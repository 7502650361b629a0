import { noteChange } from '#server/audit/audit-scope.ts';
import { newRouter, type Handler } from '#server/http/openapi.ts';
import { data } from '#server/http/reply.ts';
import { touched } from '#features/content/server/public.ts';
import * as routes from './erasure.routes.ts';
import { eraseUnit } from './erasure.service.ts';

export const eraseEnterprise: Handler<typeof routes.erase> = async (c) => {
  const { id } = c.req.valid('param');
  const { confirmTaxId, reason } = c.req.valid('json');
  const deps = c.var.deps;
  const result = await eraseUnit(deps.db, deps.files, {
    enterpriseId: id,
    confirmTaxId,
    now: new Date(deps.now()),
  });
  // The trail says that it happened, why and what went; never what the erased data said.
  noteChange({
    subject: 'directory',
    id: String(id),
    after: { erased: true, reason, removed: result.removed, kept: result.kept },
  });
  // The messages sent to its people, where a file keeps them.
  await deps.sms.forget?.(result.phones).catch((err: unknown) => {
    console.error(`[erasure] unit ${id}: messages to its phones not forgotten: ${String(err)}`);
  });
  await deps.mail.forget?.(result.addresses).catch((err: unknown) => {
    console.error(`[erasure] unit ${id}: mails to its addresses not forgotten: ${String(err)}`);
  });
  // The public list of member units showed it.
  if (result.wasListed) await touched(deps, 'member', [{}]);
  const { wasListed: _, phones: __, addresses: ___, ...answer } = result;
  return data(c, answer, 'erase.done');
};

export const erasureRouter = newRouter().openapi(routes.erase, eraseEnterprise);
