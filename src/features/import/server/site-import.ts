/**
 * `npm run import -- site <url>`: an old site's public content through its own public calls
 * (`/prod-api/web/index/*`, which this product answers too): the header menu, the contact
 * details, the articles of every channel, the single pages, standards, patents, experts,
 * downloads, links, trainings, periodicals and alliances, in Chinese and in English where the
 * site has it. Each item goes into the site search as it comes in. Pictures and files the content links to are fetched and kept in the product's file
 * storage, the links pointed at them. Keyed by the old site's ids (import_source_key), so a second
 * run changes nothing; a dry run is the same import rolled back. Old `detail?id=` links then lead
 * to the new pages (oldLinkTarget).
 */
import { eq } from 'drizzle-orm';
import { articles, pages } from '#features/content/server/tables.ts';
import type { ArticleDetail, ArticleSummary } from '#features/content/contract/content.contract.ts';
import type { Db } from '#server/db/client.ts';
import type { FileStorage } from '#server/files/storage.ts';
import { bumpVersion } from '#server/site/content-version.ts';
import { CHANNELS } from '#shared/vocabulary.ts';
import { count, emptyReport, type ImportReport, importedNothing, skip } from './report.ts';
import {
  cleanBody,
  english,
  searchable,
  searchablePage,
  type SiteContext,
} from './site-context.ts';
import { importAlliances, importPeriodicals, importTrainings } from './site-programmes.ts';
import { importContact, importMenu } from './site-frame.ts';
import {
  importDownloads,
  importExperts,
  importLinks,
  importPatents,
  importStandards,
} from './site-catalog.ts';
import { SiteSource } from './site-source.ts';
import { SourceKeys } from './source-keys.ts';
import { runImport } from './import-run.ts';

export interface SiteImportOptions {
  dryRun?: boolean;
  storage?: FileStorage | undefined;
  progress?: (line: string) => void;
}

/** The source name under which a site's rows are remembered: one per old site. */
export const siteSourceName = (origin: string) => `site:${origin}`;

/** Alliances before the articles that belong to one. */
const STEPS = [
  importMenu,
  importContact,
  importAlliances,
  importArticles,
  importPages,
  importStandards,
  importPatents,
  importExperts,
  importDownloads,
  importLinks,
  importTrainings,
  importPeriodicals,
];

export async function importSite(
  db: Db,
  url: string,
  opts: SiteImportOptions = {},
): Promise<ImportReport> {
  const site = new SiteSource(url);
  // Asked first, so an address that is no such site stops before anything is written.
  if (!(await site.call('menuList').catch(() => undefined)))
    throw new Error(
      `${site.origin}: no /prod-api/web/index/menuList here, not the old site / 不是旧网站`,
    );
  const report = emptyReport(site.origin, 'site', !!opts.dryRun);
  const notes: string[] = [];
  report.notes = notes;
  return runImport(db, {
    kind: 'site',
    source: site.origin,
    report,
    dryRun: !!opts.dryRun,
    storage: opts.storage,
    progress: opts.progress,
    context: (tx, written): SiteContext => ({
      tx,
      site,
      keys: new SourceKeys(tx, siteSourceName(site.origin)),
      report,
      dryRun: !!opts.dryRun,
      files: { storage: opts.storage, written },
      notes,
    }),
    steps: STEPS,
    // The public pages are rebuilt for what came in (the content version moves).
    finish: async (_ctx, tx) => {
      if (!importedNothing(report)) await bumpVersion(tx);
    },
  });
}

