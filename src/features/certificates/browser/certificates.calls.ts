/** The public check of a member certificate's code. */
import { api } from '#client/client.ts';
import { QUIET_HEADER } from '#client/middleware/response.ts';
import { unwrap } from '#client/unwrap.ts';

/** Quiet: the page says itself what an unknown code or a failure means. */
export const verifyCertificate = async (code: string) =>
  unwrap(
    await api().GET('/web/verify/{code}', {
      params: { path: { code } },
      headers: { [QUIET_HEADER]: '1' },
    }),
  ).data;
