/**
 * What every step of a site import shares (the transaction, the old site, its keys, the report),
 * and what they all do to content: English kept only where the site has it, the pictures and files
 * a body links to brought in and linked at their new address, the HTML sanitised.
 */
import { reindexPage, reindexRows } from '#features/content/server/public.ts';
import type { pages } from '#features/content/server/tables.ts';
import type { Transaction } from '#server/db/client.ts';
import type { Access } from '#shared/vocabulary.ts';
import { fileUrl } from '#server/files/store.ts';
import type { FileStorage } from '#server/files/storage.ts';
import { sanitizeRichText } from '#server/text/sanitize.ts';
import { store } from './files.ts';
import { removedBySanitiser } from './notices.ts';
import { count, type ImportReport, skip } from './report.ts';
import type { SiteSource } from './site-source.ts';
import type { SourceKeys } from './source-keys.ts';

/** What every step of a site import shares. */
export interface SiteContext {
  tx: Transaction;
  site: SiteSource;
  keys: SourceKeys;
  report: ImportReport;
  dryRun: boolean;
  files: { storage?: FileStorage | undefined; written: string[] };
  notes: string[];
}

/** The English answer where the site has English: the same text as the Chinese means none. */
export const english = (zh: string | null | undefined, en: string | null | undefined) =>
  en && en !== zh ? en : null;

/**
 * Both languages of a list, matched by id, oldest first: the rows get their new ids in the order
 * the old site made them, so rows of the same day list in the same order here. `position` is the
 * row's place in the old list.
 */
export async function bothLanguages<T extends { id: number }>(
  ctx: SiteContext,
  call: string,
  listed?: (lang: 'zh' | 'en') => Promise<T[]>,
) {
  const read = listed ?? ((lang: 'zh' | 'en') => ctx.site.all<T>(call, {}, lang));
  const zh = await read('zh');
  const en = new Map((await read('en')).map((r) => [r.id, r]));
  return zh.map((row, position) => ({ row, en: en.get(row.id), position })).reverse();
}

/**
 * An item just brought in goes into the site search in the import's transaction, as an editor's
 * save does: found the moment the import commits, never when a dry run rolls back.
 */
export async function searchable(
  ctx: SiteContext,
  type: Parameters<typeof reindexRows>[1],
  row: Record<string, unknown>,
): Promise<void> {
  await reindexRows(ctx.tx, type, [row]);
}

export async function searchablePage(ctx: SiteContext, page: typeof pages.$inferSelect) {
  await reindexPage(ctx.tx, page);
}

/** A link to a file on the old site: its picture and download addresses, or a file's extension. */
const FILE_LINK =
  /\/(?:prod-api\/)?(?:common\/download|profile)\/|\.(?:jpe?g|png|gif|webp|svg|bmp|pdf|docx?|xlsx?|pptx?|zip|rar|7z|txt|csv|mp4)(?:$|\?)/i;

/**
 * A file of the old site brought in once (keyed by its address there) and kept for the readers
 * of what links to it (public, unless a periodical for members offers it); undefined when it
 * cannot be had (reported).
 */
export async function siteFile(
  ctx: SiteContext,
  link: string,
  name: string,
  where: string,
  access: Access = 'public',
) {
  const address = ctx.site.own(link);
  if (!address) return undefined;
  const c = count(ctx.report, 'files');
  c.read++;
  const known = await ctx.keys.target('file', address);
  if (known) {
    c.already++;
    return known;
  }
  const got = await ctx.site.file(address);
  if (!got) {
    ctx.report.missingFiles.push(`${where}: ${link}`);
    skip(c, 'file not found or not public / 文件未找到或不公开');
    return undefined;
  }
  // The kind is read from the name: the site's own name for it, else the one the link suggests.
  const id = await store(ctx, got.bytes, got.name ?? name, null, access);
  if (!id) {
    ctx.report.missingFiles.push(`${where}: ${link} (kind not served / 类型不接受)`);
    skip(c, 'kind of file the product does not serve / 本系统不接受的文件类型');
    return undefined;
  }
  await ctx.keys.remember('file', address, id);
  c.imported++;
  return id;
}

/** The HTML with the old site's pictures and files brought in and linked at their new address. */
async function rewrite(ctx: SiteContext, html: string, where: string): Promise<string> {
  let out = html;
  for (const match of html.matchAll(/\b(src|href)\s*=\s*(["'])(.*?)\2/gi)) {
    const link = match[3] ?? '';
    if (!FILE_LINK.test(link) || !ctx.site.own(link)) continue;
    const name = link.split(/[?#]/)[0]?.split('/').pop() || 'file';
    const id = await siteFile(ctx, link, name, where);
    if (id)
      out = out.replace(match[0], `${match[1]}=${match[2]}${fileUrl(id, 'public')}${match[2]}`);
  }
  return out;
}

/** Sanitised as every body is on save, the sanitiser's changes listed. */
export async function cleanBody(ctx: SiteContext, html: string | null | undefined, where: string) {
  if (!html) return html ?? null;
  const clean = sanitizeRichText(await rewrite(ctx, html, where));
  const removed = removedBySanitiser(html, sanitizeRichText(html));
  if (removed.length) ctx.report.sanitisedArticles.push({ id: where, title: '', removed });
  return clean;
}
