/**
 * A training held in sessions, over HTTP: the secretariat sets them (names in both languages,
 * required or not) and bad ones are refused in the reader's language; the door checks people
 * into the session under way unless a staff member picks another, by scan, by search and from an
 * offline batch; the counter is per session; the export has a column per session; only those at
 * every required session get a certificate; a check-in from before the training had sessions
 * counts for the sessions of its day.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#tests/helpers/api.ts';
import { demo, login } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';
import { publishedTraining, registrationOf } from './event-day.fixtures.ts';
import { trainingCheckins } from './tables.ts';

let s: TestServer;
let desk: string;
let unit: string;
let trainingId: number;
let otherTrainingId: number;
let registrationId: number;
let earlyRegistrationId: number;
let codes: string[];
let first: string;
let last: string;
const ids = { morning: 0, afternoon: 0, dayTwo: 0 };
const as = (role: string) => login(s, demo(s, role).username, demo(s, role).password);
const at = (id: number) => ({ params: { path: { id } } });
const moveTo = (iso: string) => s.advance(Date.parse(iso) - s.deps.now());

/** The unit's registration of these people, confirmed by the desk; answers its id. */
async function confirmed(training: number, names: string[]) {
  const made = await api(s.base).POST('/center/training-registrations', {
    token: unit,
    body: registrationOf(training, names),
  });
  await api(s.base).POST('/review/training-registrations/{id}', {
    token: desk,
    ...at(made.body.data.id),
    body: { decision: 'pass' },
  });
  return made.body.data.id;
}

beforeAll(async () => {
  s = await startTestServer();
  [desk, unit] = [await as('secretariat'), await as('enterprise')];
  trainingId = await publishedTraining(s, 10);
  otherTrainingId = await publishedTraining(s, 10);
  registrationId = await confirmed(trainingId, ['张伟', '李强', '王芳']);
  const tickets = await api(s.base).GET('/center/training-registrations/{id}/tickets', {
    token: unit,
    ...at(registrationId),
  });
  codes = tickets.body.rows.map((t) => t.code);
  earlyRegistrationId = await confirmed(otherTrainingId, ['赵六', '钱七']);
  const list = await api(s.base).GET('/console/trainings/{id}/attendees', {
    token: desk,
    ...at(trainingId),
  });
  first = list.body.data.training.startDate;
  last = list.body.data.training.endDate;
});
afterAll(() => s?.stop());

const sessions = () => [
  {
    name: '第一天上午',
    nameEn: 'Day 1 morning',
    startsAt: `${first}T09:00:00+08:00`,
    endsAt: `${first}T12:00:00+08:00`,
    required: true,
  },
  {
    name: '第一天下午',
    nameEn: 'Day 1 afternoon',
    startsAt: `${first}T13:30:00+08:00`,
    endsAt: `${first}T17:00:00+08:00`,
    required: false,
  },
  {
    name: '第二天',
    nameEn: 'Day 2',
    startsAt: `${last}T09:00:00+08:00`,
    endsAt: `${last}T16:00:00+08:00`,
    required: true,
  },
];

