/** Statistics reports: the unit's own, and the staff views. */
import type { z } from 'zod';
import type { reportHeader } from '#shared/schemas/report.ts';
import type { IndicatorCode, ReportKind, ReportStatus } from '#shared/reports.ts';
import { api } from '../client.ts';

export async function getReport(kind: ReportKind, period: string) {
  return (await api.GET('/center/reports/{kind}/{period}', { params: { path: { kind, period } } }))
    .data!.data;
}
export async function saveReport(
  kind: ReportKind,
  period: string,
  body: {
    header: z.input<typeof reportHeader>;
    rows: Record<string, unknown>[];
    version: number;
    submit: boolean;
  },
) {
  return (
    await api.PUT('/center/reports/{kind}/{period}', {
      params: { path: { kind, period } },
      body: body as never,
    })
  ).data!.data;
}
export async function myReports(year: number) {
  return (
    await api.GET('/center/reports', { params: { query: { year, pageNum: 1, pageSize: 100 } } })
  ).data!.rows;
}
export async function reportTrend(year: number, indicator: IndicatorCode) {
  return (await api.GET('/center/reports/trends', { params: { query: { year, indicator } } })).data!
    .data;
}
export async function reportQueue(query: {
  kind?: ReportKind;
  period?: string;
  status?: ReportStatus;
}) {
  return (
    await api.GET('/review/reports', { params: { query: { ...query, pageNum: 1, pageSize: 100 } } })
  ).data!;
}
export async function staffReport(id: number) {
  return (await api.GET('/review/reports/{id}', { params: { path: { id } } })).data!.data;
}
export async function sendReportBack(id: number, reason: string) {
  return (
    await api.POST('/review/reports/{id}/return', { params: { path: { id } }, body: { reason } })
  ).data!.data;
}
export async function reportCount(period: string) {
  return (await api.GET('/review/reports/count', { params: { query: { period } } })).data!.data;
}
export async function reportsMissing(kind: ReportKind, period: string) {
  return (await api.GET('/review/reports/missing', { params: { query: { kind, period } } })).data!
    .rows;
}
