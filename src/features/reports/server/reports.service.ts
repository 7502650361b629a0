/**
 * Statistics reports: one per unit, kind and period. A draft may be half filled; a submission is
 * complete and locked until the secretariat sends it back; every save carries the version it was
 * loaded at, so a second tab is told instead of overwriting.
 */
import { and, asc, desc, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import { beijingToday } from '#shared/format.ts';
import {
  periodAllowed,
  REPORT_PAGE,
  type ReportKind,
  type ReportStatus,
} from '../contract/reports.ts';
import { draftHeader, reportHeader, reportRows } from '../contract/reports.contract.ts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client.ts';
import { preparedOnce } from '#server/db/prepared.ts';
import { enterprises } from '#server/auth/tables.ts';
import { reports } from './tables.ts';
import { badRequest, conflict, notFound } from '#server/http/errors.ts';
import { fieldIssues } from '#server/http/on-error.ts';
import { logStep, noteStep, stepAfter, unitNames } from '#server/workflow/log.ts';
import { transition } from '#server/workflow/transition.ts';
import { blankRows, toData } from './report-data.ts';
import { beforeSave, changesOf, described, recordChanges } from './checks.service.ts';
import { hardIssues, softIssues } from './edit-checks.ts';
import type { Locale } from '#shared/constants.ts';

export interface ReportFilter {
  kind?: ReportKind | undefined;
  period?: string | undefined;
  year?: number | undefined;
  status?: ReportStatus | undefined;
}

/** A period may be filed when it is over (this month's report waits for next month). */
export function checkPeriod(kind: ReportKind, period: string, now: number): void {
  if (!periodAllowed(kind, period, beijingToday(now)))
    throw badRequest('error.report.period', [{ field: 'period', key: 'error.report.period' }]);
}

function filters(q: ReportFilter): SQL[] {
  return [
    q.kind ? eq(reports.kind, q.kind) : undefined,
    q.period ? eq(reports.period, q.period) : undefined,
    q.year ? like(reports.period, `${q.year}%`) : undefined,
    q.status ? eq(reports.status, q.status) : undefined,
  ].filter((x): x is SQL => x !== undefined);
}

type Paging = { pageNum: number; pageSize: number };

/** The unit's own reports, by the filters it chose. */
export const ownReports = (db: Db, enterpriseId: number, q: ReportFilter & Paging) =>
  reportList(db, and(eq(reports.enterpriseId, enterpriseId), ...filters(q)), q);

/** Every unit's reports, for the secretariat. */
export const reportQueue = (db: Db, q: ReportFilter & Paging) =>
  reportList(db, and(...filters(q)), q);

async function reportList(db: Db, where: SQL | undefined, q: Paging) {
  const rows = await db
    .select({ r: reports, unitName: enterprises.unitName })
    .from(reports)
    .innerJoin(enterprises, eq(enterprises.id, reports.enterpriseId))
    .where(where)
    .orderBy(desc(reports.period), asc(reports.kind), asc(enterprises.unitName))
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize);
  const [n] = await db.select({ n: sql<number>`count(*)::int` }).from(reports).where(where);
  return {
    total: n?.n ?? 0,
    rows: rows.map(({ r, unitName }) => ({
      id: r.id,
      enterpriseId: r.enterpriseId,
      kind: r.kind,
      period: r.period,
      unitName,
      status: r.status,
      returnReason: r.returnReason,
      submittedAt: r.submittedAt?.toISOString() ?? null,
      updatedAt: r.updatedAt.toISOString(),
    })),
  };
}

const unitName = async (db: Db, enterpriseId: number) =>
  (await unitNames(db, [enterpriseId]))(enterpriseId);

/** The unit's report of a period, or a blank one that starts from its latest header and products. */
export async function reportFor(
  db: Db,
  r: { enterpriseId: number; kind: ReportKind; period: string; now: number },
) {
  const [row] = await db
    .select()
    .from(reports)
    .where(
      and(
        eq(reports.enterpriseId, r.enterpriseId),
        eq(reports.kind, r.kind),
        eq(reports.period, r.period),
      ),
    );
  const name = await unitName(db, r.enterpriseId);
  if (row) return toData(row, name);
  // The people and phone of the unit's latest report, so a monthly filer does not retype them.
  const [latest] = await db
    .select({ header: reports.header })
    .from(reports)
    .where(eq(reports.enterpriseId, r.enterpriseId))
    .orderBy(desc(reports.updatedAt))
    .limit(1);
  return {
    id: null,
    kind: r.kind,
    period: r.period,
    unitName: name,
    header: latest ? { ...latest.header, reportDate: beijingToday(r.now) } : null,
    rows: await blankRows(db, r.enterpriseId, r.kind, r.period),
    status: null,
    returnReason: null,
    explanation: null,
    version: 0,
    submittedAt: null,
    updatedAt: null,
  };
}