describe('sessions', () => {
  it('the secretariat sets them in both languages; bad ones are refused in the reader’s language', async () => {
    const put = (
      body: { sessions: ReturnType<typeof sessions> },
      lang: 'zh' | 'en',
      token = desk,
    ) =>
      api(s.base).PUT('/console/trainings/{id}/sessions', { token, ...at(trainingId), body, lang });
    const outside = sessions().map((x, i) =>
      i === 2 ? { ...x, startsAt: '2001-01-01T09:00:00+08:00' } : x,
    );
    expect((await put({ sessions: outside }, 'en')).body.msg).toBe(
      "A session must fall within the training's dates",
    );
    // (Another body: the same one again within a second is taken for a double click.)
    const late = sessions().map((x, i) =>
      i === 2 ? { ...x, endsAt: '2099-01-01T09:00:00+08:00' } : x,
    );
    expect((await put({ sessions: late }, 'zh')).body.msg).toBe('场次须在培训的起止日期之内');
    const backwards = sessions().map((x, i) => (i === 0 ? { ...x, endsAt: x.startsAt } : x));
    const refused = await put({ sessions: backwards }, 'en');
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('The end must be after the start');
    expect((await put({ sessions: sessions() }, 'en', unit)).status).toBe(403);

    const saved = await put({ sessions: sessions() }, 'en');
    expect(saved.body.msg).toBe('Sessions saved');
    expect(saved.body.rows.map((r) => [r.label, r.required])).toEqual([
      ['Day 1 morning', true],
      ['Day 1 afternoon', false],
      ['Day 2', true],
    ]);
    const [morning, afternoon, dayTwo] = saved.body.rows.map((r) => r.id);
    Object.assign(ids, { morning, afternoon, dayTwo });
    const zh = await api(s.base).GET('/console/trainings/{id}/sessions', {
      token: desk,
      ...at(trainingId),
      lang: 'zh',
    });
    expect(zh.body.rows.map((r) => r.label)).toEqual(['第一天上午', '第一天下午', '第二天']);
  });

  it('the door checks into the session under way, or the one staff picked; the counter is per session', async () => {
    moveTo(`${first}T09:20:00+08:00`);
    [desk] = [await as('secretariat')];
    const scan = (code: string, sessionId?: number) =>
      api(s.base).POST('/console/trainings/{id}/checkin', {
        token: desk,
        ...at(trainingId),
        body: { code, ...(sessionId ? { sessionId } : {}) },
        lang: 'en',
      });
    const morning = await scan(codes[0]!);
    expect(morning.body.data).toMatchObject({ outcome: 'checkedIn', sessionId: ids.morning });
    expect(morning.body.data.counts).toMatchObject({ sessionId: ids.morning, checkedIn: 1 });
    // The same ticket in the same session is a second scan; in another session, a first one.
    // (A second apart: the same request within a second is taken for a double click.)
    s.advance(1001);
    expect((await scan(codes[0]!)).body.data.outcome).toBe('already');
    s.advance(1001);
    const picked = await scan(codes[0]!, ids.afternoon);
    expect(picked.body.data).toMatchObject({ outcome: 'checkedIn', sessionId: ids.afternoon });
    expect(picked.body.data.counts).toMatchObject({ sessionId: ids.afternoon, checkedIn: 1 });
    const counter = (session?: number) =>
      api(s.base).GET('/console/trainings/{id}/checkin/counts', {
        token: desk,
        params: { path: { id: trainingId }, query: session ? { session } : {} },
      });
    expect((await counter()).body.data).toMatchObject({ sessionId: ids.morning, checkedIn: 1 });
    expect((await counter(ids.dayTwo)).body.data.checkedIn).toBe(0);
    // Another training's session is refused, in the reader's language.
    const other = await api(s.base).PUT('/console/trainings/{id}/sessions', {
      token: desk,
      ...at(otherTrainingId),
      body: { sessions: sessions().slice(0, 1) },
    });
    const wrong = await scan(codes[1]!, other.body.rows[0]!.id);
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe('This session does not belong to the training');
  });

  it('an offline batch keeps each scan’s session; the search checks into the chosen session', async () => {
    const batch = await api(s.base).POST('/console/trainings/{id}/checkin/batch', {
      token: desk,
      ...at(trainingId),
      body: {
        scans: [
          { code: codes[1]!, scannedAt: `${first}T09:10:00+08:00` },
          { code: codes[2]!, scannedAt: `${first}T09:12:00+08:00`, sessionId: ids.morning },
          // Its session was removed while the phone was offline: filed by its time, not refused
          // (a refusal would refuse the whole batch, which the phone would send for ever).
          { code: codes[2]!, scannedAt: `${first}T09:13:00+08:00`, sessionId: 999_999 },
        ],
      },
    });
    expect(batch.body.data.answers.map((a) => [a.outcome, a.sessionId])).toEqual([
      ['checkedIn', ids.morning],
      ['checkedIn', ids.morning],
      ['already', ids.morning],
    ]);
    expect(batch.body.data.counts).toMatchObject({ sessionId: ids.morning, checkedIn: 3 });
    moveTo(`${last}T09:05:00+08:00`);
    [desk] = [await as('secretariat')];
    const found = await api(s.base).GET('/console/trainings/{id}/checkin/search', {
      token: desk,
      params: { path: { id: trainingId }, query: { q: '李强' } },
    });
    // Day 2 is under way: 李强 has not come in yet today.
    expect(found.body.rows[0]?.checkedInAt).toBeNull();
    for (const attendee of [0, 1]) {
      const byHand = await api(s.base).POST('/console/trainings/{id}/checkin/person', {
        token: desk,
        ...at(trainingId),
        body: { registrationId, attendee },
      });
      expect(byHand.body.data).toMatchObject({ outcome: 'checkedIn', sessionId: ids.dayTwo });
    }
  });

  it('a session people were checked into cannot be removed', async () => {
    const res = await api(s.base).PUT('/console/trainings/{id}/sessions', {
      token: desk,
      ...at(trainingId),
      body: { sessions: [] },
      lang: 'zh',
    });
    expect(res.body.msg).toBe('已有人签到的场次不能删除');
  });

  it('the export has a column per session, in the reader’s language', async () => {
    const res = await fetch(`${s.base}/console/trainings/${trainingId}/attendees/export`, {
      headers: { authorization: `Bearer ${desk}`, 'content-language': 'en' },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const sheet = book.worksheets[0]!;
    const headers = sheet.getRow(1).values as unknown[];
    const columns = [
      'Checked in: Day 1 morning (required)',
      'Checked in: Day 1 afternoon',
      'Checked in: Day 2 (required)',
    ].map((h) => headers.indexOf(h));
    expect(columns.every((c) => c > 0)).toBe(true);
    const row = (name: string) => {
      const r = [2, 3, 4]
        .map((n) => sheet.getRow(n).values as unknown[])
        .find((v) => v.includes(name));
      return columns.map((c) => r?.[c]);
    };
    expect(row('张伟')).toEqual([`${first} 09:20`, `${first} 09:20`, `${last} 09:05`]);
    expect(row('王芳')).toEqual([`${first} 09:12`, undefined, undefined]);
  });

  it('unmarked, the desk counts as present only those at every required session', async () => {
    const list = await api(s.base).GET('/console/trainings/{id}/attendees', {
      token: desk,
      ...at(trainingId),
    });
    const present = new Map(list.body.data.attendees.map((a) => [a.name, a.attended]));
    // 张伟 came to every session; 王芳 to day 1 only, and day 2 is required for the certificate.
    expect(present.get('张伟')).toBe(true);
    expect(present.get('王芳')).toBeNull();
    const trainings = await api(s.base).GET('/console/trainings', {
      token: desk,
      params: { query: { pageNum: 1, pageSize: 100 } },
    });
    const counted = trainings.body.rows.find((t) => t.id === trainingId)?.attended;
    expect(counted).toBe([...present.values()].filter((a) => a === true).length);
  });

  it('only those at every required session get a certificate', async () => {
    moveTo(`${last}T18:00:00+08:00`);
    [desk] = [await as('secretariat')];
    // 王芳 came on day 1 only; the desk marking her present does not stand in for day 2.
    await api(s.base).PUT('/console/trainings/{id}/attendance', {
      token: desk,
      ...at(trainingId),
      body: { marks: [{ registrationId, attendee: 2, attended: true }] },
    });
    const issued = await api(s.base).POST('/console/trainings/{id}/certificates', {
      token: desk,
      ...at(trainingId),
    });
    expect(issued.body.data).toEqual({ issued: 2, present: 2 });
    const pdf = await fetch(`${s.base}/console/trainings/${trainingId}/certificates/pdf`, {
      headers: { authorization: `Bearer ${desk}` },
    });
    expect(pdf.status).toBe(200);
  });

  it('a check-in made before the training had sessions counts for the sessions of its day', async () => {
    // The other training has one session, day 1 morning (required). Before it had any, the door
    // took 赵六 on day 1 and 钱七 on day 2, with no session.
    await s.deps.db.insert(trainingCheckins).values(
      [`${first}T08:50:00+08:00`, `${last}T09:00:00+08:00`].map((moment, attendee) => ({
        registrationId: earlyRegistrationId,
        attendee,
        trainingId: otherTrainingId,
        sessionId: null,
        checkedInAt: new Date(moment),
        via: 'scan' as const,
      })),
    );
    const counter = await api(s.base).GET('/console/trainings/{id}/checkin/counts', {
      token: desk,
      params: { path: { id: otherTrainingId }, query: {} },
    });
    expect(counter.body.data.checkedIn).toBe(1);
    const list = await api(s.base).GET('/console/trainings/{id}/attendees', {
      token: desk,
      ...at(otherTrainingId),
    });
    expect(
      list.body.data.attendees.map((a) => [a.name, a.attended, a.sessionCheckins.length]),
    ).toEqual([
      ['赵六', true, 1],
      ['钱七', null, 1],
    ]);
    expect(list.body.data.attendees[0]?.sessionCheckins[0]).toBe(
      new Date(`${first}T08:50:00+08:00`).toISOString(),
    );
    const issued = await api(s.base).POST('/console/trainings/{id}/certificates', {
      token: desk,
      ...at(otherTrainingId),
    });
    expect(issued.body.data).toEqual({ issued: 1, present: 1 });
  });
});
