/** Contributions to the periodicals: a manuscript (PDF ≤ 10 MB) with its title, author and abstract. */
import { z } from 'zod';
import { MANUSCRIPT_STATUS } from '#shared/vocabulary.ts';
import { dataOf, listOf, pageQuery } from '#shared/schemas/envelope.ts';
import { fileId, required } from '#shared/schemas/form.ts';

export const manuscriptBody = z.object({
  title: required(200),
  author: required(100),
  abstract: required(2000),
  fileId: fileId('validation.manuscript.required'),
});
export type { ManuscriptStatus } from '#shared/vocabulary.ts';
export const manuscriptRow = z.object({
  id: z.number(),
  unitName: z.string(),
  title: z.string(),
  author: z.string(),
  abstract: z.string(),
  fileId: z.string(),
  status: z.enum(MANUSCRIPT_STATUS),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export const manuscriptResponse = dataOf(manuscriptRow);
export const manuscriptListResponse = listOf(manuscriptRow);
export const manuscriptQuery = pageQuery.extend({ status: z.enum(MANUSCRIPT_STATUS).optional() });
export const manuscriptDecision = z.object({
  decision: z.enum(['accepted', 'declined']),
  note: z.string().trim().max(1000).optional().default(''),
});
