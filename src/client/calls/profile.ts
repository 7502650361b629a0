/** A staff member's own page: what they did lately. */
import { api } from '../client.ts';
import { unwrap } from '../unwrap.ts';

export const myRecentActions = async () =>
  unwrap(await api().GET('/system/user/profile/actions')).rows;
