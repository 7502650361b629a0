/**
 * Public content as the site reads it (/web/index/*). Text arrives in the reader's
 * language, Chinese where no English exists; lists are {code, msg, rows, total}.
 */
import { z } from 'zod';
import { dataOf, listOf, pageQuery } from '#shared/schemas/envelope.ts';
import { id } from '#shared/schemas/params.ts';

export { ACCESS } from '#shared/vocabulary.ts';
import {
  ACCESS,
  CHANNELS,
  DOWNLOAD_CATEGORY,
  EXPERT_ROLE,
  MEMBER_LEVEL,
  PATENT_TYPE,
  STANDARD_CATEGORY,
  STANDARD_STATE,
} from '#shared/vocabulary.ts';
export type Access = (typeof ACCESS)[number];
export type { Channel } from '#shared/vocabulary.ts';

const text = z.string();
const maybe = z.string().nullable();
const day = z.string().nullable().describe('YYYY-MM-DD');

export const articleSummary = z.object({
  id: z.number(),
  channel: z.string(),
  title: text,
  summary: text,
  publishedAt: z.string(),
  access: z.enum(ACCESS),
  source: text,
});
export type ArticleSummary = z.infer<typeof articleSummary>;

export const articleDetail = articleSummary.extend({
  /** Null when the reader may not see it; `locked` says why. */
  body: maybe,
  locked: z.enum(['login', 'member']).nullable(),
  allianceId: z.number().nullable(),
  prev: z.object({ id: z.number(), title: text }).nullable(),
  next: z.object({ id: z.number(), title: text }).nullable(),
});
export type ArticleDetail = z.infer<typeof articleDetail>;

export const pageDoc = z.object({ slug: text, title: text, body: text, updatedAt: z.string() });

const menuLeaf = z.object({
  id: z.number(),
  name: text,
  enName: maybe,
  path: maybe,
  hidden: z.boolean(),
});
const menuMid = menuLeaf.extend({ children: z.array(menuLeaf) });
export const menuNode = menuLeaf.extend({ children: z.array(menuMid) });
export type MenuNode = z.infer<typeof menuNode>;
export type MenuItem = z.infer<typeof menuLeaf> & { children?: MenuItem[] };

export const standardRow = z.object({
  id: z.number(),
  code: text,
  name: text,
  category: z.enum(STANDARD_CATEGORY),
  state: z.enum(STANDARD_STATE),
  issuedAt: day,
  implementedAt: day,
  draftingUnits: text,
  summary: text,
});
export type StandardRow = z.infer<typeof standardRow>;
export const standardDetail = standardRow.extend({
  revisions: z.array(z.object({ code: text, date: text, note: text })),
});
export type StandardDetail = z.infer<typeof standardDetail>;

export const patentRow = z.object({
  id: z.number(),
  name: text,
  abstract: text,
  applicationNo: text,
  country: text,
  type: z.enum(PATENT_TYPE),
  applicationDate: day,
  grantDate: day,
  expiryDate: day,
  applicant: text,
  applicantAddress: text,
  patentee: text,
  patenteeAddress: text,
  everGranted: z.boolean(),
  inForce: z.boolean(),
  /** Whole days left until expiry while in force, else 0. */
  remainingDays: z.number(),
});
export type PatentRow = z.infer<typeof patentRow>;

export const expertRow = z.object({
  id: z.number(),
  name: text,
  title: text,
  organization: text,
  field: text,
  role: z.enum(EXPERT_ROLE),
  bio: text,
});
export type ExpertRow = z.infer<typeof expertRow>;

export const trainingRow = z.object({
  id: z.number(),
  title: text,
  startDate: text,
  endDate: text,
  deadline: day,
  location: text,
  fee: z.number(),
  capacity: z.number(),
  summary: text,
  body: maybe,
  locked: z.enum(['login', 'member']).nullable(),
  access: z.enum(ACCESS),
  /** open: registration possible; closed: past the deadline; past: over. */
  phase: z.enum(['open', 'closed', 'past']),
});
export type TrainingRow = z.infer<typeof trainingRow>;

import { fileRef } from '#shared/schemas/file-ref.ts';

export { fileRef, type FileRef } from '#shared/schemas/file-ref.ts';

export const periodicalRow = z.object({
  id: z.number(),
  title: text,
  year: z.number(),
  issue: z.number(),
  publishedAt: text,
  summary: text,
  access: z.enum(ACCESS),
  file: fileRef.nullable(),
  contents: z.array(z.object({ title: text, author: text, page: z.number() })),
});
export type PeriodicalRow = z.infer<typeof periodicalRow>;

export const downloadRow = z.object({
  id: z.number(),
  title: text,
  category: text,
  publishedAt: text,
  file: fileRef.nullable(),
});

/** A friendly link: link and logo (prefixed with /prod-api), plus the name for the logo's alt text. */
export const linkEntry = z.object({ link: text, logo: text, name: text });

