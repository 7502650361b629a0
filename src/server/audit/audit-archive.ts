/**
 * Entries older than the retention (sys.audit.retentionDays, at least 180 days) move to files in
 * $DATA_DIR/audit-archive, one JSON line each, after a first line naming the part of the chain the
 * file holds and the hash it continues from; only then are they removed from the database, in the
 * same transaction that moves the chain's archived boundary. Nothing is deleted silently: the
 * files verify on their own and join the chain in the database where they end.
 */
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db, Transaction } from '../db/client.ts';
import { configs } from '../config/tables.ts';
import { AUDIT_RETENTION_KEY, settingNumber } from '#shared/schemas/security-settings.ts';
import { beijingToday } from '#shared/format.ts';
import type { Deps } from '../http/context.ts';
import { schedule, tomorrowsRun } from '../jobs/jobs.ts';
import { auditChain, auditLog } from './tables.ts';
import {
  GENESIS,
  rowFault,
  verifyChain,
  type ChainFault,
  type ChainReport,
} from './audit-chain.ts';

export const AUDIT_ARCHIVE_JOB = 'audit:archive';
const AT = '02:30';
/** Entries per file at most, so a file stays easy to read and copy. */
const PER_FILE = 50_000;

export const archiveDir = (dataDir: string) => join(dataDir, 'audit-archive');

interface ArchiveHeader {
  kind: 'audit-archive';
  fromSeq: number;
  toSeq: number;
  /** The hash of the entry before fromSeq: where this file joins the chain. */
  prevHash: string;
  lastHash: string;
}

/** Writes the file whole or not at all: a crash leaves no half file under the final name. */
function writeDurably(path: string, text: string): void {
  const tmp = `${path}.tmp`;
  const fd = openSync(tmp, 'w', 0o600);
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(tmp, path);
}

/** Moves the entries past the retention to archive files; answers how many moved. */
export async function archiveOldEntries(
  tx: Transaction,
  dataDir: string,
  now: number,
): Promise<{ archived: number; files: string[] }> {
  const [setting] = await tx
    .select({ value: configs.configValue })
    .from(configs)
    .where(eq(configs.configKey, AUDIT_RETENTION_KEY));
  const cutoff = new Date(now - settingNumber(AUDIT_RETENTION_KEY, setting?.value) * 86_400_000);
  const files: string[] = [];
  let archived = 0;
  for (;;) {
    // The head is locked: appends wait, and no two archivers write the same part.
    const [head] = await tx.select().from(auditChain).where(eq(auditChain.id, 1)).for('update');
    if (!head) break;
    const rows = await tx
      .select()
      .from(auditLog)
      .where(and(gt(auditLog.seq, head.archivedSeq), lt(auditLog.at, cutoff)))
      .orderBy(asc(auditLog.seq))
      .limit(PER_FILE);
    // Only an unbroken run from the boundary moves (times of parallel writes may interleave).
    const run = rows.filter((r, i) => r.seq === head.archivedSeq + 1 + i);
    if (!run.length) break;
    const first = run[0]!;
    const last = run.at(-1)!;
    const header: ArchiveHeader = {
      kind: 'audit-archive',
      fromSeq: first.seq!,
      toSeq: last.seq!,
      prevHash: head.archivedHash,
      lastHash: last.hash!,
    };
    mkdirSync(archiveDir(dataDir), { recursive: true, mode: 0o700 });
    const name = `audit-${String(first.seq).padStart(12, '0')}-${String(last.seq).padStart(12, '0')}.jsonl`;
    const lines = [header, ...run].map((l) => JSON.stringify(l));
    writeDurably(join(archiveDir(dataDir), name), `${lines.join('\n')}\n`);
    await tx.execute(sql`select set_config('audit.archiving', 'on', true)`);
    await tx
      .delete(auditLog)
      .where(and(gt(auditLog.seq, head.archivedSeq), lt(auditLog.seq, last.seq! + 1)));
    await tx.execute(sql`select set_config('audit.archiving', 'off', true)`);
    await tx
      .update(auditChain)
      .set({ archivedSeq: last.seq!, archivedHash: last.hash! })
      .where(eq(auditChain.id, 1));
    files.push(name);
    archived += run.length;
    if (run.length < PER_FILE) break;
  }
  return { archived, files };
}

