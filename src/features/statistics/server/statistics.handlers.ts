import { BULLETIN_KEY } from '#shared/page-keys.ts';
import { beijingToday } from '#shared/format.ts';
import type { Context } from 'hono';
import { hasPermi } from '#shared/permissions.ts';
import type { IndustryView } from '../contract/statistics.contract.ts';
import { useTranslations } from '#i18n/index.ts';
import { noteChange } from '#server/audit/audit-scope.ts';
import { enterpriseOf } from '#server/auth/caller.ts';
import { authOf } from '#server/auth/guard.ts';
import { issuerOf } from '#features/fees/server/public.ts';
import { newRouter, type Handler } from '#server/http/openapi.ts';
import { enforce } from '#server/http/rate-limit.ts';
import { data } from '#server/http/reply.ts';
import { XLSX_TYPE, xlsxStream } from '#server/export/xlsx.ts';
import { PDF_TYPE } from '#server/pdf/pdf.ts';
import { sendFile } from '#server/http/send-file.ts';
import type { AppEnv } from '#server/http/context.ts';
import { industrySheet } from './industry-xlsx.ts';
import { bulletinOf, bulletinPdf, publishedPeriods } from './bulletin.ts';
import { dueReports } from './collection.ts';
import * as routes from './statistics.routes.ts';
import * as service from './statistics.service.ts';

/** Staff see every figure (or, asking, what members see); everyone else the published ones. */
function figuresFor(c: Context<AppEnv>, year: number, view: IndustryView | undefined) {
  const { db } = c.var.deps;
  const staff = hasPermi(authOf(c).permissions, 'report:statistics:view');
  const all = staff && (view ?? 'all') === 'all';
  return all ? service.industryFor(db, year) : service.publishedFor(db, year);
}

export const industryFigures: Handler<typeof routes.industry> = async (c) => {
  const { year, view } = c.req.valid('query');
  return data(c, await figuresFor(c, year, view));
};

export const industryWorkbook: Handler<typeof routes.industryXlsx> = async (c) => {
  const { year, view } = c.req.valid('query');
  const table = await figuresFor(c, year, view);
  const sheet = industrySheet(table, c.var.t, c.var.locale);
  const { codes, categories } = table.products;
  const rows = (table.indicators.length + 1 + categories.length + codes.length) * 13;
  const name = `${c.var.t('industry.file', { year })}.xlsx`;
  return sendFile({ body: xlsxStream(sheet), type: XLSX_TYPE, name, rows });
};

export const reportsDue: Handler<typeof routes.due> = async (c) =>
  data(c, await dueReports(c.var.deps.db, enterpriseOf(c), beijingToday(c.var.deps.now())));

export const listPublications: Handler<typeof routes.publications> = async (c) =>
  data(c, await publishedPeriods(c.var.deps.db));

/** Publishing changes the public statistics pages and adds the period's bulletin page. */
export const publishPeriod: Handler<typeof routes.publish> = async (c) => {
  const { period } = c.req.valid('json');
  const periods = await service.publish(c.var.deps.db, {
    period,
    actor: authOf(c).userId,
    today: beijingToday(c.var.deps.now()),
  });
  noteChange({ subject: 'statistics', id: period, after: { published: periods } });
  c.var.deps.onContentChanged({ keys: [BULLETIN_KEY], removed: [] });
  return data(c, { periods }, 'console.statistics.published');
};

export const listPeriods: Handler<typeof routes.periods> = async (c) =>
  data(c, await publishedPeriods(c.var.deps.db));

export const periodBulletin: Handler<typeof routes.bulletin> = async (c) =>
  data(c, await bulletinOf(c.var.deps.db, c.req.valid('query').period));

/**
 * A bulletin's figures are final, but its changes on a year before may fill in when an earlier
 * period is published later: each PDF is drawn once per database, process and publication count.
 */
const drawnFor = new WeakMap<object, Map<string, Buffer>>();
const DRAWN_KEPT = 24;

export const bulletinFile: Handler<typeof routes.bulletinFile> = async (c) => {
  const { db, env, now } = c.var.deps;
  const { period } = c.req.valid('query');
  await enforce(db, { key: `bulletin:ip:${c.var.clientBucket}`, max: 20, windowMs: 60_000 }, now());
  const drawn = drawnFor.get(db) ?? new Map<string, Buffer>();
  drawnFor.set(db, drawn);
  const key = `${period}|${(await publishedPeriods(db)).length}`;
  let pdf = drawn.get(key);
  if (!pdf) {
    const b = await bulletinOf(db, period);
    pdf = await bulletinPdf(b, issuerOf(env), useTranslations('zh'), useTranslations('en'));
    if (drawn.size >= DRAWN_KEPT) drawn.delete(drawn.keys().next().value!);
    drawn.set(key, pdf);
  }
  const name = `${c.var.t('bulletin.fileName', { period })}.pdf`;
  return sendFile({ body: pdf, type: PDF_TYPE, name });
};

export const statisticsRouter = newRouter()
  .openapi(routes.industry, industryFigures)
  .openapi(routes.industryXlsx, industryWorkbook)
  .openapi(routes.due, reportsDue)
  .openapi(routes.publications, listPublications)
  .openapi(routes.publish, publishPeriod)
  .openapi(routes.periods, listPeriods)
  .openapi(routes.bulletin, periodBulletin)
  .openapi(routes.bulletinFile, bulletinFile);
