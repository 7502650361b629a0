/** Statistics reports: the unit's own, and the staff views. */
import type { IndicatorCode, ReportKind, ReportStatus } from '../contract/reports.ts';
import type { IndustryView } from '#features/statistics/contract/statistics.contract.ts';
import { api } from '#client/client.ts';
import { saveStream } from '#client/download.ts';
import { unwrap } from '#client/unwrap.ts';
import { formBody, sendFormAsIs } from '#client/multipart.ts';

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

/** The report of a period as a workbook: the template to fill, or the figures filed. */
export const downloadReportWorkbook = async (path: Where) =>
  saveStream(
    await api().GET('/center/reports/{kind}/{period}/xlsx', {
      params: { path },
      parseAs: 'stream',
    }),
    () => undefined,
  );

/** Saves the report as a draft from a filled workbook; a wrong cell refuses it all. */
export async function importReportWorkbook(path: Where, file: File, version: number) {
  const body = new FormData();
  body.append('file', file);
  body.append('version', String(version));
  return unwrap(
    await api().POST('/center/reports/{kind}/{period}/import', {
      params: { path },
      body: formBody(body),
      bodySerializer: sendFormAsIs,
    }),
  ).data;
}

export const downloadStaffReportWorkbook = async (id: number) =>
  saveStream(
    await api().GET('/review/reports/{id}/xlsx', { params: { path: { id } }, parseAs: 'stream' }),
    () => undefined,
  );

/** A year's industry figures as a workbook, as the caller may see them. */
export const downloadIndustryWorkbook = async (year: number, view?: IndustryView) =>
  saveStream(
    await api().GET('/center/statistics/industry/xlsx', {
      params: { query: { year, view } },
      parseAs: 'stream',
    }),
    () => undefined,
  );

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

/**
 * A year of industry figures: published ones for members, every one (marked) for staff unless
 * they ask to see what members see.
 */
export const industryFigures = async (year: number, view?: IndustryView) =>
  unwrap(await api().GET('/center/statistics/industry', { params: { query: { year, view } } }))
    .data;

export type IndustryFigures = Awaited<ReturnType<typeof industryFigures>>;

/** The unit's reports not yet submitted for recent periods, with their deadlines. */
export const reportsDue = async () => unwrap(await api().GET('/center/statistics/due')).data;