/** Checks a draft's typed figures, or a submission's completeness; each message names its field. */
function checked(kind: ReportKind, submit: boolean, header: unknown, rows: unknown) {
  const h = (submit ? reportHeader : draftHeader).safeParse(header);
  const r = reportRows(kind, !submit).safeParse(rows);
  if (h.success && r.success)
    return { header: h.data as Record<string, unknown>, rows: r.data as Record<string, unknown>[] };
  const fields = [
    ...(h.success ? [] : fieldIssues(h.error).map((f) => ({ ...f, field: `header.${f.field}` }))),
    ...(r.success ? [] : fieldIssues(r.error).map((f) => ({ ...f, field: `rows.${f.field}` }))),
  ];
  throw badRequest(fields[0]?.key ?? 'validation.invalid', fields);
}

/** The states a unit may still write its report in. */
const OPEN: ReportStatus[] = ['draft', 'returned'];

const bound = (name: string) => sql.placeholder(name);

/**
 * What a first submission writes, given when it runs. Only the explanation (text) may be null:
 * drizzle passes a placeholder's value through its column unchecked, so a null date would throw
 * and a null JSON column would be stored as JSON `null`.
 */
const handedIn = {
  header: bound('header'),
  rows: bound('rows'),
  status: 'submitted' as const,
  updatedAt: bound('updatedAt'),
  submittedAt: bound('submittedAt'),
  explanation: bound('explanation'),
  submittedRows: bound('submittedRows'),
};

/** A first submission of a report not saved before. */
const newReport = (db: Db) =>
  db
    .insert(reports)
    .values({
      enterpriseId: bound('enterpriseId'),
      kind: bound('kind'),
      period: bound('period'),
      version: 1,
      ...handedIn,
    })
    .onConflictDoNothing()
    .returning();

/**
 * A placeholder in `set`, bound through its column as `values` binds one (drizzle's `set` does the
 * same with a bare placeholder, but its types take only SQL): the same statement, typed.
 */
const boundTo = (column: AnyPgColumn, name: string) => sql`${sql.param(bound(name), column)}`;

/** A first submission of a draft, at the version the unit loaded. */
const draftHandedIn = (db: Db) =>
  db
    .update(reports)
    .set({
      header: boundTo(reports.header, 'header'),
      rows: boundTo(reports.rows, 'rows'),
      status: handedIn.status,
      updatedAt: boundTo(reports.updatedAt, 'updatedAt'),
      submittedAt: boundTo(reports.submittedAt, 'submittedAt'),
      explanation: boundTo(reports.explanation, 'explanation'),
      submittedRows: boundTo(reports.submittedRows, 'submittedRows'),
      version: boundTo(reports.version, 'nextVersion'),
    })
    .where(
      and(
        eq(reports.enterpriseId, bound('enterpriseId')),
        eq(reports.kind, bound('kind')),
        eq(reports.period, bound('period')),
        eq(reports.version, bound('version')),
        inArray(reports.status, OPEN),
      ),
    )
    .returning();

/** The write as the statement's `written`, and the step logged for what it wrote. */
function withStep(
  db: Db,
  write: ReturnType<typeof newReport> | ReturnType<typeof draftHandedIn>,
  name: string,
) {
  const written = db.$with('written').as(write);
  const step = stepAfter(db, written, {
    subject: 'report',
    from: bound('from'),
    to: 'submitted',
    actor: bound('actor'),
  });
  return db.with(written, step).select().from(written).prepare(name);
}

/**
 * A first submission and its workflow step, one statement prepared once for each way it is
 * written. At a deadline 200 units may submit in one minute, and building this statement cost
 * more than running it.
 */
const firstSubmission = {
  insert: preparedOnce((db) => withStep(db, newReport(db), 'first_submission_new')),
  update: preparedOnce((db) => withStep(db, draftHandedIn(db), 'first_submission_draft')),
};

/**
 * Saves or submits. The version and the state are part of the write itself: a stale tab, or a
 * report submitted meanwhile, is refused.
 */
