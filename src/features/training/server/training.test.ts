/** Training registration: attendees, deadline, seats, once per unit, cancel, secretariat review, and ownership. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#tests/helpers/api.ts';
import { call } from '#tests/helpers/http.ts';
import { demo, login } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';
import { and, eq } from 'drizzle-orm';
import { workflowLog } from '#server/workflow/tables.ts';

let s: TestServer;
let unitA: string;
let unitB: string;
let secretariat: string;
let trainingId: number;
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  s = await startTestServer();
  const as = (role: string) => login(s, demo(s, role).username, demo(s, role).password);
  [unitA, unitB, secretariat] = [
    await as('enterprise'),
    await as('member'),
    await as('secretariat'),
  ];
  // A training of our own, three seats, deadline in ten days: the test does not depend on the demo calendar.
  const editor = await as('editor');
  const made = await api(s.base).POST('/content/{type}', {
    token: editor,
    body: {
      title: '无菌灌装线验证培训班',
      titleEn: 'Aseptic filling line validation course',
      startDate: day(20),
      endDate: day(22),
      deadline: day(10),
      location: '上海',
      capacity: 3,
      fee: 1800,
    },
    params: { path: { type: 'training' } },
  });
  trainingId = made.body.data.row.id;
  expect(
    (
      await api(s.base).POST('/content/{type}/{id}/publish', {
        token: editor,
        params: { path: { type: 'training', id: trainingId } },
      })
    ).body.code,
  ).toBe(200);
});
afterAll(() => s.stop());

const person = (name: string) => ({
  name,
  gender: '1' as const,
  position: '工程师',
  phone: '13812345678',
  ethnicity: '汉族',
});
const form = (attendees = [person('张伟'), person('李强')]) => ({
  trainingId,
  contact: '赵敏',
  phone: '0512-66668888',
  position: '行政主管',
  ethnicity: '汉族',
  gender: '0' as const,
  accommodation: '1' as const,
  checkIn: day(19),
  checkOut: day(22),
  attendees,
});

describe('training registration', () => {
  it('lists the training as open with its seats; registers two attendees once; the seats are counted', async () => {
    const open = await api(s.base).GET('/center/trainings/open', { token: unitA });
    expect(open.body.rows.find((r) => r.id === trainingId)?.seatsLeft).toBe(3);
    const done = await api(s.base).POST('/center/training-registrations', {
      token: unitA,
      body: form(),
    });
    expect(done.body.msg).toBe('报名成功，请等待协会确认');
    expect(done.body.data.status).toBe('pending');
    expect(done.body.data.data.attendees).toHaveLength(2);
    s.advance(1001);
    expect(
      (await api(s.base).POST('/center/training-registrations', { token: unitA, body: form() }))
        .body.msg,
    ).toBe('贵单位已报名该培训');
    // One seat left: another unit's two attendees do not fit, and wait for seats.
    const full = await api(s.base).POST('/center/training-registrations', {
      token: unitB,
      body: form(),
      lang: 'en',
    });
    expect(full.body.msg).toBe(
      'The training is full: your registration is on the waitlist, and you will be told when a seat opens up',
    );
    expect(full.body.data).toMatchObject({ status: 'waitlisted', waitlistPlace: 1 });
    // More people than the training has seats could never get in.
    const tooMany = await api(s.base).POST('/center/training-registrations', {
      token: unitB,
      body: form(['甲', '乙', '丙', '丁'].map(person)),
    });
    expect(tooMany.body.msg).toBe('该培训共 3 个名额，一次报名的人数不能超过名额');
  });

  it('checks the form: gender, accommodation dates, attendees and phone formats', async () => {
    // No gender at all is off the contract (it declares '0' or '1'): sent raw.
    const bad = await call(s.base, 'POST', '/center/training-registrations', {
      token: unitB,
      body: {
        ...form([{ ...person(''), phone: '123' }]),
        gender: '',
        checkOut: day(1),
        phone: '12',
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'phone', msg: '请输入正确的手机号码' },
        { field: 'gender', msg: '请选择性别' },
        { field: 'attendees.0.name', msg: '此项为必填项' },
        { field: 'attendees.0.phone', msg: '请输入正确的手机号码' },
      ]),
    );
    const stay = await api(s.base).POST('/center/training-registrations', {
      token: unitB,
      body: { ...form(), checkOut: day(1) },
    });
    expect(stay.body.msg).toBe('离店日期不能早于入住日期');
    expect(
      (
        await api(s.base).POST('/center/training-registrations', {
          token: unitB,
          body: { ...form([]), accommodation: '0' },
        })
      ).body.msg,
    ).toBe('请至少添加一名参会人员');
  });

  it('another unit can neither see nor cancel a registration; staff confirm it and the unit is told', async () => {
    const mine = await api(s.base).GET('/center/training-registrations', { token: unitA });
    const id = mine.body.rows[0]!.id;
    const theirs = await api(s.base).GET('/center/training-registrations', { token: unitB });
    expect(theirs.body.rows.map((r) => r.id)).not.toContain(id);
    expect(
      (
        await api(s.base).POST('/center/training-registrations/{id}/cancel', {
          token: unitB,
          params: { path: { id } },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await api(s.base).POST('/review/training-registrations/{id}', {
          token: unitA,
          body: { decision: 'pass' },
          params: { path: { id } },
        })
      ).status,
    ).toBe(403);

    const queue = await api(s.base).GET('/review/training-registrations', {
      token: secretariat,
      params: { query: { status: 'pending', trainingId } },
    });
    expect(queue.body.rows.map((r) => r.id)).toEqual([id]);
    expect(
      (
        await api(s.base).POST('/review/training-registrations/{id}', {
          token: secretariat,
          body: { decision: 'reject' },
          params: { path: { id } },
        })
      ).status,
    ).toBe(400);
    s.advance(1001);
    const passed = await api(s.base).POST('/review/training-registrations/{id}', {
      token: secretariat,
      body: { decision: 'pass', opinion: '请提前 15 分钟签到' },
      params: { path: { id } },
    });
    expect(passed.body.data.status).toBe('passed');
    const notices = await api(s.base).GET('/system/notice/todoList', { token: unitA });
    expect(notices.body.rows[0]?.noticeTitle).toBe('培训报名已确认：无菌灌装线验证培训班');

    // Cancelling frees the seats for the other unit.
    expect(
      (
        await api(s.base).POST('/center/training-registrations/{id}/cancel', {
          token: unitA,
          params: { path: { id } },
        })
      ).body.data.status,
    ).toBe('cancelled');
    // Cancelling may leave a pending or a confirmed registration; the log names the one it left.
    const [cancelStep] = await s.database.db
      .select({ from: workflowLog.fromStatus })
      .from(workflowLog)
      .where(
        and(
          eq(workflowLog.subject, 'training'),
          eq(workflowLog.subjectId, id),
          eq(workflowLog.toStatus, 'cancelled'),
        ),
      );
    expect(cancelStep?.from).toBe('passed');
    // The waiting unit got the seats.
    const theirsNow = await api(s.base).GET('/center/training-registrations', { token: unitB });
    expect(theirsNow.body.rows[0]).toMatchObject({ status: 'pending', waitlistPlace: null });
  });

  it('a closed training takes no registrations', async () => {
    s.advance(11 * 86_400_000);
    unitA = await login(s, demo(s, 'enterprise').username, demo(s, 'enterprise').password);
    expect(
      (await api(s.base).POST('/center/training-registrations', { token: unitA, body: form() }))
        .body.msg,
    ).toBe('该培训报名已截止');
    expect(
      (await api(s.base).GET('/center/trainings/open', { token: unitA })).body.rows.map(
        (r) => r.id,
      ),
    ).not.toContain(trainingId);
  });
});
