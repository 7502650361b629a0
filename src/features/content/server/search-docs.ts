/**
 * What the search index holds of each content type (search/server/public.ts writes it): its
 * title, summary and body in both languages, the page it opens, its date and who may open it.
 * Saves, publications, take-downs and deletions hand it over in their own transaction.
 */
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import type { Access } from '#shared/vocabulary.ts';
import { formatDate } from '#shared/format.ts';
import type { SearchDocument, SearchText } from '#features/search/contract/search.contract.ts';
import { dropItem, indexItem } from '#features/search/server/public.ts';
import { tableOf, type Row } from './editor-rows.ts';
import { MEMBER_TABS } from '#shared/sections.ts';
import { memberUnits, pages } from './tables.ts';
import { CONTENT_TYPE_NAMES, type ContentTypeName } from './registry.ts';

const str = (v: unknown) =>
  typeof v === 'string' ? v : v === null || v === undefined ? '' : String(v);
const dayOf = (v: unknown) =>
  v instanceof Date ? formatDate(v.getTime()) : typeof v === 'string' && v ? v.slice(0, 10) : null;
const accessOf = (v: unknown): Access => (v === 'login' || v === 'member' ? v : 'public');
const joined = (...parts: unknown[]) => parts.map(str).filter(Boolean).join(' ');

/** The English side when there is any English; missing fields read as the Chinese ones. */
function english(
  zh: SearchText,
  en: Partial<Record<keyof SearchText, unknown>>,
): SearchText | null {
  if (!str(en.title) && !str(en.summary) && !str(en.body)) return null;
  return { title: str(en.title) || zh.title, summary: str(en.summary), body: str(en.body) };
}

type Shape = Omit<SearchDocument, 'item' | 'en'> & {
  en: Partial<Record<keyof SearchText, unknown>>;
};

function shapeOf(type: ContentTypeName, r: Row): Shape | null {
  const id = str(r.id);
  const list = <T extends Record<string, unknown>>(v: unknown) =>
    Array.isArray(v) ? (v as T[]) : [];
  switch (type) {
    case 'article':
      return {
        kind: 'article',
        path: `/detail/${id}`,
        date: dayOf(r.publishedAt),
        access: accessOf(r.access),
        zh: { title: str(r.title), summary: str(r.summary), body: str(r.body) },
        en: { title: r.titleEn, summary: r.summaryEn, body: r.bodyEn },
        codes: [],
      };
    case 'standard': {
      const revisions = list<{ code: string; note: string; noteEn?: string | null }>(r.revisions);
      return {
        kind: 'standard',
        path: `/standard/${id}`,
        date: dayOf(r.issuedAt),
        access: 'public',
        zh: {
          title: joined(r.code, r.name),
          summary: str(r.summary),
          body: joined(r.draftingUnits, ...revisions.map((x) => joined(x.code, x.note))),
        },
        en: {
          title: r.nameEn ? joined(r.code, r.nameEn) : '',
          summary: r.summaryEn,
          body: r.nameEn ? joined(...revisions.map((x) => joined(x.code, x.noteEn))) : '',
        },
        codes: [str(r.code), ...revisions.map((x) => x.code)],
      };
    }
    case 'patent':
      return {
        kind: 'patent',
        path: `/patent/${id}`,
        date: dayOf(r.applicationDate),
        access: 'public',
        zh: {
          title: str(r.name),
          summary: str(r.abstract),
          body: joined(r.applicationNo, r.applicant, r.patentee),
        },
        en: { title: r.nameEn, summary: r.abstractEn, body: r.nameEn ? str(r.applicationNo) : '' },
        codes: [str(r.applicationNo)],
      };
    case 'expert':
      return {
        kind: 'expert',
        path: `/expert#expert-${id}`,
        date: null,
        access: 'public',
        zh: {
          title: str(r.name),
          summary: joined(r.title, r.organization),
          body: joined(r.field, r.bio),
        },
        en: {
          title: r.nameEn,
          summary: joined(r.titleEn, r.organizationEn),
          body: joined(r.fieldEn, r.bioEn),
        },
        codes: [],
      };
    case 'training':
      return {
        kind: 'training',
        path: `/train/${id}`,
        date: dayOf(r.startDate),
        access: accessOf(r.access),
        zh: { title: str(r.title), summary: joined(r.summary, r.location), body: str(r.body) },
        en: { title: r.titleEn, summary: joined(r.summaryEn, r.locationEn), body: r.bodyEn },
        codes: [],
      };
    case 'periodical': {
      const contents = list<{ title: string; titleEn?: string | null }>(r.contents);
      return {
        kind: 'periodical',
        path: `/periodicals/${id}`,
        date: dayOf(r.publishedAt),
        access: accessOf(r.access),
        zh: {
          title: str(r.title),
          summary: str(r.summary),
          body: joined(...contents.map((c) => c.title)),
        },
        en: {
          title: r.titleEn,
          summary: r.summaryEn,
          body: joined(...contents.map((c) => c.titleEn)),
        },
        codes: [],
      };
    }
    case 'download':
      return {
        kind: 'download',
        path: '/download',
        date: dayOf(r.publishedAt),
        access: 'public',
        zh: { title: str(r.title), summary: '', body: '' },
        en: { title: r.titleEn },
        codes: [],
      };
    case 'alliance':
      return {
        kind: 'alliance',
        path: '/alliance',
        date: null,
        access: 'public',
        zh: { title: str(r.name), summary: '', body: joined(r.intro, ...list(r.members).map(str)) },
        en: { title: r.nameEn, body: r.introEn },
        codes: [],
      };
    case 'member':
      return {
        kind: 'member',
        path: '/associationList',
        date: null,
        access: 'public',
        zh: { title: str(r.unitName), summary: joined(r.region, r.category), body: '' },
        en: { title: r.unitNameEn, summary: r.regionEn },
        codes: [],
      };
    case 'link':
      return null;
  }
}

