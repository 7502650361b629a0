import type { Context } from 'hono';
import type { ReportKind } from '../contract/reports.ts';
import type { AppEnv } from '#server/http/context.ts';
import { hasPermi } from '#shared/permissions.ts';
import { authOf } from '#server/auth/guard.ts';
import { enterpriseOf } from '#server/auth/caller.ts';
import { newRouter, type Handler } from '#server/http/openapi.ts';
import { data, list } from '#server/http/reply.ts';
import { trendOf } from './report-data.ts';
import * as routes from './reports.routes.ts';
import * as service from './reports.service.ts';
import {
  missingFilers as missingFilersOf,
  monthlyCount as monthlyCountOf,
} from './report-count.ts';
import { reportWorkbook, workbookName } from './report-xlsx.ts';
import { importWorkbook } from './report-import.ts';
import { XLSX_TYPE } from '#server/export/xlsx.ts';
import { sendFile } from '#server/http/send-file.ts';
import { forbidden, tooLarge } from '#server/http/errors.ts';

/** A report's workbook is a few kilobytes: a larger one is not one of ours. */
const IMPORT_MAX_BYTES = 512 * 1024;

export const myReports: Handler<typeof routes.myReports> = async (c) => {
  const q = c.req.valid('query');
  return list(c, await service.ownReports(c.var.deps.db, enterpriseOf(c), q));
};

/** Staff see every member's sum; a unit its own figures. */
export const trends: Handler<typeof routes.trends> = async (c) => {
  const { year, indicator } = c.req.valid('query');
  const staff = hasPermi(authOf(c).permissions, 'report:statistics:view');
  const series = await trendOf(c.var.deps.db, year, indicator, staff ? null : enterpriseOf(c));
  return data(c, { ...series, scope: staff ? ('all' as const) : ('own' as const) });
};

export const getReport: Handler<typeof routes.getReport> = async (c) => {
  const { kind, period } = c.req.valid('param');
  const now = c.var.deps.now();
  service.checkPeriod(kind, period, now);
  return data(
    c,
    await service.reportFor(c.var.deps.db, { enterpriseId: enterpriseOf(c), kind, period, now }),
  );
};

/** Saves (or submits) the unit's report; unusual figures come back as warnings in words. */
async function saveOwn(
  c: Context<AppEnv>,
  s: { kind: ReportKind; period: string; now: number; body: SaveBody },
) {
  const saved = await service.saveReport(c.var.deps.db, {
    ...s,
    enterpriseId: enterpriseOf(c),
    actor: authOf(c).userId,
    locale: c.var.locale,
  });
  const warnings = saved.warnings.map((w) => ({ field: w.field, msg: c.var.t(w.key, w.params) }));
  return { ...saved, warnings };
}
type SaveBody = Parameters<typeof service.saveReport>[1]['body'];

export const saveReport: Handler<typeof routes.saveReport> = async (c) => {
  // Any enterprise reads its reports; only a member files them, and is told so.
  if (!hasPermi(authOf(c).permissions, 'report:own:submit'))
    throw forbidden('error.report.notMember');
  const { kind, period } = c.req.valid('param');
  const body = c.req.valid('json');
  const now = c.var.deps.now();
  service.checkPeriod(kind, period, now);
  const saved = await saveOwn(c, { kind, period, now, body });
  return data(c, saved, body.submit ? 'report.submitted' : 'report.saved');
};

export const monthlyCount: Handler<typeof routes.count> = async (c) =>
  data(c, await monthlyCountOf(c.var.deps.db, c.req.valid('query').period));

export const missingFilers: Handler<typeof routes.missing> = async (c) => {
  const { kind, period } = c.req.valid('query');
  service.checkPeriod(kind, period, c.var.deps.now());
  return list(c, { rows: await missingFilersOf(c.var.deps.db, kind, period) });
};

export const reportQueue: Handler<typeof routes.queue> = async (c) => {
  const q = c.req.valid('query');
  return list(c, await service.reportQueue(c.var.deps.db, q));
};

export const staffReport: Handler<typeof routes.staffReport> = async (c) =>
  data(c, await service.reportById(c.var.deps.db, c.req.valid('param').id));

export const sendBack: Handler<typeof routes.sendBack> = async (c) => {
  const report = await service.sendBack(c.var.deps.db, {
    id: c.req.valid('param').id,
    reason: c.req.valid('json').reason,
    actor: authOf(c).userId,
    now: c.var.deps.now(),
  });
  return data(c, report, 'report.returned');
};

/** The unit's report as a workbook: the template to fill, or what it has filed. */
export const reportXlsx: Handler<typeof routes.reportXlsx> = async (c) => {
  const { kind, period } = c.req.valid('param');
  const now = c.var.deps.now();
  service.checkPeriod(kind, period, now);
  const report = await service.reportFor(c.var.deps.db, {
    enterpriseId: enterpriseOf(c),
    kind,
    period,
    now,
  });
  const bytes = await reportWorkbook(report, c.var.t, c.var.locale);
  return sendFile({ body: bytes, type: XLSX_TYPE, name: workbookName(report, c.var.t) });
};

/** A filled workbook saved as the draft, or refused whole with every wrong cell named. */
export const importReport: Handler<typeof routes.importReport> = async (c) => {
  const { kind, period } = c.req.valid('param');
  const { file, version } = c.req.valid('form');
  const now = c.var.deps.now();
  service.checkPeriod(kind, period, now);
  if (file.size > IMPORT_MAX_BYTES) throw tooLarge();
  const request = {
    db: c.var.deps.db,
    account: authOf(c).userId,
    enterpriseId: enterpriseOf(c),
    kind,
    period,
    bytes: async () => Buffer.from(await file.arrayBuffer()),
    now,
    t: c.var.t,
    locale: c.var.locale,
  };
  const saved = await importWorkbook(request, (form) =>
    saveOwn(c, { kind, period, now, body: { ...form, version, submit: false } }),
  );
  return data(c, saved, 'report.imported');
};

export const staffReportXlsx: Handler<typeof routes.staffReportXlsx> = async (c) => {
  const report = await service.reportById(c.var.deps.db, c.req.valid('param').id);
  const bytes = await reportWorkbook(report, c.var.t, c.var.locale);
  const name = `${report.unitName}-${workbookName(report, c.var.t)}`;
  return sendFile({ body: bytes, type: XLSX_TYPE, name });
};

export const reportsRouter = newRouter()
  .openapi(routes.myReports, myReports)
  .openapi(routes.trends, trends)
  .openapi(routes.getReport, getReport)
  .openapi(routes.saveReport, saveReport)
  .openapi(routes.reportXlsx, reportXlsx)
  .openapi(routes.importReport, importReport)
  .openapi(routes.staffReportXlsx, staffReportXlsx)
  .openapi(routes.count, monthlyCount)
  .openapi(routes.missing, missingFilers)
  .openapi(routes.queue, reportQueue)
  .openapi(routes.staffReport, staffReport)
  .openapi(routes.sendBack, sendBack);
