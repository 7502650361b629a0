/** Moving in, read-only: the import runs with their reports, and the old system's logs. */
import type { paths } from '#client/api.d.ts';
import { api } from '#client/client.ts';
import { unwrap } from '#client/unwrap.ts';
import { saveStream } from '#client/download.ts';
import { formBody, sendFormAsIs } from '#client/multipart.ts';

export type OldLogQuery = NonNullable<paths['/console/old-logs']['get']['parameters']['query']>;

export const listOldLogs = async (query: OldLogQuery) =>
  unwrap(await api().GET('/console/old-logs', { params: { query } }));
export type OldLogRow = Awaited<ReturnType<typeof listOldLogs>>['rows'][number];

export const listImportRuns = async (query: { pageNum: number; pageSize: number }) =>
  unwrap(await api().GET('/console/imports', { params: { query } }));
export type ImportRunRow = Awaited<ReturnType<typeof listImportRuns>>['rows'][number];

export const importRun = async (id: number) =>
  unwrap(await api().GET('/console/imports/{id}', { params: { path: { id } } })).data;

/** The blank member list (.xlsx, bilingual headers). */
export const downloadMemberListTemplate = async () =>
  saveStream(
    await api().GET('/console/member-list/template', { parseAs: 'stream' }),
    () => undefined,
  );

/** A filled member list: units and accounts, or a refusal naming every wrong cell. */
export async function importMemberList(file: File, delivery: 'sms' | 'list') {
  const body = new FormData();
  body.append('file', file);
  body.append('delivery', delivery);
  return unwrap(
    await api().POST('/console/member-list/import', {
      body: formBody(body),
      bodySerializer: sendFormAsIs,
    }),
  ).data;
}
export type MemberListOutcome = Awaited<ReturnType<typeof importMemberList>>;
