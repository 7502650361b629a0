/** Article reads shared by the content calls: published only, in the reader's language. */
import { and, desc, eq } from 'drizzle-orm';
import type { Locale } from '../../shared/constants.ts';
import type { ArticleSummary } from '../../shared/schemas/content.ts';
import type { Db } from '../db/client.ts';
import { articles } from '../db/schema/index.ts';

type Row = typeof articles.$inferSelect;

/** English falls back to Chinese field by field, as menu titles do (SPEC §1). */
export function summarize(row: Row, locale: Locale): ArticleSummary {
  const en = locale === 'en';
  return {
    id: row.id,
    channel: row.channel,
    title: (en && row.titleEn) || row.title,
    summary: (en && row.summaryEn) || row.summary,
    publishedAt: row.publishedAt.toISOString(),
    access: row.access as ArticleSummary['access'],
  };
}

export async function latest(db: Db, channel: string, limit: number, locale: Locale): Promise<ArticleSummary[]> {
  const rows = await db
    .select()
    .from(articles)
    .where(and(eq(articles.channel, channel), eq(articles.status, 'published')))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(limit);
  return rows.map((r) => summarize(r, locale));
}
