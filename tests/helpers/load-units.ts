/**
 * Many member units at once, for the deadline tests and benchmarks: units, their accounts and
 * sessions written straight into the database (signing 200 in through the login would measure
 * the login), and each unit's report with figures of its own.
 */
import { eq, sql } from 'drizzle-orm';
import { ECONOMIC_INDICATORS } from '#features/reports/contract/reports.ts';
import { usccCheckChar } from '#shared/uscc.ts';
import { createSession } from '#server/auth/session.ts';
import type { Db } from '#server/db/client.ts';
import * as t from '#features/tables.ts';

/** Creates `count` member units, each with one signed-in account; returns their session tokens. */
export async function memberUnits(db: Db, count: number): Promise<string[]> {
  const [role] = await db.select().from(t.roles).where(eq(t.roles.roleKey, 'member'));
  const units = await db
    .insert(t.enterprises)
    .values(
      Array.from({ length: count }, (_, n) => {
        const body = `9132000000LOAD${String(n).padStart(3, '0')}`;
        return {
          unitName: `申报单位${n}`,
          taxId: body + usccCheckChar(body),
          contactPerson: '王五',
          email: `load${n}@example.com`,
          phone: '13800000000',
          auditStatus: '1' as const,
          isMember: true,
        };
      }),
    )
    .returning({ id: t.enterprises.id });
  const users = await db
    .insert(t.users)
    .values(
      units.map((u, n) => ({
        userName: `load${n}`,
        nickName: `load${n}`,
        passwordHash: 'not used',
        userType: '05',
        enterpriseId: u.id,
      })),
    )
    .returning({ id: t.users.id });
  await db.insert(t.userRoles).values(users.map((u) => ({ userId: u.id, roleId: role!.id })));
  // Each has agreed to the privacy notice in force, as a registered unit has.
  await db.insert(t.privacyConsents).values(
    users.map((u) => ({
      userId: u.id,
      kind: 'notice' as const,
      version: sql<number>`(select max(version) from privacy_notice)`,
      granted: true,
      ip: '127.0.0.1',
    })),
  );
  return Promise.all(
    users.map((u) =>
      createSession(db, {
        userId: u.id,
        ip: '127.0.0.1',
        userAgent: 'load',
        now: Date.now(),
        idleMinutes: 60,
      }),
    ),
  );
}

/** Unit n's monthly report, submitted: every indicator at n + 1 (a year's first report). */
export const reportOf = (n: number, reportDate: string) => ({
  header: {
    unitHead: '李总',
    filler: '张敏',
    statisticsHead: '王会计',
    phone: '0512-66668888',
    reportDate,
  },
  rows: ECONOMIC_INDICATORS.map((i) => ({ code: i.code, thisMonth: n + 1, cumulative: n + 1 })),
  version: 0,
  submit: true,
});
