/**
 * Motions over real HTTP and a real database: drafting to publishing, who may vote (and why not),
 * one ballot per unit even when two phones vote at once, a changed vote counted once, the quorum
 * and majority rules, the result in both languages and its printable record.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { api } from '#tests/helpers/api.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';
import { auditLog } from '#server/audit/tables.ts';
import { pollBallots, pollVoted } from './tables.ts';
import { erase, openMotion, staff, step, type Unit, unitThat, vote } from './governance.fixture.ts';

let s: TestServer;
let secretariat: string;
beforeAll(async () => {
  s = await startTestServer();
  secretariat = await staff(s);
});
afterAll(() => s.stop());

const ballotsOf = async (pollId: number) =>
  (
    await s.deps.db.select({ n: count() }).from(pollBallots).where(eq(pollBallots.pollId, pollId))
  )[0]!.n;

const mine = (unit: Unit, id: number, lang: 'zh' | 'en' = 'en') =>
  api(s.base).GET('/governance/ballots/{id}', {
    token: unit.token,
    lang,
    params: { path: { id } },
  });

describe('motions', () => {
  it('are drafted, opened, voted, closed and published; the result reads in both languages', async () => {
    const units = [await unitThat(s), await unitThat(s), await unitThat(s)];
    const m = await openMotion(s, secretariat, { quorumPercent: 1 });
    expect(m.status).toBe('open');
    expect(m.eligible).toBeGreaterThanOrEqual(3);
    expect((await vote(s, units[0]!, m.id, 'for')).body.msg).toBe('Your vote is recorded');
    await vote(s, units[1]!, m.id, 'for');
    await vote(s, units[2]!, m.id, 'against');
    // Members see no result before it is published.
    expect((await mine(units[0]!, m.id)).body.data).toMatchObject({
      status: 'open',
      result: null,
      mine: { eligible: true, voted: true, choice: 'for' },
    });
    const closed = await step(s, secretariat, m.id, 'close');
    expect(closed.body.data.result).toMatchObject({
      voted: 3,
      counts: { for: 2, against: 1, abstain: 0 },
      quorumMet: true,
      adopted: true,
    });
    expect((await vote(s, units[0]!, m.id, 'against')).status).toBe(409);
    expect((await step(s, secretariat, m.id, 'publish')).body.data.status).toBe('published');
    const en = (await mine(units[2]!, m.id, 'en')).body.data;
    const zh = (await mine(units[2]!, m.id, 'zh')).body.data;
    expect(en.title).toBe('Motion to amend the articles of association');
    expect(zh.title).toBe('关于修订协会章程的动议');
    expect(en.result).toMatchObject({ adopted: true, eligible: m.eligible, voted: 3 });
    // An open ballot names each unit beside its choice.
    expect(en.ballots!.find((b) => b.unitName === units[2]!.name)?.choice).toBe('against');
  });

  it('prints a bilingual result record, and every staff step is in the audit trail', async () => {
    const m = await openMotion(s, secretariat);
    await step(s, secretariat, m.id, 'close');
    const res = await fetch(`${s.base}/governance/motions/${m.id}/record`, {
      headers: { authorization: `Bearer ${secretariat}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/pdf');
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const steps = await s.deps.db
      .select({ route: auditLog.route, status: auditLog.status })
      .from(auditLog)
      .where(eq(auditLog.path, `/governance/motions/${m.id}/close`));
    expect(steps).toEqual([{ route: '/governance/motions/{id}/close', status: 200 }]);
    const trail = await s.deps.db.select({ route: auditLog.route }).from(auditLog);
    expect(trail.map((r) => r.route)).toEqual(
      expect.arrayContaining(['/governance/motions', '/governance/motions/{id}/open']),
    );
  });

  it('refuses an ineligible unit with the reason: lapsed, in grace, never a member, joined late, erased', async () => {
    const lapsed = await unitThat(s, 'lapsed');
    const grace = await unitThat(s, 'grace');
    const never = await unitThat(s, 'never');
    const late = await unitThat(s, 'joinedLate');
    const erased = await unitThat(s);
    const m = await openMotion(s, secretariat);
    await erase(s, erased);
    const reasons: Record<string, Unit> = {
      lapsed,
      inGrace: grace,
      notMember: never,
      joinedAfterRecordDate: late,
      erased,
    };
    for (const [reason, unit] of Object.entries(reasons)) {
      const r = await vote(s, unit, m.id, 'for');
      expect(r.status, reason).toBe(403);
      expect((await mine(unit, m.id)).body.data.mine).toMatchObject({
        eligible: false,
        refusal: reason,
      });
    }
    expect((await vote(s, lapsed, m.id, 'for')).body.msg).toBe(
      'Your unit’s membership had lapsed on the record date, so it may not vote on this motion',
    );
    expect(await ballotsOf(m.id)).toBe(0);
    // Staff have no unit to vote for.
    const r = await api(s.base).POST('/governance/ballots/{id}/vote', {
      token: secretariat,
      params: { path: { id: m.id } },
      body: { choice: 'for', receipt: 'ABCDEFGHIJKLMN' },
    });
    expect(r.status).toBe(403);
  });

  it('a council motion is refused to a member unit outside the council', async () => {
    const unit = await unitThat(s);
    const m = await openMotion(s, secretariat, { electorate: 'council' });
    const r = await vote(s, unit, m.id, 'for', undefined, 'zh');
    expect(r.status).toBe(403);
    expect(r.body.msg).toBe('本动议仅由理事会成员单位投票');
  });

  it('keeps one ballot per unit when two phones vote at once (open and secret)', async () => {
    for (const secret of [false, true]) {
      const unit = await unitThat(s);
      const m = await openMotion(s, secretariat, { secret });
      const replies = await Promise.all([
        vote(s, unit, m.id, 'for'),
        vote(s, unit, m.id, 'against'),
        vote(s, unit, m.id, 'abstain'),
      ]);
      expect(replies.filter((r) => r.status === 200).length, `secret ${secret}`).toBeGreaterThan(0);
      expect(await ballotsOf(m.id)).toBe(1);
      const voted = await s.deps.db
        .select({ n: count() })
        .from(pollVoted)
        .where(and(eq(pollVoted.pollId, m.id), eq(pollVoted.enterpriseId, unit.id)));
      expect(voted[0]!.n).toBe(1);
      // A secret vote from the other phone, without the first one's receipt, is refused.
      if (secret) expect(replies.filter((r) => r.status === 409).length).toBe(2);
    }
  });

  it('counts every unit when many vote at once on a secret motion', async () => {
    // Signed in one after another: a login answers the captcha issued last.
    const units: Unit[] = [];
    for (let i = 0; i < 5; i++) units.push(await unitThat(s));
    const m = await openMotion(s, secretariat, { secret: true });
    const replies = await Promise.all(units.map((u) => vote(s, u, m.id, 'for')));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await ballotsOf(m.id)).toBe(5);
  });

  it('a changed vote counts once: open by the unit, secret by its receipt', async () => {
    for (const secret of [false, true]) {
      const unit = await unitThat(s);
      const m = await openMotion(s, secretariat, { secret, quorumPercent: 1 });
      const receipt =
        'CHANGE' +
        Math.random()
          .toString(36)
          .slice(2, 12)
          .replace(/[^a-z0-9]/g, '');
      expect((await vote(s, unit, m.id, 'against', receipt)).body.data).toEqual({ changed: false });
      const changed = await vote(s, unit, m.id, 'for', receipt);
      expect(changed.body).toMatchObject({ msg: 'Your vote is changed', data: { changed: true } });
      const closed = await step(s, secretariat, m.id, 'close');
      expect(closed.body.data.result).toMatchObject({
        voted: 1,
        counts: { for: 1, against: 0, abstain: 0 },
      });
    }
  });

  it('applies the quorum and the majority: two thirds missed, quorum missed', async () => {
    const units = [await unitThat(s), await unitThat(s), await unitThat(s)];
    const twoThirds = await openMotion(s, secretariat, { majority: 'twoThirds', quorumPercent: 1 });
    await vote(s, units[0]!, twoThirds.id, 'for');
    await vote(s, units[1]!, twoThirds.id, 'against');
    await vote(s, units[2]!, twoThirds.id, 'abstain');
    const r = (await step(s, secretariat, twoThirds.id, 'close')).body.data.result!;
    expect(r).toMatchObject({ quorumMet: true, majorityMet: false, adopted: false });
    const quorum = await openMotion(s, secretariat, { quorumPercent: 100 });
    await vote(s, units[0]!, quorum.id, 'for');
    const q = (await step(s, secretariat, quorum.id, 'close')).body.data.result!;
    expect(q).toMatchObject({ quorumMet: false, majorityMet: true, adopted: false });
  });

  it('keeps the steps in order: a draft only is edited or opened, a counted one only published', async () => {
    const m = await openMotion(s, secretariat);
    expect((await step(s, secretariat, m.id, 'publish')).status).toBe(409);
    const again = await api(s.base).POST('/governance/motions/{id}/open', {
      token: secretariat,
      params: { path: { id: m.id } },
    });
    expect(again.status).toBe(409);
    const council = await staff(s, 'council');
    expect((await api(s.base).GET('/governance/motions', { token: council })).status).toBe(200);
    expect((await step(s, council, m.id, 'close')).status).toBe(403);
  });
});
