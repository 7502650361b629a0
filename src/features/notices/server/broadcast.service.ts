/**
 * Notices the secretariat writes to many units: one copy per account of the chosen units (so the
 * bell, the message page and "who has read it" work as for any notice), counted, withdrawable.
 */
import { and, desc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { BroadcastBody } from '../contract/notices.contract.ts';
import { useTranslations } from '#i18n/index.ts';
import type { Db } from '#server/db/client.ts';
import { enterprises, users } from '#server/auth/tables.ts';
import { noticeBroadcasts, noticeReads, notices } from '#server/notices/tables.ts';
import { conflict, notFound } from '#server/http/errors.ts';
import { paged } from '#server/db/paging.ts';
import { qualified } from '#server/db/qualified.ts';
import { likePattern } from '#server/text/localize.ts';
import { sanitizeRichText } from '#server/text/sanitize.ts';
import { noteChange } from '#server/audit/audit-scope.ts';
import { NOTICE_SHOWN, NOTICE_WITHDRAWN } from '#server/notices/notices.ts';

type Audience = Pick<BroadcastBody, 'audience' | 'userType' | 'unitIds'>;

/**
 * The accounts a notice reaches: active enterprise accounts of units whose registration stands
 * (under review or passed), narrowed to members, a user type or chosen units.
 */
function recipientsOf(a: Audience): SQL | undefined {
  return and(
    eq(users.status, '0'),
    inArray(enterprises.auditStatus, ['0', '1']),
    a.audience === 'members' ? eq(enterprises.isMember, true) : undefined,
    a.audience === 'userType' && a.userType ? eq(users.userType, a.userType) : undefined,
    a.audience === 'units'
      ? inArray(enterprises.id, a.unitIds?.length ? a.unitIds : [0])
      : undefined,
  );
}

/** How many units and accounts a notice would reach. */
export async function audienceSize(db: Db, a: Audience) {
  const [row] = await db
    .select({
      units: sql<number>`count(distinct ${enterprises.id})::int`,
      accounts: sql<number>`count(*)::int`,
    })
    .from(users)
    .innerJoin(enterprises, eq(enterprises.id, users.enterpriseId))
    .where(recipientsOf(a));
  return { units: row?.units ?? 0, accounts: row?.accounts ?? 0 };
}

/** Notices are signed by the secretariat in each language; who wrote it is kept with it. */
const signature = () => ({
  zh: useTranslations('zh')('notice.from.secretariat'),
  en: useTranslations('en')('notice.from.secretariat'),
});

export async function sendBroadcast(db: Db, b: BroadcastBody, senderId: number) {
  const from = signature();
  const clean = {
    content: sanitizeRichText(b.content),
    contentEn: b.contentEn ? sanitizeRichText(b.contentEn) : null,
  };
  return db.transaction(async (tx) => {
    const [made] = await tx
      .insert(noticeBroadcasts)
      .values({
        title: b.title,
        titleEn: b.titleEn || null,
        ...clean,
        linkTo: b.linkTo || null,
        linkTitle: b.linkTitle || null,
        linkTitleEn: b.linkTitleEn || null,
        audience: b.audience,
        userType: b.audience === 'userType' ? b.userType || null : null,
        unitIds: b.audience === 'units' ? (b.unitIds ?? []) : null,
        recipients: 0,
        sentBy: senderId,
      })
      .returning({ id: noticeBroadcasts.id });
    if (!made) throw conflict('error.workflow.stale');
    // One statement for every copy: ten thousand units cost one round trip, not ten thousand.
    const copies = await tx.execute(sql`
      insert into ${notices} (notice_title, notice_title_en, notice_content, notice_content_en,
        send_user, send_user_en, message_type, receive_type, receiver_id, link_to, link_title,
        link_title_en, broadcast_id)
      select ${b.title}, ${b.titleEn || null}, ${clean.content}, ${clean.contentEn},
        ${from.zh}, ${from.en}, 'notice', 'user', ${users.id}, ${b.linkTo || null},
        ${b.linkTitle || null}, ${b.linkTitleEn || null}, ${made.id}
      from ${users} inner join ${enterprises} on ${enterprises.id} = ${users.enterpriseId}
      where ${recipientsOf(b)}
      returning 1`);
    const recipients = rowCount(copies);
    await tx.update(noticeBroadcasts).set({ recipients }).where(eq(noticeBroadcasts.id, made.id));
    noteChange({
      subject: 'notice',
      id: String(made.id),
      after: { audience: b.audience, recipients },
    });
    return { id: made.id, recipients };
  });
}

/** Rows a statement touched, whichever driver ran it. */
function rowCount(result: unknown): number {
  const r = result as { rows?: unknown[]; affectedRows?: number; rowCount?: number };
  return r.rows?.length ?? r.affectedRows ?? r.rowCount ?? 0;
}

/** The copies stop showing; who had read it stays known. */
export async function withdrawBroadcast(db: Db, id: number, now: Date) {
  return db.transaction(async (tx) => {
    const [done] = await tx
      .update(noticeBroadcasts)
      .set({ withdrawnAt: now })
      .where(and(eq(noticeBroadcasts.id, id), isNull(noticeBroadcasts.withdrawnAt)))
      .returning({ id: noticeBroadcasts.id });
    if (!done) {
      const [exists] = await tx
        .select({ id: noticeBroadcasts.id })
        .from(noticeBroadcasts)
        .where(eq(noticeBroadcasts.id, id));
      throw exists ? conflict('error.notice.withdrawn') : notFound();
    }
    await tx
      .update(notices)
      .set({ status: NOTICE_WITHDRAWN })
      .where(and(eq(notices.broadcastId, id), ne(notices.status, NOTICE_WITHDRAWN)));
    noteChange({
      subject: 'notice',
      id: String(id),
      before: { status: NOTICE_SHOWN },
      after: { status: NOTICE_WITHDRAWN },
    });
  });
}

const readCount = sql<number>`(select count(distinct r.user_id)::int from ${noticeReads} r
  join ${notices} n on n.id = r.notice_id where n.broadcast_id = ${qualified(noticeBroadcasts.id)})`;

export async function listBroadcasts(
  db: Db,
  q: { pageNum: number; pageSize: number; title?: string | undefined },
) {
  const where = q.title
    ? sql`(${noticeBroadcasts.title} ilike ${likePattern(q.title)} or ${noticeBroadcasts.titleEn} ilike ${likePattern(q.title)})`
    : undefined;
  const page = await paged(db, noticeBroadcasts, where, [desc(noticeBroadcasts.id)], q);
  const ids = page.rows.map((r) => r.id);
  const extra = ids.length
    ? await db
        .select({ id: noticeBroadcasts.id, read: readCount, sender: users.nickName })
        .from(noticeBroadcasts)
        .innerJoin(users, eq(users.id, noticeBroadcasts.sentBy))
        .where(inArray(noticeBroadcasts.id, ids))
    : [];
  const byId = new Map(extra.map((e) => [e.id, e]));
  return {
    total: page.total,
    rows: page.rows.map((r) => ({
      ...r,
      sentAt: r.sentAt.toISOString(),
      withdrawnAt: r.withdrawnAt?.toISOString() ?? null,
      read: byId.get(r.id)?.read ?? 0,
      sender: byId.get(r.id)?.sender ?? '',
    })),
  };
}

/**
 * Units a notice can reach (under review or passed), found by words of the name or the start of
 * the tax ID: who they are, nothing more, and ten at most, never how many there are.
 */
export async function addressableUnits(db: Db, q: string) {
  const words = q.trim();
  const taxStart = words.toUpperCase().replace(/[^0-9A-Z]/g, '');
  return db
    .select({ id: enterprises.id, unitName: enterprises.unitName, taxId: enterprises.taxId })
    .from(enterprises)
    .where(
      and(
        inArray(enterprises.auditStatus, ['0', '1']),
        or(
          sql`lower(${enterprises.unitName}) like lower(${likePattern(words)})`,
          taxStart.length >= 2 ? sql`${enterprises.taxId} like ${`${taxStart}%`}` : undefined,
        ),
      ),
    )
    .orderBy(enterprises.unitName)
    .limit(10);
}
