/** Reading what moving in left: the runs and their reports, the archive of old logs. Nothing writes. */
import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import { withinDays } from '#server/db/days.ts';
import { paged } from '#server/db/paging.ts';
import { notFound } from '#server/http/errors.ts';
import { likePattern } from '#server/text/localize.ts';
import type { oldLogQuery } from '../contract/import.contract.ts';
import { formatReport, type ImportReport } from './report.ts';
import { formatMemberListRun, MEMBER_LIST_SOURCE } from './member-list.service.ts';
import { importLogArchive, importRuns } from './tables.ts';

type OldLogQuery = z.infer<typeof oldLogQuery>;

const runRow = (r: typeof importRuns.$inferSelect) => ({
  id: r.id,
  kind: r.kind,
  source: r.source,
  startedAt: r.startedAt.toISOString(),
  finishedAt: r.finishedAt.toISOString(),
  changed: r.changed,
});

export async function listRuns(db: Db, q: { pageNum: number; pageSize: number }) {
  const page = await paged(db, importRuns, undefined, [desc(importRuns.id)], q);
  return { total: page.total, rows: page.rows.map(runRow) };
}

export async function runOf(db: Db, id: number) {
  const [r] = await db.select().from(importRuns).where(eq(importRuns.id, id));
  if (!r) throw notFound();
  return {
    ...runRow(r),
    report: r.report,
    printed:
      r.kind === MEMBER_LIST_SOURCE
        ? formatMemberListRun(r.report)
        : formatReport(r.report as unknown as ImportReport),
  };
}

function where(q: OldLogQuery): SQL | undefined {
  const text = q.text ? likePattern(q.text) : undefined;
  return and(
    q.kind ? eq(importLogArchive.kind, q.kind) : undefined,
    q.user ? ilike(importLogArchive.userName, likePattern(q.user)) : undefined,
    q.ip ? ilike(importLogArchive.ip, likePattern(q.ip)) : undefined,
    text
      ? or(ilike(importLogArchive.summary, text), ilike(importLogArchive.detail, text))
      : undefined,
    q.outcome ? eq(importLogArchive.outcome, q.outcome) : undefined,
    withinDays(importLogArchive.at, q.from, q.to),
  );
}

export async function listOldLogs(db: Db, q: OldLogQuery) {
  const page = await paged(
    db,
    importLogArchive,
    where(q),
    [desc(importLogArchive.at), desc(importLogArchive.id)],
    q,
  );
  return {
    total: page.total,
    rows: page.rows.map((r) => ({ ...r, at: r.at?.toISOString() ?? null })),
  };
}
