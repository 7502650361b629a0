/**
 * Industry figures as text, the same on the pages, in the centre and in the bulletin's PDF: a
 * sum in the reader's digits, or the word for a withheld one; a change with its sign.
 */
import type { Locale } from '#shared/constants.ts';
import type { Figure } from './statistics.contract.ts';

const NUMBER = { zh: 'zh-CN', en: 'en-US' } as const;

export const numberText = (locale: Locale, v: number) => v.toLocaleString(NUMBER[locale]);

/** A figure; `withheld` for one the association does not publish, a dash for none filed. */
export function figureText(locale: Locale, f: Figure | null, withheld: string): string {
  if (f === null) return '';
  if (f.suppressed) return withheld;
  return f.value === null ? '—' : numberText(locale, f.value);
}

/** A change in percent with its sign, a dash when there is none. */
export const rateText = (v: number | null) => (v === null ? '—' : `${v > 0 ? '+' : ''}${v}%`);
