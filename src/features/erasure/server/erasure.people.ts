/**
 * An erased unit's people leave traces beyond the unit's own rows: the audit trail (staff's
 * edits and decisions), staff's opinions, notices staff broadcast and their copies in others'
 * inboxes, the sign-in log (what was typed as the name), phone codes, rate-limit counters, stored
 * answers of forms. Here each goes: rows that exist only because of the people are deleted, and
 * in the records the association keeps every name, phone and email of theirs is replaced by a
 * stand-in. The trail keeps which account did what, as `erased-<id>`, the closed account's name.
 */
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client.ts';

/** What the erasure's transaction is asked to do here. */
type Writer = Pick<Db, 'select' | 'update' | 'delete' | 'execute'>;
import * as T from '#features/tables.ts';
import { forgetLoginNames } from '#server/auth/lockout.ts';
import { forgetMail } from '#server/mail/queue.ts';

/** What a name, phone or email of an erased unit's people reads as wherever a record keeps it. */
export const ERASED_PERSON = '[已删除 erased]';

/** What identifies the unit's people, read before their rows are blanked. */
export interface People {
  userIds: number[];
  /** Names, phones, emails and the unit's name, as anyone may have typed them in free text. */
  texts: string[];
  phones: string[];
  /** What someone may have typed to sign in to one of the accounts. */
  loginNames: string[];
  /** What its sign-in counters are kept under besides what was typed (lockout.ts). */
  lockoutNames: string[];
}

/**
 * A piece of text worth replacing: a lone character would blank unrelated words. The same name of
 * someone else goes too where a record has it: the record then says less, never more.
 */
const worthReplacing = (v: string | null | undefined): v is string => !!v && v.trim().length >= 2;

export async function peopleOf(tx: Pick<Db, 'select'>, id: number): Promise<People> {
  const [unit] = await tx
    .select({
      unitName: T.enterprises.unitName,
      taxId: T.enterprises.taxId,
      contactPerson: T.enterprises.contactPerson,
      email: T.enterprises.email,
      phone: T.enterprises.phone,
    })
    .from(T.enterprises)
    .where(sql`${T.enterprises.id} = ${id}`);
  const accounts = await tx
    .select({
      id: T.users.id,
      userName: T.users.userName,
      nickName: T.users.nickName,
      phone: T.users.phone,
      email: T.users.email,
    })
    .from(T.users)
    .where(sql`${T.users.enterpriseId} = ${id}`);
  const phones = [unit?.phone, ...accounts.map((a) => a.phone)].filter(worthReplacing);
  const emails = [unit?.email, ...accounts.map((a) => a.email)].filter(worthReplacing);
  const names = [
    unit?.unitName,
    unit?.contactPerson,
    ...accounts.flatMap((a) => [a.userName, a.nickName]),
  ].filter(worthReplacing);
  const unique = (list: string[]) => [...new Set(list.map((v) => v.trim()))];
  return {
    userIds: accounts.map((a) => a.id),
    // Longest first: a name inside a longer one (the contact's within the unit's) goes with it.
    texts: unique([...names, ...phones, ...emails]).sort((a, b) => b.length - a.length),
    phones: unique(phones),
    loginNames: unique([...names, ...phones, ...emails, unit?.taxId ?? ''].filter(worthReplacing)),
    lockoutNames: [`unit#${id}`],
  };
}

/** `column` with every text of the people replaced (a JSON column through its text). */
function replaced(column: AnyPgColumn, texts: string[], json: boolean): SQL {
  let out: SQL = json ? sql`${column}::text` : sql`${column}`;
  // In JSON's text a quote or backslash in the value is escaped; non-ASCII stays as it is.
  for (const text of texts)
    out = sql`replace(${out}, ${json ? JSON.stringify(text).slice(1, -1) : text}, ${ERASED_PERSON})`;
  return json ? sql`(${out})::jsonb` : out;
}

/** Rows where `column` holds any of the texts. */
function holdsAny(column: AnyPgColumn, texts: string[], json: boolean): SQL {
  const value = json ? sql`${column}::text` : sql`${column}`;
  const needles = texts.map((t) => (json ? JSON.stringify(t).slice(1, -1) : t));
  return sql.join(
    needles.map((n) => sql`strpos(${value}, ${n}) > 0`),
    sql` or `,
  );
}

