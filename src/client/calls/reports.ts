/** Statistics reports: the unit's own, and the staff views. */
import type { IndicatorCode, ReportKind, ReportStatus } from '#shared/reports.ts';
import { api } from '../client.ts';
import { unwrap } from '../unwrap.ts';

type Where = { kind: ReportKind; period: string };

export const getReport = async (path: Where) =>
  unwrap(await api().GET('/center/reports/{kind}/{period}', { params: { path } })).data;

/**
 * Saves a draft (`submit: false`) or hands the report in. The header and rows go as typed: the
 * server checks them against the kind, as a draft or as a submission.
 */
export const saveReport = async (
  path: Where,
  body: {
    header: Record<string, unknown>;
    rows: Record<string, unknown>[];
    version: number;
    submit: boolean;
    explanation: string;
  },
) => unwrap(await api().PUT('/center/reports/{kind}/{period}', { params: { path }, body })).data;

export const myReports = async (year: number) =>
  unwrap(
    await api().GET('/center/reports', { params: { query: { year, pageNum: 1, pageSize: 100 } } }),
  ).rows;

export const reportTrend = async (year: number, indicator: IndicatorCode) =>
  unwrap(await api().GET('/center/reports/trends', { params: { query: { year, indicator } } }))
    .data;

export const reportQueue = async (query: {
  kind?: ReportKind;
  period?: string;
  status?: ReportStatus;
}) =>
  unwrap(
    await api().GET('/review/reports', {
      params: { query: { ...query, pageNum: 1, pageSize: 100 } },
    }),
  );

export const staffReport = async (id: number) =>
  unwrap(await api().GET('/review/reports/{id}', { params: { path: { id } } })).data;

export const sendReportBack = async (id: number, reason: string) =>
  unwrap(
    await api().POST('/review/reports/{id}/return', { params: { path: { id } }, body: { reason } }),
  ).data;

export const reportCount = async (period: string) =>
  unwrap(await api().GET('/review/reports/count', { params: { query: { period } } })).data;

export const reportsMissing = async (kind: ReportKind, period: string) =>
  unwrap(await api().GET('/review/reports/missing', { params: { query: { kind, period } } })).rows;

/** A year of industry figures: published ones for members, every one (marked) for staff. */
export const industryFigures = async (year: number) =>
  unwrap(await api().GET('/center/statistics/industry', { params: { query: { year } } })).data;

export type IndustryFigures = Awaited<ReturnType<typeof industryFigures>>;

/** The unit's reports not yet submitted for recent periods, with their deadlines. */
export const reportsDue = async () => unwrap(await api().GET('/center/statistics/due')).data;
