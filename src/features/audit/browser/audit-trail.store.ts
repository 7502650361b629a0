/** The audit trail in the console: its filters and pages, newest first. */
import { type AuditQuery, type AuditRow, listAudit } from './audit.calls.ts';
import { given, pagedList } from '#client/stores/paged-list.ts';

export type AuditFilterValues = {
  actor: string;
  module: '' | NonNullable<AuditQuery['module']>;
  subjectId: string;
  outcome: '' | NonNullable<AuditQuery['outcome']>;
  from: string;
  to: string;
};

const NO_FILTERS: AuditFilterValues = {
  actor: '',
  module: '',
  subjectId: '',
  outcome: '',
  from: '',
  to: '',
};

export const auditTrail = pagedList<AuditFilterValues, AuditRow, 'at'>({
  noFilters: NO_FILTERS,
  idOf: (row) => row.id,
  pageSize: 20,
  fetch: ({ filters, order, pageNum, pageSize }) =>
    listAudit({ pageNum, pageSize, ...given(filters), order: order?.order }),
});
