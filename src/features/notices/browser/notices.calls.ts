/** The reader's notices, a page at a time, read and unread. */
import { api } from '#client/client.ts';
import { unwrap } from '#client/unwrap.ts';

export const listNotices = async (pageNum: number, pageSize: number) =>
  unwrap(await api().GET('/system/notice/todoList', { params: { query: { pageNum, pageSize } } }));
