/**
 * The public lists of /web/index (news, standards, patents, experts, trainings, …) called by a
 * path chosen at run time: a list page's data says which list it shows, and the pager in the
 * browser calls the same path again for the next page.
 */
import type { ApiClient } from './client.ts';

/** Filters of one list plus the page: pageNum and pageSize. */
export type ListQuery = Record<string, string | number | undefined>;

export interface ListResult {
  data?: { rows: Record<string, unknown>[]; total: number };
  error?: unknown;
  response: Response;
}

type UntypedGet = (path: string, init: { params: { query: ListQuery } }) => Promise<ListResult>;

/**
 * One page of a public list. openapi-fetch types one path at a time; every list of /web/index is
 * declared with the same page parameters and a { rows, total } answer, so all are called through
 * that shared shape here instead of each caller pretending its path is one particular list.
 */
export function getListPage(client: ApiClient, source: string, query: ListQuery) {
  const get = client.GET as unknown as UntypedGet;
  return get.call(client, source, { params: { query } });
}
