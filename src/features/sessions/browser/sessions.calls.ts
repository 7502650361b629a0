/** Sessions open now and the sign-in log, for the administrator. */
import type { paths } from '#client/api.d.ts';
import { api } from '#client/client.ts';
import { unwrap } from '#client/unwrap.ts';

export type SessionQuery = NonNullable<paths['/console/sessions']['get']['parameters']['query']>;
export type LoginQuery = NonNullable<paths['/console/logins']['get']['parameters']['query']>;

export const listSessions = async (query: SessionQuery) =>
  unwrap(await api().GET('/console/sessions', { params: { query } }));
export type SessionRow = Awaited<ReturnType<typeof listSessions>>['rows'][number];

export const endSession = async (id: string) =>
  unwrap(await api().DELETE('/console/sessions/{id}', { params: { path: { id } } }));

export const endSessionsOfUser = async (userId: number) =>
  unwrap(await api().DELETE('/console/sessions/user/{userId}', { params: { path: { userId } } }));

export const endAllSessions = async () => unwrap(await api().DELETE('/console/sessions', {}));

export const listLogins = async (query: LoginQuery) =>
  unwrap(await api().GET('/console/logins', { params: { query } }));
export type LoginRow = Awaited<ReturnType<typeof listLogins>>['rows'][number];
