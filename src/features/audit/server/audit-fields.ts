/**
 * A change of the audit trail as its reader says it: what record, each field by its name in the
 * reader's language, and each value as a page would show it (a state in words, not "0" or "1";
 * a body as its text, not its markup).
 */
import type { Translate } from '#i18n/index.ts';
import { CONTENT_TYPE_KEYS } from '#shared/content-types.ts';
import { sectionForChannel } from '#shared/sections.ts';
import { isWorkflowSubject, statusLabel } from '#i18n/status-words.ts';
import type { AuditChange } from '#server/audit/tables.ts';

interface DescribedField {
  label: string;
  before: string | null;
  after: string | null;
}

export interface DescribedChange {
  /** The record: its kind, number and, where the change names one, its title. */
  label: string;
  fields: DescribedField[];
}

const LONG = 300;
/** Ids that name no one record: an export of a list, the menu of the whole site. */
const WHOLE = new Set(['export', 'site']);

/** A translation when there is one, else nothing. */
export function known(
  t: Translate,
  key: string,
  params?: Record<string, unknown>,
): string | undefined {
  const said = t(key, params);
  return said === key ? undefined : said;
}

/** A name as the reader's language quotes it. */
export const quoted = (t: Translate, name: string) => t('console.audit.quoted', { name });

/** What kind of record a change is about, in the reader's words. */
export function subjectLabel(t: Translate, subject: string): string {
  const type = subject.startsWith('content:') ? subject.slice('content:'.length) : undefined;
  if (type && (CONTENT_TYPE_KEYS as readonly string[]).includes(type))
    return t(`console.content.${type}`);
  return known(t, `console.audit.subject.${subject}`) ?? t('console.audit.subject.other');
}

/** A field's name: the trail's own words, then the content forms', then "… (English)". */
function fieldLabel(t: Translate, name: string): string {
  const own = known(t, `console.audit.field.${name}`) ?? known(t, `console.field.${name}`);
  if (own) return own;
  const base = /^(.+)En$/.exec(name)?.[1];
  const english = base ? fieldLabel(t, base) : undefined;
  if (base && english && english !== base) return t('console.audit.inEnglish', { name: english });
  return name;
}

const shorten = (text: string) => (text.length > LONG ? `${text.slice(0, LONG)}…` : text);

/** Markup as the text a reader sees. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/** A state, where the subject says which words name it. */
function stateWords(t: Translate, subject: string, value: string): string | undefined {
  if (isWorkflowSubject(subject)) return statusLabel(t, subject, value);
  if (subject === 'staff')
    return known(t, value === '0' ? 'console.staff.active' : 'console.staff.disabled');
  if (subject === 'notice') return known(t, `console.audit.noticeState.${value}`);
  if (subject.startsWith('content:')) return known(t, `console.status.${value}`);
  return undefined;
}

/** One value as a page shows it. */
function valueText(t: Translate, subject: string, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return t('console.audit.empty');
  if (typeof value === 'boolean') return t(value ? 'common.yes' : 'common.no');
  if (Array.isArray(value))
    return value.length === 0
      ? t('console.audit.empty')
      : shorten(value.map((v) => valueText(t, subject, field, v)).join(t('common.listSeparator')));
  if (typeof value === 'object')
    return shorten(
      Object.entries(value)
        .map(
          ([k, v]) =>
            `${t('common.labelled', { label: fieldLabel(t, k) })}${valueText(t, subject, k, v)}`,
        )
        .join(t('common.itemSeparator')),
    );
  const text = String(value);
  const said =
    (field === 'status' ? stateWords(t, subject, text) : undefined) ??
    (field === 'action' ? known(t, `console.history.action.${text}`) : undefined) ??
    (field === 'roles' || field === 'roleKeys' ? known(t, `center.role.${text}`) : undefined) ??
    (field === 'channel' ? known(t, sectionForChannel(text)?.title ?? '') : undefined) ??
    (field === 'access' ? known(t, `console.access.${text}`) : undefined) ??
    (field === 'state' && subject === 'directory'
      ? known(t, `console.directory.state.${text}`)
      : undefined) ??
    (field === 'decision' ? known(t, `console.audit.decision.${text}`) : undefined) ??
    (field === 'password' ? known(t, `console.audit.password.${text}`) : undefined);
  return said ?? shorten(/<[a-z][^>]*>/i.test(text) ? textOf(text) : text);
}

/** Each field of a record as label and value (what was sent, or one side of a change). */
export function describeFields(
  t: Translate,
  subject: string,
  fields: Record<string, unknown>,
): { label: string; value: string }[] {
  return Object.entries(fields).map(([k, v]) => ({
    label: fieldLabel(t, k),
    value: valueText(t, subject, k, v),
  }));
}

/** A change with every field it touched, before and after, in words. */
export function describeChange(t: Translate, c: AuditChange): DescribedChange {
  const before = c.before ?? {};
  const after = c.after ?? {};
  const title = after.title ?? before.title;
  const id = WHOLE.has(c.id) ? '' : /^\d+$/.test(c.id) ? ` #${c.id}` : quoted(t, c.id);
  const named = typeof title === 'string' && title ? quoted(t, title) : '';
  const label = `${subjectLabel(t, c.subject)}${id}${named}`;
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return {
    label,
    fields: names.map((name) => ({
      label: fieldLabel(t, name),
      before: name in before ? valueText(t, c.subject, name, before[name]) : null,
      after: name in after ? valueText(t, c.subject, name, after[name]) : null,
    })),
  };
}
