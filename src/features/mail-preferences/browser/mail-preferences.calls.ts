/** The signed-in account's choice of optional mail. */
import type { MailPreferencesBody } from '../contract/mail-preferences.contract.ts';
import { api } from '#client/client.ts';
import { unwrap } from '#client/unwrap.ts';

export const myMailPreferences = async () =>
  unwrap(await api().GET('/center/mail-preferences')).data;

/** Turns topics on or off; answers the preferences as saved, with the server's word. */
export const saveMailPreferences = async (body: MailPreferencesBody) =>
  unwrap(await api().PUT('/center/mail-preferences', { body }));