async function importArticles(ctx: SiteContext): Promise<void> {
  const c = count(ctx.report, 'newsList/detail');
  // Oldest first: new ids in the order the old site made them, so same-day items keep their order.
  for (const channel of CHANNELS)
    for (const row of (await ctx.site.all<ArticleSummary>('newsList', { channel })).reverse()) {
      c.read++;
      const key = String(row.id);
      if (await ctx.keys.target('article', key)) {
        c.already++;
        continue;
      }
      const zh = (await ctx.site.call<ArticleDetail>('detail', { id: row.id }, 'zh'))?.data;
      if (!zh) {
        skip(c, 'listed, but its page is gone / 列表中有，详情已不存在');
        continue;
      }
      const en = (await ctx.site.call<ArticleDetail>('detail', { id: row.id }, 'en'))?.data;
      const where = `detail?id=${row.id}`;
      // A members-only body is not public: the site gives only its title.
      if (zh.body === null)
        ctx.notes.push(
          `${where} ${zh.title}: body for signed-in readers only, brought in without it / 正文仅登录或会员可见，未导入正文`,
        );
      const body = (await cleanBody(ctx, zh.body, where)) ?? '';
      const bodyEn = english(zh.body, en?.body);
      const [made] = await ctx.tx
        .insert(articles)
        .values({
          channel,
          title: zh.title,
          titleEn: english(zh.title, en?.title),
          summary: zh.summary,
          summaryEn: english(zh.summary, en?.summary),
          body,
          bodyEn: bodyEn ? await cleanBody(ctx, bodyEn, `${where} (en)`) : null,
          source: zh.source,
          allianceId: zh.allianceId ? await allianceHere(ctx, zh.allianceId) : null,
          access: zh.access,
          publishedAt: new Date(zh.publishedAt),
        })
        .returning();
      if (!made) throw new Error(`article ${zh.title} not saved`);
      await ctx.keys.remember('article', key, made.id);
      await searchable(ctx, 'article', made);
      c.imported++;
    }
}

/** The alliance an old article belongs to, as brought in here (none if it was not). */
async function allianceHere(ctx: SiteContext, oldId: number): Promise<number | null> {
  const id = await ctx.keys.target('alliance', String(oldId));
  return id ? Number(id) : null;
}

/** The single pages: those with calls of their own, then any other the site answers by slug. */
const PAGE_CALLS: [slug: string, call: string, query: Record<string, string>][] = [
  ['introduction', 'introduction', {}],
  ['initiation', 'initiation', {}],
  ...['membership', 'equity', 'obligation', 'association'].map(
    (href) => [href, 'memberservice', { href }] as [string, string, Record<string, string>],
  ),
];
/** Section pages this product keeps (a RuoYi site answers none of them, which is no fault). */
const SECTION_PAGES = [
  'information',
  'statistics',
  'international',
  'alliance',
  'research',
  'building',
  'discipline',
  'expert',
  'train',
  'periodicals',
  'standard',
  'contact',
  'map',
  'agreement',
];

type PageDoc = { slug: string; title: string; body: string };

async function importPages(ctx: SiteContext): Promise<void> {
  const c = count(ctx.report, 'pages');
  const calls = [
    ...PAGE_CALLS,
    ...SECTION_PAGES.map((slug) => [slug, 'pageInfo', { slug }] as (typeof PAGE_CALLS)[number]),
  ];
  for (const [slug, call, query] of calls) {
    const zh = (await ctx.site.call<PageDoc>(call, query, 'zh'))?.data;
    if (!zh) continue;
    c.read++;
    if (await ctx.keys.target('page', slug)) {
      c.already++;
      continue;
    }
    const en = (await ctx.site.call<PageDoc>(call, query, 'en'))?.data;
    const [here] = await ctx.tx
      .select({ slug: pages.slug })
      .from(pages)
      .where(eq(pages.slug, slug));
    if (here) {
      skip(
        c,
        'a page of that name is written here already, not overwritten / 本系统已有该页面，未覆盖',
      );
      continue;
    }
    const bodyEn = english(zh.body, en?.body);
    const [made] = await ctx.tx
      .insert(pages)
      .values({
        slug,
        title: zh.title,
        titleEn: english(zh.title, en?.title),
        body: (await cleanBody(ctx, zh.body, `page ${slug}`)) ?? '',
        bodyEn: bodyEn ? await cleanBody(ctx, bodyEn, `page ${slug} (en)`) : null,
        status: 'published',
      })
      .returning();
    if (!made) throw new Error(`page ${slug} not saved`);
    await ctx.keys.remember('page', slug, slug);
    await searchablePage(ctx, made);
    c.imported++;
  }
}
