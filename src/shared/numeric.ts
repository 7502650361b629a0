/**
 * Numeric input: '.' or ',' as the decimal separator, and ',' before three digits as thousands
 * grouping; min and max clamped, negatives refused unless allowed, a fixed number of decimals.
 * Values stay strings, as the forms hold them; the schemas read them the same way on submit.
 */

export interface NumericOptions {
  min?: number | undefined;
  max?: number | undefined;
  /** Decimals kept, rounded half away from zero and padded ('3' → '3.00'); none: left as typed. */
  precision?: number | undefined;
  /** Without it a negative value becomes the lowest allowed one (0, or min when that is higher). */
  allowNegative?: boolean | undefined;
}

/** Chinese input methods give full-width digits and marks; they mean the same as the ASCII ones. */
function halfWidth(raw: string): string {
  return raw
    .replace(/[\uFF10-\uFF19]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/[\uFF0E\u3002]/g, '.')
    .replace(/\uFF0C/g, ',')
    .replace(/[\uFF0D\u2212]/g, '-');
}

/**
 * Strips what cannot be part of a number while the user types, and nothing more: '12.', '12,',
 * '-' and '.5' stay as they are, so the next keystroke still makes sense. The rest waits for blur.
 */
export function sanitiseWhileTyping(raw: string): string {
  const s = halfWidth(raw).replace(/\s+/g, '');
  const negative = s.startsWith('-');
  return (negative ? '-' : '') + s.replace(/[^\d.,]/g, '');
}

/** Groups of three after a first group of one to three digits that does not start with 0. */
const grouped = (int: string, mark: string) =>
  new RegExp(`^[1-9]\\d{0,2}(\\${mark}\\d{3})+$`).test(int);

/**
 * Where the decimal point is in `body` (digits and separators only): its index, -1 for none, or
 * 'unclear'. With two kinds of separator the last one is the point and the other groups thousands;
 * one kind repeated only groups. A single ',' before exactly three digits groups thousands too, as
 * Chinese users write '1,234' for 1234; elsewhere ('1,5', '0,125') it can only be a decimal comma.
 * A single '.' is always the point. Grouping out of step ('12,34.5', '1234,567') is unclear: a
 * figure 1000 times off is worse than asking again.
 */
function pointIndex(body: string): number | 'unclear' {
  const separators = body.replace(/\d/g, '');
  if (!separators) return -1;
  const kinds = new Set(separators);
  if (kinds.size === 2) {
    const point = Math.max(body.lastIndexOf('.'), body.lastIndexOf(','));
    const mark = body[point] === '.' ? ',' : '.';
    return grouped(body.slice(0, point), mark) ? point : 'unclear';
  }
  const mark = separators[0] as '.' | ',';
  if (separators.length > 1) return grouped(body, mark) ? -1 : 'unclear';
  const point = body.indexOf(mark);
  if (mark === '.' || !/^\d{3}$/.test(body.slice(point + 1))) return point;
  if (grouped(body, mark)) return -1;
  return /^0?$/.test(body.slice(0, point)) ? point : 'unclear';
}

/**
 * The plain decimal a typed value means, as sign, integer and fraction digits, or undefined when
 * it holds no digit.
 */
function parts(
  raw: string,
): { negative: boolean; int: string; frac: string } | 'unclear' | undefined {
  const s = sanitiseWhileTyping(raw);
  const negative = s.startsWith('-');
  const body = s.replace('-', '');
  if (!/\d/.test(body)) return undefined;
  const point = pointIndex(body);
  if (point === 'unclear') return 'unclear';
  const int = (point < 0 ? body : body.slice(0, point)).replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  const frac = point < 0 ? '' : body.slice(point + 1).replace(/\D/g, '');
  return { negative, int: int || '0', frac };
}

/** Half away from zero on the decimal digits, so 1.005 gives 1.01 (toFixed alone says 1.00). */
function round(value: number, precision: number): string {
  const abs = String(Math.abs(value));
  // Very large or very small numbers print with an exponent already; toFixed is as good there.
  const text = /e/i.test(abs)
    ? Math.abs(value).toFixed(precision)
    : Number(`${Math.round(Number(`${abs}e${precision}`))}e-${precision}`).toFixed(precision);
  return value < 0 && Number(text) !== 0 ? `-${text}` : text;
}

