/** The notices the secretariat sent, as the console lists them. */
import { listSent, type SentRow, withdrawBroadcast } from './broadcasts.calls.ts';
import { given, pagedList } from '#client/stores/paged-list.ts';

export type SentFilterValues = { title: string };

export const sentNotices = pagedList<SentFilterValues, SentRow>({
  noFilters: { title: '' },
  idOf: (row) => row.id,
  fetch: ({ filters, pageNum, pageSize }) => listSent({ pageNum, pageSize, ...given(filters) }),
});

export async function withdraw(id: number): Promise<void> {
  await withdrawBroadcast(id);
  await sentNotices.load();
}
