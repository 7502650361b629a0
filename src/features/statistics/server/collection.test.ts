/**
 * The collection calendar on a clock the test moves: on a day three days before February's
 * deadline, with January's passed, a member that filed nothing hears of each period once (bell
 * and text), the next day's round repeats nothing, and its centre lists what is due and overdue.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { beijingToday } from '#shared/format.ts';
import { enterprises } from '#server/auth/tables.ts';
import { api } from '#tests/helpers/api.ts';
import { demo, login } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';

let s: TestServer;
const year = Number(beijingToday(Date.now()).slice(0, 4)) + 1;
const DAY = 86_400_000;
const as = (role: string) => login(s, demo(s, role).username, demo(s, role).password);

beforeAll(async () => {
  s = await startTestServer();
  // The demo member stays a member across the months the clock jumps.
  await s.database.db
    .update(enterprises)
    .set({ memberUntil: `${year + 5}-12-31` })
    .where(eq(enterprises.isMember, true));
  // Noon in Beijing on 12 March next year.
  s.advance(Date.parse(`${year}-03-12T12:00:00+08:00`) - Date.now());
});
afterAll(() => s.stop());

const titles = async () => {
  const bell = await api(s.base).GET('/system/notice/todoList', {
    token: await as('member'),
    lang: 'en',
    params: { query: { pageSize: 50 } },
  });
  return bell.body.rows.map((r) => r.noticeTitle).filter((t) => t.includes('statistics'));
};
const texts = () =>
  (s.outbox() as { purpose: string; text?: string }[]).filter(
    (m) => m.purpose === 'notice' && m.text?.includes('统计报表'),
  );

describe('the collection calendar', () => {
  it('reminds of February before its deadline and of January past it, each once', async () => {
    await s.runDueJobs();
    const first = await titles();
    expect(first.sort()).toEqual([
      `${year}-01 statistics reports are overdue`,
      `${year}-02 statistics reports are due on ${year}-03-15`,
    ]);
    expect(texts()).toHaveLength(2);
    s.advance(DAY);
    await s.runDueJobs();
    expect((await titles()).sort()).toEqual(first.sort());
    expect(texts()).toHaveLength(2);
  });

  it('the centre lists the reports due and overdue, the overdue first', async () => {
    const due = await api(s.base).GET('/center/statistics/due', { token: await as('member') });
    const february = due.body.data.filter((d) => d.period === `${year}-02`);
    expect(february.map((d) => [d.kind, d.state, d.due])).toEqual([
      ['economyMonth', 'due', `${year}-03-15`],
      ['productMonth', 'due', `${year}-03-15`],
    ]);
    expect(due.body.data[0]?.state).toBe('overdue');
    expect(
      (await api(s.base).GET('/center/statistics/due', { token: await as('secretariat') })).status,
    ).toBe(403);
  });

  it('a unit that joined in February owes February on, nothing from before it joined', async () => {
    // The clock is in March: the member joined on 20 February.
    await s.database.db
      .update(enterprises)
      .set({ memberSince: new Date(`${year}-02-20T10:00:00+08:00`) })
      .where(eq(enterprises.isMember, true));
    const due = await api(s.base).GET('/center/statistics/due', { token: await as('member') });
    expect(due.body.data.map((d) => [d.kind, d.period, d.state])).toEqual([
      ['economyMonth', `${year}-02`, 'due'],
      ['productMonth', `${year}-02`, 'due'],
    ]);
  });
});
