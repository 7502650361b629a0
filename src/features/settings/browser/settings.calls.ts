/** Dictionaries and configuration, for the administrator. */
import { api } from '#client/client.ts';
import { unwrap } from '#client/unwrap.ts';

export const listDicts = async () => unwrap(await api().GET('/console/dicts')).data;
export type Dict = Awaited<ReturnType<typeof listDicts>>[number];
export type DictEntry = Dict['entries'][number];

export const saveDict = async (type: string, entries: DictEntry[]) =>
  unwrap(
    await api().PUT('/console/dicts/{type}', { params: { path: { type } }, body: { entries } }),
  );

export const listConfig = async () => unwrap(await api().GET('/console/config')).data;
export type ConfigRow = Awaited<ReturnType<typeof listConfig>>[number];

export const saveConfig = async (key: string, value: string) =>
  unwrap(await api().PUT('/console/config/{key}', { params: { path: { key } }, body: { value } }));
