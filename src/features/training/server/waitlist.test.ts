/**
 * The waitlist, over HTTP with a real SMTP server: registrations at once never take more seats
 * than there are, the rest wait in the order they came; a cancellation promotes the first waiting
 * unit, which is told on the bell, by text message and by mail in its own language; the
 * secretariat reorders the line and each unit sees its place; the database itself refuses a
 * write past capacity.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { api } from '#tests/helpers/api.ts';
import { demo, login } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';
import { smtpEnv, startSmtp, type TestSmtp } from '#tests/helpers/smtp.ts';
import { trainingRegistrations } from './tables.ts';
import { reachableUnits, publishedTraining, registrationOf } from './event-day.fixtures.ts';

let s: TestServer;
let smtp: TestSmtp;
let units: string[];
let secretariat: string;
let trainingId: number;
beforeAll(async () => {
  smtp = await startSmtp();
  s = await startTestServer(smtpEnv(smtp));
  secretariat = await login(s, demo(s, 'secretariat').username, demo(s, 'secretariat').password);
  // Each may register for trainings, with a mail address and a phone; the even ones read English.
  units = await reachableUnits(s, 8, { mail: 'unit', phone: '1390000000' });
  trainingId = await publishedTraining(s, 3);
});
afterAll(async () => {
  await s?.stop();
  await smtp?.close();
});

const mine = async (token: string) =>
  (await api(s.base).GET('/center/training-registrations', { token })).body.rows.find(
    (r) => r.trainingId === trainingId,
  );

describe('waitlist', () => {
  it('eight units registering at once take the three seats; the other five wait in the order they came', async () => {
    const answers = await Promise.all(
      units.map((token, n) =>
        api(s.base).POST('/center/training-registrations', {
          token,
          body: registrationOf(trainingId, [`学员${n}`]),
        }),
      ),
    );
    for (const a of answers) expect(a.body.code, a.body.msg).toBe(200);
    const statuses = answers.map((a) => a.body.data.status);
    expect(statuses.filter((x) => x === 'pending')).toHaveLength(3);
    expect(statuses.filter((x) => x === 'waitlisted')).toHaveLength(5);
    expect(answers.find((a) => a.body.data.status === 'waitlisted')?.body.msg).toBe(
      '名额已满，已加入候补名单；有名额空出时将通知您',
    );
    // The line is the order of arrival: places 1 to 5 by registration id.
    const waiting = answers
      .map((a) => a.body.data)
      .filter((r) => r.status === 'waitlisted')
      .sort((a, b) => a.id - b.id);
    expect(waiting.map((r) => r.waitlistPlace)).toEqual([1, 2, 3, 4, 5]);
    const line = await api(s.base).GET('/console/trainings/{id}/waitlist', {
      token: secretariat,
      params: { path: { id: trainingId } },
    });
    expect(line.body.rows.map((r) => r.registrationId)).toEqual(waiting.map((r) => r.id));
    const counts = await api(s.base).GET('/console/trainings/{id}/checkin/counts', {
      token: secretariat,
      params: { path: { id: trainingId } },
    });
    expect(counts.body.data).toEqual({ sessionId: null, checkedIn: 0, registered: 0, waitlist: 5 });
  });

  it('the database refuses a seat past capacity, whatever writes it', async () => {
    const [waiting] = await s.deps.db
      .select({ id: trainingRegistrations.id })
      .from(trainingRegistrations)
      .where(
        and(
          eq(trainingRegistrations.trainingId, trainingId),
          eq(trainingRegistrations.status, 'waitlisted'),
        ),
      );
    await expect(
      s.deps.db
        .update(trainingRegistrations)
        .set({ status: 'pending' })
        .where(eq(trainingRegistrations.id, waiting!.id)),
    ).rejects.toThrow();
  });

  it('the secretariat reorders the line; each unit sees its new place; a unit may not reorder', async () => {
    const line = await api(s.base).GET('/console/trainings/{id}/waitlist', {
      token: secretariat,
      params: { path: { id: trainingId } },
    });
    const order = line.body.rows.map((r) => r.registrationId).reverse();
    const refused = await api(s.base).PUT('/console/trainings/{id}/waitlist', {
      token: units[0]!,
      params: { path: { id: trainingId } },
      body: { order },
    });
    expect(refused.status).toBe(403);
    const stale = await api(s.base).PUT('/console/trainings/{id}/waitlist', {
      token: secretariat,
      params: { path: { id: trainingId } },
      body: { order: order.slice(1) },
      lang: 'en',
    });
    expect(stale.body.msg).toBe('The waitlist has changed meanwhile: reload it and order it again');
    const saved = await api(s.base).PUT('/console/trainings/{id}/waitlist', {
      token: secretariat,
      params: { path: { id: trainingId } },
      body: { order },
    });
    expect(saved.body.rows.map((r) => r.registrationId)).toEqual(order);
    const waitingUnits = await Promise.all(units.map(mine));
    const last = waitingUnits.find((r) => r?.id === order[0]);
    expect(last?.waitlistPlace).toBe(1);
  });

  it('a cancellation promotes the first in line, who is told on the bell, by text and by mail in its language', async () => {
    const holders = (await Promise.all(units.map(mine))).map((r, n) => ({ r, n }));
    const leaving = holders.find((h) => h.r?.status === 'pending')!;
    const line = await api(s.base).GET('/console/trainings/{id}/waitlist', {
      token: secretariat,
      params: { path: { id: trainingId } },
    });
    const head = holders.find((h) => h.r?.id === line.body.rows[0]!.registrationId)!;
    const second = holders.find((h) => h.r?.id === line.body.rows[1]!.registrationId)!;
    const cancelled = await api(s.base).POST('/center/training-registrations/{id}/cancel', {
      token: units[leaving.n]!,
      params: { path: { id: leaving.r!.id } },
    });
    expect(cancelled.body.data.status).toBe('cancelled');
    expect((await mine(units[head.n]!))?.status).toBe('pending');
    expect((await mine(units[second.n]!))?.waitlistPlace).toBe(1);

    const bell = await api(s.base).GET('/system/notice/todoList', {
      token: units[head.n]!,
      lang: 'en',
    });
    expect(bell.body.rows[0]?.noticeTitle).toBe(
      'A seat opened up: Cleanroom validation in practice',
    );
    await s.runDueJobs();
    const english = head.n % 2 === 0;
    // (Other jobs mail these units too: the statistics reminders. Only the training's count.)
    const about = async (n: number) =>
      (await smtp.mailTo(`unit${n}@example.com`)).filter((m) =>
        /Cleanroom|洁净室/.test(m.subject ?? ''),
      );
    const [mail, ...more] = await about(head.n);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe(
      english
        ? 'A seat opened up: Cleanroom validation in practice'
        : '培训候补已转正：洁净室验证实务培训班',
    );
    expect(mail?.text).toContain(english ? 'Seats have opened up' : '有名额空出');
    // Nobody else was promoted, so nobody else was told.
    expect(await about(second.n)).toHaveLength(0);
    const seatTexts = () =>
      s
        .outbox()
        .filter((m) => m.phone === `1390000000${head.n}`)
        .map((m) => (m as { text?: string }).text ?? '')
        .filter((text) => /seat opened up|培训有名额空出/.test(text));
    await expect.poll(() => seatTexts().length).toBe(1);
    expect(seatTexts()[0]).toContain(english ? 'A training seat opened up' : '培训有名额空出');
  });
});