/** Replaces the people's texts in the given columns of a table, in the rows that hold them. */
async function pseudonymise(
  tx: Writer,
  table: Parameters<Db['update']>[0],
  columns: { column: AnyPgColumn; key: string; json?: boolean }[],
  texts: string[],
) {
  for (const { column, key, json = false } of columns)
    await tx
      .update(table)
      .set({ [key]: replaced(column, texts, json) })
      .where(holdsAny(column, texts, json));
}

/** The tables a people's erasure rewrites or deletes from; vacuumed after it. */
export const TOUCHED_BY_PEOPLE = [
  'audit_log',
  'workflow_log',
  'notice_broadcast',
  'sys_notice',
  'login_log',
  'auth_sms_code',
  'rate_limit',
  'idempotency_key',
  'job',
] as const;

export async function erasePeople(tx: Writer, people: People): Promise<void> {
  const { texts, userIds, phones, loginNames } = people;
  // The trail refuses every change but this one, for this transaction only (migration 0026).
  await tx.execute(sql`select set_config('audit.erasure', 'on', true)`);
  if (userIds.length)
    await tx
      .update(T.auditLog)
      .set({ actorName: sql`'erased-' || ${T.auditLog.actorUserId}`, ip: '' })
      .where(inArray(T.auditLog.actorUserId, userIds));
  if (texts.length) {
    await pseudonymise(
      tx,
      T.auditLog,
      [
        { column: T.auditLog.body, key: 'body', json: true },
        { column: T.auditLog.changes, key: 'changes', json: true },
      ],
      texts,
    );
    await pseudonymise(
      tx,
      T.workflowLog,
      [{ column: T.workflowLog.opinion, key: 'opinion' }],
      texts,
    );
    await pseudonymise(
      tx,
      T.noticeBroadcasts,
      [
        { column: T.noticeBroadcasts.title, key: 'title' },
        { column: T.noticeBroadcasts.titleEn, key: 'titleEn' },
        { column: T.noticeBroadcasts.content, key: 'content' },
        { column: T.noticeBroadcasts.contentEn, key: 'contentEn' },
        { column: T.noticeBroadcasts.linkTitle, key: 'linkTitle' },
        { column: T.noticeBroadcasts.linkTitleEn, key: 'linkTitleEn' },
      ],
      texts,
    );
    // Copies of a notice in others' inboxes (a broadcast, or staff told of the unit's request).
    await pseudonymise(
      tx,
      T.notices,
      [
        { column: T.notices.noticeTitle, key: 'noticeTitle' },
        { column: T.notices.noticeTitleEn, key: 'noticeTitleEn' },
        { column: T.notices.noticeContent, key: 'noticeContent' },
        { column: T.notices.noticeContentEn, key: 'noticeContentEn' },
        { column: T.notices.linkTitle, key: 'linkTitle' },
        { column: T.notices.linkTitleEn, key: 'linkTitleEn' },
      ],
      texts,
    );
    // A stored answer is only there to repeat itself to a retry, which a closed account never sends.
    await tx.delete(T.idempotencyKeys).where(holdsAny(T.idempotencyKeys.response, texts, true));
  }
  // What was typed to sign in, whoever typed it: the unit's name, tax ID, a phone or an email.
  if (loginNames.length)
    await tx.delete(T.loginLog).where(
      inArray(
        sql`lower(${T.loginLog.userName})`,
        loginNames.map((n) => n.toLowerCase()),
      ),
    );
  if (phones.length) {
    await tx.delete(T.smsCodes).where(inArray(T.smsCodes.phone, phones));
    await tx.delete(T.rateLimits).where(holdsAny(T.rateLimits.key, phones, false));
  }
  const accountKeys = userIds.flatMap((u) => [`sms:owner:account:${u}`, `import:user:${u}`]);
  if (accountKeys.length)
    await tx.delete(T.rateLimits).where(inArray(T.rateLimits.key, accountKeys));
  await forgetLoginNames(tx, [...loginNames, ...people.lockoutNames]);
  // Mail queued or sent to them: the job rows hold the address and the words.
  await forgetMail(tx, userIds, texts);
}

/**
 * Deleted and rewritten rows stay in a table's file until it is rewritten: the tables an erasure
 * touched are, so the raw database files no longer hold the people. Outside the transaction, as
 * VACUUM must be; a failure is said in the log, the erasure itself is done.
 */
export async function reclaim(db: Db, tables: readonly string[]): Promise<void> {
  for (const table of tables)
    await db.execute(sql.raw(`vacuum full ${table}`)).catch((err: unknown) => {
      console.error(`[erasure] ${table} not vacuumed: ${String(err)}`);
    });
}
