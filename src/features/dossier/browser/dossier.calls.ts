/** The unit behind a reviewed item: registration, enterprise information, attachments. */
import { api } from '#client/client.ts';
import { unwrap } from '#client/unwrap.ts';

export const enterpriseDossier = async (id: number) =>
  unwrap(await api().GET('/review/enterprises/{id}', { params: { path: { id } } })).data;
