/** The governing-unit roster, for user types 03–06. */
import { api } from '#client/client.ts';
import { unwrap } from '#client/unwrap.ts';

export const governingUnits = async () => unwrap(await api().GET('/center/governing')).rows;

export const governingUnit = async (id: number) =>
  unwrap(await api().GET('/center/governing/{id}', { params: { path: { id } } })).data;
