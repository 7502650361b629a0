/**
 * Table columns as data, so a pre-rendered table and a table redrawn in the browser show each cell
 * the same way: a field (dotted for nested), an optional format or value map, an optional link.
 */
import { formatAmount, formatDate } from './format.ts';
import { typedLang } from './lang.ts';

export interface Column {
  field: string;
  label: string;
  format?: 'date' | 'amount';
  map?: Record<string, string>;
  /** Link pattern with {field} holes, e.g. `/en/patent/{id}`; `{file.url}` reaches into objects. */
  href?: string;
  /** Shown only from this width up, to keep phones readable. */
  wide?: boolean;
  /** Text as someone typed it (a unit's name), kept in its own language on every page. */
  typed?: boolean;
}

/** The language to mark a typed cell with, when it is not the page's. */
export const cellLang = (item: unknown, col: Column): 'zh-CN' | undefined =>
  col.typed ? typedLang(cellText(item, col)) : undefined;

export function valueAt(item: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined),
      item,
    );
}

export function cellText(item: unknown, col: Pick<Column, 'field' | 'format' | 'map'>): string {
  const raw = valueAt(item, col.field);
  if (raw === null || raw === undefined) return '';
  const text = String(raw);
  if (col.map) return col.map[text] ?? text;
  if (col.format === 'date') return formatDate(text);
  if (col.format === 'amount') return formatAmount(raw);
  return text;
}

export function cellHref(item: unknown, pattern: string): string {
  return pattern.replace(/\{([\w.]+)\}/g, (_, k: string) => {
    const v = String(valueAt(item, k) ?? '');
    // A whole URL (a file link) stays as it is; ids and codes are encoded.
    return v.startsWith('/') ? v : encodeURIComponent(v);
  });
}
