/** Notices as the bell and the message page read them. */
import { z } from 'zod';
import { envelope, listOf, pageQuery } from '#shared/schemas/envelope.ts';
import { NOTICE_AUDIENCES, USER_TYPES } from '#shared/vocabulary.ts';
import { isSafeLink } from '#shared/links.ts';
import { optional, required } from '#shared/schemas/form.ts';
import { id } from '#shared/schemas/params.ts';

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
export { idParams as noticeIdParams } from '#shared/schemas/params.ts';

/** Rich text is counted by its words: a body of empty paragraphs is no body. */
const hasText = (html: string) => html.replace(/<[^>]*>|&nbsp;|\s/g, '').length > 0;

/**
 * A notice the secretariat writes: both languages (English falls back to Chinese), an optional
 * link with its words, and whom it goes to.
 */
export const broadcastBody = z
  .object({
    title: required(100),
    titleEn: optional(200),
    content: z
      .string({ error: 'validation.required' })
      .max(50_000, { error: 'validation.tooLong' })
      .refine(hasText, { error: 'validation.required' }),
    contentEn: z.string().max(50_000, { error: 'validation.tooLong' }).optional().default(''),
    linkTo: optional(500).refine((v) => v === '' || isSafeLink(v, { sitePaths: true }), {
      error: 'validation.menuLink',
    }),
    linkTitle: optional(50),
    linkTitleEn: optional(100),
    audience: z.enum(NOTICE_AUDIENCES, { error: 'validation.required' }),
    // A form leaves it empty unless the audience is a user type.
    userType: z.enum(USER_TYPES).or(z.literal('')).optional(),
    unitIds: z.array(id).max(500, { error: 'validation.notice.tooManyUnits' }).optional(),
  })
  .superRefine((b, ctx) => {
    if (b.audience === 'userType' && !b.userType)
      ctx.addIssue({ code: 'custom', path: ['userType'], message: 'validation.required' });
    if (b.audience === 'units' && !b.unitIds?.length)
      ctx.addIssue({ code: 'custom', path: ['unitIds'], message: 'validation.notice.chooseUnits' });
    if (b.linkTitle && !b.linkTo)
      ctx.addIssue({ code: 'custom', path: ['linkTo'], message: 'validation.required' });
  });
export type BroadcastBody = z.infer<typeof broadcastBody>;

/** How many units a notice to everyone, to members or to a user type would reach. */
export const audienceQuery = z.object({
  audience: z.enum(['all', 'members', 'userType']),
  userType: z.enum(USER_TYPES).optional(),
});
