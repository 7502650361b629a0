/**
 * One reminder of a scheduled round, sent once. Its record is written in the same savepoint as
 * its notice: a record that exists already (an earlier run, another process) sends nothing, and
 * a unit whose notice fails is skipped without undoing the others' (the round goes on).
 */
import type { Transaction } from '../db/client.ts';
import { notifyEnterprise } from './notices.ts';
import type { NoticeSpec } from './compose.ts';

export interface Reminder {
  enterpriseId: number;
  /** Writes the reminder's record; answers the rows written (none when it was there). */
  record: (tx: Transaction) => Promise<unknown[]>;
  /** The notice, made only for a reminder that goes out. */
  notice: (tx: Transaction) => Promise<NoticeSpec & { params: Record<string, unknown> }>;
  /** Names the unit's reminder in the log when it fails. */
  label: string;
}

/**
 * The notice sent now (its text is then the caller's to send, after the commit), `known` when it
 * went out before, `failed` when this unit's savepoint was rolled back.
 */
export async function remindOnce(
  tx: Transaction,
  r: Reminder,
): Promise<(NoticeSpec & { params: Record<string, unknown> }) | 'known' | 'failed'> {
  try {
    return await tx.transaction(async (one) => {
      if ((await r.record(one)).length === 0) return 'known' as const;
      const notice = await r.notice(one);
      await notifyEnterprise(one, r.enterpriseId, notice);
      return notice;
    });
  } catch (err) {
    console.error(`[jobs] the round skipped ${r.label}`, err);
    return 'failed';
  }
}
