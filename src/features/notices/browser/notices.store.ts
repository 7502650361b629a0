/**
 * Notices: the unread list feeds the bell; opening an unread notice marks it read first and shows
 * it only after that succeeded; a read one opens at once; closing reloads the unread list.
 */
import { atom } from 'nanostores';
import type { NoticeRow } from '../contract/notices.contract.ts';
import { api } from '#client/client.ts';
import { unwrap } from '#client/unwrap.ts';
import { QUIET_HEADER } from '#client/middleware/response.ts';

export const $unread = atom<{ total: number; rows: NoticeRow[] }>({ total: 0, rows: [] });
export const $openNotice = atom<NoticeRow | undefined>(undefined);

export async function loadUnread(): Promise<void> {
  const { total, rows } = unwrap(
    await api().GET('/system/notice/todoList', {
      params: { query: { readState: '0', pageNum: 1, pageSize: 10 } },
      headers: { [QUIET_HEADER]: '1' },
    }),
  );
  $unread.set({ total, rows });
}

export async function openNotice(notice: NoticeRow): Promise<void> {
  if (notice.readState === '0') {
    await api().GET('/system/notice/readedMessage/{id}', { params: { path: { id: notice.id } } });
    notice = { ...notice, readState: '1' };
  }
  $openNotice.set(notice);
}

export async function closeNotice(): Promise<void> {
  $openNotice.set(undefined);
  await loadUnread().catch(() => undefined);
}