/** An item as the index takes it, or null for a type the search does not show. */
export function searchDocOf(type: ContentTypeName, row: Row): SearchDocument | null {
  const shape = shapeOf(type, row);
  if (!shape) return null;
  return { ...shape, item: str(row.id), en: english(shape.zh, shape.en) };
}

/** Keeps the index in step with rows just written (published ones in, others out). */
export async function reindexRows(tx: Tx, type: ContentTypeName, rows: Row[]): Promise<void> {
  for (const row of rows) {
    const doc = searchDocOf(type, row);
    if (doc) await indexItem(tx, doc, row.status === 'published');
  }
}

/** Takes deleted rows out of the index. */
export async function unindexRows(tx: Tx, type: ContentTypeName, rows: Row[]): Promise<void> {
  for (const row of rows) {
    const doc = searchDocOf(type, row);
    if (doc) await dropItem(tx, doc.kind, doc.item);
  }
}

type Page = typeof pages.$inferSelect;

/** Where the site shows a single page: the members tabs, the sign-up agreement, else its slug. */
function pagePath(slug: string): string {
  if ((MEMBER_TABS as readonly string[]).includes(slug)) return `/member/${slug}`;
  if (slug === 'agreement') return '/center/agreement';
  return `/${slug}`;
}

/** A single page as the index takes it: found by its title and text, undated, open to all. */
export function pageSearchDoc(p: Page): SearchDocument {
  const zh = { title: p.title, summary: '', body: p.body };
  return {
    kind: 'page',
    item: p.slug,
    path: pagePath(p.slug),
    date: null,
    access: 'public',
    zh,
    en: english(zh, { title: p.titleEn, body: p.bodyEn }),
    codes: [],
  };
}

/** Keeps the index in step with a single page just saved (site's editor), in its transaction. */
export async function reindexPage(tx: Tx, page: Page): Promise<void> {
  await indexItem(tx, pageSearchDoc(page), page.status === 'published');
}

/** Every published item of every type, and the single pages, for a full re-index. */
export async function* publishedSearchDocs(db: Db): AsyncIterable<SearchDocument> {
  for (const page of await db.select().from(pages).where(eq(pages.status, 'published')))
    yield pageSearchDoc(page);
  for (const type of CONTENT_TYPE_NAMES) {
    const table = tableOf(type);
    const rows: Row[] = await db.select().from(table).where(eq(table.status, 'published'));
    for (const row of rows) {
      const doc = searchDocOf(type, row);
      if (doc) yield doc;
    }
  }
}

/** A unit's entry in the members table, as membership changes left it (shown, hidden, renamed). */
export async function reindexMemberEntry(tx: Tx, enterpriseId: number): Promise<void> {
  const rows: Row[] = await tx
    .select()
    .from(memberUnits)
    .where(eq(memberUnits.enterpriseId, enterpriseId));
  await reindexRows(tx, 'member', rows);
}
