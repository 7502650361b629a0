/**
 * The audit trail as a hash chain. Each entry gets the next place (seq 1, 2, 3…) and a hash over
 * the previous entry's hash and its own fields, so a changed, removed or slipped-in entry breaks
 * the chain where it happened. Appends take turns on the one head row (locked in the appending
 * transaction), so parallel requests can never fork the chain.
 *
 * The fields an erasure may replace at a unit's request (actor name, address, body, changes) enter
 * the chain through their own digest (contentHash): after an erasure the chain still verifies, and
 * the rows the database marked erased are told apart from rows changed behind its back.
 */
import { createHash } from 'node:crypto';
import { asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Transaction } from '../db/client.ts';
import { auditChain, auditLog, type AuditChange } from './tables.ts';

export const GENESIS = '0'.repeat(64);
const HEAD = 1;

export type AuditEntry = Omit<
  typeof auditLog.$inferInsert,
  'id' | 'seq' | 'prevHash' | 'contentHash' | 'hash' | 'erased'
> & { at: Date };
type AuditRow = typeof auditLog.$inferSelect;

/** JSON with keys sorted at every depth: the same value always gives the same text. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** A value as it comes back from a jsonb column (undefined dropped, dates as text). */
const asStored = (value: unknown) =>
  value === undefined ? null : JSON.parse(JSON.stringify(value));

export function contentHashOf(e: {
  actorName: string;
  ip: string;
  body?: unknown;
  changes?: AuditChange[] | null;
}): string {
  return sha256(
    canonical({
      actorName: e.actorName,
      ip: e.ip,
      body: asStored(e.body),
      changes: asStored(e.changes ?? []),
    }),
  );
}

export function linkHash(
  prevHash: string,
  e: Pick<AuditRow, 'actorUserId' | 'requestId' | 'method' | 'route' | 'path' | 'status'> & {
    seq: number;
    at: Date;
    contentHash: string;
  },
): string {
  const fields = {
    seq: e.seq,
    at: e.at.toISOString(),
    actorUserId: e.actorUserId,
    requestId: e.requestId,
    method: e.method,
    route: e.route,
    path: e.path,
    status: e.status,
    contentHash: e.contentHash,
  };
  return sha256(prevHash + canonical(fields));
}

const chained = new WeakSet<object>();

/**
 * The head row exists: made once, when the first entry after this version is written, and then
 * the entries written before the chain existed are given their places in it, oldest first.
 */
async function ensureHead(tx: Transaction): Promise<void> {
  const made = await tx
    .insert(auditChain)
    .values({ id: HEAD, seq: 0, hash: GENESIS, archivedHash: GENESIS })
    .onConflictDoNothing()
    .returning({ id: auditChain.id });
  if (!made.length) return;
  const older = await tx
    .select()
    .from(auditLog)
    .where(isNull(auditLog.seq))
    .orderBy(asc(auditLog.id));
  if (!older.length) return;
  await tx.execute(sql`select set_config('audit.chaining', 'on', true)`);
  let prev = GENESIS;
  for (const [i, row] of older.entries()) {
    const seq = i + 1;
    const contentHash = contentHashOf(row);
    const hash = linkHash(prev, { ...row, seq, contentHash });
    await tx
      .update(auditLog)
      .set({ seq, prevHash: prev, contentHash, hash })
      .where(eq(auditLog.id, row.id));
    prev = hash;
  }
  await tx.update(auditChain).set({ seq: older.length, hash: prev }).where(eq(auditChain.id, HEAD));
}

/** Writes one entry at the end of the chain; parallel callers wait their turn on the head row. */
export async function appendAudit(
  db: Db,
  entry: AuditEntry,
): Promise<{ seq: number; hash: string }> {
  const link = await db.transaction(async (tx) => {
    if (!chained.has(db)) await ensureHead(tx);
    const [head] = await tx.select().from(auditChain).where(eq(auditChain.id, HEAD)).for('update');
    if (!head) throw new Error('audit chain head missing');
    const seq = head.seq + 1;
    const contentHash = contentHashOf(entry);
    const hash = linkHash(head.hash, { ...entry, seq, contentHash });
    await tx.insert(auditLog).values({ ...entry, seq, prevHash: head.hash, contentHash, hash });
    await tx.update(auditChain).set({ seq, hash }).where(eq(auditChain.id, HEAD));
    return { seq, hash };
  });
  chained.add(db);
  return link;
}

export type ChainFault = 'missing' | 'changed' | 'relinked' | 'outside';
export interface ChainReport {
  ok: boolean;
  /** Entries checked in the database. */
  checked: number;
  /** Entries whose names an erasure replaced (allowed; the chain still holds). */
  erased: number;
  /** Entries moved to archive files (not in the database any more). */
  archived: number;
  /** The first entry where the chain breaks: its place, its row id when it exists, and why. */
  firstBroken?: { seq: number | null; id: number | null; fault: ChainFault };
}

/** What is wrong with one row, given the hash and place the chain expects before it. */
export function rowFault(row: AuditRow, prev: string, seq: number): ChainFault | null {
  if (row.seq !== seq) return 'missing';
  if (row.prevHash !== prev) return 'relinked';
  if (!row.erased && contentHashOf(row) !== row.contentHash) return 'changed';
  if (
    !row.contentHash ||
    linkHash(prev, { ...row, seq, contentHash: row.contentHash }) !== row.hash
  )
    return 'changed';
  return null;
}

/** Walks the chain in the database from where the archives end to the head. */
export async function verifyChain(db: Db, batch = 1000): Promise<ChainReport> {
  const [head] = await db.select().from(auditChain).where(eq(auditChain.id, HEAD));
  const report: ChainReport = { ok: true, checked: 0, erased: 0, archived: head?.archivedSeq ?? 0 };
  const broken = (seq: number | null, id: number | null, fault: ChainFault) => ({
    ...report,
    ok: false,
    firstBroken: { seq, id, fault },
  });
  const [outside] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(head ? isNull(auditLog.seq) : sql`true`)
    .orderBy(asc(auditLog.id))
    .limit(1);
  // Without a head nothing was chained yet; any row then came before the chain (adopted later).
  if (!head) return report;
  let prev = head.archivedHash;
  let seq = head.archivedSeq + 1;
  for (;;) {
    const rows = await db
      .select()
      .from(auditLog)
      .where(gt(auditLog.seq, seq - 1))
      .orderBy(asc(auditLog.seq))
      .limit(batch);
    for (const row of rows) {
      const fault = rowFault(row, prev, seq);
      if (fault === 'missing') return broken(seq, null, fault);
      if (fault) return broken(row.seq, row.id, fault);
      report.checked += 1;
      if (row.erased) report.erased += 1;
      prev = row.hash!;
      seq += 1;
    }
    if (rows.length < batch) break;
  }
  // Entries removed from the end: the head remembers how far the chain went.
  if (seq - 1 !== head.seq || prev !== head.hash) return broken(seq, null, 'missing');
  if (outside) return broken(null, outside.id, 'outside');
  return report;
}
