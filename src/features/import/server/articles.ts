/**
 * Articles from the association's own content table (mapped to articles): their HTML through the
 * product's sanitiser, links to old files pointed at the new ones, each put in the site search.
 * The public pages are rebuilt for them when the product next starts (the content version moves).
 */
import { reindexRows } from '#features/content/server/public.ts';
import { articles } from '#features/content/server/tables.ts';
import { bumpVersion } from '#server/site/content-version.ts';
import { sanitizeRichText } from '#server/text/sanitize.ts';
import { CHANNELS, type Channel } from '#shared/vocabulary.ts';
import { beijingTime, type ImportContext, isDeleted } from './context.ts';
import { rewriteLinks } from './files.ts';
import { removedBySanitiser } from './notices.ts';
import { mappedRows } from './mapped-tables.ts';
import { count, skip } from './report.ts';

const isChannel = (value: string | undefined): value is Channel =>
  (CHANNELS as readonly string[]).includes(value ?? '');

export async function importMappedArticles(ctx: ImportContext): Promise<void> {
  let any = false;
  for await (const { table, row, id, fields: f } of mappedRows(ctx, 'articles')) {
    const c = count(ctx.report, table);
    c.read++;
    if (isDeleted(row)) {
      skip(c, 'deleted (del_flag) / 已删除');
      continue;
    }
    if (await ctx.keys.target(table, id)) {
      c.already++;
      continue;
    }
    if (!f.title) {
      skip(c, 'no title / 无标题');
      continue;
    }
    if (!isChannel(f.channel)) {
      skip(c, `channel ${f.channel ?? '—'} unknown (values.channel) / 未知栏目`);
      continue;
    }
    const where = `${table} #${id} ${f.title}`;
    const clean = async (html: string | undefined) =>
      html ? sanitizeRichText(await rewriteLinks(ctx, html, where)) : html;
    const body = (await clean(f.body)) ?? '';
    const removed = f.body ? removedBySanitiser(f.body, sanitizeRichText(f.body)) : [];
    if (removed.length)
      ctx.report.sanitisedArticles.push({ id: `${table}#${id}`, title: f.title, removed });
    const [article] = await ctx.tx
      .insert(articles)
      .values({
        channel: f.channel,
        title: f.title,
        titleEn: f.titleEn ?? null,
        summary: f.summary ?? '',
        body,
        bodyEn: (await clean(f.bodyEn)) ?? null,
        source: f.source ?? '',
        ...(f.publishedAt ? { publishedAt: beijingTime(f.publishedAt) } : {}),
      })
      .returning();
    if (!article) throw new Error(`article ${f.title} not saved`);
    await ctx.keys.remember(table, id, article.id);
    // Found by the site search the moment the import commits, as an editor's save is.
    await reindexRows(ctx.tx, 'article', [article]);
    c.imported++;
    any = true;
  }
  if (any) await bumpVersion(ctx.tx);
}
