/**
 * The form of each content type: its fields in order, what kind of input each is, and its English
 * twin shown beside it. The server's schemas decide what is valid; this decides how it is asked.
 * Labels are `console.field.<name>`.
 */
import type { ContentTypeKey } from '#shared/content-types.ts';
import type { DocumentKey } from '#features/site/contract/site.contract.ts';
import { sectionForChannel } from '#shared/sections.ts';
import {
  ACCESS,
  CHANNELS,
  DOWNLOAD_CATEGORY,
  EXPERT_ROLE,
  MEMBER_LEVEL,
  PATENT_TYPE,
  STANDARD_CATEGORY,
  STANDARD_STATE,
} from '#shared/vocabulary.ts';

export type FieldKind =
  | 'text'
  | 'textarea'
  | 'rich'
  | 'date'
  | 'datetime'
  | 'number'
  | 'choice'
  | 'yesNo'
  | 'file'
  | 'image'
  | 'lines'
  | 'rows'
  | 'ref';

export interface FormField {
  name: string;
  kind: FieldKind;
  /** The column holding the English text, shown beside the Chinese. */
  en?: string;
  required?: boolean;
  /** For a choice: the values, and the translation key of each one's label. */
  options?: readonly string[];
  optionLabel?: (value: string) => string;
  /** For rows: the fields of one row. */
  row?: readonly FormField[];
  /** For a reference: the content type whose items are chosen from. */
  ref?: ContentTypeKey;
}

const text = (name: string, extra: Partial<FormField> = {}): FormField => ({
  name,
  kind: 'text',
  ...extra,
});
/** A text asked in Chinese, with its English beside it (`<name>En`). */
const both = (name: string, kind: FieldKind = 'text', required = false): FormField => ({
  name,
  kind,
  en: `${name}En`,
  required,
});
const choice = (
  name: string,
  options: readonly string[],
  label: string | ((value: string) => string),
): FormField => ({
  name,
  kind: 'choice',
  options,
  optionLabel: typeof label === 'string' ? (value) => `${label}${value}` : label,
  required: true,
});
/** A channel is called what its public section is called. */
const channelLabel = (channel: string) => sectionForChannel(channel)?.title ?? 'nav.motion';
const of = (name: string, kind: FieldKind, required = false): FormField => ({
  name,
  kind,
  required,
});
const access = choice('access', ACCESS, 'console.access.');

export const CONTENT_FORMS: Record<ContentTypeKey, readonly FormField[]> = {
  article: [
    choice('channel', CHANNELS, channelLabel),
    both('title', 'text', true),
    both('summary', 'textarea'),
    both('body', 'rich'),
    text('source'),
    // Articles of the alliance channel belong to one alliance.
    { name: 'allianceId', kind: 'ref', ref: 'alliance' },
    access,
    of('publishedAt', 'datetime'),
  ],
  standard: [
    text('code', { required: true }),
    both('name', 'text', true),
    choice('category', STANDARD_CATEGORY, 'standard.category.'),
    choice('state', STANDARD_STATE, 'standard.state.'),
    of('issuedAt', 'date'),
    of('implementedAt', 'date'),
    of('draftingUnits', 'textarea'),
    both('summary', 'textarea'),
    {
      name: 'revisions',
      kind: 'rows',
      row: [text('code', { required: true }), of('date', 'date', true), both('note')],
    },
  ],
  patent: [
    both('name', 'text', true),
    text('applicationNo', { required: true }),
    text('country', { required: true }),
    choice('type', PATENT_TYPE, 'patent.type.'),
    both('abstract', 'textarea'),
    of('applicationDate', 'date'),
    of('grantDate', 'date'),
    of('expiryDate', 'date'),
    text('applicant'),
    text('applicantAddress'),
    text('patentee'),
    text('patenteeAddress'),
    of('everGranted', 'yesNo'),
    of('inForce', 'yesNo'),
  ],
  expert: [
    both('name', 'text', true),
    both('title'),
    both('organization'),
    both('field'),
    choice('role', EXPERT_ROLE, 'expert.role.'),
    both('bio', 'textarea'),
    of('sort', 'number'),
  ],
  training: [
    both('title', 'text', true),
    of('startDate', 'date', true),
    of('endDate', 'date', true),
    of('deadline', 'date'),
    both('location'),
    of('fee', 'number'),
    of('capacity', 'number'),
    both('summary', 'textarea'),
    both('body', 'rich'),
    access,
  ],
  periodical: [
    both('title', 'text', true),
    of('year', 'number', true),
    of('issue', 'number', true),
    of('publishedAt', 'date', true),
    both('summary', 'textarea'),
    of('fileId', 'file'),
    {
      name: 'contents',
      kind: 'rows',
      row: [both('title', 'text', true), text('author'), of('page', 'number', true)],
    },
    access,
  ],
  download: [
    both('title', 'text', true),
    choice('category', DOWNLOAD_CATEGORY, 'download.category.'),
    of('publishedAt', 'date', true),
    of('fileId', 'file'),
  ],
  alliance: [
    both('name', 'text', true),
    of('founded', 'number'),
    both('intro', 'rich'),
    of('members', 'lines'),
    of('sort', 'number'),
  ],
  member: [
    both('unitName', 'text', true),
    both('region'),
    text('category'),
    choice('level', MEMBER_LEVEL, 'member.level.'),
    of('joinedYear', 'number'),
    text('website'),
    of('enterpriseId', 'number'),
    of('sort', 'number'),
  ],
  link: [
    both('name', 'text', true),
    text('link', { required: true }),
    of('logoFileId', 'image'),
    of('sort', 'number'),
  ],
};

/** A single page (introduction, fee measures, …): its title and body in both languages. */
export const PAGE_FORM: readonly FormField[] = [both('title', 'text', true), both('body', 'rich')];

/** The contact details and the industry statistics, asked as the server's documents hold them. */
export const DOCUMENT_FORMS: Record<DocumentKey, readonly FormField[]> = {
  contact: [
    both('address', 'text', true),
    text('postcode'),
    text('phone', { required: true }),
    text('fax'),
    text('email'),
    both('hours'),
    {
      name: 'departments',
      kind: 'rows',
      row: [
        both('name', 'text', true),
        text('contact'),
        text('phone'),
        text('email'),
        both('duties', 'textarea'),
      ],
    },
  ],
  statistics: [
    {
      name: 'years',
      kind: 'rows',
      row: ['year', 'revenue', 'profit', 'exportValue', 'enterprises', 'employees'].map((name) =>
        of(name, 'number', true),
      ),
    },
    {
      name: 'categories',
      kind: 'rows',
      row: [text('category', { required: true }), of('share', 'number', true)],
    },
  ],
};
