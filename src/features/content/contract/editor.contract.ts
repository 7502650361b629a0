/**
 * The editors' content API: one family of routes for every type (`/content/{type}`). The path
 * names the type, and the server checks what is sent against that type's own schema (its fields,
 * published as the components `content.<type>` of the API description). A write answers the item
 * as saved and the build it queued, which the console follows.
 */
import { z } from 'zod';
import { CONTENT_TYPE_KEYS } from '#shared/content-types.ts';
import { pageQuery } from '#shared/schemas/envelope.ts';
import { calendarDay, id } from '#shared/schemas/params.ts';
import { CONTENT_STATUS, REVISION_ACTIONS } from '#shared/vocabulary.ts';
import {
  articleDetail,
  patentRow,
  periodicalRow,
  standardDetail,
  trainingRow,
} from './content.contract.ts';

export const typeParams = z.object({ type: z.enum(CONTENT_TYPE_KEYS) });
export const itemParams = typeParams.extend({ id });
export const revisionParams = itemParams.extend({ revision: id });

/** The choices a list may be filtered on, by name: each type has at most one of them. */
export const LIST_FILTERS = ['channel', 'category', 'type', 'role', 'level'] as const;
export type ListFilter = (typeof LIST_FILTERS)[number];

const choice = z.string().trim().max(40).optional();
export const listQuery = pageQuery.extend({
  title: z.string().trim().max(100).optional(),
  status: z.enum(CONTENT_STATUS).optional(),
  from: calendarDay.optional(),
  to: calendarDay.optional(),
  /** One of the type's sortable columns: the server refuses any other. */
  sort: z.string().max(60).optional(),
  order: z.enum(['asc', 'desc']).optional(),
  channel: choice,
  category: choice,
  type: choice,
  role: choice,
  level: choice,
});

/** What an editor sends of an item: the type's fields, checked on the server by its schema. */
export const contentFields = z
  .record(z.string(), z.unknown())
  .meta({ description: "The type's fields, as the components content.<type> describe them" });

/** The version a save started from: when the item was last saved, as the server named it. */
export const version = z.string().datetime({ error: 'validation.version' });

/** A save: the fields changed, and the version the editor started from. */
export const contentChange = z
  .looseObject({ version })
  .meta({ description: "The type's fields changed (components content.<type>), and `version`" });

/** An item as editors see it: every column of its type, its version and a planned publication. */
export const contentItem = z.looseObject({
  id: z.number(),
  status: z.enum(CONTENT_STATUS),
  /** When it was last saved: a save names it, and is refused when someone saved since. */
  version: z.string(),
  /** When it is due to be published, when that is planned. */
  scheduledAt: z.string().nullable(),
});
export type ContentItem = z.infer<typeof contentItem>;

/**
 * The build a write queued for the public pages it changed, for the console to follow; null when
 * it changed none (a draft) or this server builds no pages.
 */
export const buildId = z.number().nullable();

export const contentSaved = z.object({ row: contentItem, buildId });
export const contentRemoved = z.object({ buildId });
export const contentBulkDone = z.object({ count: z.number(), buildId });

export const scheduleBody = z.object({ at: z.string().datetime({ offset: true }) });
export const bulkBody = z.object({
  action: z.enum(['publish', 'unpublish', 'delete']),
  ids: z.array(id).min(1, { error: 'validation.selectFirst' }).max(100),
});
export type BulkAction = z.infer<typeof bulkBody>['action'];

export const revisionRow = z.object({
  id: z.number(),
  action: z.enum(REVISION_ACTIONS),
  actor: z.string(),
  at: z.string(),
  data: z.record(z.string(), z.unknown()),
});

const previewOf = <K extends string, P extends z.ZodType>(kind: K, page: P) =>
  z.object({ kind: z.literal(kind), path: z.string(), page });
/** An item as its page will show it, in the reader's language: the page's kind says its shape. */
export const contentPreview = z.discriminatedUnion('kind', [
  previewOf('detail', articleDetail),
  previewOf('standard', standardDetail),
  previewOf('patent', patentRow),
  previewOf('training', trainingRow),
  previewOf('periodical', periodicalRow),
]);
export type ContentPreview = z.infer<typeof contentPreview>;
/** Each member of a union without `K`. */
type Without<T, K extends string> = T extends unknown ? Omit<T, K> : never;
/** A preview as the type makes it, before the server adds where its page is. */
export type PreviewPage = Without<ContentPreview, 'path'>;
