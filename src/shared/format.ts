/** Table formatters (sex, yes/no, dates, amounts, bank cards), used by pages, islands and exports alike. */

export const DATE_FORMAT = 'YYYY-MM-DD';

/** Beijing keeps UTC+8 all year (no daylight saving). */
const BEIJING_OFFSET_MS = 8 * 3600_000;
/** A written day, maybe with a clock reading, maybe with the zone it was read in. */
const WRITTEN =
  /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?))?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/** The moment a value names; a day or clock reading written without a zone is Beijing's. */
function momentOf(value: string | number | Date): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  const written = WRITTEN.exec(value.trim());
  if (!written) return Number.NaN;
  const [, day, clock = '00:00', zone = '+08:00'] = written;
  const offset = zone.replace(
    /^([+-]\d{2}):?(\d{2})?$/,
    (_, hours, minutes = '00') => `${hours}:${minutes}`,
  );
  return Date.parse(`${day}T${clock}${offset}`);
}

/**
 * A date or time as Beijing's calendar and clock read it, whatever the reader's own zone: every
 * time the product shows is in the association's zone (pages say so, `common.beijingTime`).
 * The pattern is made of YYYY, MM, DD, HH, mm and ss; yyyy-MM-dd by default. Empty or invalid
 * input gives an empty string, never "Invalid Date".
 */
export function formatDate(
  value: string | number | Date | null | undefined,
  pattern = DATE_FORMAT,
): string {
  if (value === null || value === undefined || value === '') return '';
  const moment = momentOf(value);
  if (!Number.isFinite(moment)) return '';
  const iso = new Date(moment + BEIJING_OFFSET_MS).toISOString();
  const parts: Record<string, string> = {
    YYYY: iso.slice(0, 4),
    MM: iso.slice(5, 7),
    DD: iso.slice(8, 10),
    HH: iso.slice(11, 13),
    mm: iso.slice(14, 16),
    ss: iso.slice(17, 19),
  };
  return pattern.replace(/YYYY|MM|DD|HH|mm|ss/g, (token) => parts[token] ?? token);
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

/** A day and clock reading on Beijing's clock (as a date-time picker gives it) as an instant, or null. */
export function beijingInstant(reading: string): string | null {
  const moment = reading ? momentOf(reading) : Number.NaN;
  return Number.isFinite(moment) ? new Date(moment).toISOString() : null;
}

/** A moment as Beijing's clock shows it (YYYY-MM-DD HH:mm), whatever the reader's own zone. */
export const beijingMinute = (iso: string) => formatDate(iso, 'YYYY-MM-DD HH:mm');

/** Today's date (YYYY-MM-DD) on Beijing time, where the association works, whatever the server's zone. */
export const beijingToday = (now: number) => formatDate(now);

const DAY_MS = 86_400_000;
/** The calendar day `n` days after (or before) `day`, both YYYY-MM-DD. */
export const addDays = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
