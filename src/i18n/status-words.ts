/**
 * The words for a workflow item's state, whichever workflow it belongs to: the console's pages
 * and the audit trail the server describes say them alike.
 */
import type { Translate } from './types.ts';
import type { WorkflowSubject } from '#shared/vocabulary.ts';

// Each workflow names its states where its own pages do.
const KEY: Record<WorkflowSubject, (status: string) => string> = {
  registration: (s) => `console.profile.audit.${s}`,
  application: (s) => `apply.status.${s}`,
  request: (s) => `request.status.${s}`,
  training: (s) => `trainreg.status.${s}`,
  report: (s) => `report.status.${s}`,
  manuscript: (s) => `contribute.status.${s}`,
  fee: (s) => `fee.status.${s}`,
  complaint: (s) => `console.complaints.status.${s}`,
};

export const isWorkflowSubject = (s: string): s is WorkflowSubject => s in KEY;

export const statusLabel = (t: Translate, subject: WorkflowSubject, status: string): string =>
  t(KEY[subject](status), { defaultValue: status });
