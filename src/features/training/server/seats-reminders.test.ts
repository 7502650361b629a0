/**
 * Over HTTP with a real SMTP server: the secretariat raising a training's seats (at the desk or in
 * the content editor) promotes the head of the waitlist in order, and each promoted unit is told on the bell, by mail and by text in
 * its own language (the same promotion as a cancellation's); fewer seats than people holding
 * them is refused. The day before a training, each confirmed registration is reminded once: on
 * the bell, by text, and by mail with the tickets attached, unless the member turned reminder
 * mail off.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { api } from '#tests/helpers/api.ts';
import { demo, login } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';
import { smtpEnv, startSmtp, type TestSmtp } from '#tests/helpers/smtp.ts';
import { pdfText } from '#tests/helpers/pdf-text.ts';
import { users } from '#server/auth/tables.ts';
import { schedule } from '#server/jobs/jobs.ts';
import { createSession } from '#server/auth/session.ts';
import { reachableUnits, publishedTraining, registrationOf } from './event-day.fixtures.ts';
import { TRAINING_REMINDER_JOB } from './reminders.service.ts';

let s: TestServer;
let smtp: TestSmtp;
let units: string[];
let desk: string;
const DAY = 86_400_000;
const about = /Cleanroom|洁净室/;

beforeAll(async () => {
  smtp = await startSmtp();
  s = await startTestServer(smtpEnv(smtp));
  desk = await login(s, demo(s, 'secretariat').username, demo(s, 'secretariat').password);
  // Each may register for trainings, with a mail address and a phone; the even ones read English.
  units = await reachableUnits(s, 4, { mail: 'seat', phone: '1391111000' });
});
afterAll(async () => {
  await s?.stop();
  await smtp?.close();
});

const register = (token: string, trainingId: number, names: string[]) =>
  api(s.base).POST('/center/training-registrations', {
    token,
    body: registrationOf(trainingId, names),
  });
const texts = (n: number, pattern: RegExp) =>
  s
    .outbox()
    .filter((m) => m.phone === `1391111000${n}`)
    .map((m) => (m as { text?: string }).text ?? '')
    .filter((text) => pattern.test(text));
const mails = async (n: number, subject: RegExp) =>
  (await smtp.mailTo(`seat${n}@example.com`)).filter((m) => subject.test(m.subject ?? ''));

describe('more seats', () => {
  it('promote the waitlist in order, and each promoted unit is told in its language', async () => {
    const trainingId = await publishedTraining(s, 2);
    for (const n of [0, 1, 2, 3])
      expect((await register(units[n]!, trainingId, [`学员${n}`])).body.data.status).toBe(
        n < 2 ? 'pending' : 'waitlisted',
      );
    const seats = (capacity: number, token = desk, lang: 'zh' | 'en' = 'en') =>
      api(s.base).PUT('/console/trainings/{id}/capacity', {
        token,
        params: { path: { id: trainingId } },
        body: { capacity },
        lang,
      });
    expect((await seats(3, units[0]!)).status).toBe(403);
    expect((await seats(1)).body.msg).toBe(
      '2 people already hold seats: the seats cannot be fewer',
    );
    s.advance(1001);
    expect((await seats(1, desk, 'zh')).body.msg).toBe('已有 2 人占用名额，名额不能少于该人数');

    const raised = await seats(3);
    expect(raised.body.msg).toBe('Seats saved');
    expect(raised.body.data).toEqual({ capacity: 3, promoted: 1, waiting: 1 });
    const mine = async (n: number) =>
      (
        await api(s.base).GET('/center/training-registrations', { token: units[n]! })
      ).body.rows.find((r) => r.trainingId === trainingId);
    // The first in line (unit 2, English) has the seat; unit 3 (Chinese) is now next.
    expect((await mine(2))?.status).toBe('pending');
    expect((await mine(3))?.waitlistPlace).toBe(1);
    const bell = await api(s.base).GET('/system/notice/todoList', { token: units[2]!, lang: 'en' });
    expect(bell.body.rows[0]?.noticeTitle).toBe(
      'A seat opened up: Cleanroom validation in practice',
    );
    await s.runDueJobs();
    const [mail] = await mails(2, about);
    expect(mail?.subject).toBe('A seat opened up: Cleanroom validation in practice');
    expect(mail?.text).toContain('Seats have opened up');
    await expect.poll(() => texts(2, /seat opened up/).length).toBe(1);
    expect(await mails(3, about)).toHaveLength(0);

    // The content editor's capacity field does the same: too few is refused, more seats go to
    // the next in line (unit 3), told in Chinese this time.
    s.advance(1001);
    const editor = await login(s, demo(s, 'editor').username, demo(s, 'editor').password);
    const item = { token: editor, params: { path: { type: 'training' as const, id: trainingId } } };
    const edit = async (capacity: number) => {
      const { version } = (await api(s.base).GET('/content/{type}/{id}', item)).body.data;
      return api(s.base).PUT('/content/{type}/{id}', { ...item, body: { capacity, version } });
    };
    expect((await edit(2)).status).toBe(400);
    expect((await mine(3))?.waitlistPlace).toBe(1);
    expect((await edit(4)).status).toBe(200);
    expect((await mine(3))?.status).toBe('pending');
    await s.runDueJobs();
    expect((await mails(3, about))[0]?.subject).toBe('培训候补已转正：洁净室验证实务培训班');
    await expect.poll(() => texts(3, /培训有名额空出/).length).toBe(1);
  });
});

describe('the day before', () => {
  it('each confirmed registration is reminded once: bell, text, and mail with the tickets unless turned off', async () => {
    const trainingId = await publishedTraining(s, 0, 3);
    const regs: number[] = [];
    let start = '';
    for (const n of [0, 1, 2]) {
      const made = await register(units[n]!, trainingId, [`甲${n}`, `乙${n}`]);
      regs.push(made.body.data.id);
      start = made.body.data.startDate;
    }
    // Units 0 and 1 are confirmed; unit 2 is still pending and is not reminded.
    for (const id of regs.slice(0, 2))
      await api(s.base).POST('/review/training-registrations/{id}', {
        token: desk,
        params: { path: { id } },
        body: { decision: 'pass' },
      });
    // Unit 1 (Chinese) turned reminder mail off.
    await api(s.base).PUT('/center/mail-preferences', {
      token: units[1]!,
      body: { topics: { reminders: false } },
    });
    await s.runDueJobs();
    const reminder = /Tomorrow|明天开课/;
    expect(await mails(0, reminder)).toHaveLength(0);

    // The day before the training, at 09:05 Beijing time, the daily job runs.
    const dayBefore = new Date(Date.parse(`${start}T09:05:00+08:00`) - DAY);
    s.advance(dayBefore.getTime() - s.deps.now());
    await s.runDueJobs();

    const [mail, ...more] = await mails(0, reminder);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('Tomorrow: Cleanroom validation in practice');
    expect(mail?.text).toContain('begins tomorrow');
    // The reminder's own sentence, then the sentence every tickets mail ends with, once.
    expect(mail?.text?.match(/QR code/g)).toHaveLength(1);
    expect(mail?.text).toContain('甲0, 乙0');
    const [file] = mail!.attachments;
    expect(file?.mimeType).toBe('application/pdf');
    const pdf = await pdfText(new Uint8Array(file!.content as ArrayBuffer));
    expect(pdf).toContain('甲0');
    expect(pdf).toContain('乙0');
    // Turned off: no reminder mail; the bell and the text still come, in Chinese.
    expect(await mails(1, reminder)).toHaveLength(0);
    const [one] = await s.deps.db.select().from(users).where(eq(users.userName, 'load1'));
    const token1 = await createSession(s.deps.db, {
      userId: one!.id,
      ip: '127.0.0.1',
      userAgent: 'test',
      now: s.deps.now(),
      idleMinutes: 60,
    });
    const bell = await api(s.base).GET('/system/notice/todoList', { token: token1, lang: 'zh' });
    expect(bell.body.rows[0]?.noticeTitle).toBe('明天开课：洁净室验证实务培训班');
    await expect.poll(() => texts(1, /明天/).length).toBe(1);
    expect(texts(1, /明天/)[0]).toContain('洁净室验证实务培训班');
    await expect.poll(() => texts(0, /begins tomorrow/).length).toBe(1);
    expect(texts(0, /begins tomorrow/)[0]).toContain('Cleanroom validation in practice');
    // Not confirmed: not reminded.
    expect(await mails(2, reminder)).toHaveLength(0);
    expect(texts(2, /begins tomorrow/)).toHaveLength(0);

    // Run again (another process, a retry): nobody hears twice.
    await schedule(s.deps.db, {
      kind: TRAINING_REMINDER_JOB,
      key: `${TRAINING_REMINDER_JOB}:again`,
      runAt: new Date(s.deps.now()),
    });
    await s.runDueJobs();
    expect(await mails(0, reminder)).toHaveLength(1);
    expect(texts(0, /begins tomorrow/)).toHaveLength(1);
    // The clock moved three days: the daily rounds of the other features run too.
  }, 120_000);
});
