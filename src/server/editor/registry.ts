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
import { badRequest } from '../http/errors.ts';
import { optionalSafeLink, safeLink } from '#shared/schemas/fields.ts';

export interface ContentType {
  table: PgTable & { id: any; status?: any };
  /** Fields holding HTML. */
  rich: string[];
  /** Page keys an item touches, for SITE_ONLY; 'all' when the item shows on every page. */
  touches: (row: Record<string, unknown>) => string[] | 'all';
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
    touches: (r) => [`list:${r.channel}`, `detail:${r.id}`],
    schema: schemaOf(T.articles),
  },
  standard: {
    table: T.standards,
    rich: [],
    touches: (r) => ['list:standard', `standard:${r.id}`],
    schema: schemaOf(T.standards),
  },
  patent: {
    table: T.patents,
    rich: [],
    touches: (r) => ['list:patent', `patent:${r.id}`],
    schema: schemaOf(T.patents),
  },
  expert: { table: T.experts, rich: [], touches: () => ['expert'], schema: schemaOf(T.experts) },
  training: {
    table: T.trainings,
    rich: ['body', 'bodyEn'],
    touches: (r) => ['list:train', `training:${r.id}`],
    schema: schemaOf(T.trainings),
  },
  periodical: {
    table: T.periodicals,
    rich: [],
    touches: (r) => ['list:periodicals', `periodical:${r.id}`],
    schema: schemaOf(T.periodicals),
  },
  download: {
    table: T.downloads,
    rich: [],
    touches: () => ['list:download'],
    schema: schemaOf(T.downloads),
  },
  alliance: {
    table: T.alliances,
    rich: ['intro', 'introEn'],
    touches: () => ['alliance'],
    schema: schemaOf(T.alliances),
  },
  member: {
    table: T.memberUnits,
    rich: [],
    touches: () => ['list:associationList'],
    schema: schemaOf(T.memberUnits).extend({
      website: optionalSafeLink,
      enterpriseId: id.nullish(),
    }),
    check: linkablePassedUnit,
  },
  link: {
    table: T.links,
    rich: [],
    touches: () => 'all',
    schema: schemaOf(T.links).extend({ link: safeLink }),
  },
} satisfies Record<string, ContentType>;

export type ContentTypeName = keyof typeof CONTENT_TYPES;
export const CONTENT_TYPE_NAMES = Object.keys(CONTENT_TYPES) as ContentTypeName[];
