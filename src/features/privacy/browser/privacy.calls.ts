/** The privacy notice and the signed-in account's consents. */
import type { OptionalConsent } from '#shared/privacy.ts';
import type { NoticeBody } from '../contract/privacy.contract.ts';
import { api } from '#client/client.ts';
import { unwrap } from '#client/unwrap.ts';
import { QUIET_HEADER } from '#client/middleware/response.ts';

export const privacyNotice = async () => unwrap(await api().GET('/privacy/notice', {})).data;

/** Quiet: a visitor without a session simply reads the notice. */
export const myConsents = async () =>
  unwrap(await api().GET('/privacy/consents', { headers: { [QUIET_HEADER]: '1' } })).data;

export const agreeToNotice = async (version: number, optional: OptionalConsent[]) =>
  unwrap(await api().POST('/privacy/consents', { body: { version, optional } }));

export const setOptionalConsent = async (kind: OptionalConsent, granted: boolean) =>
  unwrap(await api().PUT('/privacy/consents/optional', { body: { kind, granted } }));

export const noticeVersions = async () => unwrap(await api().GET('/console/privacy', {})).data;

export const publishNotice = async (body: NoticeBody) =>
  unwrap(await api().POST('/console/privacy', { body }));
