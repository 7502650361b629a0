/**
 * Industry statistics as the association publishes them: each figure a sum over the units that
 * filed, with how many they were, hidden (value and count) where publishing it would reveal one
 * unit. Staff see every figure, with the mark of those the others do not see.
 */
import { z } from 'zod';
import { ECONOMIC_INDICATORS, REPORT_KINDS } from '#features/reports/contract/reports.ts';
import { dataOf } from '#shared/schemas/envelope.ts';

/** The confidentiality rule's parameters (configuration only the administrator reads). */
export const disclosureRule = z.object({
  minUnits: z.number().int().min(3).max(50),
  pPercent: z.number().min(0).max(100),
});
export const DEFAULT_DISCLOSURE = { minUnits: 3, pPercent: 10 };

/** When a report's figure needs the unit's explanation (configuration). */
export const checkLimits = z.object({
  /** A change on the month or the year beyond this, in percent. */
  changePercent: z.number().min(5).max(1000),
  /** More than this many times the unit's typical month, or less than that share of it. */
  historyFactor: z.number().min(2).max(100),
});
export type CheckLimits = z.infer<typeof checkLimits>;
export const DEFAULT_CHECK_LIMITS: CheckLimits = { changePercent: 50, historyFactor: 5 };

/** Every figure (staff), or what members and the public may see. */
export const INDUSTRY_VIEWS = ['all', 'published'] as const;
export type IndustryView = (typeof INDUSTRY_VIEWS)[number];

export const figure = z.object({
  /** The sum, or null when it is hidden from the reader (or nobody filed). */
  value: z.number().nullable(),
  /** Units that filed it; null when hidden. */
  units: z.number().nullable(),
  /** Not published: too few units, one dominating, or it would give a hidden figure away. */
  suppressed: z.boolean(),
});
export type Figure = z.infer<typeof figure>;

const indicatorCode = z.enum(ECONOMIC_INDICATORS.map((i) => i.code) as [string, ...string[]]);

export const monthFigures = z.object({
  period: z.string(),
  thisMonth: figure,
  cumulative: figure,
  /** Change on the month before and on the same month a year earlier, in percent. */
  monthOnMonth: z.number().nullable(),
  yearOnYear: z.number().nullable(),
});

export const industryYear = z.object({
  year: z.number(),
  /** all: every figure (staff); published: what members and the public may see. */
  view: z.enum(INDUSTRY_VIEWS),
  /** The periods published so far (months, and the year itself), each final once published. */
  published: z.array(z.string()),
  /**
   * Output value (10,000 yuan) by product code, by category (a code's first two digits) and in
   * all, from the product reports: twelve months, then the year.
   */
  products: z.object({
    codes: z.array(z.object({ code: z.string(), figures: z.array(figure) })),
    categories: z.array(z.object({ category: z.string(), figures: z.array(figure) })),
    total: z.array(figure),
  }),
  indicators: z.array(
    z.object({
      code: indicatorCode,
      months: z.array(monthFigures),
      /** From the annual reports. */
      annual: figure,
    }),
  ),
});
export type IndustryYear = z.infer<typeof industryYear>;
export const industryYearResponse = dataOf(industryYear);
export const industryQuery = z.object({ year: z.coerce.number().int().min(2000).max(2100) });

/** A report the unit has not submitted: its period, deadline, and whether that has passed. */
export const dueReport = z.object({
  kind: z.enum(REPORT_KINDS),
  period: z.string(),
  due: z.string(),
  state: z.enum(['due', 'overdue']),
});

/** A period staff may publish: a month (YYYY-MM) or a year's annual figures (YYYY). */
export const publishPeriod = z
  .string()
  .regex(/^(20\d{2})(-(0[1-9]|1[0-2]))?$/, 'validation.statistics.period');
export const publishBody = z.object({ period: publishPeriod });
export const publishResult = dataOf(z.object({ periods: z.array(z.string()) }));

export const publication = z.object({
  period: z.string(),
  publishedAt: z.string(),
});
export const publicationsResponse = dataOf(z.array(publication));

/**
 * A published period as the bulletin reads it: for each indicator the month's figure and the
 * cumulative (the annual figure for a year), and the changes on the period before and a year ago.
 */
export const bulletin = z.object({
  period: z.string(),
  publishedAt: z.string(),
  indicators: z.array(
    z.object({
      code: indicatorCode,
      value: figure,
      /** A month's cumulative figure; none for a year. */
      cumulative: figure.nullable(),
      /** Against the month before (months only). */
      periodOnPeriod: z.number().nullable(),
      yearOnYear: z.number().nullable(),
    }),
  ),
});
export type Bulletin = z.infer<typeof bulletin>;
export const bulletinResponse = dataOf(bulletin);
export const bulletinQuery = z.object({ period: publishPeriod });
