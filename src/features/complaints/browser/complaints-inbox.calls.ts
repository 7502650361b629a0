/** The secretariat's complaints inbox: list, one complaint, assign, answer, close, export. */
import type { paths } from '#client/api.d.ts';
import { api } from '#client/client.ts';
import { saveStream, type Received } from '#client/download.ts';
import { unwrap } from '#client/unwrap.ts';

export type InboxQuery = NonNullable<paths['/console/complaints']['get']['parameters']['query']>;
type Filters = NonNullable<paths['/console/complaints/export']['get']['parameters']['query']>;
const at = (id: number) => ({ params: { path: { id } } });

export const listInbox = async (query: InboxQuery) =>
  unwrap(await api().GET('/console/complaints', { params: { query } }));

export type InboxRow = Awaited<ReturnType<typeof listInbox>>['rows'][number];

export const complaintOf = async (id: number) =>
  unwrap(await api().GET('/console/complaints/{id}', at(id))).data;

export type ComplaintDetail = Awaited<ReturnType<typeof complaintOf>>;

export const complaintStaff = async () =>
  unwrap(await api().GET('/console/complaints/assignees')).data;

export const assignComplaint = async (id: number, assigneeUserId: number) =>
  unwrap(
    await api().POST('/console/complaints/{id}/assign', { ...at(id), body: { assigneeUserId } }),
  );

export const replyComplaint = async (id: number, reply: string) =>
  unwrap(await api().POST('/console/complaints/{id}/reply', { ...at(id), body: { reply } }));

export const closeComplaint = async (id: number) =>
  unwrap(await api().POST('/console/complaints/{id}/close', { ...at(id), body: {} }));

export const exportInbox = async (query: Filters, onProgress: (r: Received) => void) =>
  saveStream(
    await api().GET('/console/complaints/export', { params: { query }, parseAs: 'stream' }),
    onProgress,
  );
