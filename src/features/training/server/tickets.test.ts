/**
 * E-tickets and check-in over HTTP, with a real SMTP server: a confirmation mails the tickets as
 * a PDF; the unit sees its QR codes and nobody else's; a forged or altered code is refused; a
 * second scan says when and by whom; two phones' offline batches for one ticket end as one
 * check-in at the earliest time; the counter, the search and the badges.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { api } from '#tests/helpers/api.ts';
import { demo, login } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';
import { smtpEnv, startSmtp, type TestSmtp } from '#tests/helpers/smtp.ts';
import { pdfFrom, pdfText } from '#tests/helpers/pdf-text.ts';
import { formatDate } from '#shared/format.ts';
import { users } from '#server/auth/tables.ts';
import { trainingCheckins } from './tables.ts';
import { publishedTraining, registrationOf } from './event-day.fixtures.ts';

let s: TestServer;
let smtp: TestSmtp;
let unitA: string;
let unitB: string;
let secretariat: string;
let admin: string;
let trainingId: number;
let registrationId: number;
let codes: string[];
const ADDRESS = `tickets-${Date.now()}@example.com`;

beforeAll(async () => {
  smtp = await startSmtp();
  s = await startTestServer(smtpEnv(smtp));
  const as = (role: string) => login(s, demo(s, role).username, demo(s, role).password);
  [unitA, unitB, secretariat, admin] = [
    await as('enterprise'),
    await as('member'),
    await as('secretariat'),
    await as('admin'),
  ];
  // Unit A's account reads English and has a mail address.
  await s.deps.db
    .update(users)
    .set({ email: ADDRESS, locale: 'en' })
    .where(eq(users.userName, demo(s, 'enterprise').username));
  trainingId = await publishedTraining(s, 10);
  const made = await api(s.base).POST('/center/training-registrations', {
    token: unitA,
    body: registrationOf(trainingId, ['张伟', '李强']),
  });
  registrationId = made.body.data.id;
  await api(s.base).POST('/center/training-registrations', {
    token: unitB,
    body: registrationOf(trainingId, ['王芳']),
  });
});
afterAll(async () => {
  await s?.stop();
  await smtp?.close();
});

const at = (id: number) => ({ params: { path: { id } } });
const scan = (token: string, code: string) =>
  api(s.base).POST('/console/trainings/{id}/checkin', {
    token,
    ...at(trainingId),
    body: { code },
    lang: 'en',
  });

describe('tickets', () => {
  it('a confirmation mails the tickets as a PDF, in the reader’s language, with a plain-text part', async () => {
    const passed = await api(s.base).POST('/review/training-registrations/{id}', {
      token: secretariat,
      ...at(registrationId),
      body: { decision: 'pass' },
    });
    expect(passed.body.data.status).toBe('passed');
    await s.runDueJobs();
    const mail = (await smtp.mailTo(ADDRESS)).find((m) => m.subject?.startsWith('Your admission'));
    expect(mail?.subject).toBe('Your admission tickets: Cleanroom validation in practice');
    expect(mail?.text).toContain('is confirmed: 2 attendees');
    expect(mail?.text).toContain('Attached are the admission tickets');
    expect(mail?.attachments).toHaveLength(1);
    const [file] = mail!.attachments;
    expect(file?.mimeType).toBe('application/pdf');
    const text = await pdfText(new Uint8Array(file!.content as ArrayBuffer));
    expect(text).toContain('Admission ticket');
    expect(text).toContain('张伟');
    expect(text).toContain('李强');
  });

  it('the unit sees its tickets with their QR codes; another unit sees none of them', async () => {
    const mine = await api(s.base).GET('/center/training-registrations/{id}/tickets', {
      token: unitA,
      ...at(registrationId),
    });
    expect(mine.body.rows.map((t) => t.name)).toEqual(['张伟', '李强']);
    codes = mine.body.rows.map((t) => t.code);
    expect(new Set(codes).size).toBe(2);
    for (const t of mine.body.rows) {
      expect(t.code).toMatch(/^T1\.[\w-]{16}\.[\w-]{16}$/);
      expect(t.qr.size).toBeGreaterThanOrEqual(21);
      expect(t.qr.path).toMatch(/^M\d+ \d+h\d+/);
    }
    const theirs = await api(s.base).GET('/center/training-registrations/{id}/tickets', {
      token: unitB,
      ...at(registrationId),
    });
    expect(theirs.status).toBe(404);
    const pdf = await pdfFrom(
      `${s.base}/center/training-registrations/${registrationId}/tickets/pdf`,
      unitA,
    );
    expect(pdf.status).toBe(200);
    expect(pdf.text).toContain('李强');
    expect(
      (
        await pdfFrom(
          `${s.base}/center/training-registrations/${registrationId}/tickets/pdf`,
          unitB,
        )
      ).status,
    ).toBe(404);
  });
});

describe('check-in', () => {
  it('refuses a forged or an altered code, and a unit may not check anyone in', async () => {
    const forged = await scan(secretariat, 'T1.AAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBB');
    expect(forged.body.data).toMatchObject({ outcome: 'invalid', person: null });
    expect(forged.body.data.message).toBe(
      'Not a valid ticket: the code was not issued by us, or it was altered',
    );
    const code = codes[0]!;
    const flipped = code.slice(0, 5) + (code[5] === 'A' ? 'B' : 'A') + code.slice(6);
    expect((await scan(secretariat, flipped)).body.data.outcome).toBe('invalid');
    expect((await scan(secretariat, 'not a ticket at all')).body.data.outcome).toBe('invalid');
    expect((await scan(unitA, code)).status).toBe(403);
    expect((await scan(unitB, code)).status).toBe(403);
  });

  it('checks in once; a second scan says when and by whom', async () => {
    const first = await scan(secretariat, codes[0]!);
    expect(first.body.data).toMatchObject({
      outcome: 'checkedIn',
      person: { name: '张伟', registrationId },
    });
    expect(first.body.data.message).toMatch(/^Checked in: 张伟 \(/);
    expect(first.body.data.counts).toEqual({
      sessionId: null,
      checkedIn: 1,
      registered: 2,
      waitlist: 0,
    });
    const staff = (
      await s.deps.db
        .select()
        .from(users)
        .where(eq(users.userName, demo(s, 'secretariat').username))
    )[0]!;
    s.advance(60_000);
    const again = await scan(admin, codes[0]!);
    const time = formatDate(first.body.data.checkedInAt, 'HH:mm');
    expect(again.body.data).toMatchObject({ outcome: 'already', checkedInBy: staff.nickName });
    expect(again.body.data.checkedInAt).toBe(first.body.data.checkedInAt);
    expect(again.body.data.message).toBe(
      `张伟 (${first.body.data.person?.unitName}) already checked in at ${time} by ${staff.nickName}`,
    );
    expect(again.body.data.counts.checkedIn).toBe(1);
  });

  it('two phones’ offline batches for one ticket end as one check-in at the earliest time', async () => {
    const now = Date.now();
    const later = new Date(now - 5 * 60_000).toISOString();
    const earlier = new Date(now - 10 * 60_000).toISOString();
    // The phone that scanned later comes back online first; the earlier scan then wins.
    const phone1 = await api(s.base).POST('/console/trainings/{id}/checkin/batch', {
      token: secretariat,
      ...at(trainingId),
      body: {
        scans: [
          { code: codes[1]!, scannedAt: later },
          { code: 'T1.forged', scannedAt: later },
        ],
      },
    });
    expect(phone1.body.data.answers.map((a) => a.outcome)).toEqual(['checkedIn', 'invalid']);
    const phone2 = await api(s.base).POST('/console/trainings/{id}/checkin/batch', {
      token: admin,
      ...at(trainingId),
      body: { scans: [{ code: codes[1]!, scannedAt: earlier }] },
    });
    expect(phone2.body.data.answers[0]?.checkedInAt).toBe(earlier);
    // Sent again (a phone that did not hear the answer), the later scan changes nothing.
    await api(s.base).POST('/console/trainings/{id}/checkin/batch', {
      token: secretariat,
      ...at(trainingId),
      body: { scans: [{ code: codes[1]!, scannedAt: later }] },
    });
    const rows = await s.deps.db
      .select()
      .from(trainingCheckins)
      .where(eq(trainingCheckins.registrationId, registrationId));
    const second = rows.filter((r) => r.attendee === 1);
    expect(second).toHaveLength(1);
    expect(second[0]?.checkedInAt.toISOString()).toBe(earlier);
    expect(second[0]?.via).toBe('offline');
    expect(phone2.body.data.counts).toEqual({
      sessionId: null,
      checkedIn: 2,
      registered: 2,
      waitlist: 0,
    });
  });

  it('finds people by name, unit or phone, and checks one in by hand', async () => {
    const byName = await api(s.base).GET('/console/trainings/{id}/checkin/search', {
      token: secretariat,
      params: { path: { id: trainingId }, query: { q: '李强' } },
    });
    expect(byName.body.rows).toHaveLength(1);
    expect(byName.body.rows[0]?.checkedInAt).not.toBeNull();
    const byPhone = await api(s.base).GET('/console/trainings/{id}/checkin/search', {
      token: secretariat,
      params: { path: { id: trainingId }, query: { q: '0512-6666' } },
    });
    // Only confirmed people: unit B's registration is still pending.
    expect(byPhone.body.rows.map((r) => r.name)).toEqual(['张伟', '李强']);
    const manual = await api(s.base).POST('/console/trainings/{id}/checkin/person', {
      token: secretariat,
      ...at(trainingId),
      body: { registrationId, attendee: 0 },
    });
    expect(manual.body.data.outcome).toBe('already');
    const badges = await pdfFrom(`${s.base}/console/trainings/${trainingId}/badges`, secretariat);
    expect(badges.status).toBe(200);
    expect(badges.text).toContain('张伟');
    expect(badges.text).toContain('李强');
    expect((await pdfFrom(`${s.base}/console/trainings/${trainingId}/badges`, unitA)).status).toBe(
      403,
    );
  });
});

describe('certificates', () => {
  it('only those present get one, after the training; its code verifies, another does not', async () => {
    const early = await api(s.base).POST('/console/trainings/{id}/certificates', {
      token: secretariat,
      ...at(trainingId),
      lang: 'en',
    });
    expect(early.body.msg).toBe('Certificates can be issued once the training has ended');
    s.advance(22 * 86_400_000);
    const desk = await login(s, demo(s, 'secretariat').username, demo(s, 'secretariat').password);
    const unit = await login(s, demo(s, 'enterprise').username, demo(s, 'enterprise').password);
    // 李强 was checked in at the door, but the desk marked him absent: the mark has the last word.
    await api(s.base).PUT('/console/trainings/{id}/attendance', {
      token: desk,
      ...at(trainingId),
      body: { marks: [{ registrationId, attendee: 1, attended: false }] },
    });
    const issued = await api(s.base).POST('/console/trainings/{id}/certificates', {
      token: desk,
      ...at(trainingId),
    });
    expect(issued.body.data).toEqual({ issued: 1, present: 1 });
    // Issuing again adds nothing.
    s.advance(1001);
    const again = await api(s.base).POST('/console/trainings/{id}/certificates', {
      token: desk,
      ...at(trainingId),
    });
    expect(again.body.data.issued).toBe(1);
    const pdf = await pdfFrom(
      `${s.base}/center/training-registrations/${registrationId}/certificates/pdf`,
      unit,
      'en',
    );
    expect(pdf.text).toContain('张伟');
    expect(pdf.text).toContain('Certificate of Training');
    expect(pdf.text).not.toContain('李强');
    const code = /[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(pdf.text)?.[0] ?? '';
    const checked = await api(s.base).GET('/web/verify-training/{code}', {
      params: { path: { code: code.toLowerCase().replace(/-/g, ' ') } },
    });
    expect(checked.body.data).toMatchObject({ state: 'valid', name: '张伟', code });
    const unknown = await api(s.base).GET('/web/verify-training/{code}', {
      params: { path: { code: 'K7QW-3MZP-9TRD' } },
    });
    expect(unknown.status).toBe(404);
    expect(
      (
        await pdfFrom(
          `${s.base}/center/training-registrations/${registrationId}/certificates/pdf`,
          await login(s, demo(s, 'member').username, demo(s, 'member').password),
        )
      ).status,
    ).toBe(404);
  });
});
