/** For the governance tests: member units made straight in the database, a motion put to them. */
import { eq } from 'drizzle-orm';
import { enterprises, users } from '#server/auth/tables.ts';
import { privacyConsents } from '#features/privacy/server/tables.ts';
import { hashPassword } from '#server/auth/passwords.ts';
import { beijingToday } from '#shared/format.ts';
import { api } from '#tests/helpers/api.ts';
import { demo, login, taxId } from '#tests/helpers/flows.ts';
import type { TestServer } from '#tests/helpers/server.ts';
import { memberReminders } from '#features/membership/server/tables.ts';
import { newReceipt } from '../contract/governance-rules.ts';

export interface Unit {
  id: number;
  name: string;
  token: string;
}

type Standing = 'member' | 'grace' | 'lapsed' | 'never' | 'joinedLate';

let serial = 0;

/** A unit with one account, signed in, standing as asked on today's record date. */
export async function unitThat(s: TestServer, standing: Standing = 'member'): Promise<Unit> {
  const name = `表决测试单位${++serial}${Math.random().toString(36).slice(2, 6)}`;
  const isMember = standing === 'member' || standing === 'grace' || standing === 'joinedLate';
  const until =
    standing === 'member' || standing === 'joinedLate'
      ? '2099-12-31'
      : standing === 'never'
        ? null
        : '2000-12-31';
  const since =
    standing === 'joinedLate'
      ? new Date(s.deps.now() + 2 * 86_400_000)
      : new Date('2020-01-01T00:00:00Z');
  const [e] = await s.deps.db
    .insert(enterprises)
    .values({
      unitName: name,
      taxId: taxId(),
      contactPerson: '赵工',
      email: 'vote@example.cn',
      phone: '13800000000',
      auditStatus: '1',
      isMember,
      memberSince: standing === 'never' ? null : since,
      memberUntil: until,
    })
    .returning({ id: enterprises.id });
  if (standing === 'lapsed')
    await s.deps.db
      .insert(memberReminders)
      .values({ enterpriseId: e!.id, termEnd: until!, kind: 'lapse' });
  const [account] = await s.deps.db
    .insert(users)
    .values({
      userName: name,
      nickName: name,
      passwordHash: await hashPassword('Passw0rd'),
      userType: '01',
      enterpriseId: e!.id,
    })
    .returning({ id: users.id });
  // It has agreed to the privacy notice in force, as a registered unit has.
  await s.deps.db
    .insert(privacyConsents)
    .values({ userId: account!.id, kind: 'notice', version: 1, granted: true, ip: '127.0.0.1' });
  return { id: e!.id, name, token: await login(s, name, 'Passw0rd') };
}

export const erase = (s: TestServer, unit: Unit) =>
  s.deps.db.update(enterprises).set({ erasedAt: new Date() }).where(eq(enterprises.id, unit.id));

export async function staff(s: TestServer, role = 'secretariat') {
  return login(s, demo(s, role).username, demo(s, role).password);
}

/** A motion drafted and opened now, its window an hour long. */
export async function openMotion(
  s: TestServer,
  token: string,
  rules: Partial<{
    secret: boolean;
    quorumPercent: number;
    majority: 'simple' | 'twoThirds';
    electorate: 'members' | 'council';
  }> = {},
) {
  const now = s.deps.now();
  const drafted = await api(s.base).POST('/governance/motions', {
    token,
    body: {
      title: '关于修订协会章程的动议',
      titleEn: 'Motion to amend the articles of association',
      body: '提请会员单位表决修订章程第五条。',
      bodyEn: 'Members are asked to vote on amending article 5.',
      electorate: rules.electorate ?? 'members',
      recordDate: beijingToday(now),
      opensAt: new Date(now - 60_000).toISOString(),
      closesAt: new Date(now + 3_600_000).toISOString(),
      quorumPercent: rules.quorumPercent ?? 50,
      majority: rules.majority ?? 'simple',
      secret: rules.secret ?? false,
    },
  });
  if (drafted.status !== 200) throw new Error(JSON.stringify(drafted.body));
  const id = drafted.body.data.id;
  const opened = await api(s.base).POST('/governance/motions/{id}/open', {
    token,
    params: { path: { id } },
  });
  if (opened.status !== 200) throw new Error(JSON.stringify(opened.body));
  return opened.body.data;
}

/** A receipt code, as the voter's device makes it. */
export { newReceipt };

export const vote = (
  s: TestServer,
  unit: Unit,
  id: number,
  choice: 'for' | 'against' | 'abstain',
  receipt = newReceipt(),
  lang: 'zh' | 'en' = 'en',
) =>
  api(s.base).POST('/governance/ballots/{id}/vote', {
    token: unit.token,
    lang,
    params: { path: { id } },
    body: { choice, receipt },
  });

export const step = (s: TestServer, token: string, id: number, name: 'close' | 'publish') =>
  api(s.base).POST(`/governance/motions/{id}/${name}`, { token, params: { path: { id } } });
