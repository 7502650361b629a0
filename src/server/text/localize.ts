/** English with a Chinese fallback, field by field (as menu titles do). */
import type { Locale } from '#shared/constants.ts';

export const pick = (locale: Locale, zh: string, en: string | null | undefined): string =>
  locale === 'en' && en ? en : zh;

/** Dates from `date` columns arrive as strings on PostgreSQL and PGlite alike; keep YYYY-MM-DD. */
export const day = (value: string | Date | null | undefined): string | null =>
  value === null || value === undefined
    ? null
    : typeof value === 'string'
      ? value.slice(0, 10)
      : value.toISOString().slice(0, 10);

/** LIKE pattern for user text: %, _ and \ are matched literally (no wildcards from the client). */
export const likePattern = (text: string): string =>
  `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
