/** Table formatters (sex, yes/no, dates, amounts, bank cards), used by pages, islands and exports alike. */
import dayjs from 'dayjs';

export const DATE_FORMAT = 'YYYY-MM-DD';

/** yyyy-MM-dd by default; empty or invalid input gives an empty string, never "Invalid Date". */
export function formatDate(
  value: string | number | Date | null | undefined,
  pattern = DATE_FORMAT,
): string {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(value);
  return d.isValid() ? d.format(pattern) : '';
}

/** 1 is male, anything else female. */
export function formatSex(value: unknown, labels = { male: '男', female: '女' }): string {
  return String(value) === '1' ? labels.male : labels.female;
}

/** 0 is no, anything else yes. */
export function formatYesNo(value: unknown, labels = { yes: '是', no: '否' }): string {
  return String(value) === '0' ? labels.no : labels.yes;
}

/** Amounts with two decimals and thousands separators; empty for non-numbers. */
export function formatAmount(value: unknown): string {
  const n = typeof value === 'number' ? value : Number(value);
  if (value === null || value === undefined || value === '' || !Number.isFinite(n)) return '';
  return n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** Bank card numbers in groups of four. */
export function formatBankCard(value: unknown): string {
  return String(value ?? '')
    .replace(/\s+/g, '')
    .replace(/(.{4})(?=.)/g, '$1 ');
}

/** Fixed decimals (rounded) or truncated decimals (cut, never rounded up). */
export function formatDecimal(
  value: unknown,
  digits: number,
  mode: 'fixed' | 'truncate' = 'fixed',
): string {
  const n = typeof value === 'number' ? value : Number(value);
  if (value === null || value === undefined || value === '' || !Number.isFinite(n)) return '';
  if (mode === 'fixed') return n.toFixed(digits);
  const factor = 10 ** digits;
  const cut = Math.trunc(Number((n * factor).toPrecision(15))) / factor;
  return cut.toFixed(digits);
}

/** A span of days as lists show it: one day alone, or first – last. */
export const formatDaySpan = (first: string, last: string) =>
  first === last ? first : `${first} – ${last}`;

/** A moment as Beijing's clock shows it (YYYY-MM-DD HH:mm), whatever the reader's own zone. */
export const beijingMinute = (iso: string) =>
  new Date(Date.parse(iso) + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

/** Today's date (YYYY-MM-DD) on Beijing time, where the association works, whatever the server's zone. */
export const beijingToday = (now: number) =>
  new Date(now + 8 * 3600_000).toISOString().slice(0, 10);
