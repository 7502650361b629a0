/** Moving in, read-only: the import runs with their reports, and the old system's logs. */
import type { paths } from '#client/api.d.ts';
import { api } from '#client/client.ts';
import { unwrap } from '#client/unwrap.ts';

export type OldLogQuery = NonNullable<paths['/console/old-logs']['get']['parameters']['query']>;

export const listOldLogs = async (query: OldLogQuery) =>
  unwrap(await api().GET('/console/old-logs', { params: { query } }));
export type OldLogRow = Awaited<ReturnType<typeof listOldLogs>>['rows'][number];

export const listImportRuns = async (query: { pageNum: number; pageSize: number }) =>
  unwrap(await api().GET('/console/imports', { params: { query } }));
export type ImportRunRow = Awaited<ReturnType<typeof listImportRuns>>['rows'][number];

export const importRun = async (id: number) =>
  unwrap(await api().GET('/console/imports/{id}', { params: { path: { id } } })).data;
