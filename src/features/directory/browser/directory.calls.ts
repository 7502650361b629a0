/** The member directory: the list, one unit in full, and the list as a spreadsheet. */
import type { paths } from '#client/api.d.ts';
import { api } from '#client/client.ts';
import { saveStream, type Received } from '#client/download.ts';
import { unwrap } from '#client/unwrap.ts';

export type DirectoryQuery = NonNullable<
  paths['/console/enterprises']['get']['parameters']['query']
>;
export type DirectoryFilters = NonNullable<
  paths['/console/enterprises/export']['get']['parameters']['query']
>;

export const listUnits = async (query: DirectoryQuery) =>
  unwrap(await api().GET('/console/enterprises', { params: { query } }));

export type DirectoryRow = Awaited<ReturnType<typeof listUnits>>['rows'][number];

export const unitDetail = async (id: number) =>
  unwrap(await api().GET('/console/enterprises/{id}', { params: { path: { id } } })).data;

export type UnitDetail = Awaited<ReturnType<typeof unitDetail>>;

export const exportUnits = async (query: DirectoryFilters, onProgress: (r: Received) => void) =>
  saveStream(
    await api().GET('/console/enterprises/export', { params: { query }, parseAs: 'stream' }),
    onProgress,
  );
