/**
 * Every content type editors change through /content/{type}: its table, which fields are rich
 * text (sanitized on save), and which pre-rendered pages an item touches (for partial rebuilds).
 */
import { createInsertSchema } from 'drizzle-zod';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import * as T from '../db/schema/index.ts';
import { and, eq } from 'drizzle-orm';
import { AUDIT_STATUS } from '#shared/constants.ts';
import { id } from '#shared/schemas/params.ts';
import type { Db } from '../db/client.ts';
import { detailKey, listKey, type PageKey } from '#shared/page-keys.ts';
import { channelNeighbours } from '../content/articles.ts';
import { badRequest } from '../http/errors.ts';
import { optionalSafeLink, safeLink } from '#shared/schemas/fields.ts';

export interface ContentType {
  table: PgTable & { id: any; status?: any };
  /** Fields holding HTML. */
  rich: string[];
  /** Page keys an item touches, for SITE_ONLY; 'all' when the item shows on every page. */
  touches: (db: Db, row: Record<string, unknown>) => Promise<PageKey[] | 'all'>;
  /** The item's own page, when it has one: taking the item down removes it. */
  page?: (row: Record<string, unknown>) => PageKey;
  schema: z.ZodObject;
  /** Rules the schema cannot know, checked against the database before a save. */
  check?: (db: Db, input: Record<string, unknown>) => Promise<void>;
}

/** Staff link a members-table entry to a unit by its id, and only to a passed unit. */
async function linkablePassedUnit(db: Db, input: Record<string, unknown>): Promise<void> {
  const id = input.enterpriseId;
  if (id === undefined || id === null) return;
  const [unit] = await db
    .select({ id: T.enterprises.id })
    .from(T.enterprises)
    .where(
      and(eq(T.enterprises.id, Number(id)), eq(T.enterprises.auditStatus, AUDIT_STATUS.passed)),
    );
  if (!unit)
    throw badRequest('error.member.notLinkable', [
      { field: 'enterpriseId', key: 'error.member.notLinkable' },
    ]);
}

const omit = { id: true, updatedAt: true, status: true } as const;
const schemaOf = (table: PgTable) =>
  (createInsertSchema(table) as unknown as z.ZodObject).omit(omit as never);

export const CONTENT_TYPES = {
  article: {
    table: T.articles,
    rich: ['body', 'bodyEn'],
    // Its neighbours show its title in their previous/next links.
    touches: async (db, r) => [
      listKey(String(r.channel)),
      detailKey('detail', Number(r.id)),
      ...(
        await channelNeighbours(db, {
          id: Number(r.id),
          channel: String(r.channel),
          publishedAt: new Date(String(r.publishedAt)),
        })
      ).map((id) => detailKey('detail', id)),
    ],
    page: (r) => detailKey('detail', Number(r.id)),
    schema: schemaOf(T.articles),
  },
  standard: {
    table: T.standards,
    rich: [],
    touches: async (_db, r) => [listKey('standard'), detailKey('standard', Number(r.id))],
    page: (r) => detailKey('standard', Number(r.id)),
    schema: schemaOf(T.standards),
  },
  patent: {
    table: T.patents,
    rich: [],
    touches: async (_db, r) => [listKey('patent'), detailKey('patent', Number(r.id))],
    page: (r) => detailKey('patent', Number(r.id)),
    schema: schemaOf(T.patents),
  },
  expert: {
    table: T.experts,
    rich: [],
    touches: async () => ['expert'],
    schema: schemaOf(T.experts),
  },
  training: {
    table: T.trainings,
    rich: ['body', 'bodyEn'],
    touches: async (_db, r) => [listKey('train'), detailKey('training', Number(r.id))],
    page: (r) => detailKey('training', Number(r.id)),
    schema: schemaOf(T.trainings),
  },
  periodical: {
    table: T.periodicals,
    rich: [],
    touches: async (_db, r) => [listKey('periodicals'), detailKey('periodical', Number(r.id))],
    page: (r) => detailKey('periodical', Number(r.id)),
    schema: schemaOf(T.periodicals),
  },
  download: {
    table: T.downloads,
    rich: [],
    touches: async () => [listKey('download')],
    schema: schemaOf(T.downloads),
  },
  alliance: {
    table: T.alliances,
    rich: ['intro', 'introEn'],
    touches: async () => ['alliance'],
    schema: schemaOf(T.alliances),
  },
  member: {
    table: T.memberUnits,
    rich: [],
    touches: async () => [listKey('associationList')],
    schema: schemaOf(T.memberUnits).extend({
      website: optionalSafeLink,
      enterpriseId: id.nullish(),
    }),
    check: linkablePassedUnit,
  },
  link: {
    table: T.links,
    rich: [],
    touches: async () => 'all',
    schema: schemaOf(T.links).extend({ link: safeLink }),
  },
} satisfies Record<string, ContentType>;

export type ContentTypeName = keyof typeof CONTENT_TYPES;
export const CONTENT_TYPE_NAMES = Object.keys(CONTENT_TYPES) as ContentTypeName[];