export const allianceRow = z.object({
  id: z.number(),
  name: text,
  founded: z.number().nullable(),
  intro: text,
  members: z.array(text),
});
export type AllianceRow = z.infer<typeof allianceRow>;

export const memberUnitRow = z.object({
  id: z.number(),
  unitName: text,
  region: text,
  category: text,
  level: z.enum(MEMBER_LEVEL),
  joinedYear: z.number().nullable(),
  website: maybe,
});
export type MemberUnitRow = z.infer<typeof memberUnitRow>;

export const contactDoc = z.object({
  address: text,
  postcode: text,
  phone: text,
  fax: text,
  email: text,
  hours: text,
  departments: z.array(
    z.object({ name: text, contact: text, phone: text, email: text, duties: text }),
  ),
});
export type ContactDoc = z.infer<typeof contactDoc>;

export const statisticsDoc = z.object({
  years: z.array(
    z.object({
      year: z.number(),
      revenue: z.number(),
      profit: z.number(),
      exportValue: z.number(),
      enterprises: z.number(),
      employees: z.number(),
    }),
  ),
  categories: z.array(z.object({ category: text, label: text, share: z.number() })),
});
export type StatisticsDoc = z.infer<typeof statisticsDoc>;

// ---- queries ----
const keyword = z.string().trim().max(100).optional();
export const newsListQuery = pageQuery.extend({
  channel: z.enum(CHANNELS).default('news'),
  allianceId: id.optional(),
  keyword,
});
export const detailQuery = z.object({ id });
/**
 * The page builder reads a channel's articles in chunks, each starting after the last one read
 * (`next` of the chunk before): a chunk costs the same at any depth, where an offset re-reads
 * every row before it.
 */
export const articleChunkQuery = z.object({
  channel: z.enum(CHANNELS),
  /** `<published at, ms>.<id>` of the last article read. */
  after: z
    .string()
    .regex(/^\d{1,15}\.\d{1,10}$/)
    .optional(),
  size: z.coerce.number().int().min(1).max(1000).default(500),
});
export const hrefQuery = z.object({
  href: z.enum(['membership', 'equity', 'obligation', 'association']).default('membership'),
});
const flag = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();
export const patentQuery = pageQuery.extend({
  name: keyword,
  applicationNo: keyword,
  type: z.enum(PATENT_TYPE).optional(),
  country: z.string().trim().max(4).optional(),
  inForce: flag,
});
export const standardQuery = pageQuery.extend({
  code: keyword,
  name: keyword,
  category: z.enum(STANDARD_CATEGORY).optional(),
  state: z.enum(STANDARD_STATE).optional(),
});
export const expertQuery = pageQuery.extend({
  role: z.enum(EXPERT_ROLE).optional(),
});
export const trainQuery = pageQuery.extend({
  phase: z.enum(['open', 'closed', 'past']).optional(),
});
export const periodicalQuery = pageQuery.extend({
  year: z.coerce.number().int().min(1990).max(2100).optional(),
});
export const downloadQuery = pageQuery.extend({
  category: z.enum(DOWNLOAD_CATEGORY).optional(),
});
export const memberQuery = pageQuery.extend({
  level: z.enum(MEMBER_LEVEL).optional(),
  region: keyword,
});

// ---- responses ----
export const indexNewsResponse = dataOf(
  z.object({
    news: z.array(articleSummary),
    dynamics: z.array(articleSummary),
    industry: z.array(articleSummary),
    trainings: z.array(trainingRow),
    standards: z.array(standardRow),
    periodicals: z.array(periodicalRow),
  }),
);
export const articleListResponse = listOf(articleSummary);
export const articleDetailResponse = dataOf(articleDetail);
export const articleChunkResponse = dataOf(
  z.object({ rows: z.array(articleDetail), next: z.string().nullable() }),
);
export const pageResponse = dataOf(pageDoc);
export const memberServiceResponse = dataOf(pageDoc.extend({ href: text }));
export const menuResponse = dataOf(z.array(menuNode));
export const standardListResponse = listOf(standardRow);
export const standardDetailResponse = dataOf(standardDetail);
export const patentListResponse = listOf(patentRow);
export const expertListResponse = listOf(expertRow);
export const trainListResponse = listOf(trainingRow);
export const periodicalListResponse = listOf(periodicalRow);
export const downloadListResponse = listOf(downloadRow);
export const linksResponse = dataOf(z.array(linkEntry));
export const allianceResponse = dataOf(z.array(allianceRow));
export const memberUnitListResponse = listOf(memberUnitRow);
export const contactResponse = dataOf(contactDoc);
export const statisticsResponse = dataOf(statisticsDoc);
export const patentDetailResponse = dataOf(patentRow);
export const trainDetailResponse = dataOf(trainingRow);
