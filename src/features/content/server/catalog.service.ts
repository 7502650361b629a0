/**
 * The public catalogue's reads: standards, patents, experts, trainings, periodicals, downloads,
 * links, alliances and member units. Published rows only, as stored; the handlers put them in the
 * reader's language (catalog.ts).
 */
import { and, asc, desc, eq, gte, ilike, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type * as S from '../contract/content.contract.ts';
import * as T from './tables.ts';
import { enterprises } from '#server/auth/tables.ts';
import type { Db } from '#server/db/client.ts';
import { paged } from '#server/db/paging.ts';
import { qualified } from '#server/db/qualified.ts';
import { fileRefs } from '#server/files/store.ts';
import { likePattern } from '#server/text/localize.ts';
import { titleMatches } from '#features/search/server/public.ts';

const all = (...f: (SQL | undefined | false | '')[]) => and(...f.filter((x): x is SQL => !!x));
const like = (text: string | undefined, ...cols: Parameters<typeof ilike>[0][]) =>
  text ? or(...cols.map((col) => ilike(col, likePattern(text)))) : undefined;
/** A name asked for, answered by the search index (exact on Chinese terms, English by stem). */
const named = (kind: 'standard' | 'patent', id: AnyColumn, text?: string) => {
  const found = text ? titleMatches(kind, text) : null;
  return found ? sql`${id}::text in (${found})` : undefined;
};

/** The files rows point at, for the links their answers carry. */
const filesOf = (db: Db, rows: { fileId: string | null }[]) =>
  fileRefs(
    db,
    rows.map((r) => r.fileId),
  );

/** The home page's catalogue: trainings not yet over, the newest standards and periodicals. */
export async function homeCatalogRows(db: Db, today: string) {
  const [trainings, standards, periodicals] = await Promise.all([
    db
      .select()
      .from(T.trainings)
      .where(and(eq(T.trainings.status, 'published'), gte(T.trainings.endDate, today)))
      .orderBy(asc(T.trainings.startDate))
      .limit(4),
    db
      .select()
      .from(T.standards)
      .where(eq(T.standards.status, 'published'))
      .orderBy(desc(T.standards.issuedAt), desc(T.standards.id))
      .limit(6),
    db
      .select()
      .from(T.periodicals)
      .where(eq(T.periodicals.status, 'published'))
      .orderBy(desc(T.periodicals.publishedAt))
      .limit(4),
  ]);
  return { trainings, standards, periodicals, files: await filesOf(db, periodicals) };
}

export function standardPage(db: Db, q: z.infer<typeof S.standardQuery>) {
  const s = T.standards;
  const where = all(
    eq(s.status, 'published'),
    like(q.code, s.code),
    named('standard', s.id, q.name),
    q.category && eq(s.category, q.category),
    q.state && eq(s.state, q.state),
  );
  return paged(db, s, where, [desc(s.issuedAt), asc(s.code)], q);
}

export async function publishedStandard(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(T.standards)
    .where(and(eq(T.standards.id, id), eq(T.standards.status, 'published')));
  return row;
}

export function patentPage(db: Db, q: z.infer<typeof S.patentQuery>) {
  const p = T.patents;
  const where = all(
    eq(p.status, 'published'),
    named('patent', p.id, q.name),
    like(q.applicationNo, p.applicationNo),
    q.type && eq(p.type, q.type),
    q.country && eq(p.country, q.country.toUpperCase()),
    q.inForce === undefined ? undefined : eq(p.inForce, q.inForce),
  );
  return paged(db, p, where, [desc(p.applicationDate), desc(p.id)], q);
}

export async function publishedPatent(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(T.patents)
    .where(and(eq(T.patents.id, id), eq(T.patents.status, 'published')));
  return row;
}

export function expertPage(db: Db, q: z.infer<typeof S.expertQuery>) {
  const e = T.experts;
  const where = all(eq(e.status, 'published'), q.role && eq(e.role, q.role));
  return paged(db, e, where, [asc(e.sort), asc(e.id)], q);
}

/** Trainings newest first, of one phase as `trainingPhase()` tells it on `today` if asked. */
export function trainingPage(db: Db, q: z.infer<typeof S.trainQuery>, today: string) {
  const t = T.trainings;
  // The same phases as trainingPhase(), in SQL so paging stays right.
  const closesOn = sql`coalesce(${t.deadline}, ${t.startDate})`;
  const phase = {
    past: lt(t.endDate, today),
    open: and(gte(t.endDate, today), sql`${closesOn} >= ${today}`),
    closed: and(gte(t.endDate, today), sql`${closesOn} < ${today}`),
  };
  const where = all(eq(t.status, 'published'), q.phase && phase[q.phase]);
  return paged(db, t, where, [desc(t.startDate), desc(t.id)], q);
}

export async function publishedTraining(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(T.trainings)
    .where(and(eq(T.trainings.id, id), eq(T.trainings.status, 'published')));
  return row;
}

/** A page of periodicals, newest first, with the files they link to. */
export async function periodicalPage(db: Db, q: z.infer<typeof S.periodicalQuery>) {
  const p = T.periodicals;
  const where = all(eq(p.status, 'published'), q.year ? eq(p.year, q.year) : undefined);
  const { rows, total } = await paged(db, p, where, [desc(p.publishedAt), desc(p.id)], q);
  return { rows, total, files: await filesOf(db, rows) };
}

/** A page of downloads, newest first, with the files they offer. */
export async function downloadPage(db: Db, q: z.infer<typeof S.downloadQuery>) {
  const d = T.downloads;
  const where = all(eq(d.status, 'published'), q.category && eq(d.category, q.category));
  const { rows, total } = await paged(db, d, where, [desc(d.publishedAt), desc(d.id)], q);
  return { rows, total, files: await filesOf(db, rows) };
}

export async function publishedLinks(db: Db) {
  return await db
    .select()
    .from(T.links)
    .where(eq(T.links.status, 'published'))
    .orderBy(asc(T.links.sort), asc(T.links.id));
}

export async function publishedAlliances(db: Db) {
  return await db
    .select()
    .from(T.alliances)
    .where(eq(T.alliances.status, 'published'))
    .orderBy(asc(T.alliances.sort), asc(T.alliances.id));
}

export function memberUnitPage(db: Db, q: z.infer<typeof S.memberQuery>) {
  const m = T.memberUnits;
  const where = all(
    eq(m.status, 'published'),
    // An entry linked to an enterprise shows while that enterprise is a member.
    sql`(${m.enterpriseId} is null or exists (select 1 from ${enterprises} e where e.id = ${qualified(m.enterpriseId)} and e.is_member))`,
    q.level && eq(m.level, q.level),
    like(q.region, m.region, m.regionEn),
  );
  return paged(db, m, where, [asc(m.sort), asc(m.id)], q);
}