/** What a numeric field holds once the user leaves it: '' when nothing numeric was typed. */
export function normaliseNumeric(raw: string, opts: NumericOptions = {}): string {
  const p = parts(raw);
  if (!p) return '';
  // Left as typed, so the form's own check says it is not a number instead of guessing one.
  if (p === 'unclear') return sanitiseWhileTyping(raw);
  const { min, max, precision, allowNegative = false } = opts;
  const lowest = allowNegative ? (min ?? -Infinity) : Math.max(min ?? 0, 0);
  const highest = max ?? Infinity;
  // As typed, when nothing needs changing: no float round trip, no '1e+21', trailing zeros kept.
  let text = `${p.negative ? '-' : ''}${p.int}${p.frac ? `.${p.frac}` : ''}`;
  let value = Number(text);
  if (value === 0) text = p.frac ? `0.${p.frac}` : '0'; // '-0' and '-0.00' are just zero
  if (value < lowest || value > highest) {
    value = Math.min(Math.max(value, lowest), highest);
    text = String(value);
  }
  return precision === undefined ? text : round(value, Math.max(0, Math.trunc(precision)));
}

/**
 * The value kept, and whether it means something other than the digits as typed (thousands
 * grouping removed, a decimal comma read as the point, clamped or rounded), so the field can say
 * what it understood. A different form of the same number ('12.' → '12', '3' → '3.00') is no news.
 */
export function readNumeric(
  raw: string,
  opts: NumericOptions = {},
): { value: string; changed: boolean } {
  const value = normaliseNumeric(raw, opts);
  const typed = sanitiseWhileTyping(raw);
  // Number() reads '12.', '.5' and '007' but gives NaN for any ',' or a second '.'.
  const changed = value !== '' && value !== typed && Number(value) !== Number(typed);
  return { value, changed };
}

/**
 * Why a typed value cannot be taken as it is, as an i18n key, or null when it can: anything but
 * digits, separators, spaces and a leading sign is not a number ('abc', '12a'), nor is grouping
 * out of step; a negative is refused unless allowed. A form that refuses keeps what was typed, so
 * the user sees what it could not read.
 */
export function numericProblem(
  raw: string,
  opts: Pick<NumericOptions, 'allowNegative'> = {},
): 'validation.number' | 'validation.nonNegative' | null {
  const s = halfWidth(raw).trim();
  if (s === '') return null;
  if (!/^-?[\d.,\s]*\d[\d.,\s]*$/.test(s)) return 'validation.number';
  const p = parts(s);
  if (p === undefined || p === 'unclear') return 'validation.number';
  const zero = !/[1-9]/.test(p.int + p.frac);
  if (p.negative && !zero && !opts.allowNegative) return 'validation.nonNegative';
  return null;
}

/** Decimals a sum keeps at most: figures are typed with a few, never more than this. */
const SUM_DECIMALS = 10;

/**
 * The sum of figures as decimals, the way staff add them on paper: 46000.1 + 292.7 + 0.1 is
 * 46292.9, not the float's 46292.899999999994. Each figure is read as written (its shortest
 * decimal form) and added as an integer count of its smallest decimal place.
 */
export function decimalSum(values: Iterable<number>): number {
  const written: string[] = [];
  let places = 0;
  for (const v of values) {
    if (!Number.isFinite(v)) continue;
    const text = /e/i.test(String(v)) ? v.toFixed(SUM_DECIMALS) : String(v);
    written.push(text);
    places = Math.max(places, (text.split('.')[1] ?? '').length);
  }
  places = Math.min(places, SUM_DECIMALS);
  let total = 0n;
  for (const text of written) {
    const negative = text.startsWith('-');
    const [int = '0', frac = ''] = text.replace('-', '').split('.');
    const units = BigInt(int + frac.slice(0, places).padEnd(places, '0'));
    total += negative ? -units : units;
  }
  const negative = total < 0n;
  const digits = (negative ? -total : total).toString().padStart(places + 1, '0');
  const int = digits.slice(0, digits.length - places);
  const frac = digits.slice(digits.length - places);
  return Number(`${negative ? '-' : ''}${int}${places ? `.${frac}` : ''}`);
}
