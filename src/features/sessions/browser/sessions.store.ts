/** The administrator's lists of open sessions and sign-in attempts. */
import {
  endAllSessions,
  endSession,
  endSessionsOfUser,
  type LoginQuery,
  type LoginRow,
  listLogins,
  listSessions,
  type SessionRow,
} from './sessions.calls.ts';
import { given, pagedList } from '#client/stores/paged-list.ts';

export type SessionFilterValues = { user: string };
export type LoginFilterValues = {
  user: string;
  ip: string;
  outcome: '' | NonNullable<LoginQuery['outcome']>;
  from: string;
  to: string;
};

/** A row's key is the start of its session's hash, which is long and unique. */
export const openSessions = pagedList<SessionFilterValues, SessionRow>({
  noFilters: { user: '' },
  idOf: (row) => Number.parseInt(row.id.slice(0, 12), 16),
  pageSize: 20,
  fetch: ({ filters, pageNum, pageSize }) => listSessions({ pageNum, pageSize, ...given(filters) }),
});

export async function signOut(row: SessionRow): Promise<void> {
  await endSession(row.id);
  await openSessions.load();
}

/** Every session of the row's account ends (a lost laptop, a leaver). */
export async function signOutUser(row: SessionRow): Promise<void> {
  await endSessionsOfUser(row.userId);
  await openSessions.load();
}

/** Everyone but the caller signs in again (after a suspected breach). */
export async function signOutEveryone(): Promise<void> {
  await endAllSessions();
  await openSessions.load();
}

export const loginLog = pagedList<LoginFilterValues, LoginRow>({
  noFilters: { user: '', ip: '', outcome: '', from: '', to: '' },
  idOf: (row) => row.id,
  pageSize: 20,
  fetch: ({ filters, pageNum, pageSize }) => listLogins({ pageNum, pageSize, ...given(filters) }),
});
