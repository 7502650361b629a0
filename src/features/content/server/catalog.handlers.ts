/** Standards, patents, experts, trainings, periodicals, downloads, links, alliances, members. */
import { isSafeLink } from '#shared/links.ts';
import type { Context } from 'hono';
import { and, asc, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { beijingToday } from '#shared/format.ts';
import * as T from './tables.ts';
import { enterprises } from '#server/auth/tables.ts';
import { qualified } from '#server/db/qualified.ts';
import type { AppEnv } from '#server/http/context.ts';
import { notFound } from '#server/http/errors.ts';
import { newRouter, type Handler } from '#server/http/openapi.ts';
import { data, list } from '#server/http/reply.ts';
import { fileRefs, fileUrl } from '#server/files/store.ts';
import * as M from './catalog.ts';
import { likePattern, pick } from '#server/text/localize.ts';
import { paged } from '#server/db/paging.ts';
import * as routes from './content.routes.ts';

const today = beijingToday;
const all = (...f: (SQL | undefined | false | '')[]) => and(...f.filter((x): x is SQL => !!x));
const like = (text: string | undefined, ...cols: Parameters<typeof ilike>[0][]) =>
  text ? or(...cols.map((col) => ilike(col, likePattern(text)))) : undefined;

/** The catalogue parts of the home page. */
export async function homeCatalog(c: Context<AppEnv>) {
  const { db, now } = c.var.deps;
  const l = c.var.locale;
  const d = today(now());
  const [trainings, standards, periodicals] = await Promise.all([
    db
      .select()
      .from(T.trainings)
      .where(and(eq(T.trainings.status, 'published'), gte(T.trainings.endDate, d)))
      .orderBy(asc(T.trainings.startDate))
      .limit(4),
    db
      .select()
      .from(T.standards)
      .where(eq(T.standards.status, 'published'))
      .orderBy(desc(T.standards.issuedAt), desc(T.standards.id))
      .limit(6),
    db
      .select()
      .from(T.periodicals)
      .where(eq(T.periodicals.status, 'published'))
      .orderBy(desc(T.periodicals.publishedAt))
      .limit(4),
  ]);
  const refs = await fileRefs(
    db,
    periodicals.map((p) => p.fileId),
  );
  return {
    trainings: trainings.map((r) => M.trainingRow(r, l, c.var.auth, d)),
    standards: standards.map((r) => M.standardRow(r, l)),
    periodicals: periodicals.map((r) => M.periodicalRow(r, l, refs.get(r.fileId ?? '') ?? null)),
  };
}

export const standardList: Handler<typeof routes.standardList> = async (c) => {
  const q = c.req.valid('query');
  const s = T.standards;
  const where = all(
    eq(s.status, 'published'),
    like(q.code, s.code),
    like(q.name, s.name, s.nameEn),
    q.category && eq(s.category, q.category),
    q.state && eq(s.state, q.state),
  );
  const { rows, total } = await paged(c.var.deps.db, s, where, [desc(s.issuedAt), asc(s.code)], q);
  return list(c, { rows: rows.map((r) => M.standardRow(r, c.var.locale)), total: total });
};

export const standardDetail: Handler<typeof routes.standardDetail> = async (c) => {
  const [row] = await c.var.deps.db
    .select()
    .from(T.standards)
    .where(and(eq(T.standards.id, c.req.valid('query').id), eq(T.standards.status, 'published')));
  if (!row) throw notFound();
  return data(c, M.standardDetail(row, c.var.locale));
};

export const patentList: Handler<typeof routes.patentList> = async (c) => {
  const q = c.req.valid('query');
  const p = T.patents;
  const where = all(
    eq(p.status, 'published'),
    like(q.name, p.name, p.nameEn),
    like(q.applicationNo, p.applicationNo),
    q.type && eq(p.type, q.type),
    q.country && eq(p.country, q.country.toUpperCase()),
    q.inForce === undefined ? undefined : eq(p.inForce, q.inForce),
  );
  const { rows, total } = await paged(
    c.var.deps.db,
    p,
    where,
    [desc(p.applicationDate), desc(p.id)],
    q,
  );
  const now = c.var.deps.now();
  return list(c, { rows: rows.map((r) => M.patentRow(r, c.var.locale, now)), total: total });
};

export const patentDetail: Handler<typeof routes.patentDetail> = async (c) => {
  const [row] = await c.var.deps.db
    .select()
    .from(T.patents)
    .where(and(eq(T.patents.id, c.req.valid('query').id), eq(T.patents.status, 'published')));
  if (!row) throw notFound();
  return data(c, M.patentRow(row, c.var.locale, c.var.deps.now()));
};

export const expertList: Handler<typeof routes.expertList> = async (c) => {
  const q = c.req.valid('query');
  const e = T.experts;
  const { rows, total } = await paged(
    c.var.deps.db,
    e,
    all(eq(e.status, 'published'), q.role && eq(e.role, q.role)),
    [asc(e.sort), asc(e.id)],
    q,
  );
  return list(c, { rows: rows.map((r) => M.expertRow(r, c.var.locale)), total: total });
};

export const trainList: Handler<typeof routes.trainList> = async (c) => {
  const q = c.req.valid('query');
  const t = T.trainings;
  const d = today(c.var.deps.now());
  // The same phases as trainingPhase(), in SQL so paging stays right.
  const closesOn = sql`coalesce(${t.deadline}, ${t.startDate})`;
  const phase = {
    past: lt(t.endDate, d),
    open: and(gte(t.endDate, d), sql`${closesOn} >= ${d}`),
    closed: and(gte(t.endDate, d), sql`${closesOn} < ${d}`),
  };
  const { rows, total } = await paged(
    c.var.deps.db,
    t,
    all(eq(t.status, 'published'), q.phase && phase[q.phase]),
    [desc(t.startDate), desc(t.id)],
    q,
  );
  return list(c, {
    rows: rows.map((r) => M.trainingRow(r, c.var.locale, c.var.auth, d)),
    total: total,
  });
};

export const trainDetail: Handler<typeof routes.trainDetail> = async (c) => {
  const [row] = await c.var.deps.db
    .select()
    .from(T.trainings)
    .where(and(eq(T.trainings.id, c.req.valid('query').id), eq(T.trainings.status, 'published')));
  if (!row) throw notFound();
  return data(c, M.trainingRow(row, c.var.locale, c.var.auth, today(c.var.deps.now())));
};

export const periodicalsList: Handler<typeof routes.periodicalsList> = async (c) => {
  const q = c.req.valid('query');
  const p = T.periodicals;
  const { db } = c.var.deps;
  const { rows, total } = await paged(
    db,
    p,
    all(eq(p.status, 'published'), q.year ? eq(p.year, q.year) : undefined),
    [desc(p.publishedAt), desc(p.id)],
    q,
  );
  const refs = await fileRefs(
    db,
    rows.map((r) => r.fileId),
  );
  return list(c, {
    rows: rows.map((r) => M.periodicalRow(r, c.var.locale, refs.get(r.fileId ?? '') ?? null)),
    total: total,
  });
};

export const downloadList: Handler<typeof routes.downloadList> = async (c) => {
  const q = c.req.valid('query');
  const d = T.downloads;
  const { db } = c.var.deps;
  const { rows, total } = await paged(
    db,
    d,
    all(eq(d.status, 'published'), q.category && eq(d.category, q.category)),
    [desc(d.publishedAt), desc(d.id)],
    q,
  );
  const refs = await fileRefs(
    db,
    rows.map((r) => r.fileId),
  );
  const l = c.var.locale;
  return list(c, {
    rows: rows.map((r) => ({
      id: r.id,
      title: pick(l, r.title, r.titleEn),
      category: r.category,
      publishedAt: String(r.publishedAt).slice(0, 10),
      file: refs.get(r.fileId ?? '') ?? null,
    })),
    total: total,
  });
};

export const linksList: Handler<typeof routes.linksList> = async (c) => {
  const rows = await c.var.deps.db
    .select()
    .from(T.links)
    .where(eq(T.links.status, 'published'))
    .orderBy(asc(T.links.sort), asc(T.links.id));
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
  const rows = await c.var.deps.db
    .select()
    .from(T.alliances)
    .where(eq(T.alliances.status, 'published'))
    .orderBy(asc(T.alliances.sort), asc(T.alliances.id));
  return data(
    c,
    rows.map((r) => M.allianceRow(r, c.var.locale)),
  );
};

export const memberList: Handler<typeof routes.memberList> = async (c) => {
  const q = c.req.valid('query');
  const m = T.memberUnits;
  const where = all(
    eq(m.status, 'published'),
    // An entry linked to an enterprise shows while that enterprise is a member.
    sql`(${m.enterpriseId} is null or exists (select 1 from ${enterprises} e where e.id = ${qualified(m.enterpriseId)} and e.is_member))`,
    q.level && eq(m.level, q.level),
    like(q.region, m.region, m.regionEn),
  );
  const { rows, total } = await paged(c.var.deps.db, m, where, [asc(m.sort), asc(m.id)], q);
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
