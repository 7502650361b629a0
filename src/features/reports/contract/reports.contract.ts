/** Statistics report payloads: header, rows, save or submit with a version check. */
import { z } from 'zod';
import { dataOf, fieldError, listOf, pageQuery } from '#shared/schemas/envelope.ts';
import { amount, isoDate, optional, phone, required } from '#shared/schemas/form.ts';
import { LANDLINE_PATTERN, MOBILE_PATTERN } from '#shared/schemas/fields.ts';
import { version } from '#shared/schemas/params.ts';
import {
  ECONOMIC_INDICATORS,
  REPORT_COLUMNS,
  REPORT_KINDS,
  REPORT_STATUS,
  type ReportKind,
} from './reports.ts';

export const reportHeader = z.object({
  unitHead: required(50),
  filler: required(50),
  statisticsHead: required(50),
  phone,
  reportDate: isoDate,
});

/**
 * A draft may be saved half filled: what is typed must already be right (a number, not negative,
 * a phone that is a phone), but empty is fine. Submitting needs everything.
 */
export const draftHeader = z.object({
  unitHead: optional(50),
  filler: optional(50),
  statisticsHead: optional(50),
  phone: optional(20).refine(
    (v) => v === '' || MOBILE_PATTERN.test(v) || LANDLINE_PATTERN.test(v),
    { error: 'validation.phone.invalid' },
  ),
  reportDate: z
    .union([z.literal(''), isoDate])
    .optional()
    .default(''),
});
const draftAmount = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  amount.optional(),
);

const economicRow = (columns: readonly string[], value: z.ZodType) =>
  z.object({
    code: z.enum(ECONOMIC_INDICATORS.map((i) => i.code) as [string, ...string[]]),
    ...Object.fromEntries(columns.map((c) => [c, value])),
  });
const productRow = (columns: readonly string[], value: z.ZodType, code: z.ZodType) =>
  z.object({
    productCode: code,
    modelSpec: optional(100),
    ...Object.fromEntries(columns.map((c) => [c, value])),
  });

/**
 * Rows of a kind: economic reports carry every indicator once; product reports at least one
 * product. Each schema is made once: zod compiles a schema on its first use, and every save of a
 * report checks its rows (two hundred units may submit in the same minute).
 */
export function reportRows(kind: ReportKind, draft = false) {
  const key = `${kind}:${draft}`;
  let rows = rowsSchemas.get(key);
  if (!rows) {
    rows = rowsOf(kind, draft);
    rowsSchemas.set(key, rows);
  }
  return rows;
}
const rowsSchemas = new Map<string, ReturnType<typeof rowsOf>>();

function rowsOf(kind: ReportKind, draft: boolean) {
  const value = draft ? draftAmount : amount;
  if (kind.startsWith('economy')) {
    return z
      .array(economicRow(REPORT_COLUMNS[kind], value))
      .length(ECONOMIC_INDICATORS.length, { error: 'validation.report.indicators' })
      .refine((rows) => new Set(rows.map((r) => r.code)).size === rows.length, {
        error: 'validation.report.indicators',
      });
  }
  return z
    .array(productRow(REPORT_COLUMNS[kind], value, draft ? optional(50) : required(50)))
    .min(draft ? 0 : 1, { error: 'validation.report.products' })
    .max(200);
}

export const reportKind = z.enum(REPORT_KINDS);
export const reportParams = z.object({ kind: reportKind, period: z.string().max(7) });
/** Header and rows are checked in the handler: against the kind in the path, and as a draft or a submission. */
export const reportSave = z.object({
  header: z.record(z.string(), z.unknown()),
  rows: z.array(z.record(z.string(), z.unknown())).max(200),
  version,
  submit: z.boolean().default(false),
  /** Why figures that look unusual are right: needed to submit them. */
  explanation: optional(1000),
});

export const reportData = z.object({
  id: z.number().nullable(),
  kind: reportKind,
  period: z.string(),
  unitName: z.string(),
  header: z.record(z.string(), z.unknown()).nullable(),
  rows: z.array(z.record(z.string(), z.unknown())),
  status: z.enum(REPORT_STATUS).nullable(),
  returnReason: z.string().nullable(),
  /** The unit's reasons for figures that look unusual, as staff read them. */
  explanation: z.string().nullable(),
  version: z.number(),
  submittedAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
  /** Figures that look unusual: a draft may keep them; a submission explains them. */
  warnings: z.array(fieldError).optional(),
  /** Every figure changed after the first submission, newest first (staff's reading). */
  changes: z
    .array(
      z.object({
        figure: z.string(),
        before: z.number().nullable(),
        after: z.number().nullable(),
        by: z.string(),
        at: z.string(),
        explanation: z.string().nullable(),
      }),
    )
    .optional(),
});
export type ReportData = z.infer<typeof reportData>;
export const reportResponse = dataOf(reportData);

export const reportSummary = reportData
  .pick({
    id: true,
    kind: true,
    period: true,
    unitName: true,
    status: true,
    submittedAt: true,
    updatedAt: true,
    returnReason: true,
  })
  .extend({ enterpriseId: z.number() });
export const reportListResponse = listOf(reportSummary);
export const reportListQuery = pageQuery.extend({
  kind: reportKind.optional(),
  period: z.string().max(7).optional(),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  status: z.enum(REPORT_STATUS).optional(),
});

export const returnBody = z.object({ reason: required(1000) });

/** Trends: one value per month of a year for an indicator (own figures, or every member's sum for staff). */
export const trendQuery = z.object({
  year: z.coerce.number().int().min(2000).max(2100),
  indicator: z.enum(ECONOMIC_INDICATORS.map((i) => i.code) as [string, ...string[]]),
});
export const trendResponse = dataOf(
  z.object({
    months: z.array(z.string()),
    thisMonth: z.array(z.number().nullable()),
    cumulative: z.array(z.number().nullable()),
    scope: z.enum(['own', 'all']),
  }),
);

/** Count: how many members filed each kind for a period, and the indicator totals of the economic report. */
export const countQuery = z.object({ period: z.string().max(7) });
export const countResponse = dataOf(
  z.object({
    members: z.number(),
    kinds: z.array(
      z.object({ kind: reportKind, period: z.string(), submitted: z.number(), drafts: z.number() }),
    ),
    totals: z.array(z.object({ code: z.string(), thisMonth: z.number(), cumulative: z.number() })),
  }),
);

export const missingQuery = z.object({ kind: reportKind, period: z.string().max(7) });
export const missingResponse = listOf(
  z.object({
    enterpriseId: z.number(),
    unitName: z.string(),
    status: z.enum(REPORT_STATUS).nullable(),
  }),
);
