/** A staff member's own page: their name, phone and email, and what they did lately. */
import type { OwnDetailsBody } from '../contract/profile.contract.ts';
import { api } from '#client/client.ts';
import { unwrap } from '#client/unwrap.ts';

export const myRecentActions = async () =>
  unwrap(await api().GET('/system/user/profile/actions')).rows;

export const myDetails = async () => unwrap(await api().GET('/system/user/profile')).data;

/** Changes the caller's own name, phone and email; answers them as saved, with the server's word. */
export const saveMyDetails = async (body: OwnDetailsBody) =>
  unwrap(await api().PUT('/system/user/profile', { body }));
