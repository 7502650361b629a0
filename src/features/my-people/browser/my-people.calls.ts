/** A unit's people and their personal data: read, and corrected. */
import { api } from '#client/client.ts';
import { unwrap } from '#client/unwrap.ts';
import type { AccountBody, UnitContactsBody } from '../contract/my-people.contract.ts';

export const myPeople = async () => unwrap(await api().GET('/center/my-people', {})).data;

export const correctUnitContacts = async (body: UnitContactsBody) =>
  unwrap(await api().PUT('/center/my-people/unit', { body }));

export const correctAccount = async (id: number, body: AccountBody) =>
  unwrap(await api().PUT('/center/my-people/accounts/{id}', { params: { path: { id } }, body }));
