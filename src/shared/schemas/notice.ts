/** Notices as the bell and the message page read them. */
import { z } from 'zod';
import { envelope, listOf, pageQuery } from './envelope.ts';

export const noticeRow = z.object({
  id: z.number(),
  noticeTitle: z.string(),
  sendUser: z.string(),
  sendTime: z.string(),
  /** Sanitized HTML. */
  noticeContent: z.string(),
  messageType: z.string(),
  receiveType: z.string(),
  status: z.string(),
  linkTo: z.string().nullable(),
  linkTitle: z.string().nullable(),
  receiverId: z.number().nullable(),
  /** 0 unread, 1 read. */
  readState: z.enum(['0', '1']),
});
export type NoticeRow = z.infer<typeof noticeRow>;

export const todoQuery = pageQuery.extend({ readState: z.enum(['0', '1']).optional() });
export const todoResponse = listOf(noticeRow);
export const readResponse = envelope;
export { idParams as noticeIdParams } from './params.ts';
