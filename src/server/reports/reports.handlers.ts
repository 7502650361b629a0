import type { Context } from 'hono';
import { and, asc, desc, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import { CODE } from '#shared/constants.ts';
import { beijingToday } from '#shared/format.ts';
import { hasPermi } from '#shared/permissions.ts';
import {
  ECONOMIC_INDICATORS,
  periodAllowed,
  REPORT_KINDS,
  REPORT_PAGE,
  type ReportKind,
  type ReportStatus,
} from '#shared/reports.ts';
import { draftHeader, reportHeader, reportRows } from '#shared/schemas/report.ts';
import { enterprises, reports } from '../db/schema/index.ts';
import type { AppEnv } from '../http/context.ts';
import { authOf } from '../auth/guard.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { fieldIssues } from '../http/on-error.ts';
import { newRouter } from '../http/openapi.ts';
import { enterpriseOf, unitNameOf } from '../auth/caller.ts';
import { logStep } from '../workflow/log.ts';
import { transition } from '../workflow/transition.ts';
import { blankRows, toData, trendOf } from './report-data.ts';
import * as routes from './reports.routes.ts';

const ok = (c: Context<AppEnv>, key = 'common.ok') => c.var.t(key);

function checkPeriod(c: Context<AppEnv>, kind: ReportKind, period: string) {
  if (!periodAllowed(kind, period, beijingToday(c.var.deps.now())))
    throw badRequest('error.report.period', [{ field: 'period', key: 'error.report.period' }]);
}

async function listOf(
  c: Context<AppEnv>,
  where: SQL | undefined,
  q: { pageNum: number; pageSize: number },
) {
  const { db } = c.var.deps;
  const rows = await db
    .select({ r: reports, unitName: enterprises.unitName })
    .from(reports)
    .innerJoin(enterprises, eq(enterprises.id, reports.enterpriseId))
    .where(where)
    .orderBy(desc(reports.period), asc(reports.kind), asc(enterprises.unitName))
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize);
  const [n] = await db.select({ n: sql<number>`count(*)::int` }).from(reports).where(where);
  return c.json(
    {
      code: CODE.ok,
      msg: ok(c),
      total: n?.n ?? 0,
      rows: rows.map(({ r, unitName }) => ({
        id: r.id,
        enterpriseId: r.enterpriseId,
        kind: r.kind as ReportKind,
        period: r.period,
        unitName,
        status: r.status as ReportStatus,
        returnReason: r.returnReason,
        submittedAt: r.submittedAt?.toISOString() ?? null,
        updatedAt: r.updatedAt.toISOString(),
      })),
    },
    200,
  );
}

function filters(q: { kind?: ReportKind; period?: string; year?: number; status?: string }): SQL[] {
  return [
    q.kind ? eq(reports.kind, q.kind) : undefined,
    q.period ? eq(reports.period, q.period) : undefined,
    q.year ? like(reports.period, `${q.year}%`) : undefined,
    q.status ? eq(reports.status, q.status) : undefined,
  ].filter((x): x is SQL => x !== undefined);
}

