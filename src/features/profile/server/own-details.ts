/**
 * A staff member's own name, phone and email, read and changed by themselves. A member unit's
 * account changes its details through the centre's change request instead.
 */
import { eq } from 'drizzle-orm';
import type { OwnDetails, OwnDetailsBody } from '../contract/profile.contract.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/auth/tables.ts';
import { forbidden, notFound } from '#server/http/errors.ts';
import { changedFields, noteChange } from '#server/audit/audit-scope.ts';

const columns = {
  userName: users.userName,
  nickName: users.nickName,
  phone: users.phone,
  email: users.email,
  enterpriseId: users.enterpriseId,
};

async function staffRow(db: Pick<Db, 'select'>, userId: number) {
  const [row] = await db.select(columns).from(users).where(eq(users.id, userId));
  if (!row) throw notFound();
  if (row.enterpriseId !== null) throw forbidden();
  const { enterpriseId: _unit, ...details } = row;
  return details;
}

export const ownDetailsOf = (db: Db, userId: number): Promise<OwnDetails> => staffRow(db, userId);

export async function saveOwnDetails(
  db: Db,
  userId: number,
  input: OwnDetailsBody,
): Promise<OwnDetails> {
  return db.transaction(async (tx) => {
    const before = await staffRow(tx, userId);
    const after = {
      ...before,
      nickName: input.nickName,
      phone: input.phone || null,
      email: input.email || null,
    };
    await tx
      .update(users)
      .set({ nickName: after.nickName, phone: after.phone, email: after.email })
      .where(eq(users.id, userId));
    noteChange({ subject: 'staff', id: String(userId), ...changedFields(before, after) });
    return after;
  });
}
