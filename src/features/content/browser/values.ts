/**
 * Between what the server keeps and what the form's inputs hold: inputs hold text (a number as
 * typed, a date as the picker gives it), the server takes numbers, dates, lists and nothing for
 * an empty optional field. A figure that is not one stays as typed, so the server names it.
 */
import { beijingInstant, formatDate } from '#shared/format.ts';
import type { FormField } from './forms.ts';

type Row = Record<string, unknown>;

/** An instant as the datetime-local picker shows it: on Beijing's clock, whatever the browser's. */
export function localDateTime(iso: unknown): string {
  return typeof iso === 'string' ? formatDate(iso, 'YYYY-MM-DDTHH:mm') : '';
}

/** The picker's reading (Beijing's clock) as an instant, or null for none. */
export const instantOf = (local: string): string | null => beijingInstant(local);

/** What one field holds when an item is new. */
function blankValue(field: FormField): unknown {
  switch (field.kind) {
    case 'choice':
      return field.options?.[0] ?? '';
    case 'yesNo':
      return false;
    case 'lines':
    case 'rows':
      return [];
    case 'number':
    case 'date':
    case 'datetime':
    case 'file':
    case 'image':
    case 'ref':
      return null;
    default:
      return '';
  }
}

export function blankOf(fields: readonly FormField[]): Row {
  const row: Row = {};
  for (const f of fields) {
    row[f.name] = blankValue(f);
    if (f.en) row[f.en] = null;
  }
  return row;
}

/** A row of a rows field, new. */
export const blankRow = (field: FormField): Row => blankOf(field.row ?? []);

function sent(field: FormField, value: unknown): unknown {
  switch (field.kind) {
    case 'number':
    case 'ref': {
      if (value === null || value === undefined || String(value).trim() === '') return null;
      const n = Number(String(value).trim());
      return Number.isFinite(n) ? n : value;
    }
    case 'date':
    case 'file':
    case 'image':
      return value === '' || value === undefined ? null : value;
    case 'datetime':
      return typeof value === 'string' && !value.includes('Z') && value.length <= 16
        ? instantOf(value)
        : (value ?? null);
    case 'lines':
      return Array.isArray(value) ? value.map((v) => String(v).trim()).filter(Boolean) : [];
    case 'rows':
      return Array.isArray(value) ? value.map((r: Row) => payloadOf(field.row ?? [], r)) : [];
    default:
      return value ?? '';
  }
}

/** The body a save sends: every field the form asks, as the server takes it. */
export function payloadOf(fields: readonly FormField[], values: Row): Row {
  const body: Row = {};
  for (const f of fields) {
    const value = sent(f, values[f.name]);
    // A required field left empty goes out empty, so the server says it is required.
    body[f.name] = value === null && f.required ? '' : value;
    if (f.en) {
      const en = values[f.en];
      body[f.en] = typeof en === 'string' && en.trim() ? en : null;
    }
  }
  return body;
}

/** What a row is called in the reader's language: its English twin there, where it has one. */
export function nameIn(row: Row, field: string, locale: string): string {
  const en = row[`${field}En`];
  const name = locale === 'en' && typeof en === 'string' && en.trim() ? en : row[field];
  return name === null || name === undefined ? '' : String(name);
}
