/** The governing-unit roster (user types 03–06). */
import { api } from '../client.ts';

export async function governingUnits() {
  return (await api.GET('/center/governing')).data!.rows;
}
export async function governingUnit(id: number) {
  return (await api.GET('/center/governing/{id}', { params: { path: { id } } })).data!.data;
}
