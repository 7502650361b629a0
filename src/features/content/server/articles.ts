/** Article reads shared by the content calls: published only, in the reader's language. */
import { and, asc, desc, eq, gt, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { PAGE_SIZE_DEFAULT, type Locale } from '#shared/constants.ts';
import type {
  Access,
  ArticleDetail,
  ArticleSummary,
  Channel,
} from '../contract/content.contract.ts';
import type { Db } from '#server/db/client.ts';
import { articles } from './tables.ts';
import type { AuthUser } from '#server/http/context.ts';
import { sanitizeRichText } from '#server/text/sanitize.ts';
import { lockOf } from '#server/auth/access.ts';
import { likePattern, pick } from '#server/text/localize.ts';

type Row = typeof articles.$inferSelect;

export function summarize(row: Row, locale: Locale): ArticleSummary {
  return {
    id: row.id,
    channel: row.channel,
    title: pick(locale, row.title, row.titleEn),
    summary: pick(locale, row.summary, row.summaryEn),
    publishedAt: row.publishedAt.toISOString(),
    access: row.access as Access,
    source: row.source,
  };
}

const published = eq(articles.status, 'published');
const newestFirst = [desc(articles.publishedAt), desc(articles.id)];

export async function latest(
  db: Db,
  channel: Channel,
  limit: number,
  locale: Locale,
): Promise<ArticleSummary[]> {
  const rows = await db
    .select()
    .from(articles)
    .where(and(eq(articles.channel, channel), published))
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map((r) => summarize(r, locale));
}

export async function listArticles(
  db: Db,
  q: {
    channel: Channel;
    allianceId?: number | undefined;
    keyword?: string | undefined;
    pageNum: number;
    pageSize: number;
  },
  locale: Locale,
): Promise<{ rows: ArticleSummary[]; total: number }> {
  const filters: SQL[] = [eq(articles.channel, q.channel), published];
  if (q.allianceId) filters.push(eq(articles.allianceId, q.allianceId));
  if (q.keyword) {
    const p = likePattern(q.keyword);
    filters.push(
      or(ilike(articles.title, p), ilike(articles.titleEn, p), ilike(articles.summary, p))!,
    );
  }
  const where = and(...filters);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(articles)
      .where(where)
      .orderBy(...newestFirst)
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(articles).where(where),
  ]);
  return { rows: rows.map((r) => summarize(r, locale)), total: count?.n ?? 0 };
}

/** The article with its body only for a reader who may see it, and its neighbours in the channel. */
export async function articleDetail(
  db: Db,
  id: number,
  locale: Locale,
  auth: AuthUser | undefined,
): Promise<ArticleDetail | undefined> {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.id, id), published));
  if (!row) return undefined;
  const { newer, older } = await neighboursOf(db, row);
  return articlePage(row, locale, lockOf(row.access, auth), newer, older);
}

/** An article as its page shows it; editors' previews show a draft the same way. */
export function articlePage(
  row: Row,
  locale: Locale,
  locked: ArticleDetail['locked'],
  newer?: Neighbour,
  older?: Neighbour,
): ArticleDetail {
  const neighbour = (n?: Neighbour) =>
    n ? { id: n.id, title: pick(locale, n.title, n.titleEn) } : null;
  return {
    ...summarize(row, locale),
    // Sanitized again on the way out: whatever got into the database, no script leaves it.
    body: locked ? null : sanitizeRichText(pick(locale, row.body, row.bodyEn)),
    locked,
    allianceId: row.allianceId,
    prev: neighbour(newer),
    next: neighbour(older),
  };
}

type Neighbour = { id: number; title: string; titleEn: string | null };

/** `<published at, ms>.<id>`: where a chunk of a channel (articleChunk) ends. */
const cursorOf = (row: Place) => `${row.publishedAt.getTime()}.${row.id}`;

/**
 * The published articles of a channel as their pages show them, newest first, `size` at a time
 * after the cursor `after` (the last one read), with the neighbours their previous/next links
 * name: the same answers as `articleDetail`. A chunk starts where the index says, however deep in
 * the channel, so reading a channel whole costs as many rows as it has, not their square.
 */
export async function articleChunk(
  db: Db,
  q: { channel: Channel; after?: string | undefined; size: number },
  locale: Locale,
  auth: AuthUser | undefined,
): Promise<{ rows: ArticleDetail[]; next: string | null }> {
  const [ms, id] = q.after?.split('.').map(Number) ?? [];
  const from =
    ms === undefined || id === undefined ? undefined : { ms: new Date(ms).toISOString(), id };
  // The article before the chunk comes first (its first article's newer neighbour), then one
  // after it (the last article's older neighbour).
  const rows = await db
    .select()
    .from(articles)
    .where(
      and(
        eq(articles.channel, q.channel),
        published,
        from &&
          sql`(${articles.publishedAt}, ${articles.id}) <= (${from.ms}::timestamptz, ${from.id})`,
      ),
    )
    .orderBy(...newestFirst)
    .limit(q.size + 2);
  let newer: Neighbour | undefined;
  if (from && rows[0]?.id === from.id) newer = rows.shift();
  else if (from && rows[0]) newer = (await neighboursOf(db, rows[0])).newer;
  const chunk = rows.slice(0, q.size);
  const details = chunk.map((row, i) =>
    articlePage(row, locale, lockOf(row.access, auth), i ? chunk[i - 1] : newer, rows[i + 1]),
  );
  const last = chunk.at(-1);
  return { rows: details, next: rows.length > q.size && last ? cursorOf(last) : null };
}

/** Where an article sits in its channel's list: newest first, then the higher id. */
type Place = { id: number; channel: Channel; publishedAt: Date };

/** The published articles of its channel above (newer) or below (older) an article's place. */
const newerInChannel = (at: Place) =>
  and(
    eq(articles.channel, at.channel),
    published,
    or(
      gt(articles.publishedAt, at.publishedAt),
      and(eq(articles.publishedAt, at.publishedAt), gt(articles.id, at.id)),
    ),
  );
const olderInChannel = (at: Place) =>
  and(
    eq(articles.channel, at.channel),
    published,
    or(
      lt(articles.publishedAt, at.publishedAt),
      and(eq(articles.publishedAt, at.publishedAt), lt(articles.id, at.id)),
    ),
  );

/** The published articles just newer and just older than this one in its channel. */
async function neighboursOf(db: Db, row: Place): Promise<{ newer?: Neighbour; older?: Neighbour }> {
  const columns = { id: articles.id, title: articles.title, titleEn: articles.titleEn };
  const [newer] = await db
    .select(columns)
    .from(articles)
    .where(newerInChannel(row))
    .orderBy(asc(articles.publishedAt), asc(articles.id))
    .limit(1);
  const [older] = await db
    .select(columns)
    .from(articles)
    .where(olderInChannel(row))
    .orderBy(...newestFirst)
    .limit(1);
  return { newer, older };
}

/** Ids of the articles whose previous/next links name an article at this place of its channel. */
export async function channelNeighbours(db: Db, at: Place): Promise<number[]> {
  const { newer, older } = await neighboursOf(db, at);
  return [newer?.id, older?.id].filter((n): n is number => n !== undefined);
}

/** The page of its channel's public list an article is on (newest first, PAGE_SIZE_DEFAULT a page). */
export async function listPageOf(db: Db, at: Place): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(articles)
    .where(newerInChannel(at));
  return Math.floor((row?.n ?? 0) / PAGE_SIZE_DEFAULT) + 1;
}
