/**
 * Upload rules: which kinds and sizes each purpose takes. The form
 * checks them for a quick answer; the server checks them again, and the file's content too.
 */
import {
  COMPLAINT_ATTACHMENT_MAX_MB,
  UPLOAD_DEFAULT_MAX_FILES,
  UPLOAD_DEFAULT_MAX_MB,
} from './constants.ts';

export const UPLOAD_PURPOSES = [
  'attachment',
  'complaint',
  'receipt',
  'invoice',
  'manuscript',
  'contentImage',
  'contentFile',
] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/**
 * What editors upload for the public site: pictures in rich text (readable by anyone at once, as
 * pages link them by address), and the files items carry (a periodical's PDF, a download, a logo).
 * Only editors may upload them, and content may only point at files uploaded so.
 */
export const CONTENT_PURPOSES = ['contentImage', 'contentFile'] as const satisfies UploadPurpose[];
export type ContentPurpose = (typeof CONTENT_PURPOSES)[number];
export const isContentPurpose = (p: string): p is ContentPurpose =>
  (CONTENT_PURPOSES as readonly string[]).includes(p);

export interface UploadRule {
  maxMb: number;
  maxFiles: number;
  types: readonly string[];
}

const ENTERPRISE_TYPES = ['jpg', 'jpeg', 'png', 'pdf'] as const;

export const UPLOAD_RULES: Record<UploadPurpose, UploadRule> = {
  attachment: {
    maxMb: UPLOAD_DEFAULT_MAX_MB,
    maxFiles: UPLOAD_DEFAULT_MAX_FILES,
    types: ENTERPRISE_TYPES,
  },
  complaint: { maxMb: COMPLAINT_ATTACHMENT_MAX_MB, maxFiles: 1, types: ENTERPRISE_TYPES },
  receipt: { maxMb: UPLOAD_DEFAULT_MAX_MB, maxFiles: 1, types: ENTERPRISE_TYPES },
  invoice: { maxMb: UPLOAD_DEFAULT_MAX_MB, maxFiles: 1, types: ENTERPRISE_TYPES },
  manuscript: { maxMb: 10, maxFiles: 1, types: ['pdf'] },
  contentImage: { maxMb: 5, maxFiles: 1, types: ['jpg', 'jpeg', 'png', 'gif', 'webp'] },
  contentFile: {
    maxMb: 20,
    maxFiles: 1,
    types: ['pdf', 'jpg', 'jpeg', 'png', 'docx', 'xlsx', 'zip'],
  },
};

/** What the checks need of a chosen file; a browser File fits, and so does a plain object in tests. */
export interface ChosenFile {
  name: string;
  size: number;
  /** The MIME type the browser reports; '' when it does not know. */
  type?: string | undefined;
}

/** MIME types of the extensions the rules name, for files whose name says little (a phone's "image"). */
export const MIME_OF = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  gif: 'image/gif',
  webp: 'image/webp',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
} as const satisfies Record<string, string>;

const mimeOf = (ext: string): string | undefined =>
  Object.entries(MIME_OF).find(([known]) => known === ext)?.[1];

/** A file's format is right when its extension or its MIME type is one of the allowed. */
export function formatAllowed(file: ChosenFile, types: readonly string[]): boolean {
  const lower = file.name.toLowerCase();
  const ext = lower.includes('.') ? lower.slice(lower.lastIndexOf('.') + 1) : '';
  const mime = (file.type ?? '').toLowerCase();
  return types.some((t) => t === ext || (mime !== '' && mimeOf(t) === mime));
}

/** The file picker's accept attribute: extensions and their MIME types, so both kinds show up. */
export function acceptAttribute(types: readonly string[]): string {
  const mimes = types.map(mimeOf).filter((m): m is string => m !== undefined);
  return [...new Set([...types.map((t) => `.${t}`), ...mimes])].join(',');
}

/** The i18n key of what is wrong with a chosen file, or undefined when it may be sent. */
export function uploadProblem(
  file: ChosenFile,
  rule: Pick<UploadRule, 'maxMb' | 'types'>,
): string | undefined {
  if (!formatAllowed(file, rule.types)) return 'upload.wrongFormat';
  if (file.size > rule.maxMb * 1024 * 1024) return 'upload.tooLarge';
  return undefined;
}

/**
 * The i18n key of what is wrong with a batch chosen at once, beside the files already uploaded,
 * or undefined when all may be sent. One bad file refuses the batch, so nothing half-arrives.
 */
export function filesProblem(
  existingCount: number,
  files: readonly ChosenFile[],
  rule: UploadRule,
): string | undefined {
  if (existingCount + files.length > rule.maxFiles) return 'upload.tooMany';
  for (const file of files) {
    const problem = uploadProblem(file, rule);
    if (problem) return problem;
  }
  return undefined;
}
