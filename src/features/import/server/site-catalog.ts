/**
 * The old site's catalogues through its public calls: standards (with their revisions), patents,
 * experts and downloads (their files fetched). Each list is read in Chinese and in English and
 * matched by id; a row brought in before is left alone. A standard or patent whose number is here
 * already is not made twice (the numbers are unique here), and is reported.
 */
import { eq } from 'drizzle-orm';
import type {
  ExpertRow,
  FileRef,
  PatentRow,
  StandardDetail,
  StandardRow,
} from '#features/content/contract/content.contract.ts';
import { downloads, experts, links, patents, standards } from '#features/content/server/tables.ts';
import { DOWNLOAD_CATEGORY } from '#shared/vocabulary.ts';
import { count, skip } from './report.ts';
import { bothLanguages, english, searchable, type SiteContext, siteFile } from './site-context.ts';

export async function importStandards(ctx: SiteContext): Promise<void> {
  const c = count(ctx.report, 'standardList');
  for (const { row } of await bothLanguages<StandardRow>(ctx, 'standardList')) {
    c.read++;
    const key = String(row.id);
    if (await ctx.keys.target('standard', key)) {
      c.already++;
      continue;
    }
    const zh = (await ctx.site.call<StandardDetail>('standarddetail', { id: row.id }))?.data;
    const en = (await ctx.site.call<StandardDetail>('standarddetail', { id: row.id }, 'en'))?.data;
    const [here] = await ctx.tx
      .select({ id: standards.id })
      .from(standards)
      .where(eq(standards.code, row.code));
    if (here) {
      skip(c, 'a standard with that code is here already / 本系统已有该标准号');
      continue;
    }
    const [made] = await ctx.tx
      .insert(standards)
      .values({
        code: row.code,
        name: row.name,
        nameEn: english(row.name, en?.name),
        category: row.category,
        state: row.state,
        issuedAt: row.issuedAt,
        implementedAt: row.implementedAt,
        draftingUnits: row.draftingUnits,
        summary: zh?.summary ?? row.summary,
        summaryEn: english(zh?.summary ?? row.summary, en?.summary),
        revisions: (zh?.revisions ?? []).map((r, i) => ({
          ...r,
          noteEn: english(r.note, en?.revisions[i]?.note),
        })),
        status: 'published',
      })
      .returning();
    if (!made) throw new Error(`standard ${row.code} not saved`);
    await ctx.keys.remember('standard', key, made.id);
    await searchable(ctx, 'standard', made);
    c.imported++;
  }
}

export async function importPatents(ctx: SiteContext): Promise<void> {
  const c = count(ctx.report, 'patentList');
  for (const { row, en } of await bothLanguages<PatentRow>(ctx, 'patentList')) {
    c.read++;
    const key = String(row.id);
    if (await ctx.keys.target('patent', key)) {
      c.already++;
      continue;
    }
    const [here] = await ctx.tx
      .select({ id: patents.id })
      .from(patents)
      .where(eq(patents.applicationNo, row.applicationNo));
    if (here) {
      skip(c, 'a patent with that application number is here already / 本系统已有该申请号');
      continue;
    }
    const { id: _, remainingDays: __, ...fields } = row;
    const [made] = await ctx.tx
      .insert(patents)
      .values({
        ...fields,
        nameEn: english(row.name, en?.name),
        abstractEn: english(row.abstract, en?.abstract),
        status: 'published',
      })
      .returning();
    if (!made) throw new Error(`patent ${row.applicationNo} not saved`);
    await ctx.keys.remember('patent', key, made.id);
    await searchable(ctx, 'patent', made);
    c.imported++;
  }
}

export async function importExperts(ctx: SiteContext): Promise<void> {
  const c = count(ctx.report, 'expertList');
  for (const { row, en, position } of await bothLanguages<ExpertRow>(ctx, 'expertList')) {
    c.read++;
    const key = String(row.id);
    if (await ctx.keys.target('expert', key)) {
      c.already++;
      continue;
    }
    const [made] = await ctx.tx
      .insert(experts)
      .values({
        name: row.name,
        nameEn: english(row.name, en?.name),
        title: row.title,
        titleEn: english(row.title, en?.title),
        organization: row.organization,
        organizationEn: english(row.organization, en?.organization),
        field: row.field,
        fieldEn: english(row.field, en?.field),
        role: row.role,
        bio: row.bio,
        bioEn: english(row.bio, en?.bio),
        // In the order the old site listed them.
        sort: position + 1,
        status: 'published',
      })
      .returning();
    if (!made) throw new Error(`expert ${row.name} not saved`);
    await ctx.keys.remember('expert', key, made.id);
    await searchable(ctx, 'expert', made);
    c.imported++;
  }
}

type DownloadRow = {
  id: number;
  title: string;
  category: string;
  publishedAt: string;
  file: FileRef | null;
};
const isCategory = (v: string): v is (typeof DOWNLOAD_CATEGORY)[number] =>
  (DOWNLOAD_CATEGORY as readonly string[]).includes(v);

export async function importDownloads(ctx: SiteContext): Promise<void> {
  const c = count(ctx.report, 'downloadList');
  for (const { row, en } of await bothLanguages<DownloadRow>(ctx, 'downloadList')) {
    c.read++;
    const key = String(row.id);
    if (await ctx.keys.target('download', key)) {
      c.already++;
      continue;
    }
    const fileId = row.file
      ? await siteFile(ctx, row.file.url, row.file.name, `downloadList #${row.id} ${row.title}`)
      : undefined;
    const [made] = await ctx.tx
      .insert(downloads)
      .values({
        title: row.title,
        titleEn: english(row.title, en?.title),
        category: isCategory(row.category) ? row.category : 'form',
        publishedAt: row.publishedAt.slice(0, 10),
        fileId: fileId ?? null,
        status: 'published',
      })
      .returning();
    if (!made) throw new Error(`download ${row.title} not saved`);
    await ctx.keys.remember('download', key, made.id);
    await searchable(ctx, 'download', made);
    c.imported++;
  }
}

type LinkEntry = { link: string; logo: string; name: string };

/**
 * Friendly links: the list has no ids, so a link is known by its address; the two languages are
 * matched by place (the same list, in the same order). Their logos are fetched as files are.
 */
export async function importLinks(ctx: SiteContext): Promise<void> {
  const zh = (await ctx.site.call<LinkEntry[]>('linksList'))?.data ?? [];
  if (!zh.length) return;
  const en = (await ctx.site.call<LinkEntry[]>('linksList', {}, 'en'))?.data ?? [];
  const c = count(ctx.report, 'linksList');
  for (const [i, row] of zh.entries()) {
    c.read++;
    if (await ctx.keys.target('link', row.link)) {
      c.already++;
      continue;
    }
    const logo = row.logo
      ? await siteFile(ctx, row.logo, `${row.name}.png`, `linksList ${row.name}`)
      : undefined;
    const [made] = await ctx.tx
      .insert(links)
      .values({
        name: row.name,
        nameEn: english(row.name, en[i]?.link === row.link ? en[i]?.name : undefined),
        link: row.link,
        logoFileId: logo ?? null,
        sort: i + 1,
        status: 'published',
      })
      .returning({ id: links.id });
    if (!made) throw new Error(`link ${row.link} not saved`);
    await ctx.keys.remember('link', row.link, made.id);
    c.imported++;
  }
}
