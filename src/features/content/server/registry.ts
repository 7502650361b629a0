/**
 * Every content type editors change through /content/{type}: its table, what editors may send of
 * it (its schema), which fields are rich text (sanitized on save), how the console lists it, and
 * which pre-rendered pages an item touches (for partial rebuilds).
 */
import { CONTENT_TYPE_KEYS, type ContentTypeKey } from '#shared/content-types.ts';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
// The openapi-extended zod: these schemas are registered in the API description, and may be
// built before any route module has loaded the extension (a feature importing content first).
import { z } from '@hono/zod-openapi';
import * as T from './tables.ts';
import { enterprises } from '#server/auth/tables.ts';
import { and, eq } from 'drizzle-orm';
import { AUDIT_STATUS } from '#shared/constants.ts';
import { calendarDay, id } from '#shared/schemas/params.ts';
import type { Db } from '#server/db/client.ts';
import { detailKey, listKey, listPageKey, SHELL_KEY, type PageKey } from '#shared/page-keys.ts';
import { channelNeighbours, listPageOf } from './articles.ts';
import { CHANNELS } from '#shared/vocabulary.ts';
import { badRequest } from '#server/http/errors.ts';
import { optionalSafeLink, safeLink } from '#shared/schemas/fields.ts';
import type { ListFilter } from '../contract/editor.contract.ts';
import { optionalText, requiredText, requiredValue, rowsOf, schemaOf } from './type-schemas.ts';

/** Every content table has an id, a draft/published state and the moment it last changed. */
export type ContentTable = PgTable & {
  id: AnyPgColumn;
  status: AnyPgColumn;
  updatedAt: AnyPgColumn;
};

export interface ContentType {
  table: ContentTable;
  /** Fields holding HTML. */
  rich: string[];
  /** Page keys an item touches, for SITE_ONLY; 'all' when the item shows on every page. */
  touches: (db: Db, row: Record<string, unknown>) => Promise<PageKey[] | 'all'>;
  /**
   * Where a published item sits in its public list (`of`: equal before and after an edit means it
   * did not move), and the key of the one list page it is on, which is all such an edit touches.
   */
  listPlace?: {
    of: (row: Record<string, unknown>) => string;
    list: (row: Record<string, unknown>) => PageKey;
    page: (db: Db, row: Record<string, unknown>) => Promise<PageKey>;
  };
  /** The item's own page, when it has one: taking the item down removes it. */
  page?: (row: Record<string, unknown>) => PageKey;
  schema: z.ZodObject;
  /** Columns holding the id of a file the item carries (see content-files.ts). */
  files?: readonly string[];
  /** Rules the schema cannot know, checked against the database before a save. */
  check?: (db: Db, input: Record<string, unknown>) => Promise<void>;
  /** How the console lists it: what the title search reads, the date range and sort columns. */
  list: ListShape;
}

export interface ListShape {
  /** Searched by the title filter (Chinese and English). */
  title: AnyPgColumn[];
  /** The date the range filter and the default order read. */
  date?: AnyPgColumn;
  /** Equality filters by name (a channel, a category). */
  filters?: Partial<Record<ListFilter, AnyPgColumn>>;
  /** Columns a list may be sorted by, by name: nothing else reaches ORDER BY. */
  sortable: Record<string, AnyPgColumn>;
}

/** Staff link a members-table entry to a unit by its id, and only to a passed unit. */
async function linkablePassedUnit(db: Db, input: Record<string, unknown>): Promise<void> {
  const id = input.enterpriseId;
  if (id === undefined || id === null) return;
  const [unit] = await db
    .select({ id: enterprises.id })
    .from(enterprises)
    .where(and(eq(enterprises.id, Number(id)), eq(enterprises.auditStatus, AUDIT_STATUS.passed)));
  if (!unit)
    throw badRequest('error.member.notLinkable', [
      { field: 'enterpriseId', key: 'error.member.notLinkable' },
    ]);
}

/** A row's time as it was read, to the millisecond (a Date's text keeps only whole seconds). */
const timeOf = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));

/** Where an article row sits: its channel and its time, the order of its list. */
const articleAt = (r: Record<string, unknown>) => ({
  id: Number(r.id),
  channel: CHANNELS.find((c) => c === r.channel) ?? 'info',
  publishedAt: timeOf(r.publishedAt),
});

