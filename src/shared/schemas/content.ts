/** Public content as the site reads it (SPEC §7 /web/index/*). Titles arrive in the reader's language. */
import { z } from 'zod';
import { dataOf } from './envelope.ts';

export const articleSummary = z.object({
  id: z.number(),
  channel: z.string(),
  title: z.string(),
  summary: z.string(),
  publishedAt: z.string(),
  access: z.enum(['public', 'login', 'member']),
});
export type ArticleSummary = z.infer<typeof articleSummary>;

export const indexNewsResponse = dataOf(
  z.object({ news: z.array(articleSummary), dynamics: z.array(articleSummary) }),
);
