/**
 * Upload rules (SPEC §5, REFERENCE "Uploads"): which kinds and sizes each purpose takes. The form
 * checks them for a quick answer; the server checks them again, and the file's content too.
 */
import { COMPLAINT_ATTACHMENT_MAX_MB, UPLOAD_DEFAULT_MAX_FILES, UPLOAD_DEFAULT_MAX_MB } from './constants.ts';

export const UPLOAD_PURPOSES = ['attachment', 'complaint', 'receipt', 'invoice', 'manuscript'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

export interface UploadRule {
  maxMb: number;
  maxFiles: number;
  types: readonly string[];
}

const ENTERPRISE_TYPES = ['jpg', 'jpeg', 'png', 'pdf'] as const;

export const UPLOAD_RULES: Record<UploadPurpose, UploadRule> = {
  attachment: { maxMb: UPLOAD_DEFAULT_MAX_MB, maxFiles: UPLOAD_DEFAULT_MAX_FILES, types: ENTERPRISE_TYPES },
  complaint: { maxMb: COMPLAINT_ATTACHMENT_MAX_MB, maxFiles: 1, types: ENTERPRISE_TYPES },
  receipt: { maxMb: UPLOAD_DEFAULT_MAX_MB, maxFiles: 1, types: ENTERPRISE_TYPES },
  invoice: { maxMb: UPLOAD_DEFAULT_MAX_MB, maxFiles: 1, types: ENTERPRISE_TYPES },
  manuscript: { maxMb: 10, maxFiles: 1, types: ['pdf'] },
};

/** The i18n key of what is wrong with a chosen file, or undefined when it may be sent. */
export function uploadProblem(file: { name: string; size: number }, rule: Pick<UploadRule, 'maxMb' | 'types'>): string | undefined {
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  if (!rule.types.includes(ext)) return 'upload.wrongFormat';
  if (file.size > rule.maxMb * 1024 * 1024) return 'upload.tooLarge';
  return undefined;
}
