/**
 * Site search over articles, standards, patents, trainings and experts: one UNION, newest first,
 * matched in both languages; the client's text is a bound parameter with wildcards escaped.
 */
import { sql } from 'drizzle-orm';
import type { Locale } from '#shared/constants.ts';
import type { SearchHit } from '../contract/content.contract.ts';
import { rowsOf, type Db } from '#server/db/client.ts';
import { likePattern } from '#server/text/localize.ts';

const PATHS: Record<SearchHit['type'], string> = {
  article: '/detail/',
  standard: '/standard/',
  patent: '/patent/',
  training: '/train/',
  expert: '/expert#expert-',
};

export async function searchAll(
  db: Db,
  q: { keywords: string; type?: SearchHit['type'] | undefined; pageNum: number; pageSize: number },
  locale: Locale,
): Promise<{ rows: SearchHit[]; total: number }> {
  const p = likePattern(q.keywords);
  const en = locale === 'en';
  const t = (zh: string, enCol: string) =>
    sql.raw(en ? `coalesce(nullif(${enCol}, ''), ${zh})` : zh);
  const union = sql`
    select 'article' as type, id, ${t('title', 'title_en')} as title, ${t('summary', 'summary_en')} as summary, published_at::date::text as date
      from article where status = 'published' and (title ilike ${p} or title_en ilike ${p} or summary ilike ${p} or summary_en ilike ${p})
    union all
    select 'standard', id, code || ' ' || ${t('name', 'name_en')}, ${t('summary', 'summary_en')}, issued_at::text
      from standard where status = 'published' and (code ilike ${p} or name ilike ${p} or name_en ilike ${p})
    union all
    select 'patent', id, ${t('name', 'name_en')}, ${t('abstract', 'abstract_en')}, application_date::text
      from patent where status = 'published' and (name ilike ${p} or name_en ilike ${p} or application_no ilike ${p} or applicant ilike ${p})
    union all
    select 'training', id, ${t('title', 'title_en')}, ${t('summary', 'summary_en')}, start_date::text
      from training where status = 'published' and (title ilike ${p} or title_en ilike ${p} or summary ilike ${p})
    union all
    select 'expert', id, ${t('name', 'name_en')}, ${t('organization', 'organization_en')}, null
      from expert where status = 'published' and (name ilike ${p} or name_en ilike ${p} or field ilike ${p} or field_en ilike ${p})`;
  const filtered = q.type
    ? sql`select * from (${union}) hits where type = ${q.type}`
    : sql`select * from (${union}) hits`;
  const [rows, count] = await Promise.all([
    rowsOf<{
      type: SearchHit['type'];
      id: number;
      title: string;
      summary: string;
      date: string | null;
    }>(
      db,
      sql`${filtered} order by date desc nulls last, id desc limit ${q.pageSize} offset ${(q.pageNum - 1) * q.pageSize}`,
    ),
    rowsOf<{ n: number }>(db, sql`select count(*)::int as n from (${filtered}) c`),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, id: Number(r.id), path: `${PATHS[r.type]}${r.id}` })),
    total: Number(count[0]?.n ?? 0),
  };
}
