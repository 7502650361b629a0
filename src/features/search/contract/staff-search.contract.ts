/**
 * The console's one box (the route search, `/` or Ctrl+K): units, accounts and content found by
 * name, part of a tax ID or phone, or title; each group only for staff allowed to open it.
 */
import { z } from 'zod';
import { dataOf } from '#shared/schemas/envelope.ts';

export const STAFF_FOUND_GROUPS = ['unit', 'account', 'content'] as const;

export const staffSearchQuery = z.object({
  q: z.string().trim().min(1, { error: 'validation.keywords.required' }).max(100),
});

const staffFound = z.object({
  group: z.enum(STAFF_FOUND_GROUPS),
  id: z.string(),
  title: z.string(),
  /** What told it apart in the list: the tax ID, the phone, the content type. */
  detail: z.string(),
  /** The console page that opens it, with the record in its address (`members?unit=12`). */
  open: z.string(),
  /** Content not yet published (only staff who may edit are shown drafts). */
  draft: z.boolean(),
});
export type StaffFound = z.infer<typeof staffFound>;

export const staffSearchResponse = dataOf(z.object({ rows: z.array(staffFound) }));
