/** Calls of the review desk that every queue shares. */
import { api } from '../client.ts';
import { unwrap } from '../unwrap.ts';

/** The unit behind an item: registration, enterprise information, attachments. */
export const enterpriseDossier = async (id: number) =>
  unwrap(await api.GET('/review/enterprises/{id}', { params: { path: { id } } })).data;
