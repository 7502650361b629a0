/** The calling enterprise, for every centre endpoint: always from the session, never from the request. */
import type { Context } from 'hono';
import { eq, inArray } from 'drizzle-orm';
import { files } from '../files/tables.ts';
import { users } from './tables.ts';
import type { AppEnv } from '../http/context.ts';
import { authOf } from './guard.ts';
import { forbidden } from '../http/errors.ts';

export function enterpriseOf(c: Context<AppEnv>): number {
  const id = authOf(c).enterpriseId;
  if (!id) throw forbidden('error.center.enterpriseOnly');
  return id;
}

/** Were all these files uploaded by someone of the caller's enterprise? */
export async function ownsFiles(c: Context<AppEnv>, ids: string[]): Promise<boolean> {
  if (ids.length === 0) return true;
  const rows = await c.var.deps.db
    .select({ id: files.id, owner: files.ownerUserId })
    .from(files)
    .where(inArray(files.id, ids));
  const colleagues = await c.var.deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.enterpriseId, enterpriseOf(c)));
  return (
    rows.length === new Set(ids).size && rows.every((f) => colleagues.some((u) => u.id === f.owner))
  );
}
