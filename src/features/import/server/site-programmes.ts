/**
 * What the association runs and publishes, through the old site's public calls: trainings
 * (`trainList`), periodicals with their files (`periodicalsList`) and innovation alliances
 * (`allianceIndex`). Read in Chinese and in English and matched by id; a row brought in before is
 * left alone. Bodies and introductions go through the sanitiser, their files brought in.
 */
import type {
  AllianceRow,
  PeriodicalRow,
  TrainingRow,
} from '#features/content/contract/content.contract.ts';
import { alliances, periodicals, trainings } from '#features/content/server/tables.ts';
import { count } from './report.ts';
import {
  bothLanguages,
  cleanBody,
  english,
  searchable,
  type SiteContext,
  siteFile,
} from './site-context.ts';

/** A body the site shows only to signed-in readers or members: its public answer has none. */
const LOCKED_NOTE =
  'body for signed-in readers only, brought in without it / 正文仅登录或会员可见，未导入正文';

export async function importTrainings(ctx: SiteContext): Promise<void> {
  const c = count(ctx.report, 'trainList');
  for (const { row, en } of await bothLanguages<TrainingRow>(ctx, 'trainList')) {
    c.read++;
    const key = String(row.id);
    if (await ctx.keys.target('training', key)) {
      c.already++;
      continue;
    }
    const where = `traindetail?id=${row.id}`;
    if (row.body === null) ctx.notes.push(`${where} ${row.title}: ${LOCKED_NOTE}`);
    const bodyEn = english(row.body, en?.body);
    const [made] = await ctx.tx
      .insert(trainings)
      .values({
        title: row.title,
        titleEn: english(row.title, en?.title),
        startDate: row.startDate,
        endDate: row.endDate,
        deadline: row.deadline,
        location: row.location,
        locationEn: english(row.location, en?.location),
        fee: row.fee,
        capacity: row.capacity,
        summary: row.summary,
        summaryEn: english(row.summary, en?.summary),
        body: (await cleanBody(ctx, row.body, where)) ?? '',
        bodyEn: bodyEn ? await cleanBody(ctx, bodyEn, `${where} (en)`) : null,
        access: row.access,
        status: 'published',
      })
      .returning();
    if (!made) throw new Error(`training ${row.title} not saved`);
    await ctx.keys.remember('training', key, made.id);
    await searchable(ctx, 'training', made);
    c.imported++;
  }
}

export async function importPeriodicals(ctx: SiteContext): Promise<void> {
  const c = count(ctx.report, 'periodicalsList');
  for (const { row, en } of await bothLanguages<PeriodicalRow>(ctx, 'periodicalsList')) {
    c.read++;
    const key = String(row.id);
    if (await ctx.keys.target('periodical', key)) {
      c.already++;
      continue;
    }
    // A file for members only is not public: the site will not give it (reported as missing).
    const where = `periodicalsList #${row.id} ${row.title}${row.access === 'public' ? '' : ` (${row.access})`}`;
    const fileId = row.file
      ? await siteFile(ctx, row.file.url, row.file.name, where, row.access)
      : undefined;
    const [made] = await ctx.tx
      .insert(periodicals)
      .values({
        title: row.title,
        titleEn: english(row.title, en?.title),
        year: row.year,
        issue: row.issue,
        publishedAt: row.publishedAt,
        summary: row.summary,
        summaryEn: english(row.summary, en?.summary),
        fileId: fileId ?? null,
        // The table of contents in the same order in both languages.
        contents: row.contents.map((entry, i) => ({
          ...entry,
          titleEn: english(entry.title, en?.contents[i]?.title),
        })),
        access: row.access,
        status: 'published',
      })
      .returning();
    if (!made) throw new Error(`periodical ${row.title} not saved`);
    await ctx.keys.remember('periodical', key, made.id);
    await searchable(ctx, 'periodical', made);
    c.imported++;
  }
}

export async function importAlliances(ctx: SiteContext): Promise<void> {
  const listed = async (lang: 'zh' | 'en') =>
    (await ctx.site.call<AllianceRow[]>('allianceIndex', {}, lang))?.data ?? [];
  const c = count(ctx.report, 'allianceIndex');
  for (const { row, en, position } of await bothLanguages(ctx, 'allianceIndex', listed)) {
    c.read++;
    const key = String(row.id);
    if (await ctx.keys.target('alliance', key)) {
      c.already++;
      continue;
    }
    const where = `allianceIndex #${row.id} ${row.name}`;
    const introEn = english(row.intro, en?.intro);
    const [made] = await ctx.tx
      .insert(alliances)
      .values({
        name: row.name,
        nameEn: english(row.name, en?.name),
        founded: row.founded,
        intro: (await cleanBody(ctx, row.intro, where)) ?? '',
        introEn: introEn ? await cleanBody(ctx, introEn, `${where} (en)`) : null,
        members: row.members,
        // In the order the old site listed them.
        sort: position,
        status: 'published',
      })
      .returning();
    if (!made) throw new Error(`alliance ${row.name} not saved`);
    await ctx.keys.remember('alliance', key, made.id);
    await searchable(ctx, 'alliance', made);
    c.imported++;
  }
}
