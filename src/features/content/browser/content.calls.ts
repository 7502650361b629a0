/**
 * The editors' calls for every content type: one family of routes, `/content/{type}`, the type in
 * the path and its fields checked by the server. A write answers the item as saved and the id of
 * the build its public change queued (null when none was).
 */
import type { ContentTypeKey } from '#shared/content-types.ts';
import type { paths } from '#client/api.d.ts';
import { api } from '#client/client.ts';
import { unwrap } from '#client/unwrap.ts';
import type { BulkAction } from '../contract/editor.contract.ts';

type ListCall = paths['/content/{type}']['get'];
export type ListQuery = NonNullable<ListCall['parameters']['query']>;
/** An item as editors see it: its columns, its version, its planned publication. */
export type ContentRow = ListCall['responses'][200]['content']['application/json']['rows'][number];
/** What an editor sends of an item: the type's fields, as its form has them. */
export type ContentFields = Record<string, unknown>;

const ofType = (type: ContentTypeKey) => ({ params: { path: { type } } });
const ofItem = (type: ContentTypeKey, id: number) => ({ params: { path: { type, id } } });

export const listContent = async (type: ContentTypeKey, query: ListQuery) =>
  unwrap(await api().GET('/content/{type}', { params: { path: { type }, query } }));

export const getContent = async (type: ContentTypeKey, id: number) =>
  unwrap(await api().GET('/content/{type}/{id}', ofItem(type, id))).data;

export const createContent = async (type: ContentTypeKey, body: ContentFields) =>
  unwrap(await api().POST('/content/{type}', { ...ofType(type), body })).data;

/** Saves a change made from `version`; the server refuses it when someone saved since. */
export const saveContent = async (
  type: ContentTypeKey,
  id: number,
  body: ContentFields,
  version: string,
) =>
  unwrap(
    await api().PUT('/content/{type}/{id}', { ...ofItem(type, id), body: { ...body, version } }),
  ).data;

export const publishContent = async (type: ContentTypeKey, id: number, publish: boolean) =>
  unwrap(
    publish
      ? await api().POST('/content/{type}/{id}/publish', ofItem(type, id))
      : await api().POST('/content/{type}/{id}/unpublish', ofItem(type, id)),
  ).data;

/** Plans the publication at an ISO time, or calls the plan off with null. */
export const scheduleContent = async (type: ContentTypeKey, id: number, when: string | null) =>
  unwrap(
    when
      ? await api().PUT('/content/{type}/{id}/schedule', {
          ...ofItem(type, id),
          body: { at: when },
        })
      : await api().DELETE('/content/{type}/{id}/schedule', ofItem(type, id)),
  ).data;

export const deleteContent = async (type: ContentTypeKey, id: number) =>
  unwrap(await api().DELETE('/content/{type}/{id}', ofItem(type, id))).data;

export const bulkContent = async (type: ContentTypeKey, action: BulkAction, ids: number[]) =>
  unwrap(await api().POST('/content/{type}/bulk', { ...ofType(type), body: { action, ids } })).data;

export const contentRevisions = async (type: ContentTypeKey, id: number) =>
  unwrap(await api().GET('/content/{type}/{id}/revisions', ofItem(type, id))).rows;

export const restoreContent = async (type: ContentTypeKey, id: number, revision: number) =>
  unwrap(
    await api().POST('/content/{type}/{id}/revisions/{revision}/restore', {
      params: { path: { type, id, revision } },
    }),
  ).data;

export const previewContent = async (type: ContentTypeKey, id: number) =>
  unwrap(await api().GET('/content/{type}/{id}/preview', ofItem(type, id))).data;