export const reportsRouter = newRouter()
  .openapi(routes.myReports, async (c) =>
    listOf(
      c,
      and(eq(reports.enterpriseId, enterpriseOf(c)), ...filters(c.req.valid('query'))),
      c.req.valid('query'),
    ),
  )
  .openapi(routes.trends, async (c) => {
    const { year, indicator } = c.req.valid('query');
    const staff = hasPermi(authOf(c).permissions, 'report:statistics:view');
    const data = await trendOf(c.var.deps.db, year, indicator, staff ? null : enterpriseOf(c));
    return c.json(
      {
        code: CODE.ok,
        msg: ok(c),
        data: { ...data, scope: staff ? ('all' as const) : ('own' as const) },
      },
      200,
    );
  })
  .openapi(routes.getReport, async (c) => {
    const { kind, period } = c.req.valid('param');
    checkPeriod(c, kind, period);
    const enterpriseId = enterpriseOf(c);
    const { db } = c.var.deps;
    const [row] = await db
      .select()
      .from(reports)
      .where(
        and(
          eq(reports.enterpriseId, enterpriseId),
          eq(reports.kind, kind),
          eq(reports.period, period),
        ),
      );
    const unitName = await unitNameOf(c, enterpriseId);
    if (row) return c.json({ code: CODE.ok, msg: ok(c), data: toData(row, unitName) }, 200);
    const rows = await blankRows(db, enterpriseId, kind, period);
    // The people and phone of the unit's latest report, so a monthly filer does not retype them.
    const [latest] = await db
      .select({ header: reports.header })
      .from(reports)
      .where(eq(reports.enterpriseId, enterpriseId))
      .orderBy(desc(reports.updatedAt))
      .limit(1);
    const header = latest ? { ...latest.header, reportDate: beijingToday(c.var.deps.now()) } : null;
    return c.json(
      {
        code: CODE.ok,
        msg: ok(c),
        data: {
          id: null,
          kind,
          period,
          unitName,
          header,
          rows,
          status: null,
          returnReason: null,
          version: 0,
          submittedAt: null,
          updatedAt: null,
        },
      },
      200,
    );
  })
  .openapi(routes.saveReport, async (c) => {
    const { kind, period } = c.req.valid('param');
    const { header: rawHeader, rows: rawRows, version, submit } = c.req.valid('json');
    checkPeriod(c, kind, period);
    const checkedHeader = (submit ? reportHeader : draftHeader).safeParse(rawHeader);
    const parsed = reportRows(kind, !submit).safeParse(rawRows);
    if (!checkedHeader.success || !parsed.success) {
      const fields = [
        ...(checkedHeader.success
          ? []
          : fieldIssues(checkedHeader.error).map((f) => ({ ...f, field: `header.${f.field}` }))),
        ...(parsed.success
          ? []
          : fieldIssues(parsed.error).map((f) => ({ ...f, field: `rows.${f.field}` }))),
      ];
      throw badRequest(fields[0]?.key ?? 'validation.invalid', fields);
    }
    const header = checkedHeader.data as Record<string, unknown>;
    const enterpriseId = enterpriseOf(c);
    const { db, now } = c.var.deps;
    const values = {
      header,
      rows: parsed.data as Record<string, unknown>[],
      status: submit ? 'submitted' : 'draft',
      updatedAt: new Date(now()),
      submittedAt: submit ? new Date(now()) : null,
    };
    const [current] = await db
      .select()
      .from(reports)
      .where(
        and(
          eq(reports.enterpriseId, enterpriseId),
          eq(reports.kind, kind),
          eq(reports.period, period),
        ),
      );
    if (current?.status === 'submitted') throw conflict('error.report.locked');
    // The version and status are part of the write itself: a stale tab, or a report submitted meanwhile, is refused.
    const saved = await db.transaction(async (tx) => {
      const written =
        version === 0
          ? await tx
              .insert(reports)
              .values({ enterpriseId, kind, period, version: 1, ...values })
              .onConflictDoNothing()
              .returning()
          : await tx
              .update(reports)
              .set({ ...values, version: version + 1 })
              .where(
                and(
                  eq(reports.enterpriseId, enterpriseId),
                  eq(reports.kind, kind),
                  eq(reports.period, period),
                  eq(reports.version, version),
                  inArray(reports.status, ['draft', 'returned']),
                ),
              )
              .returning();
      const row = written[0];
      if (!row) throw conflict('error.report.stale');
      if (submit)
        await logStep(tx, {
          subject: 'report',
          subjectId: row.id,
          from: current?.status ?? null,
          to: 'submitted',
          actor: authOf(c).userId,
        });
      return row;
    });
    return c.json(
      {
        code: CODE.ok,
        msg: ok(c, submit ? 'report.submitted' : 'report.saved'),
        data: toData(saved, await unitNameOf(c, enterpriseId)),
      },
      200,
    );
  })
  .openapi(routes.count, async (c) => {
    const { period } = c.req.valid('query');
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(period))
      throw badRequest('error.report.period', [{ field: 'period', key: 'error.report.period' }]);
    const { db } = c.var.deps;
    const [members] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(enterprises)
      .where(eq(enterprises.isMember, true));
    const kinds = [];
    for (const kind of REPORT_KINDS) {
      const p = kind.endsWith('Month') ? period : period.slice(0, 4);
      const byStatus = await db
        .select({ status: reports.status, n: sql<number>`count(*)::int` })
        .from(reports)
        .where(and(eq(reports.kind, kind), eq(reports.period, p)))
        .groupBy(reports.status);
      kinds.push({
        kind,
        period: p,
        submitted: byStatus.find((s) => s.status === 'submitted')?.n ?? 0,
        drafts: byStatus.filter((s) => s.status !== 'submitted').reduce((a, s) => a + s.n, 0),
      });
    }
    const filed = await db
      .select({ rows: reports.rows })
      .from(reports)
      .where(
        and(
          eq(reports.kind, 'economyMonth'),
          eq(reports.period, period),
          eq(reports.status, 'submitted'),
        ),
      );
    const totals = ECONOMIC_INDICATORS.map(({ code }) => {
      const rows = filed.map((f) => f.rows.find((r) => r.code === code)).filter(Boolean) as Record<
        string,
        number
      >[];
      return {
        code,
        thisMonth: rows.reduce((a, r) => a + (r.thisMonth ?? 0), 0),
        cumulative: rows.reduce((a, r) => a + (r.cumulative ?? 0), 0),
      };
    });
    return c.json(
      { code: CODE.ok, msg: ok(c), data: { members: members?.n ?? 0, kinds, totals } },
      200,
    );
  })
  .openapi(routes.missing, async (c) => {
    const { kind, period } = c.req.valid('query');
    checkPeriod(c, kind, period);
    const rows = await c.var.deps.db
      .select({
        enterpriseId: enterprises.id,
        unitName: enterprises.unitName,
        status: reports.status,
      })
      .from(enterprises)
      .leftJoin(
        reports,
        and(
          eq(reports.enterpriseId, enterprises.id),
          eq(reports.kind, kind),
          eq(reports.period, period),
        ),
      )
      .where(
        and(eq(enterprises.isMember, true), sql`${reports.status} is distinct from 'submitted'`),
      )
      .orderBy(asc(enterprises.unitName));
    return c.json(
      {
        code: CODE.ok,
        msg: ok(c),
        rows: rows.map((r) => ({ ...r, status: (r.status as ReportStatus | null) ?? null })),
        total: rows.length,
      },
      200,
    );
  })
  .openapi(routes.queue, async (c) =>
    listOf(c, and(...filters(c.req.valid('query'))), c.req.valid('query')),
  )
  .openapi(routes.staffReport, async (c) => {
    const { id } = c.req.valid('param');
    const [row] = await c.var.deps.db.select().from(reports).where(eq(reports.id, id));
    if (!row) throw notFound();
    return c.json(
      { code: CODE.ok, msg: ok(c), data: toData(row, await unitNameOf(c, row.enterpriseId)) },
      200,
    );
  })
  .openapi(routes.sendBack, async (c) => {
    const { id } = c.req.valid('param');
    const { reason } = c.req.valid('json');
    const { db, now } = c.var.deps;
    const r = await transition(db, {
      table: reports,
      state: { column: reports.status, key: 'status' },
      subject: 'report',
      id,
      from: 'submitted',
      to: 'returned',
      actor: authOf(c).userId,
      opinion: reason,
      set: {
        returnReason: reason,
        updatedAt: new Date(now()),
        version: sql`${reports.version} + 1`,
      },
      notify: (row) => ({
        enterpriseId: row.enterpriseId,
        notice: {
          key: 'reportReturned',
          params: { period: row.period },
          opinion: reason,
          linkTo: `/center/${REPORT_PAGE[row.kind as ReportKind]}?period=${row.period}`,
          link: 'report',
        },
      }),
    });
    return c.json(
      {
        code: CODE.ok,
        msg: ok(c, 'report.returned'),
        data: toData(r, await unitNameOf(c, r.enterpriseId)),
      },
      200,
    );
  });
