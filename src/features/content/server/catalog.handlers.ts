/** Standards, patents, experts, trainings, periodicals, downloads, links, alliances, members. */
import { isSafeLink } from '#shared/links.ts';
import type { Context } from 'hono';
import { beijingToday } from '#shared/format.ts';
import type { AppEnv } from '#server/http/context.ts';
import { notFound } from '#server/http/errors.ts';
import { newRouter, type Handler } from '#server/http/openapi.ts';
import { data, list } from '#server/http/reply.ts';
import { fileUrl } from '#server/files/store.ts';
import * as M from './catalog.ts';
import * as Q from './catalog.service.ts';
import { pick } from '#server/text/localize.ts';
import * as routes from './content.routes.ts';

const today = beijingToday;

/** The catalogue parts of the home page. */
export async function homeCatalog(c: Context<AppEnv>) {
  const { db, now } = c.var.deps;
  const l = c.var.locale;
  const d = today(now());
  const { trainings, standards, periodicals, files } = await Q.homeCatalogRows(db, d);
  return {
    trainings: trainings.map((r) => M.trainingRow(r, l, c.var.auth, d)),
    standards: standards.map((r) => M.standardRow(r, l)),
    periodicals: periodicals.map((r) => M.periodicalRow(r, l, files.get(r.fileId ?? '') ?? null)),
  };
}

export const standardList: Handler<typeof routes.standardList> = async (c) => {
  const { rows, total } = await Q.standardPage(c.var.deps.db, c.req.valid('query'));
  return list(c, { rows: rows.map((r) => M.standardRow(r, c.var.locale)), total: total });
};

export const standardDetail: Handler<typeof routes.standardDetail> = async (c) => {
  const row = await Q.publishedStandard(c.var.deps.db, c.req.valid('query').id);
  if (!row) throw notFound();
  return data(c, M.standardDetail(row, c.var.locale));
};

export const patentList: Handler<typeof routes.patentList> = async (c) => {
  const { rows, total } = await Q.patentPage(c.var.deps.db, c.req.valid('query'));
  const now = c.var.deps.now();
  return list(c, { rows: rows.map((r) => M.patentRow(r, c.var.locale, now)), total: total });
};

export const patentDetail: Handler<typeof routes.patentDetail> = async (c) => {
  const row = await Q.publishedPatent(c.var.deps.db, c.req.valid('query').id);
  if (!row) throw notFound();
  return data(c, M.patentRow(row, c.var.locale, c.var.deps.now()));
};

export const expertList: Handler<typeof routes.expertList> = async (c) => {
  const { rows, total } = await Q.expertPage(c.var.deps.db, c.req.valid('query'));
  return list(c, { rows: rows.map((r) => M.expertRow(r, c.var.locale)), total: total });
};

export const trainList: Handler<typeof routes.trainList> = async (c) => {
  const d = today(c.var.deps.now());
  const { rows, total } = await Q.trainingPage(c.var.deps.db, c.req.valid('query'), d);
  return list(c, {
    rows: rows.map((r) => M.trainingRow(r, c.var.locale, c.var.auth, d)),
    total: total,
  });
};

export const trainDetail: Handler<typeof routes.trainDetail> = async (c) => {
  const row = await Q.publishedTraining(c.var.deps.db, c.req.valid('query').id);
  if (!row) throw notFound();
  return data(c, M.trainingRow(row, c.var.locale, c.var.auth, today(c.var.deps.now())));
};

export const periodicalsList: Handler<typeof routes.periodicalsList> = async (c) => {
  const { rows, total, files } = await Q.periodicalPage(c.var.deps.db, c.req.valid('query'));
  return list(c, {
    rows: rows.map((r) => M.periodicalRow(r, c.var.locale, files.get(r.fileId ?? '') ?? null)),
    total: total,
  });
};

export const downloadList: Handler<typeof routes.downloadList> = async (c) => {
  const { rows, total, files } = await Q.downloadPage(c.var.deps.db, c.req.valid('query'));
  const l = c.var.locale;
  return list(c, {
    rows: rows.map((r) => ({
      id: r.id,
      title: pick(l, r.title, r.titleEn),
      category: r.category,
      publishedAt: String(r.publishedAt).slice(0, 10),
      file: files.get(r.fileId ?? '') ?? null,
    })),
    total: total,
  });
};

export const linksList: Handler<typeof routes.linksList> = async (c) => {
  const rows = await Q.publishedLinks(c.var.deps.db);
  // A link saved before links were checked is dropped rather than shown in every footer.
  const links = rows
    .filter((r) => isSafeLink(r.link))
    .map((r) => ({
      link: r.link,
      logo: r.logoFileId ? fileUrl(r.logoFileId, 'public') : '',
      name: pick(c.var.locale, r.name, r.nameEn),
    }));
  return data(c, links);
};

export const allianceIndex: Handler<typeof routes.allianceIndex> = async (c) => {
  const rows = await Q.publishedAlliances(c.var.deps.db);
  return data(
    c,
    rows.map((r) => M.allianceRow(r, c.var.locale)),
  );
};

export const memberList: Handler<typeof routes.memberList> = async (c) => {
  const { rows, total } = await Q.memberUnitPage(c.var.deps.db, c.req.valid('query'));
  return list(c, { rows: rows.map((r) => M.memberUnitRow(r, c.var.locale)), total: total });
};

export const catalogRouter = newRouter()
  .openapi(routes.standardList, standardList)
  .openapi(routes.standardDetail, standardDetail)
  .openapi(routes.patentList, patentList)
  .openapi(routes.patentDetail, patentDetail)
  .openapi(routes.expertList, expertList)
  .openapi(routes.trainList, trainList)
  .openapi(routes.trainDetail, trainDetail)
  .openapi(routes.periodicalsList, periodicalsList)
  .openapi(routes.downloadList, downloadList)
  .openapi(routes.linksList, linksList)
  .openapi(routes.allianceIndex, allianceIndex)
  .openapi(routes.memberList, memberList);
