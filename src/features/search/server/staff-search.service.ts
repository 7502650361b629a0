/**
 * The console's record search: units by name, contact, part of the tax ID or phone; accounts by
 * sign-in name, name or phone; content by title (the site index: published items and pages; and,
 * for staff who may edit, drafts, which the index does not hold). Each group is searched only for
 * staff holding the permission that opens its records.
 */
import { sql } from 'drizzle-orm';
import { hasPermiOr, type Permission } from '#shared/permissions.ts';
import type { Db } from '#server/db/client.ts';
import { rowsOf } from '#server/db/client.ts';
import type { AuthUser } from '#server/http/context.ts';
import { likePattern } from '#server/text/localize.ts';
import type { StaffFound } from '../contract/staff-search.contract.ts';
import { queriesOf } from './search.service.ts';

/** Rows per group: a box to jump to a record, not a list to read. */
const LIMIT = 8;
/** Digits of a phone or tax ID typed with spaces or dashes. */
const digitsOf = (q: string) => q.replace(/[\s-]/g, '');

async function units(db: Db, q: string): Promise<StaffFound[]> {
  const like = likePattern(q);
  const code = likePattern(digitsOf(q).toUpperCase());
  return rowsOf<StaffFound>(
    db,
    sql`select 'unit' as "group", id::text as id, unit_name as title,
        tax_id || ' · ' || phone as detail, 'members?unit=' || id as open, false as draft
      from enterprise
      where erased_at is null and (unit_name ilike ${like} or contact_person ilike ${like}
        or upper(tax_id) like ${code} or replace(phone, '-', '') like ${code})
      order by (unit_name ilike ${`${q}%`}) desc, unit_name limit ${LIMIT}`,
  );
}

async function accounts(db: Db, q: string): Promise<StaffFound[]> {
  const like = likePattern(q);
  const phone = likePattern(digitsOf(q));
  // A unit's account opens its unit; a staff account the staff page.
  return rowsOf<StaffFound>(
    db,
    sql`select 'account' as "group", id::text as id, nick_name as title,
        user_name || coalesce(' · ' || phone, '') as detail,
        case when enterprise_id is null then 'staff' else 'members?unit=' || enterprise_id end as open,
        false as draft
      from sys_user
      where user_name ilike ${like} or nick_name ilike ${like}
        or replace(coalesce(phone, ''), '-', '') like ${phone}
      order by user_name limit ${LIMIT}`,
  );
}

/** The editor's page of an item of a kind (a single page has its own editor). */
const editorOf = (kind: string, item: string) =>
  kind === 'page' ? `pages?edit=${item}` : `content/${kind}?edit=${item}`;

/** Drafts by title (kind, item, title), newest first: content keeps them, and reads them. */
type DraftFinder = (
  db: Db,
  words: string,
  limit: number,
) => Promise<{ kind: string; item: string; title: string }[]>;
let draftsTitled: DraftFinder = async () => [];
/**
 * Content's draft finder, handed over by the composition root (src/server/api.ts): content
 * writes the search index, so search importing content would close a circle.
 */
export const findDraftsWith = (finder: DraftFinder) => {
  draftsTitled = finder;
};

/** Drafts by title, first: the item an editor is writing is the likelier one sought. */
async function drafts(db: Db, q: string): Promise<StaffFound[]> {
  const found = await draftsTitled(db, q, LIMIT);
  return found.map((d) => ({
    group: 'content',
    id: d.item,
    title: d.title,
    detail: d.kind,
    open: editorOf(d.kind, d.item),
    draft: true,
  }));
}

async function published(db: Db, q: string): Promise<StaffFound[]> {
  const { zh, en } = queriesOf(q);
  const sides = [zh, en].filter((tq) => tq !== null);
  if (!sides.length) return [];
  const inTitle = sides.map((tq) => sql`(d.head @@ ${tq} and ts_filter(d.head, '{a}') @@ ${tq})`);
  // Either language's title; an item found in both shows its Chinese row ('zh' sorts after 'en').
  return rowsOf<StaffFound>(
    db,
    sql`select "group", id, title, detail, open, false as draft from (
        select distinct on (d.kind, d.item) 'content' as "group", d.item as id, d.title,
          d.kind as detail, d.date,
          case when d.kind = 'page' then 'pages?edit=' else 'content/' || d.kind || '?edit=' end || d.item as open
        from search_doc d
        where d.part = 0 and (${sql.join(inTitle, sql` or `)})
        order by d.kind, d.item, d.lang desc
      ) found
      order by date desc nulls last, detail, id limit ${LIMIT}`,
  );
}

/** Who may search each group: any one of its permissions opens it (the route lets in any). */
export const STAFF_SEARCH_GROUPS = {
  units: ['member:directory:view'],
  accounts: ['system:user:manage'],
  drafts: ['content:item:edit'],
  published: ['content:item:edit', 'content:item:publish'],
} as const satisfies Record<string, readonly Permission[]>;

/** Every permission that opens some group: the route's guard. */
export const STAFF_SEARCH_PERMISSIONS = [
  ...new Set<Permission>(Object.values(STAFF_SEARCH_GROUPS).flat()),
];

export async function staffSearch(db: Db, q: string, auth: AuthUser): Promise<StaffFound[]> {
  const may = (group: keyof typeof STAFF_SEARCH_GROUPS) =>
    hasPermiOr(auth.permissions, STAFF_SEARCH_GROUPS[group]);
  const found = await Promise.all([
    may('units') ? units(db, q) : [],
    may('accounts') ? accounts(db, q) : [],
    may('drafts') ? drafts(db, q) : [],
    may('published') ? published(db, q) : [],
  ]);
  // One content group of at most LIMIT rows, drafts first.
  const [unitRows, accountRows, draftRows, publishedRows] = found;
  return [...unitRows, ...accountRows, ...[...draftRows, ...publishedRows].slice(0, LIMIT)];
}
