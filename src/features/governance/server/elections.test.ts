/**
 * Elections over real HTTP and a real database: nominations by units and by the council, a
 * nominee's consent, a ballot of those who accepted, up to one candidate per seat, the ranked count
 * with a tie for the last seat reported, and secret elections as secret as secret motions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { beijingToday } from '#shared/format.ts';
import { api } from '#tests/helpers/api.ts';
import { pdfFrom } from '#tests/helpers/pdf-text.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';
import { pollBallots } from './tables.ts';
import { newReceipt, staff, step, type Unit, unitThat } from './governance.fixture.ts';

let s: TestServer;
let secretariat: string;
beforeAll(async () => {
  s = await startTestServer();
  secretariat = await staff(s);
});
afterAll(() => s.stop());

/** Nominations run two minutes (shorter than any session's idle time), then voting an hour. */
const NOMINATIONS_MS = 120_000;

/** An election for `seats` seats, drafted and taking nominations. */
async function electionTakingNominations(seats: number, secret = false) {
  const now = s.deps.now();
  const drafted = await api(s.base).POST('/governance/motions', {
    token: secretariat,
    body: {
      kind: 'election',
      title: '第五届理事会理事选举',
      titleEn: 'Election of the fifth council',
      body: '选举理事单位。',
      bodyEn: 'Electing the council’s units.',
      electorate: 'members',
      recordDate: beijingToday(now),
      nominationClosesAt: new Date(now + NOMINATIONS_MS).toISOString(),
      opensAt: new Date(now + NOMINATIONS_MS).toISOString(),
      closesAt: new Date(now + 3_600_000).toISOString(),
      quorumPercent: 1,
      majority: 'simple',
      secret,
      seats,
    },
  });
  if (drafted.status !== 200) throw new Error(JSON.stringify(drafted.body));
  const id = drafted.body.data.id;
  const opened = await api(s.base).POST('/governance/motions/{id}/nominations', {
    token: secretariat,
    params: { path: { id } },
  });
  expect(opened.body.data.status).toBe('nominating');
  return id;
}

const nominate = (by: Unit, id: number, nominee: Unit, lang: 'zh' | 'en' = 'en') =>
  api(s.base).POST('/governance/ballots/{id}/nominations', {
    token: by.token,
    lang,
    params: { path: { id } },
    body: { enterpriseId: nominee.id, representative: `${nominee.name}代表` },
  });

const answer = (unit: Unit, id: number, accept: boolean) =>
  api(s.base).POST('/governance/ballots/{id}/consent', {
    token: unit.token,
    params: { path: { id } },
    body: { accept },
  });

const ballot = (unit: Unit, id: number, candidates: number[], lang: 'zh' | 'en' = 'en') =>
  api(s.base).POST('/governance/ballots/{id}/vote', {
    token: unit.token,
    lang,
    params: { path: { id } },
    body: { candidates, receipt: newReceipt() },
  });

/** The nominations end and the secretariat opens the voting. */
async function openVoting(id: number) {
  s.advance(NOMINATIONS_MS + 1000);
  const opened = await api(s.base).POST('/governance/motions/{id}/open', {
    token: secretariat,
    params: { path: { id } },
  });
  if (opened.status !== 200) throw new Error(JSON.stringify(opened.body));
  return opened.body.data;
}

