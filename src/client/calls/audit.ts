/** The audit trail of staff actions. */
import type { paths } from '../api.d.ts';
import { api } from '../client.ts';
import { unwrap } from '../unwrap.ts';

export type AuditQuery = NonNullable<paths['/console/audit']['get']['parameters']['query']>;

export const listAudit = async (query: AuditQuery) =>
  unwrap(await api().GET('/console/audit', { params: { query } }));

export type AuditRow = Awaited<ReturnType<typeof listAudit>>['rows'][number];
