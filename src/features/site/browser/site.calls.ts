/**
 * The editors' calls for what the site holds besides content items: its single pages, the contact
 * and statistics documents, and the menu tree (each save names the version it started from and
 * answers what it saved, with the build it queued), and the list of rebuilds.
 */
import type { MenuEdit } from '../contract/site.contract.ts';
import type { paths } from '#client/api.d.ts';
import { api } from '#client/client.ts';
import { unwrap } from '#client/unwrap.ts';

type Row = Record<string, unknown>;
export type SiteKind = paths['/content/history/{kind}/{item}']['get']['parameters']['path']['kind'];
export type DocumentName = paths['/content/documents/{key}']['get']['parameters']['path']['key'];
type PageSave = paths['/content/pages/{slug}']['put']['requestBody']['content']['application/json'];
/** What a save or a restore answered: the thing as saved, of its kind, and the build it queued. */
export type SiteSaved =
  paths['/content/menu']['put']['responses'][200]['content']['application/json']['data'];

export const sitePages = async () => unwrap(await api().GET('/content/pages')).rows;

export const sitePage = async (slug: string) =>
  unwrap(await api().GET('/content/pages/{slug}', { params: { path: { slug } } })).data;

export const saveSitePage = async (slug: string, body: PageSave) =>
  unwrap(await api().PUT('/content/pages/{slug}', { params: { path: { slug } }, body })).data;

export const siteDocument = async (key: DocumentName) =>
  unwrap(await api().GET('/content/documents/{key}', { params: { path: { key } } })).data;

export const saveSiteDocument = async (key: DocumentName, value: Row, version: string) =>
  unwrap(
    await api().PUT('/content/documents/{key}', {
      params: { path: { key } },
      body: { value, version },
    }),
  ).data;

export const siteMenu = async () => unwrap(await api().GET('/content/menu')).data;

export const saveSiteMenu = async (tree: MenuEdit[], version: string) =>
  unwrap(await api().PUT('/content/menu', { body: { tree, version } })).data;

export const siteHistory = async (kind: SiteKind, item: string) =>
  unwrap(await api().GET('/content/history/{kind}/{item}', { params: { path: { kind, item } } }))
    .rows;

export const restoreSiteRevision = async (kind: SiteKind, item: string, revision: number) =>
  unwrap(
    await api().POST('/content/history/{kind}/{item}/{revision}/restore', {
      params: { path: { kind, item, revision } },
    }),
  ).data;

export const siteBuilds = async (pageNum = 1, pageSize = 10) =>
  unwrap(await api().GET('/content/builds', { params: { query: { pageNum, pageSize } } }));
