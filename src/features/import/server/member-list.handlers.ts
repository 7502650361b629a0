import { authOf } from '#server/auth/guard.ts';
import { XLSX_TYPE } from '#server/export/xlsx.ts';
import { badRequest, tooLarge } from '#server/http/errors.ts';
import type { Handler } from '#server/http/openapi.ts';
import { data } from '#server/http/reply.ts';
import { sendFile } from '#server/http/send-file.ts';
import { smsText } from '#server/notices/compose.ts';
import { MEMBERS_TABLE } from '#server/site/content-version.ts';
import { importMemberList as importList, type NewAccount } from './member-list.service.ts';
import { memberListTemplate as template } from './member-list-xlsx.ts';
import type * as routes from './member-list.routes.ts';

/** A list of a few thousand units stays well under this; a larger file is not one. */
const MAX_BYTES = 2 * 1024 * 1024;
/** What a browser or a spreadsheet program calls an .xlsx upload (some send no type at all). */
const ACCEPTED_TYPES = new Set([XLSX_TYPE, 'application/octet-stream', '']);

export const memberListTemplate: Handler<typeof routes.memberListTemplate> = async (c) =>
  sendFile({
    body: await template(),
    type: XLSX_TYPE,
    name: `${c.var.t('memberList.xlsx.name')}.xlsx`,
  });

export const importMemberList: Handler<typeof routes.importMemberList> = async (c) => {
  const { file, delivery } = c.req.valid('form');
  if (file.size > MAX_BYTES) throw tooLarge();
  if (!ACCEPTED_TYPES.has(file.type) || !/\.xlsx$/i.test(file.name))
    throw badRequest('error.memberList.notWorkbook');
  const { deps } = c.var;
  const outcome = await importList({
    db: deps.db,
    account: authOf(c).userId,
    bytes: Buffer.from(await file.arrayBuffer()),
    now: deps.now(),
    t: c.var.t,
  });
  if (outcome.created.length) deps.onContentChanged(MEMBERS_TABLE);
  const origin = (deps.env.PUBLIC_SITE_ORIGIN ?? new URL(c.req.url).origin).replace(/\/$/, '');
  const setupLinks = [];
  for (const account of outcome.created)
    setupLinks.push(await handOut(account, delivery === 'sms', origin, deps.sms));
  return data(
    c,
    {
      rows: outcome.rows,
      created: outcome.created.length,
      alreadyHere: outcome.alreadyHere,
      unchanged: outcome.created.length === 0,
      setupLinks,
    },
    outcome.created.length ? 'console.memberList.imported' : 'console.memberList.unchanged',
  );
};

/**
 * The link goes to the unit's phone, and is then left out of the answer: only the phone holds it.
 * A text that could not be sent is listed instead, for the secretariat to hand out.
 */
async function handOut(
  account: NewAccount,
  bySms: boolean,
  origin: string,
  sms: { send: (m: { phone: string; purpose: string; text: string }) => Promise<void> },
) {
  const until = account.expiresAt.slice(0, 10);
  const { locale: _, ...listed } = account;
  if (bySms)
    try {
      const text = smsText('memberListSetup', account.locale, {
        unit: account.unitName,
        link: `${origin}${account.setupPath}`,
        until,
      });
      await sms.send({ phone: account.phone, purpose: 'notice', text });
      return { ...listed, setupPath: '', sentBySms: true };
    } catch (err) {
      console.error(`[member-list] setup text to ${account.unitName} failed`, err);
    }
  return { ...listed, sentBySms: false };
}
