/** The secretariat's notices to units: send, list with read counts, withdraw, audience size. */
import type { paths } from '#client/api.d.ts';
import { api } from '#client/client.ts';
import { unwrap } from '#client/unwrap.ts';

type SendBody = paths['/console/notices']['post']['requestBody']['content']['application/json'];
export type AudienceQuery = paths['/console/notices/audience']['get']['parameters']['query'];

export const listSent = async (query: { pageNum: number; pageSize: number; title?: string }) =>
  unwrap(await api().GET('/console/notices', { params: { query } }));

export type SentRow = Awaited<ReturnType<typeof listSent>>['rows'][number];

export const audienceSize = async (query: AudienceQuery) =>
  unwrap(await api().GET('/console/notices/audience', { params: { query } })).data;

export const sendBroadcast = async (body: SendBody, headers: Record<string, string>) =>
  unwrap(await api().POST('/console/notices', { body, headers })).data;

export const withdrawBroadcast = async (id: number) =>
  unwrap(await api().POST('/console/notices/{id}/withdraw', { params: { path: { id } } }));

export const unitsToAddress = async (q: string) =>
  unwrap(await api().GET('/console/notices/units', { params: { query: { q } } })).data;

export type AddressableUnit = Awaited<ReturnType<typeof unitsToAddress>>[number];
