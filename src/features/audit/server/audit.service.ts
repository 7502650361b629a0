/** Reading the audit trail. Writing it is the trail middleware's alone; nothing changes a row. */
import { and, asc, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Translate } from '#i18n/index.ts';
import type { Locale } from '#shared/constants.ts';
import type { Db } from '#server/db/client.ts';
import { withinDays } from '#server/db/days.ts';
import { auditLog } from '#server/audit/tables.ts';
import { configs } from '#server/config/tables.ts';
import { pages } from '#features/content/server/tables.ts';
import { roles } from '#server/auth/tables.ts';
import { paged } from '#server/db/paging.ts';
import { likePattern, pick } from '#server/text/localize.ts';
import type { auditQuery } from './audit.routes.ts';
import { known } from './audit-fields.ts';
import type { AuditModule } from '#shared/audit-modules.ts';
import { describeEntry, type NameOf, prefixesOf } from './audit-words.ts';

type Query = z.infer<typeof auditQuery>;

const startsWith = (prefix: string) => sql`${auditLog.route} like ${`${prefix}%`}`;

/** The routes of a module: those that start as it does and as no module before it does. */
function inModule(module: AuditModule): SQL | undefined {
  const { own, before } = prefixesOf(module);
  return and(
    own.length ? or(...own.map(startsWith)) : undefined,
    ...before.map((p) => sql`not (${startsWith(p)})`),
  );
}

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
    q.module ? inModule(q.module) : undefined,
    subject,
    q.outcome === 'done' ? lt(auditLog.status, 400) : undefined,
    q.outcome === 'refused' ? gte(auditLog.status, 400) : undefined,
    withinDays(auditLog.at, q.from, q.to),
  );
}

/** Pages, roles and settings by the words their own screens show, for records kept by key. */
async function namesOf(db: Db, t: Translate, locale: Locale): Promise<NameOf> {
  const [pageRows, roleRows, configRows] = await Promise.all([
    db.select({ slug: pages.slug, title: pages.title, titleEn: pages.titleEn }).from(pages),
    db.select({ key: roles.roleKey, name: roles.roleName, nameEn: roles.roleNameEn }).from(roles),
    db.select({ key: configs.configKey, name: configs.configName }).from(configs),
  ]);
  return (subject, id) => {
    if (subject === 'page') {
      const p = pageRows.find((r) => r.slug === id);
      return p ? pick(locale, p.title, p.titleEn) : undefined;
    }
    if (subject === 'role') {
      const r = roleRows.find((x) => x.key === id);
      return r ? pick(locale, r.name, r.nameEn) : undefined;
    }
    if (subject === 'config') return configRows.find((c) => c.key === id)?.name || undefined;
    if (subject === 'document') return known(t, `console.documents.${id}`);
    return undefined;
  };
}

export async function listAudit(db: Db, q: Query, t: Translate, locale: Locale) {
  const order = q.order === 'asc' ? [asc(auditLog.id)] : [desc(auditLog.id)];
  const page = await paged(db, auditLog, where(q), order, q);
  const nameOf = await namesOf(db, t, locale);
  return {
    total: page.total,
    rows: page.rows.map((r) => {
      const changes = r.changes ?? [];
      return {
        ...r,
        at: r.at.toISOString(),
        changes,
        ...describeEntry(t, { ...r, changes }, nameOf),
      };
    }),
  };
}