export async function saveReport(
  db: Db,
  s: {
    enterpriseId: number;
    actor: number;
    now: number;
    kind: ReportKind;
    period: string;
    locale: Locale;
    body: {
      header: unknown;
      rows: unknown;
      version: number;
      submit: boolean;
      explanation?: string | undefined;
    };
  },
) {
  const { kind, period, enterpriseId } = s;
  const { submit, version } = s.body;
  const same = and(
    eq(reports.enterpriseId, enterpriseId),
    eq(reports.kind, kind),
    eq(reports.period, period),
  );
  const { unitName, current, context, limits } = await beforeSave(db, enterpriseId, kind, period);
  if (current?.status === 'submitted') throw conflict('error.report.locked');
  const form = checked(kind, submit, s.body.header, s.body.rows);
  // Figures that contradict each other are refused; those that contradict the unit's other
  // reports only on submission, as the draft may be where the other report gets corrected.
  const found = hardIssues(kind, period, form.rows, context);
  const refused = described(
    found.filter((f) => submit || !f.acrossReports),
    s.locale,
  );
  if (refused[0]) throw badRequest(refused[0].key, refused, refused[0].params);
  const warnings = described(
    [
      ...found.filter((f) => f.acrossReports && !submit),
      ...softIssues(kind, form.rows, context, limits),
    ],
    s.locale,
  );
  // An explanation belongs to unusual figures: once they are corrected, a stale one is dropped.
  const explanation = warnings[0] ? s.body.explanation?.trim() || null : null;
  // Unusual figures may be right; they are submitted with the unit's reason, which staff read.
  if (submit && warnings[0] && !explanation)
    throw badRequest('error.report.explain', [
      ...warnings,
      { field: 'explanation', key: 'error.report.explain' },
    ]);
  const values = {
    ...form,
    status: submit ? ('submitted' as const) : ('draft' as const),
    updatedAt: new Date(s.now),
    submittedAt: submit ? new Date(s.now) : null,
    explanation,
    // What was handed in, the base the next submission's changes are measured from.
    ...(submit ? { submittedRows: form.rows } : {}),
  };
  const writeOn = (q: Pick<Db, 'insert' | 'update'>) =>
    version === 0
      ? q
          .insert(reports)
          .values({ enterpriseId, kind, period, version: 1, ...values })
          .onConflictDoNothing()
          .returning()
      : q
          .update(reports)
          .set({ ...values, version: version + 1 })
          .where(and(same, eq(reports.version, version), inArray(reports.status, OPEN)))
          .returning();
  const step = {
    subject: 'report' as const,
    from: current?.status ?? null,
    to: 'submitted',
    actor: s.actor,
  };
  let saved: typeof reports.$inferSelect | undefined;
  if (!submit) [saved] = await writeOn(db);
  else if (!current?.submittedRows) {
    // A first submission and its step are one prepared statement.
    [saved] = await firstSubmission[version === 0 ? 'insert' : 'update'](db).execute({
      ...values,
      enterpriseId,
      kind,
      period,
      version,
      nextVersion: version + 1,
      from: step.from,
      actor: step.actor,
    });
    if (saved) noteStep({ ...step, subjectId: saved.id });
  } else
    saved = await db.transaction(async (tx) => {
      const [row] = await writeOn(tx);
      if (!row) return undefined;
      // Each submission after the first keeps every figure it changed: the statistics can be traced.
      await recordChanges(tx, {
        reportId: row.id,
        kind,
        before: current.submittedRows ?? [],
        after: row.rows,
        actor: s.actor,
        filler: String(form.header.filler ?? '') || null,
        explanation,
      });
      await logStep(tx, { ...step, subjectId: row.id });
      return row;
    });
  if (!saved) throw conflict('error.report.stale');
  return { ...toData(saved, unitName), warnings };
}

export async function reportById(db: Db, id: number) {
  const [row] = await db.select().from(reports).where(eq(reports.id, id));
  if (!row) throw notFound();
  return {
    ...toData(row, await unitName(db, row.enterpriseId)),
    changes: await changesOf(db, id),
  };
}

/** The secretariat sends a submitted report back with its reason; the unit is told. */
export async function sendBack(
  db: Db,
  b: { id: number; reason: string; actor: number; now: number },
) {
  const r = await transition(db, {
    table: reports,
    state: { column: reports.status, key: 'status' },
    subject: 'report',
    id: b.id,
    from: 'submitted',
    to: 'returned',
    actor: b.actor,
    opinion: b.reason,
    set: {
      returnReason: b.reason,
      updatedAt: new Date(b.now),
      version: sql`${reports.version} + 1`,
    },
    notify: (row) => ({
      enterpriseId: row.enterpriseId,
      notice: {
        key: 'reportReturned',
        params: { period: row.period },
        opinion: b.reason,
        linkTo: `/center/${REPORT_PAGE[row.kind]}?period=${row.period}`,
        link: 'report',
      },
    }),
  });
  return toData(r, await unitName(db, r.enterpriseId));
}