export async function auditArchiveJob(tx: Transaction, deps: Deps) {
  await schedule(tx, tomorrowsRun(AUDIT_ARCHIVE_JOB, beijingToday(deps.now()), AT));
  await archiveOldEntries(tx, deps.env.DATA_DIR, deps.now());
}

/** At start: tonight's archiving is planned (once, whichever process plans it). */
export function planAuditArchive(db: Pick<Db, 'insert'>, now: number) {
  return schedule(db, tomorrowsRun(AUDIT_ARCHIVE_JOB, beijingToday(now), AT));
}

export type FullReport = ChainReport & {
  firstBroken?: ChainReport['firstBroken'] & { file?: string };
};

/**
 * The archive files in order, then the database: every file must continue the one before it,
 * and the last must end where the database's part begins.
 */
export async function verifyAuditTrail(db: Db, dataDir: string): Promise<FullReport> {
  const [head] = await db.select().from(auditChain).where(eq(auditChain.id, 1));
  const dir = archiveDir(dataDir);
  const names = existsSync(dir)
    ? readdirSync(dir)
        .filter((n) => n.endsWith('.jsonl'))
        .sort()
    : [];
  let prev = GENESIS;
  let seq = 1;
  const broken = (file: string, at: number | null, id: number | null, fault: ChainFault) => ({
    ok: false,
    checked: 0,
    erased: 0,
    archived: head?.archivedSeq ?? 0,
    firstBroken: { seq: at, id, fault, file },
  });
  for (const name of names) {
    const [first, ...lines] = readFileSync(join(dir, name), 'utf8').trim().split('\n');
    const header = JSON.parse(first ?? '{}') as ArchiveHeader;
    if (header.fromSeq !== seq) return broken(name, seq, null, 'missing');
    if (header.prevHash !== prev) return broken(name, seq, null, 'relinked');
    for (const line of lines) {
      const row = JSON.parse(line);
      const fault = rowFault({ ...row, at: new Date(row.at) }, prev, seq);
      if (fault) return broken(name, fault === 'missing' ? seq : row.seq, row.id, fault);
      prev = row.hash;
      seq += 1;
    }
    if (prev !== header.lastHash || seq - 1 !== header.toSeq)
      return broken(name, seq, null, 'missing');
  }
  if (head && (seq - 1 !== head.archivedSeq || prev !== head.archivedHash))
    return broken(archiveDir(dataDir), seq, null, 'missing');
  return verifyChain(db);
}

export const AUDIT_EXPORT_TYPE = 'application/x-ndjson';

/**
 * The trail still in the database, as an archive file has it: a header with the hash the first
 * entry continues from, then each entry with its chain fields, read in batches as it is sent.
 */
export function exportTrail(db: Db): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after: number | null = null;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (after === null) {
        const [head] = await db.select().from(auditChain).where(eq(auditChain.id, 1));
        after = head?.archivedSeq ?? 0;
        const header = {
          kind: 'audit-export',
          fromSeq: after + 1,
          prevHash: head?.archivedHash ?? GENESIS,
        };
        controller.enqueue(encoder.encode(`${JSON.stringify(header)}\n`));
        return;
      }
      const batch = await db
        .select()
        .from(auditLog)
        .where(gt(auditLog.seq, after))
        .orderBy(asc(auditLog.seq))
        .limit(1000);
      if (!batch.length) {
        controller.close();
        return;
      }
      after = batch.at(-1)!.seq!;
      controller.enqueue(encoder.encode(batch.map((r) => `${JSON.stringify(r)}\n`).join('')));
    },
  });
}
