/** How the fee page names a payment and the membership it buys, in the reader's language. */
import type { Locale } from '#shared/constants.ts';
import type { FeePaymentRow } from '../contract/fees.contract.ts';
import type { Translate } from '#i18n/index.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A day (YYYY-MM-DD) as the reader writes it: 2027-12-31, or 31 Dec 2027. */
export function dayOf(locale: Locale, day: string): string {
  if (locale !== 'en') return day;
  const month = MONTHS[Number(day.slice(5, 7)) - 1];
  return month ? `${Number(day.slice(8, 10))} ${month} ${day.slice(0, 4)}` : day;
}

/** The days a fee buys, e.g. "2026-11-27 至 2027-12-31" or "27 Nov 2026 – 31 Dec 2027". */
export const spanOf = (t: Translate, locale: Locale, start: string, end: string) =>
  t('fee.span', { start: dayOf(locale, start), end: dayOf(locale, end) });

/** A payment by what it paid for: the joining fee with its period, or a membership year's fee. */
export const paymentName = (
  t: Translate,
  locale: Locale,
  p: Pick<FeePaymentRow, 'source' | 'year' | 'periodStart' | 'periodEnd'>,
) =>
  p.source === 'joining'
    ? t('fee.joiningOf', { span: spanOf(t, locale, p.periodStart, p.periodEnd) })
    : t('fee.yearOf', { year: p.year });
