/** The complaints inbox in the console: the list, the complaint open, and the steps taken on it. */
import { atom } from 'nanostores';
import {
  assignComplaint,
  type ComplaintDetail,
  closeComplaint,
  complaintOf,
  exportInbox,
  type InboxQuery,
  type InboxRow,
  listInbox,
  replyComplaint,
} from './complaints-inbox.calls.ts';
import type { Received } from '#client/download.ts';
import { given, pagedList } from '#client/stores/paged-list.ts';

export type InboxFilterValues = {
  status: '' | NonNullable<InboxQuery['status']>;
  q: string;
  mine: '' | '1';
  from: string;
  to: string;
};

export const inbox = pagedList<InboxFilterValues, InboxRow>({
  noFilters: { status: '', q: '', mine: '', from: '', to: '' },
  idOf: (row) => row.id,
  pageSize: 20,
  fetch: ({ filters, pageNum, pageSize }) => listInbox({ pageNum, pageSize, ...given(filters) }),
});

export const exportComplaints = (onProgress: (r: Received) => void) =>
  exportInbox(given(inbox.ask().filters), onProgress);

export const $complaint = atom<ComplaintDetail | null>(null);

export async function openComplaint(id: number): Promise<void> {
  if ($complaint.get()?.id !== id) $complaint.set(null);
  $complaint.set(await complaintOf(id));
}

/** A step on the open complaint; the complaint and the list then show it as it now is. */
async function step(id: number, act: () => Promise<unknown>): Promise<void> {
  try {
    await act();
  } finally {
    await Promise.all([openComplaint(id), inbox.load()]);
  }
}

export const assign = (id: number, to: number) => step(id, () => assignComplaint(id, to));
export const answer = (id: number, text: string) => step(id, () => replyComplaint(id, text));
export const close = (id: number) => step(id, () => closeComplaint(id));
