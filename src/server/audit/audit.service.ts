/** Reading the audit trail. Writing it is the trail middleware's alone; nothing changes a row. */
import { and, asc, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { withinDays } from '../db/days.ts';
import { auditLog } from '../db/schema/index.ts';
import { paged } from '../db/paging.ts';
import { likePattern } from '../text/localize.ts';
import type { auditQuery } from './audit.routes.ts';

type Query = z.infer<typeof auditQuery>;

function where(q: Query): SQL | undefined {
  const subject = q.subjectId
    ? or(
        sql`${auditLog.path} like ${`%/${q.subjectId}`}`,
        sql`${auditLog.path} like ${`%/${q.subjectId}/%`}`,
        sql`${auditLog.changes} @> ${JSON.stringify([{ id: q.subjectId }])}::jsonb`,
      )
    : undefined;
  return and(
    q.actorId ? eq(auditLog.actorUserId, q.actorId) : undefined,
    q.actor ? ilike(auditLog.actorName, likePattern(q.actor)) : undefined,
    q.route ? ilike(auditLog.route, likePattern(q.route)) : undefined,
    subject,
    q.outcome === 'done' ? lt(auditLog.status, 400) : undefined,
    q.outcome === 'refused' ? gte(auditLog.status, 400) : undefined,
    withinDays(auditLog.at, q.from, q.to),
  );
}

export async function listAudit(db: Db, q: Query) {
  const order = q.order === 'asc' ? [asc(auditLog.id)] : [desc(auditLog.id)];
  const page = await paged(db, auditLog, where(q), order, q);
  return {
    total: page.total,
    rows: page.rows.map((r) => ({ ...r, at: r.at.toISOString(), changes: r.changes ?? [] })),
  };
}
