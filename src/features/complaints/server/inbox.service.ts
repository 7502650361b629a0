/**
 * The secretariat's complaints inbox: every complaint with where it stands and who looks after
 * it; taken up, answered (the sender is sent the answer as a notice) and closed, each step once.
 */
import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { ALL_PERMISSION, SUPER_ROLE } from '#shared/constants.ts';
import type { ComplaintStatus } from '#shared/vocabulary.ts';
import type { Db } from '#server/db/client.ts';
import { withinDays } from '#server/db/days.ts';
import { complaints } from './tables.ts';
import { rolePermissions, roles, userRoles, users } from '#server/auth/tables.ts';
import { badRequest, notFound } from '#server/http/errors.ts';
import { fileRefs } from '#server/files/store.ts';
import { likePattern } from '#server/text/localize.ts';
import { composeNotice } from '#server/notices/compose.ts';
import { sendNotice } from '#server/notices/notices.ts';
import { type Step, transition } from '#server/workflow/transition.ts';
import { historyOf } from '#server/workflow/log.ts';
import type { inboxFilters } from './inbox.routes.ts';

export type InboxFilters = z.infer<typeof inboxFilters>;
const assignee = alias(users, 'assignee');

function whereOf(f: InboxFilters, me: number): SQL | undefined {
  return and(
    f.status ? eq(complaints.status, f.status) : undefined,
    f.q
      ? or(
          sql`${complaints.content} ilike ${likePattern(f.q)}`,
          sql`${complaints.unitName} ilike ${likePattern(f.q)}`,
          sql`${complaints.name} ilike ${likePattern(f.q)}`,
        )
      : undefined,
    f.mine === '1' ? eq(complaints.assigneeUserId, me) : undefined,
    f.unassigned === '1' ? isNull(complaints.assigneeUserId) : undefined,
    withinDays(complaints.createdAt, f.from, f.to),
  );
}

const select = (db: Db) =>
  db
    .select({ c: complaints, assignee: assignee.nickName })
    .from(complaints)
    .leftJoin(assignee, eq(assignee.id, complaints.assigneeUserId));

type Selected = Awaited<ReturnType<typeof select>>[number];

function rowOf({ c, assignee: who }: Selected) {
  return {
    id: c.id,
    enterpriseId: c.enterpriseId,
    unitName: c.unitName,
    name: c.name,
    tel: c.tel,
    content: c.content,
    attachFileId: c.attachFileId,
    status: c.status,
    assigneeUserId: c.assigneeUserId,
    assignee: who,
    reply: c.reply,
    createdAt: c.createdAt.toISOString(),
    repliedAt: c.repliedAt?.toISOString() ?? null,
  };
}
export type InboxRow = ReturnType<typeof rowOf>;

export async function listInbox(
  db: Db,
  f: InboxFilters & { pageNum: number; pageSize: number },
  me: number,
) {
  const where = whereOf(f, me);
  const order = f.order === 'asc' ? asc(complaints.id) : desc(complaints.id);
  const [rows, total] = await Promise.all([
    select(db)
      .where(where)
      .orderBy(order)
      .limit(f.pageSize)
      .offset((f.pageNum - 1) * f.pageSize),
    countInbox(db, f, me),
  ]);
  return { rows: rows.map(rowOf), total };
}

/** The inbox a batch at a time, for the spreadsheet, in the list's order (newest first unless told). */
export async function* inboxBatches(db: Db, f: InboxFilters, me: number, size = 500) {
  const up = f.order === 'asc';
  let after: number | null = null;
  for (;;) {
    const past: SQL | undefined =
      after === null
        ? undefined
        : up
          ? sql`${complaints.id} > ${after}`
          : sql`${complaints.id} < ${after}`;
    const rows = await select(db)
      .where(and(whereOf(f, me), past))
      .orderBy(up ? asc(complaints.id) : desc(complaints.id))
      .limit(size);
    if (rows.length === 0) return;
    yield rows.map(rowOf);
    after = rows.at(-1)?.c.id ?? after;
    if (rows.length < size) return;
  }
}

export async function countInbox(db: Db, f: InboxFilters, me: number): Promise<number> {
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(complaints)
    .where(whereOf(f, me));
  return count?.n ?? 0;
}

export async function complaintDetail(db: Db, id: number) {
  const [row] = await select(db).where(eq(complaints.id, id));
  if (!row) throw notFound();
  const refs = await fileRefs(db, [row.c.attachFileId]);
  const history = await historyOf(db, 'complaint', [id]);
  return {
    ...rowOf(row),
    attachment: row.c.attachFileId ? (refs.get(row.c.attachFileId) ?? null) : null,
    history: history(id),
  };
}

/** Staff who may answer complaints: holders of the permission, and the administrators. */
export async function assignees(db: Db) {
  const rows = await db
    .selectDistinct({ id: users.id, name: users.nickName })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .leftJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .where(
      and(
        isNull(users.enterpriseId),
        eq(users.status, '0'),
        or(
          eq(roles.roleKey, SUPER_ROLE),
          inArray(rolePermissions.permission, ['complaint:inbox:handle', ALL_PERMISSION]),
        ),
      ),
    )
    .orderBy(asc(users.id));
  return rows;
}

const OPEN: ComplaintStatus[] = ['new', 'inProgress'];

/** A complaint's step: from the states it may leave, once, logged with who took it. */
const move = (
  db: Db,
  id: number,
  actor: number,
  step: Pick<Step<typeof complaints>, 'from' | 'to' | 'opinion' | 'set' | 'effect'>,
) =>
  transition(db, {
    table: complaints,
    state: { column: complaints.status, key: 'status' },
    subject: 'complaint',
    id,
    actor,
    ...step,
  });

export async function assign(db: Db, id: number, to: number, actor: number) {
  if (!(await assignees(db)).some((a) => a.id === to))
    throw badRequest('error.complaint.assignee', [
      { field: 'assigneeUserId', key: 'error.complaint.assignee' },
    ]);
  await move(db, id, actor, { from: OPEN, to: 'inProgress', set: { assigneeUserId: to } });
}

/** The answer goes to the account that sent the complaint, in both languages, with the words. */
export async function reply(db: Db, id: number, text: string, actor: number, now: Date) {
  await move(db, id, actor, {
    from: OPEN,
    to: 'answered',
    opinion: text,
    set: {
      reply: text,
      repliedAt: now,
      assigneeUserId: sql`coalesce(${complaints.assigneeUserId}, ${actor})`,
    },
    effect: async (tx, row) => {
      const day = row.createdAt.toISOString().slice(0, 10);
      const notice = composeNotice({ key: 'complaintReplied', params: { day }, opinion: text });
      await sendNotice(tx, { ...notice, to: row.userId });
    },
  });
}

export async function close(db: Db, id: number, actor: number, opinion: string | undefined) {
  await move(db, id, actor, { from: [...OPEN, 'answered'], to: 'closed', opinion });
}