describe('elections', () => {
  it('take nominations with consent, put only those who accepted on the ballot, and rank the count', async () => {
    const [a, b, c, d, voter] = [
      await unitThat(s),
      await unitThat(s),
      await unitThat(s),
      await unitThat(s),
      await unitThat(s),
    ];
    const lapsed = await unitThat(s, 'lapsed');
    const id = await electionTakingNominations(2);

    // A unit standing itself is a candidate at once; another unit must accept.
    expect((await nominate(a!, id, a!)).body.data.consent).toBe('accepted');
    expect((await nominate(a!, id, b!)).body.data.consent).toBe('pending');
    expect((await nominate(voter!, id, b!)).status).toBe(409);
    const byCouncil = await api(s.base).POST('/governance/motions/{id}/candidates', {
      token: secretariat,
      params: { path: { id } },
      body: { enterpriseId: d!.id, representative: '钱工' },
    });
    expect(byCouncil.body.data).toMatchObject({ byCouncil: true, consent: 'pending' });
    await nominate(c!, id, c!);
    // A lapsed unit neither stands nor nominates; each is told why, in its language.
    const stands = await nominate(a!, id, lapsed, 'zh');
    expect(stands.body.msg).toBe('只有登记日会籍有效的会员单位可以成为候选人');
    expect((await nominate(lapsed, id, c!)).body.msg).toBe(
      'Your unit’s membership had lapsed on the record date, so it may not vote on this motion',
    );

    // The nominee answers in its centre; voting may not open on nobody.
    const pending = (
      await api(s.base).GET('/governance/ballots/{id}', {
        token: b!.token,
        params: { path: { id } },
      })
    ).body.data;
    expect(pending.mine).toMatchObject({ nomination: 'pending', eligible: true });
    expect((await answer(b!, id, true)).body.data.consent).toBe('accepted');
    expect((await answer(d!, id, false)).body.data.consent).toBe('declined');

    const opened = await openVoting(id);
    expect(opened.candidates.map((x) => [x.unitName, x.consent])).toEqual([
      [a!.name, 'accepted'],
      [b!.name, 'accepted'],
      [d!.name, 'declined'],
      [c!.name, 'accepted'],
    ]);
    const seen = (
      await api(s.base).GET('/governance/ballots/{id}', {
        token: voter!.token,
        params: { path: { id } },
      })
    ).body.data;
    const [ca, cb, cc] = [a, b, c].map((u) => seen.candidates.find((x) => x.unitName === u!.name)!);
    expect(seen.candidates).toHaveLength(3);
    // Nominations are over once voting opens.
    expect((await nominate(voter!, id, voter!)).status).toBe(409);

    // No more names than seats, and no one who is not on the ballot.
    const tooMany = await ballot(voter!, id, [ca!.id, cb!.id, cc!.id], 'zh');
    expect(tooMany.body.msg).toBe('每张选票最多选 2 名候选人');
    const declined = opened.candidates.find((x) => x.consent === 'declined')!;
    expect((await ballot(voter!, id, [declined.id])).status).toBe(400);

    // a: 3 votes, b: 2, c: 2 → a elected; b and c tie for the second seat.
    await ballot(voter!, id, [ca!.id, cb!.id]);
    await ballot(a!, id, [ca!.id, cc!.id]);
    await ballot(b!, id, [cb!.id, cc!.id]);
    await ballot(c!, id, [ca!.id]);
    await ballot(d!, id, []);
    const mine = (
      await api(s.base).GET('/governance/ballots/{id}', {
        token: voter!.token,
        params: { path: { id } },
      })
    ).body.data;
    expect(mine.mine.choices).toEqual([ca!.id, cb!.id].sort((x, y) => x - y));

    const closed = (await step(s, secretariat, id, 'close')).body.data;
    expect(closed.result?.counts.abstain).toBe(1);
    expect(closed.result?.ranking?.map((r) => [r.unitName, r.votes, r.elected, r.tied])).toEqual([
      [a!.name, 3, true, false],
      [b!.name, 2, false, true],
      [c!.name, 2, false, true],
    ]);
    expect(closed.result?.adopted).toBe(false);

    // The record to sign ranks them, in both languages, and names the tie.
    const record = await pdfFrom(`${s.base}/governance/motions/${id}/record`, secretariat);
    expect(record.status).toBe(200);
    expect(record.text).toContain('Result of the election');
    expect(record.text).toContain(a!.name);
    expect(record.text).toContain('Tied for the last seat');
  });

  it('keep a secret ballot unlinked from its voter, and count it', async () => {
    const [a, b] = [await unitThat(s), await unitThat(s)];
    const id = await electionTakingNominations(1, true);
    await nominate(a!, id, a!);
    await nominate(b!, id, b!);
    const opened = await openVoting(id);
    const [ca] = opened.candidates;
    await ballot(a!, id, [ca!.id]);
    await ballot(b!, id, [ca!.id]);
    const rows = await s.deps.db.select().from(pollBallots).where(eq(pollBallots.pollId, id));
    expect(rows.map((r) => r.enterpriseId)).toEqual([null, null]);
    const closed = (await step(s, secretariat, id, 'close')).body.data;
    expect(closed.result?.ranking?.[0]).toMatchObject({ votes: 2, elected: true });
  });

  it('are drafted with their seats and a nomination window that ends by the vote', async () => {
    const now = s.deps.now();
    const bad = await api(s.base).POST('/governance/motions', {
      token: secretariat,
      lang: 'en',
      body: {
        kind: 'election',
        title: '选举',
        titleEn: 'Election',
        body: '正文',
        bodyEn: 'Text',
        electorate: 'members',
        recordDate: beijingToday(now),
        nominationClosesAt: new Date(now + 7_200_000).toISOString(),
        opensAt: new Date(now + 3_600_000).toISOString(),
        closesAt: new Date(now + 10_800_000).toISOString(),
        quorumPercent: 50,
        majority: 'simple',
        secret: true,
      },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Say how many seats the election fills');
    expect(JSON.stringify(bad.body)).toContain('Nominations must close no later than voting opens');
  });
});