export const CONTENT_TYPES = {
  article: {
    table: T.articles,
    rich: ['body', 'bodyEn'],
    // Its neighbours show its title in their previous/next links.
    touches: async (db, r) => [
      listKey(String(r.channel)),
      detailKey('detail', Number(r.id)),
      ...(await channelNeighbours(db, articleAt(r))).map((id) => detailKey('detail', id)),
    ],
    listPlace: {
      of: (r) => `${String(r.status)} ${String(r.channel)} ${timeOf(r.publishedAt).getTime()}`,
      list: (r) => listKey(String(r.channel)),
      page: async (db, r) => listPageKey(String(r.channel), await listPageOf(db, articleAt(r))),
    },
    page: (r) => detailKey('detail', Number(r.id)),
    schema: schemaOf(T.articles),
    list: {
      title: [T.articles.title, T.articles.titleEn],
      date: T.articles.publishedAt,
      filters: { channel: T.articles.channel },
      sortable: {
        publishedAt: T.articles.publishedAt,
        title: T.articles.title,
        updatedAt: T.articles.updatedAt,
      },
    },
  },
  standard: {
    table: T.standards,
    rich: [],
    touches: async (_db, r) => [listKey('standard'), detailKey('standard', Number(r.id))],
    page: (r) => detailKey('standard', Number(r.id)),
    schema: schemaOf(T.standards).extend({
      revisions: rowsOf({
        code: requiredText,
        date: requiredValue(calendarDay),
        note: optionalText,
        noteEn: z.string().trim().nullish(),
      }),
    }),
    list: {
      title: [T.standards.name, T.standards.nameEn, T.standards.code],
      date: T.standards.issuedAt,
      filters: { category: T.standards.category },
      sortable: {
        issuedAt: T.standards.issuedAt,
        code: T.standards.code,
        updatedAt: T.standards.updatedAt,
      },
    },
  },
  patent: {
    table: T.patents,
    rich: [],
    touches: async (_db, r) => [listKey('patent'), detailKey('patent', Number(r.id))],
    page: (r) => detailKey('patent', Number(r.id)),
    schema: schemaOf(T.patents),
    list: {
      title: [T.patents.name, T.patents.nameEn, T.patents.applicationNo],
      date: T.patents.grantDate,
      filters: { type: T.patents.type },
      sortable: {
        grantDate: T.patents.grantDate,
        name: T.patents.name,
        updatedAt: T.patents.updatedAt,
      },
    },
  },
  expert: {
    table: T.experts,
    rich: [],
    touches: async () => ['expert'],
    schema: schemaOf(T.experts),
    list: {
      title: [T.experts.name, T.experts.nameEn, T.experts.organization],
      filters: { role: T.experts.role },
      sortable: { sort: T.experts.sort, name: T.experts.name, updatedAt: T.experts.updatedAt },
    },
  },
  training: {
    table: T.trainings,
    rich: ['body', 'bodyEn'],
    touches: async (_db, r) => [listKey('train'), detailKey('training', Number(r.id))],
    page: (r) => detailKey('training', Number(r.id)),
    schema: schemaOf(T.trainings),
    list: {
      title: [T.trainings.title, T.trainings.titleEn],
      date: T.trainings.startDate,
      sortable: {
        startDate: T.trainings.startDate,
        title: T.trainings.title,
        updatedAt: T.trainings.updatedAt,
      },
    },
  },
  periodical: {
    table: T.periodicals,
    rich: [],
    touches: async (_db, r) => [listKey('periodicals'), detailKey('periodical', Number(r.id))],
    page: (r) => detailKey('periodical', Number(r.id)),
    schema: schemaOf(T.periodicals).extend({
      contents: rowsOf({
        title: requiredText,
        titleEn: z.string().trim().nullish(),
        author: optionalText,
        page: requiredValue(z.number({ error: 'validation.number' }).int()),
      }),
    }),
    files: ['fileId'],
    list: {
      title: [T.periodicals.title, T.periodicals.titleEn],
      date: T.periodicals.publishedAt,
      sortable: {
        publishedAt: T.periodicals.publishedAt,
        year: T.periodicals.year,
        updatedAt: T.periodicals.updatedAt,
      },
    },
  },
  download: {
    table: T.downloads,
    rich: [],
    touches: async () => [listKey('download')],
    schema: schemaOf(T.downloads),
    files: ['fileId'],
    list: {
      title: [T.downloads.title, T.downloads.titleEn],
      date: T.downloads.publishedAt,
      filters: { category: T.downloads.category },
      sortable: {
        publishedAt: T.downloads.publishedAt,
        title: T.downloads.title,
        updatedAt: T.downloads.updatedAt,
      },
    },
  },
  alliance: {
    table: T.alliances,
    rich: ['intro', 'introEn'],
    touches: async () => ['alliance'],
    schema: schemaOf(T.alliances),
    list: {
      title: [T.alliances.name, T.alliances.nameEn],
      sortable: {
        sort: T.alliances.sort,
        name: T.alliances.name,
        updatedAt: T.alliances.updatedAt,
      },
    },
  },
  member: {
    table: T.memberUnits,
    rich: [],
    touches: async () => [listKey('associationList')],
    schema: schemaOf(T.memberUnits).extend({
      website: optionalSafeLink,
      enterpriseId: id.nullish(),
    }),
    list: {
      title: [T.memberUnits.unitName, T.memberUnits.unitNameEn],
      filters: { level: T.memberUnits.level },
      sortable: {
        sort: T.memberUnits.sort,
        unitName: T.memberUnits.unitName,
        joinedYear: T.memberUnits.joinedYear,
        updatedAt: T.memberUnits.updatedAt,
      },
    },
    check: linkablePassedUnit,
  },
  link: {
    table: T.links,
    rich: [],
    // Shown in every page's footer: spliced into the built pages (src/server/site/shell-splice.ts).
    touches: async () => [SHELL_KEY],
    schema: schemaOf(T.links).extend({ link: requiredText.pipe(safeLink) }),
    files: ['logoFileId'],
    list: {
      title: [T.links.name, T.links.nameEn],
      sortable: { sort: T.links.sort, name: T.links.name, updatedAt: T.links.updatedAt },
    },
  },
} satisfies Record<ContentTypeKey, ContentType>;

export type ContentTypeName = keyof typeof CONTENT_TYPES;
export const CONTENT_TYPE_NAMES: readonly ContentTypeName[] = CONTENT_TYPE_KEYS;
