/**
 * A statistics deadline: 200 member units submit their monthly report at the same moment, each
 * also clicking twice. Every report arrives once, with its own figures, and the staff's count and
 * the industry table see all 200.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ECONOMIC_INDICATORS } from '#shared/reports.ts';
import { createSession } from '#server/auth/session.ts';
import * as t from '#server/db/schema/index.ts';
import { industryFor } from '#server/statistics/statistics.service.ts';
import { usccCheckChar } from '#shared/uscc.ts';
import { call } from '#tests/helpers/http.ts';
import { demo, login } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';

const UNITS = 200;
const PERIOD = '2025-03';
let s: TestServer;
let tokens: string[];

beforeAll(async () => {
  s = await startTestServer();
  const db = s.database.db;
  const [role] = await db.select().from(t.roles).where(eq(t.roles.roleKey, 'member'));
  const units = await db
    .insert(t.enterprises)
    .values(
      Array.from({ length: UNITS }, (_, n) => {
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
  tokens = await Promise.all(
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
}, 120_000);
afterAll(() => s.stop());

/** Unit n's report: every indicator at n + 1 (January's cumulative is the month). */
const reportOf = (n: number) => ({
  header: {
    unitHead: '李总',
    filler: '张敏',
    statisticsHead: '王会计',
    phone: '0512-66668888',
    reportDate: '2025-04-08',
  },
  rows: ECONOMIC_INDICATORS.map((i) => ({ code: i.code, thisMonth: n + 1, cumulative: n + 1 })),
  version: 0,
  submit: true,
});

describe('200 units submitting at once', () => {
  it('lose nothing and duplicate nothing, each double click included', async () => {
    const submit = (n: number) =>
      call(s.base, 'PUT', `/center/reports/economyMonth/${PERIOD}`, {
        token: tokens[n],
        body: reportOf(n),
      });
    const answers = await Promise.all(
      Array.from({ length: UNITS }, (_, n) => [submit(n), submit(n)]).flat(),
    );
    const byUnit = Array.from({ length: UNITS }, (_, n) => [answers[2 * n]!, answers[2 * n + 1]!]);
    for (const [n, pair] of byUnit.entries()) {
      const statuses = pair.map((a) => a.status).sort();
      // One goes in; the other is refused (the same click again, or a report now submitted).
      expect(statuses[0], `unit ${n}`).toBe(200);
      expect(statuses[1], `unit ${n}`).toBeGreaterThanOrEqual(400);
      expect(statuses[1], `unit ${n}`).toBeLessThan(500);
    }

    const db = s.database.db;
    const filed = await db.select().from(t.reports).where(eq(t.reports.period, PERIOD));
    expect(filed).toHaveLength(UNITS);
    expect(filed.every((r) => r.status === 'submitted' && r.version === 1)).toBe(true);
    const revenue = (r: (typeof filed)[number]) =>
      r.rows.find((x) => x.code === 'revenue')?.thisMonth;
    expect(filed.map(revenue).sort((a, b) => Number(a) - Number(b))).toEqual(
      Array.from({ length: UNITS }, (_, n) => n + 1),
    );

    const count = await call<{ data: { kinds: { kind: string; submitted: number }[] } }>(
      s.base,
      'GET',
      `/review/reports/count?period=${PERIOD}`,
      { token: await login(s, demo(s, 'secretariat').username, demo(s, 'secretariat').password) },
    );
    expect(count.body.data.kinds.find((k) => k.kind === 'economyMonth')?.submitted).toBe(UNITS);
    const march = (await industryFor(db, 2025)).indicators.find((i) => i.code === 'revenue')!
      .months[2]!.thisMonth;
    expect(march).toMatchObject({ units: UNITS, value: (UNITS * (UNITS + 1)) / 2 });
  }, 180_000);
});
