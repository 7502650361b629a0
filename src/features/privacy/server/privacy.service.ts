/**
 * The privacy notice and consents. The highest published version is in force; a member account
 * that has not agreed to it may do nothing but read and agree to it, or sign out (the gate,
 * `consent-gate.ts`). Consents are kept as rows given and taken back, never changed, so the
 * records say who agreed to which words, when and from where (PIPL arts. 14, 15, 17).
 */
import { and, desc, eq, max, sql } from 'drizzle-orm';
import { OPTIONAL_CONSENTS, type OptionalConsent } from '#shared/privacy.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { users } from '#server/auth/tables.ts';
import { badRequest, notFound } from '#server/http/errors.ts';
import { noteChange } from '#server/audit/audit-scope.ts';
import type { MyConsents, NoticeBody } from '../contract/privacy.contract.ts';
import { privacyConsents, privacyNotices } from './tables.ts';

/**
 * What each process remembers per database: the version in force (read again after a few
 * seconds, so another process's publication takes effect at once there too) and the accounts
 * seen agreeing to it. An agreement is never withdrawn, so remembering one is always right.
 */
interface Remembered {
  version: number | null;
  readAt: number;
  agreed: Map<number, number>;
}
const remembered = new WeakMap<object, Remembered>();
const VERSION_FRESH_MS = 5_000;
const AGREED_KEPT = 20_000;

function memoryOf(db: Db | Tx): Remembered {
  let m = remembered.get(db);
  if (!m) {
    m = { version: null, readAt: 0, agreed: new Map() };
    remembered.set(db, m);
  }
  return m;
}

async function readCurrentVersion(db: Db | Tx): Promise<number | null> {
  const [row] = await db.select({ v: max(privacyNotices.version) }).from(privacyNotices);
  return row?.v ?? null;
}

/** The version in force, from memory when it is fresh. */
export async function currentVersion(db: Db, now = Date.now()): Promise<number | null> {
  const m = memoryOf(db);
  if (now - m.readAt > VERSION_FRESH_MS || m.readAt > now) {
    m.version = await readCurrentVersion(db);
    m.readAt = now;
  }
  return m.version;
}

async function agreedVersion(db: Db | Tx, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ v: max(privacyConsents.version) })
    .from(privacyConsents)
    .where(
      and(
        eq(privacyConsents.userId, userId),
        eq(privacyConsents.kind, 'notice'),
        eq(privacyConsents.granted, true),
      ),
    );
  return row?.v ?? null;
}

/** Whether the account must agree to the notice in force before anything else. */
export async function consentNeeded(db: Db, userId: number): Promise<number | null> {
  const version = await currentVersion(db);
  if (version === null) return null;
  const m = memoryOf(db);
  if (m.agreed.get(userId) === version) return null;
  const agreed = await agreedVersion(db, userId);
  if (agreed !== null && agreed >= version) {
    if (m.agreed.size > AGREED_KEPT) m.agreed.clear();
    m.agreed.set(userId, version);
    return null;
  }
  return version;
}

export async function noticeOf(db: Db, version?: number) {
  const [row] = await db
    .select()
    .from(privacyNotices)
    .where(version ? eq(privacyNotices.version, version) : undefined)
    .orderBy(desc(privacyNotices.version))
    .limit(1);
  if (!row) throw notFound('error.privacy.noNotice');
  return { ...row, publishedAt: row.publishedAt.toISOString() };
}

/** Refused unless `version` is the one in force: a reader shown older words agrees to nothing. */
export async function assertInForce(db: Db | Tx, version: number) {
  const inForce = await readCurrentVersion(db);
  if (inForce === null) throw badRequest('error.privacy.noNotice');
  if (version !== inForce)
    throw badRequest('error.privacy.stale', [
      { field: 'privacyVersion', key: 'error.privacy.stale' },
    ]);
}

/** Consent rows as given: the notice's version agreed to, and the optional consents granted. */
export async function recordConsents(
  tx: Db | Tx,
  userId: number,
  given: { version: number; optional?: readonly OptionalConsent[] | undefined; ip: string },
) {
  const { version, ip } = given;
  await tx
    .insert(privacyConsents)
    .values([
      { userId, kind: 'notice', version, granted: true, ip },
      ...(given.optional ?? []).map((kind) => ({ userId, kind, version, granted: true, ip })),
    ]);
}

export async function myConsents(db: Db, userId: number): Promise<MyConsents> {
  const rows = await db
    .select()
    .from(privacyConsents)
    .where(eq(privacyConsents.userId, userId))
    .orderBy(desc(privacyConsents.id));
  const latest = (kind: OptionalConsent) => rows.find((r) => r.kind === kind)?.granted ?? false;
  const current = await readCurrentVersion(db);
  const agreed = await agreedVersion(db, userId);
  return {
    currentVersion: current,
    agreedVersion: agreed,
    needed: current !== null && (agreed === null || agreed < current),
    optional: Object.fromEntries(
      OPTIONAL_CONSENTS.map((k) => [k, latest(k)]),
    ) as MyConsents['optional'],
    records: rows.map((r) => ({
      kind: r.kind,
      version: r.version,
      granted: r.granted,
      at: r.at.toISOString(),
      ip: r.ip,
    })),
  };
}

export async function agree(
  db: Db,
  userId: number,
  body: { version: number; optional?: OptionalConsent[] | undefined },
  ip: string,
) {
  await db.transaction(async (tx) => {
    await assertInForce(tx, body.version);
    await recordConsents(tx, userId, { ...body, ip });
  });
  return myConsents(db, userId);
}

/** An optional consent given or taken back, under the version in force. */
export async function setOptional(
  db: Db,
  userId: number,
  body: { kind: OptionalConsent; granted: boolean },
  ip: string,
) {
  const version = await readCurrentVersion(db);
  if (version === null) throw badRequest('error.privacy.noNotice');
  await db.insert(privacyConsents).values({ userId, ...body, version, ip });
  return myConsents(db, userId);
}

/** Every version, newest first, with who published it and how many accounts agreed to it. */
export async function listVersions(db: Db) {
  const rows = await db
    .select({
      version: privacyNotices.version,
      bodyZh: privacyNotices.bodyZh,
      bodyEn: privacyNotices.bodyEn,
      publishedAt: privacyNotices.publishedAt,
      publishedBy: users.nickName,
      agreed: sql<number>`(select count(distinct c.user_id)::int from ${privacyConsents} c where c.version = ${privacyNotices.version} and c.kind = 'notice' and c.granted)`,
    })
    .from(privacyNotices)
    .leftJoin(users, eq(users.id, privacyNotices.publishedBy))
    .orderBy(desc(privacyNotices.version));
  return rows.map((r) => ({ ...r, publishedAt: r.publishedAt.toISOString() }));
}

/** A new version in force: from the next call on, every member account agrees again. */
export async function publishNotice(db: Db, body: NoticeBody, userId: number) {
  const version = await db.transaction(async (tx) => {
    // One publication at a time: two at once would both take the same number.
    await tx.execute(sql`lock table ${privacyNotices} in exclusive mode`);
    const next = ((await readCurrentVersion(tx)) ?? 0) + 1;
    await tx.insert(privacyNotices).values({ version: next, ...body, publishedBy: userId });
    return next;
  });
  memoryOf(db).readAt = 0;
  noteChange({ subject: 'content:privacy', id: String(version), after: { version } });
  return { version };
}
