/**
 * The training desk: counts per training, the people of one training, attendance marked from its
 * first day for confirmed registrations only, the list as a spreadsheet, and who may do it.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type QueryOf } from '#tests/helpers/api.ts';
import { demo, login } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';

let s: TestServer;
let clerk: string;
let editor: string;
let unitA: string;
let unitB: string;
let trainingId: number;
let otherTrainingId: number;
const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const TITLE = '洁净室验证与确认研修班（第七期）';
const as = (role: string) => login(s, demo(s, role).username, demo(s, role).password);

beforeAll(async () => {
  s = await startTestServer();
  [clerk, editor, unitA, unitB] = [
    await as('secretariat'),
    await as('editor'),
    await as('enterprise'),
    await as('member'),
  ];
  trainingId = await publishTraining(TITLE);
  otherTrainingId = await publishTraining('另一期培训');
});
afterAll(() => s.stop());

async function publishTraining(title: string): Promise<number> {
  const made = await api(s.base).POST('/content/{type}', {
    token: editor,
    body: {
      title,
      titleEn: `${title} (en)`,
      startDate: day(5),
      endDate: day(6),
      deadline: day(3),
      location: '苏州',
      capacity: 10,
      fee: 1200,
    },
    params: { path: { type: 'training' } },
  });
  await api(s.base).POST('/content/{type}/{id}/publish', {
    token: editor,
    params: { path: { type: 'training', id: made.body.data.row.id } },
  });
  return made.body.data.row.id;
}

const person = (name: string) => ({
  name,
  gender: '1' as const,
  position: '质量经理',
  phone: '13812345678',
  ethnicity: '汉族',
});
async function register(token: string, training: number, names: string[]): Promise<number> {
  const r = await api(s.base).POST('/center/training-registrations', {
    token,
    body: {
      trainingId: training,
      contact: '赵敏',
      phone: '0512-66668888',
      gender: '0',
      accommodation: '1',
      checkIn: day(4),
      checkOut: day(6),
      attendees: names.map(person),
    },
  });
  expect(r.status).toBe(200);
  return r.body.data.id;
}

const desk = async (query: QueryOf<'/console/trainings'>) =>
  (await api(s.base).GET('/console/trainings', { token: clerk, params: { query } })).body;
const people = async () =>
  (
    await api(s.base).GET('/console/trainings/{id}/attendees', {
      token: clerk,
      params: { path: { id: trainingId } },
    })
  ).body.data;
const mark = (
  marks: { registrationId: number; attendee: number; attended: boolean }[],
  opts: { token?: string; lang?: 'zh' | 'en'; training?: number; onlyUnmarked?: boolean } = {},
) =>
  api(s.base).PUT('/console/trainings/{id}/attendance', {
    token: opts.token ?? clerk,
    lang: opts.lang,
    body: { marks, onlyUnmarked: opts.onlyUnmarked },
    params: { path: { id: opts.training ?? trainingId } },
  });

let regA: number;
let regB: number;
let regOther: number;

describe('the training desk', () => {
  it('counts registrations, seats and people per training', async () => {
    regA = await register(unitA, trainingId, ['张伟', '李强']);
    regB = await register(unitB, trainingId, ['王芳']);
    regOther = await register(unitA, otherTrainingId, ['刘洋']);
    for (const id of [regA, regOther])
      await api(s.base).POST('/review/training-registrations/{id}', {
        token: clerk,
        body: { decision: 'pass', opinion: '' },
        params: { path: { id } },
      });
    const found = await desk({ q: '第七期' });
    expect(found.total).toBe(1);
    expect(found.rows[0]).toEqual(
      expect.objectContaining({
        id: trainingId,
        pending: 1,
        confirmed: 1,
        people: 2,
        seatsTaken: 3,
        attended: 0,
      }),
    );
    expect((await desk({ when: 'past', q: '第七期' })).total).toBe(0);
  });

  it('lists each person once, pending ones unmarkable, and refuses marks before the first day', async () => {
    const { training, attendees } = await people();
    expect(training.markable).toBe(false);
    expect(attendees).toHaveLength(3);
    expect(attendees.map((p) => [p.name, p.registrationStatus, p.attended])).toEqual(
      expect.arrayContaining([
        ['张伟', 'passed', null],
        ['李强', 'passed', null],
        ['王芳', 'pending', null],
      ]),
    );
    const early = await mark([{ registrationId: regA, attendee: 0, attended: true }], {
      lang: 'en',
    });
    expect(early.status).toBe(400);
    expect(early.body.msg).toBe(
      'The training has not begun: attendance can be marked from its first day',
    );
  });

  it('marks who came from the first day, confirmed people of this training only', async () => {
    s.advance(5 * DAY + 1001);
    // Sessions do not last five days: everyone signs in again on the training's first day.
    [clerk, editor, unitA] = [await as('secretariat'), await as('editor'), await as('enterprise')];
    expect((await people()).training.markable).toBe(true);
    const done = await mark([
      { registrationId: regA, attendee: 0, attended: true },
      { registrationId: regA, attendee: 1, attended: false },
    ]);
    expect(done.status).toBe(200);
    expect(done.body.data).toEqual({ attended: 1, marked: 2 });

    const pending = await mark([{ registrationId: regB, attendee: 0, attended: true }]);
    expect(pending.status).toBe(400);
    expect(pending.body.msg).toBe('只能为本培训已确认的报名登记出席');
    const elsewhere = await mark([{ registrationId: regOther, attendee: 0, attended: true }]);
    expect(elsewhere.status).toBe(400);
    const nobody = await mark([{ registrationId: regA, attendee: 7, attended: true }]);
    expect(nobody.status).toBe(400);
    expect(nobody.body.msg).toBe('该报名中没有这位参会人员');
    // Nothing of a refused batch is kept, even the marks that were fine.
    const mixed = await mark([
      { registrationId: regA, attendee: 1, attended: true },
      { registrationId: regB, attendee: 0, attended: true },
    ]);
    expect(mixed.status).toBe(400);

    // "The rest present" from a second clerk's older page leaves the absence marked above.
    const rest = await mark([{ registrationId: regA, attendee: 1, attended: true }], {
      onlyUnmarked: true,
    });
    expect(rest.body.data).toEqual({ attended: 1, marked: 2 });
    const after = (await people()).attendees;
    expect(after.find((p) => p.name === '李强')?.attended).toBe(false);
    // Its people are on the roll now: the unit can no longer withdraw them.
    const withdraw = await api(s.base).POST('/center/training-registrations/{id}/cancel', {
      token: unitA,
      params: { path: { id: regA } },
    });
    expect(withdraw.status).toBe(400);
    expect(withdraw.body.msg).toBe('培训已开始，不能再取消报名');
    expect(after.find((p) => p.name === '王芳')?.attended).toBeNull();
    expect((await desk({ when: 'upcoming', q: '第七期' })).rows[0]?.attended).toBe(1);
  });

  it('keeps each mark in the audit trail with its value before and after', async () => {
    s.advance(1001);
    await mark([{ registrationId: regA, attendee: 1, attended: true }]);
    const admin = await as('admin');
    const trail = await api(s.base).GET('/console/audit', {
      token: admin,
      params: { query: { subjectId: String(trainingId), route: 'attendance' } },
    });
    expect(trail.body.rows[0]?.changes).toEqual([
      {
        subject: 'trainingAttendance',
        id: String(trainingId),
        before: { [`${regA}/1`]: false },
        after: { [`${regA}/1`]: true },
      },
    ]);
  });

  it('exports the list for the venue, in the reader’s language', async () => {
    const res = await fetch(`${s.base}/console/trainings/${trainingId}/attendees/export`, {
      headers: { authorization: `Bearer ${clerk}`, 'content-language': 'en' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-row-count')).toBe('3');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const sheet = book.worksheets[0];
    expect(sheet?.name).toBe('Attendees');
    const rows = [2, 3, 4].map((n) => sheet?.getRow(n).values as unknown[]);
    const byName = (name: string) => rows.find((r) => r.includes(name));
    expect(sheet?.getRow(1).getCell(13).value).toBe('Attended');
    expect(byName('张伟')?.[13]).toBe('Present');
    expect(byName('李强')?.[13]).toBe('Present');
    expect(byName('王芳')?.[7]).toBe('Awaiting confirmation');
    expect(byName('王芳')?.[13]).toBeUndefined();
  });

  it('is the secretariat’s: units and other staff are refused by the server', async () => {
    for (const token of [unitA, editor]) {
      expect((await api(s.base).GET('/console/trainings', { token })).status).toBe(403);
      expect(
        (
          await api(s.base).GET('/console/trainings/{id}/attendees', {
            token,
            params: { path: { id: trainingId } },
          })
        ).status,
      ).toBe(403);
      expect(
        (await mark([{ registrationId: regA, attendee: 0, attended: false }], { token })).status,
      ).toBe(403);
      expect(
        (
          await api(s.base).GET('/console/trainings/{id}/attendees/export', {
            token,
            params: { path: { id: trainingId } },
          })
        ).status,
      ).toBe(403);
    }
    expect(
      (
        await api(s.base).GET('/console/trainings/{id}/attendees', {
          token: clerk,
          params: { path: { id: 999999 } },
        })
      ).status,
    ).toBe(404);
    expect((await mark([], { training: trainingId })).status).toBe(400);
  });
});
