/**
 * Whether a unit's membership moved to another unit by a transfer: its last membership ended with
 * a transfer the council approved (a unit that joined again since has a newer membership).
 * One expression, so the directory can filter on it and the term can read it.
 */
import { sql } from 'drizzle-orm';
import { qualified } from '#server/db/qualified.ts';
import { enterprises } from '#server/auth/tables.ts';
import { memberRequests } from '#features/requests/server/tables.ts';

const request = (column: keyof typeof memberRequests.$inferSelect) =>
  qualified(memberRequests[column]);

export const transferredAway = sql<boolean>`exists (select 1 from ${memberRequests}
  where ${request('enterpriseId')} = ${qualified(enterprises.id)}
  and ${request('kind')} = 'transfer' and ${request('status')} = 'done'
  and (${qualified(enterprises.memberSince)} is null
    or ${request('updatedAt')} >= ${qualified(enterprises.memberSince)}))`;
