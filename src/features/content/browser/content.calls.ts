/**
 * The editors' calls for every content type. Every type's routes are made on the server from one template, so one type's
 * shapes describe them all: the path names the type, the shapes stay the article's.
 */
import type { ContentTypeKey } from '#shared/content-types.ts';
import type { paths } from '#client/api.d.ts';
import { api } from '#client/client.ts';
import { unwrap } from '#client/unwrap.ts';

export type ContentRow = Record<string, unknown>;
export type ListQuery = NonNullable<paths['/content/article']['get']['parameters']['query']> &
  Record<string, string | number | undefined>;
export type BulkAction = 'publish' | 'unpublish' | 'delete';

const base = (type: ContentTypeKey) => `/content/${type}` as '/content/article';
const item = (type: ContentTypeKey) => `/content/${type}/{id}` as '/content/article/{id}';
const at = <S extends string>(type: ContentTypeKey, suffix: S) =>
  `/content/${type}/{id}/${suffix}` as `/content/article/{id}/${S}`;
const path = (id: number) => ({ params: { path: { id } } });

export const listContent = async (type: ContentTypeKey, query: ListQuery) =>
  unwrap(await api().GET(base(type), { params: { query } }));

export const getContent = async (type: ContentTypeKey, id: number) =>
  unwrap(await api().GET(item(type), path(id))).data;

export const createContent = async (type: ContentTypeKey, body: ContentRow) =>
  unwrap(await api().POST(base(type), { body: body as never })).data;

export const saveContent = async (
  type: ContentTypeKey,
  id: number,
  body: ContentRow & { version: string },
) => unwrap(await api().PUT(item(type), { ...path(id), body: body as never })).data;

export const publishContent = async (type: ContentTypeKey, id: number, publish: boolean) =>
  unwrap(await api().POST(at(type, publish ? 'publish' : 'unpublish'), path(id)));

export const scheduleContent = async (type: ContentTypeKey, id: number, when: string | null) =>
  unwrap(
    when
      ? await api().PUT(at(type, 'schedule'), { ...path(id), body: { at: when } })
      : await api().DELETE(at(type, 'schedule'), path(id)),
  );

export const deleteContent = async (type: ContentTypeKey, id: number) =>
  unwrap(await api().DELETE(item(type), path(id)));

export const bulkContent = async (type: ContentTypeKey, action: BulkAction, ids: number[]) =>
  unwrap(
    await api().POST(`/content/${type}/bulk` as '/content/article/bulk', {
      body: { action, ids },
    }),
  );

export const contentRevisions = async (type: ContentTypeKey, id: number) =>
  unwrap(await api().GET(at(type, 'revisions'), path(id))).rows;

export const restoreContent = async (type: ContentTypeKey, id: number, revision: number) =>
  unwrap(
    await api().POST(
      `/content/${type}/{id}/revisions/{revision}/restore` as '/content/article/{id}/revisions/{revision}/restore',
      { params: { path: { id, revision } } },
    ),
  );

export const previewContent = async (type: ContentTypeKey, id: number) =>
  unwrap(await api().GET(at(type, 'preview'), path(id))).data;
