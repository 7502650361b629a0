/** System calls: a dictionary's entries, and the reader's language remembered by the server. */
import type { Locale } from '#shared/constants.ts';
import { api } from '#client/client.ts';
import { QUIET_HEADER } from '#client/middleware/response.ts';
import { unwrap } from '#client/unwrap.ts';

/** The entries of one dictionary (label and value), e.g. the industry categories. */
export const dictEntries = async (type: string) =>
  unwrap(await api().GET('/system/dict/data/type/{type}', { params: { path: { type } } })).data;

/** Quiet: the page in the other language opens whether or not the server heard. */
export const rememberLanguage = async (lang: Locale) =>
  unwrap(
    await api().GET('/changeLanguages', {
      params: { query: { lang } },
      headers: { [QUIET_HEADER]: '1' },
    }),
  );
