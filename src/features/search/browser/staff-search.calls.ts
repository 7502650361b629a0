/** The console's record search (units, accounts, content), for the route search's box. */
import { api } from '#client/client.ts';
import { unwrap } from '#client/unwrap.ts';

export const findRecords = async (q: string) =>
  unwrap(await api().GET('/console/search', { params: { query: { q } } })).data.rows;

export type FoundRecord = Awaited<ReturnType<typeof findRecords>>[number];
