/** Erasing a unit that asked for it: its data goes, the record that it was erased stays. */
import type { paths } from '#client/api.d.ts';
import { api } from '#client/client.ts';
import { unwrap } from '#client/unwrap.ts';

export type EraseRequest = NonNullable<
  paths['/console/enterprises/{id}/erase']['post']['requestBody']
>['content']['application/json'];

export const eraseUnit = async (id: number, body: EraseRequest) =>
  unwrap(await api().POST('/console/enterprises/{id}/erase', { params: { path: { id } }, body }));
