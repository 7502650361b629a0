/** The audit trail of staff actions. */
import type { paths } from '#client/api.d.ts';
import { api } from '#client/client.ts';
import { unwrap } from '#client/unwrap.ts';

export type AuditQuery = NonNullable<paths['/console/audit']['get']['parameters']['query']>;

export const listAudit = async (query: AuditQuery) =>
  unwrap(await api().GET('/console/audit', { params: { query } }));

export type AuditRow = Awaited<ReturnType<typeof listAudit>>['rows'][number];
