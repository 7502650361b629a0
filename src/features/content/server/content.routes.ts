/** The public content calls (`/web/index/*`), all GET, no token needed. */
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import * as S from '../contract/content.contract.ts';
import { jsonResponses } from '#server/http/openapi.ts';

const tags = ['content'];

function query<P extends string, Q extends z.ZodObject, R extends z.ZodType>(
  path: P,
  summary: string,
  q: Q,
  response: R,
) {
  return createRoute({
    method: 'get',
    path,
    tags,
    summary,
    request: { query: q },
    responses: jsonResponses(response),
  });
}
function plain<P extends string, R extends z.ZodType>(path: P, summary: string, response: R) {
  return createRoute({ method: 'get', path, tags, summary, responses: jsonResponses(response) });
}
const slugQuery = z.object({ slug: z.string().regex(/^[a-zA-Z]{1,40}$/) });

export const menuList = plain(
  '/web/index/menuList',
  'Public menu tree, up to three levels, with Chinese and English names',
  S.menuResponse,
);
export const indexNews = plain(
  '/web/index/indexnews',
  'Home page sections: news, dynamics, industry, trainings, standards, periodicals',
  S.indexNewsResponse,
);
export const newsList = query(
  '/web/index/newsList',
  'Articles of a channel, newest first',
  S.newsListQuery,
  S.articleListResponse,
);
export const detail = query(
  '/web/index/detail',
  'One article; the body only for a reader who may see it',
  S.detailQuery,
  S.articleDetailResponse,
);
export const detailList = query(
  '/web/index/detailList',
  'For the page builder only (its token; 404 to anyone else): the published articles of a channel as their pages show them, newest first, a chunk at a time after the last one read',
  S.articleChunkQuery,
  S.articleChunkResponse,
);
export const disciplineList = query(
  '/web/index/disciplineList',
  'Industry self-discipline articles',
  S.newsListQuery.omit({ channel: true }),
  S.articleListResponse,
);
export const industryList = query(
  '/web/index/industryList',
  'Industry news',
  S.newsListQuery.omit({ channel: true }),
  S.articleListResponse,
);
export const statisticsNews = query(
  '/web/index/statisticsNews',
  'Statistics news',
  S.newsListQuery.omit({ channel: true }),
  S.articleListResponse,
);

export const introduction = plain(
  '/web/index/introduction',
  'Association introduction',
  S.pageResponse,
);
export const initiation = plain(
  '/web/index/initiation',
  'The association initiative',
  S.pageResponse,
);
export const memberService = query(
  '/web/index/memberservice',
  'Member services tab: fee measures, rights, obligations, members',
  S.hrefQuery,
  S.memberServiceResponse,
);
export const pageInfo = query(
  '/web/index/pageInfo',
  'Any other single page by slug',
  slugQuery,
  S.pageResponse,
);
export const contactUs = plain(
  '/web/index/queryContactus',
  'Secretariat address and departments',
  S.contactResponse,
);

export const standardList = query(
  '/web/index/standardList',
  'Standard search: code, name, category, state',
  S.standardQuery,
  S.standardListResponse,
);
export const standardDetail = query(
  '/web/index/standarddetail',
  'One standard with its revision history',
  S.detailQuery,
  S.standardDetailResponse,
);
export const patentList = query(
  '/web/index/patentList',
  'Patent search: name, application number, type, country/region, in force',
  S.patentQuery,
  S.patentListResponse,
);
export const patentDetail = query(
  '/web/index/patentdetail',
  'One patent with every field',
  S.detailQuery,
  S.patentDetailResponse,
);
export const expertList = query(
  '/web/index/expertList',
  'Expert committee',
  S.expertQuery,
  S.expertListResponse,
);
export const trainList = query(
  '/web/index/trainList',
  'Industry training, newest first; phase open, closed or past',
  S.trainQuery,
  S.trainListResponse,
);
export const trainDetail = query(
  '/web/index/traindetail',
  'One training; the body only for a reader who may see it',
  S.detailQuery,
  S.trainDetailResponse,
);
export const periodicalsList = query(
  '/web/index/periodicalsList',
  'Publications, newest first',
  S.periodicalQuery,
  S.periodicalListResponse,
);
export const downloadList = query(
  '/web/index/downloadList',
  'Downloads, newest first',
  S.downloadQuery,
  S.downloadListResponse,
);
export const linksList = plain(
  '/web/index/linksList',
  'Friendly links: link and logo (logo prefixed with /prod-api)',
  S.linksResponse,
);
export const allianceIndex = plain(
  '/web/index/allianceIndex',
  'Innovation alliances',
  S.allianceResponse,
);
export const memberList = query(
  '/web/index/memberList',
  'Association members table',
  S.memberQuery,
  S.memberUnitListResponse,
);
export const industryStatistics = plain(
  '/web/index/industryStatistics',
  'Industry figures by year and category shares, for charts',
  S.statisticsResponse,
);
