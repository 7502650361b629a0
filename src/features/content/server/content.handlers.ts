/** Articles, single pages, menu, contact and statistics. */
import type { ContactDoc, MenuNode, StatisticsDoc } from '../contract/content.contract.ts';
import type { Db } from '#server/db/client.ts';
import type { Locale } from '#shared/constants.ts';
import { notFound } from '#server/http/errors.ts';
import { newRouter, type Handler } from '#server/http/openapi.ts';
import { data, list } from '#server/http/reply.ts';
import { articleChunk, articleDetail, latest, listArticles } from './articles.ts';
import { dictionaryEntries, menuRows, publishedPage, storedDocument } from './content.service.ts';
import { pick } from '#server/text/localize.ts';
import { sanitizeRichText } from '#server/text/sanitize.ts';
import { homeCatalog } from './catalog.handlers.ts';
import * as routes from './content.routes.ts';

async function page(db: Db, slug: string, locale: Locale) {
  const row = await publishedPage(db, slug);
  if (!row) throw notFound();
  return {
    slug,
    title: pick(locale, row.title, row.titleEn),
    body: sanitizeRichText(pick(locale, row.body, row.bodyEn)),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function menuTree(db: Db): Promise<MenuNode[]> {
  const rows = await menuRows(db);
  const node = (r: (typeof rows)[number]) => ({
    id: r.id,
    name: r.name,
    enName: r.enName,
    path: r.path,
    hidden: r.hidden,
  });
  const childrenOf = (id: number) => rows.filter((r) => r.parentId === id);
  return rows
    .filter((r) => r.parentId === null)
    .map((top) => ({
      ...node(top),
      children: childrenOf(top.id).map((mid) => ({
        ...node(mid),
        children: childrenOf(mid.id).map(node),
      })),
    }));
}

async function document<T>(db: Db, key: string): Promise<T> {
  const value = await storedDocument<T>(db, key);
  if (value === undefined) throw notFound();
  return value;
}

/** The contact document as stored: both languages side by side. */
interface StoredContact extends Omit<ContactDoc, 'departments'> {
  addressEn?: string;
  hoursEn?: string;
  departments: (ContactDoc['departments'][number] & { nameEn?: string; dutiesEn?: string })[];
}

export const menuList: Handler<typeof routes.menuList> = async (c) =>
  data(c, await menuTree(c.var.deps.db));

export const indexNews: Handler<typeof routes.indexNews> = async (c) => {
  const { db } = c.var.deps;
  const l = c.var.locale;
  const [news, dynamics, industry, catalog] = await Promise.all([
    latest(db, 'news', 8, l),
    latest(db, 'dynamics', 8, l),
    latest(db, 'industry', 6, l),
    homeCatalog(c),
  ]);
  return data(c, { news, dynamics, industry, ...catalog });
};

export const newsList: Handler<typeof routes.newsList> = async (c) => {
  const q = c.req.valid('query');
  return list(c, await listArticles(c.var.deps.db, q, c.var.locale));
};

export const disciplineList: Handler<typeof routes.disciplineList> = async (c) =>
  list(
    c,
    await listArticles(
      c.var.deps.db,
      { ...c.req.valid('query'), channel: 'discipline' },
      c.var.locale,
    ),
  );

export const industryList: Handler<typeof routes.industryList> = async (c) =>
  list(
    c,
    await listArticles(
      c.var.deps.db,
      { ...c.req.valid('query'), channel: 'industry' },
      c.var.locale,
    ),
  );

export const statisticsNews: Handler<typeof routes.statisticsNews> = async (c) =>
  list(
    c,
    await listArticles(
      c.var.deps.db,
      { ...c.req.valid('query'), channel: 'statisticsNews' },
      c.var.locale,
    ),
  );

export const detail: Handler<typeof routes.detail> = async (c) => {
  const found = await articleDetail(
    c.var.deps.db,
    c.req.valid('query').id,
    c.var.locale,
    c.var.auth,
  );
  if (!found) throw notFound();
  return data(c, found);
};

export const detailList: Handler<typeof routes.detailList> = async (c) =>
  data(c, await articleChunk(c.var.deps.db, c.req.valid('query'), c.var.locale, c.var.auth));

export const introduction: Handler<typeof routes.introduction> = async (c) =>
  data(c, await page(c.var.deps.db, 'introduction', c.var.locale));

export const initiation: Handler<typeof routes.initiation> = async (c) =>
  data(c, await page(c.var.deps.db, 'initiation', c.var.locale));

export const pageInfo: Handler<typeof routes.pageInfo> = async (c) =>
  data(c, await page(c.var.deps.db, c.req.valid('query').slug, c.var.locale));

export const memberService: Handler<typeof routes.memberService> = async (c) => {
  const { href } = c.req.valid('query');
  return data(c, { ...(await page(c.var.deps.db, href, c.var.locale)), href });
};

export const contactUs: Handler<typeof routes.contactUs> = async (c) => {
  const raw = await document<StoredContact>(c.var.deps.db, 'contact');
  const l = c.var.locale;
  const contact: ContactDoc = {
    address: pick(l, raw.address, raw.addressEn),
    postcode: raw.postcode,
    phone: raw.phone,
    fax: raw.fax,
    email: raw.email,
    hours: pick(l, raw.hours, raw.hoursEn),
    departments: raw.departments.map((d) => ({
      name: pick(l, d.name, d.nameEn),
      contact: d.contact,
      phone: d.phone,
      email: d.email,
      duties: pick(l, d.duties, d.dutiesEn),
    })),
  };
  return data(c, contact);
};

export const industryStatistics: Handler<typeof routes.industryStatistics> = async (c) => {
  const { db } = c.var.deps;
  const raw = await document<{
    years: StatisticsDoc['years'];
    categories: { category: string; share: number }[];
  }>(db, 'statistics');
  const labels = await dictionaryEntries(db, 'industry_category');
  const label = (v: string) => {
    const d = labels.find((x) => x.dictValue === v);
    return d ? pick(c.var.locale, d.dictLabel, d.dictLabelEn) : v;
  };
  return data(c, {
    years: raw.years,
    categories: raw.categories.map((x) => ({ ...x, label: label(x.category) })),
  });
};

export const contentRouter = newRouter()
  .openapi(routes.menuList, menuList)
  .openapi(routes.indexNews, indexNews)
  .openapi(routes.newsList, newsList)
  .openapi(routes.disciplineList, disciplineList)
  .openapi(routes.industryList, industryList)
  .openapi(routes.statisticsNews, statisticsNews)
  .openapi(routes.detail, detail)
  .openapi(routes.detailList, detailList)
  .openapi(routes.introduction, introduction)
  .openapi(routes.initiation, initiation)
  .openapi(routes.pageInfo, pageInfo)
  .openapi(routes.memberService, memberService)
  .openapi(routes.contactUs, contactUs)
  .openapi(routes.industryStatistics, industryStatistics);
