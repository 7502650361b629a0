/**
 * Mail through a real SMTP server the test runs: a review decision reaches each unit in its own
 * language with a plain-text part, an essential mail carries its PDF, a mail the server turns
 * away for now is logged and sent again later, a refusal for good is not, and a member who turned
 * reminders off gets none while the essential mail still comes.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { api } from '#tests/helpers/api.ts';
import { demo, login, phoneNumber, registerUnit, smsCode, taxId } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';
import { smtpEnv, startSmtp, type TestSmtp } from '#tests/helpers/smtp.ts';
import { pdfText } from '#tests/helpers/pdf-text.ts';
import { useTranslations } from '#i18n/index.ts';
import { users } from '#server/auth/tables.ts';
import { jobs } from '#server/jobs/tables.ts';
import { notices } from '#server/notices/tables.ts';
import { notifyEnterprise } from '#server/notices/notices.ts';
import { renderPdf } from '#server/pdf/pdf.ts';
import { mailAccounts } from './recipients.ts';
import { MAIL_JOB } from './queue.ts';

let smtp: TestSmtp;
let s: TestServer;
let secretariat: string;
const zh = useTranslations('zh');
const en = useTranslations('en');
const ZH_ADDRESS = `zh-${Date.now()}@example.cn`;
const EN_ADDRESS = `en-${Date.now()}@example.com`;
const units: Record<'zh' | 'en', { userId: number; enterpriseId: number; password: string }> =
  {} as never;

beforeAll(async () => {
  smtp = await startSmtp();
  s = await startTestServer(smtpEnv(smtp));
  secretariat = await login(s, demo(s, 'secretariat').username, demo(s, 'secretariat').password);
  // One unit registers in Chinese, the other in English: each account keeps its language.
  const zhUnit = await registerUnit(s, { email: ZH_ADDRESS });
  expect(zhUnit.reply.body.code, zhUnit.reply.body.msg).toBe(200);
  const phone = phoneNumber();
  const enForm = {
    unitName: `Test Pharma Machinery ${Date.now() % 1e6}`,
    taxId: taxId(),
    contactPerson: 'Ann Lee',
    email: EN_ADDRESS,
    phone,
    password: 'Pharma-Unit7',
    confirmPassword: 'Pharma-Unit7',
    privacyVersion: 1,
  };
  const code = (await smsCode(s, phone, 'register')) as string;
  const enReply = await api(s.base).POST('/register', {
    lang: 'en',
    body: { ...enForm, smsCode: code },
  });
  expect(enReply.body.code, enReply.body.msg).toBe(200);
  for (const [lang, address] of [
    ['zh', ZH_ADDRESS],
    ['en', EN_ADDRESS],
  ] as const) {
    const [u] = await s.deps.db.select().from(users).where(eq(users.email, address));
    expect(u?.locale).toBe(lang);
    units[lang] = { userId: u!.id, enterpriseId: u!.enterpriseId!, password: 'Pharma-Unit7' };
  }
});
afterAll(async () => {
  await s?.stop();
  await smtp?.close();
});

const header = (mail: { headers: { key: string; value: string }[] }, key: string) =>
  mail.headers.find((h) => h.key === key)?.value;

const pendingMailJobs = () =>
  s.deps.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, MAIL_JOB), eq(jobs.status, 'pending')));

describe('mail', () => {
  it('a review decision reaches each unit by mail in its own language, with a plain-text part', async () => {
    for (const [lang, opinion] of [
      ['zh', '营业执照照片不清晰'],
      ['en', 'The licence photo is blurred'],
    ] as const) {
      const r = await api(s.base).POST('/review/registrations/{id}', {
        token: secretariat,
        body: { decision: 'reject', opinion },
        params: { path: { id: units[lang].enterpriseId } },
      });
      expect(r.body.code, r.body.msg).toBe(200);
    }
    await s.runDueJobs();

    const [zhMail, ...moreZh] = await smtp.mailTo(ZH_ADDRESS);
    expect(moreZh).toHaveLength(0);
    expect(zhMail!.subject).toBe(zh('notice.registrationRejected.title'));
    expect(header(zhMail!, 'content-language')).toBe('zh');
    expect(zhMail!.from).toMatchObject({ address: 'noreply@assoc.test' });
    expect(zhMail!.text).toContain(zh('notice.registrationRejected.body'));
    expect(zhMail!.text).toContain('营业执照照片不清晰');
    expect(zhMail!.text).toContain('/register/result');
    expect(zhMail!.html).toContain('lang="zh"');

    const [enMail] = await smtp.mailTo(EN_ADDRESS);
    expect(enMail!.subject).toBe(en('notice.registrationRejected.title'));
    expect(header(enMail!, 'content-language')).toBe('en');
    expect(enMail!.text).toContain(en('notice.registrationRejected.body'));
    expect(enMail!.text).toContain('The licence photo is blurred');
    expect(enMail!.text).toContain('/en/register/result');
    expect(enMail!.text).not.toMatch(/\p{Script=Han}/u);
    // Decisions are essential: no word of turning them off.
    expect(enMail!.text).not.toContain(en('mail.footerOptional'));
  });

  it('an essential mail carries its attachment: a PDF ticket', async () => {
    const ticket = await renderPdf({ font: undefined, title: 'Ticket' }, (doc) => {
      doc.text('Admission ticket T-42');
    });
    const queued = await mailAccounts(s.deps.db, { userIds: [units.en.userId] }, 'account', () => ({
      subject: 'Your password was reset',
      paragraphs: ['Your password was reset. Your ticket is attached.'],
      attachments: [{ filename: 'ticket.pdf', contentType: 'application/pdf', content: ticket }],
    }));
    expect(queued).toBe(1);
    await s.runDueJobs();
    const mail = (await smtp.mailTo(EN_ADDRESS)).find(
      (m) => m.subject === 'Your password was reset',
    );
    expect(mail?.text).toContain('Your ticket is attached.');
    expect(mail?.attachments).toHaveLength(1);
    const [file] = mail!.attachments;
    expect(file).toMatchObject({ filename: 'ticket.pdf', mimeType: 'application/pdf' });
    expect(await pdfText(new Uint8Array(file!.content as ArrayBuffer))).toContain('T-42');
  });

  it('a mail the server turns away for now is logged, recorded, tried again and delivered', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const before = (await smtp.mailTo(ZH_ADDRESS)).length;
    smtp.refuseNext(451);
    await mailAccounts(s.deps.db, { userIds: [units.zh.userId] }, 'account', () => ({
      subject: '再次发送的邮件',
      paragraphs: ['第一次被拒，稍后送达。'],
    }));
    await s.runDueJobs();
    expect(await smtp.mailTo(ZH_ADDRESS)).toHaveLength(before);
    expect(logged.mock.calls.flat().join('\n')).toMatch(
      /\[mail\] account mail .* failed \(try 1 of 6\).*451/,
    );
    const [failed] = await s.deps.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, MAIL_JOB), like(jobs.lastError, '%451%')));
    expect(failed?.status).toBe('done');
    const [next] = await pendingMailJobs();
    expect(next?.key).toMatch(/:2$/);
    // Not before its time; then it goes, once.
    await s.runDueJobs();
    expect(await smtp.mailTo(ZH_ADDRESS)).toHaveLength(before);
    s.advance(61_000);
    await s.runDueJobs();
    const after = await smtp.mailTo(ZH_ADDRESS);
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)?.subject).toBe('再次发送的邮件');
    expect(await pendingMailJobs()).toHaveLength(0);
    logged.mockRestore();
  });

  it('a mailbox refused for good is a bounce: logged, marked failed, not tried again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    smtp.refuseNext(550);
    await mailAccounts(s.deps.db, { userIds: [units.zh.userId] }, 'decisions', () => ({
      subject: 'bounced',
      paragraphs: ['no such mailbox'],
    }));
    await s.runDueJobs();
    expect(logged.mock.calls.flat().join('\n')).toMatch(/bounced \(try 1 of 6\).*not tried again/);
    expect(await pendingMailJobs()).toHaveLength(0);
    const [row] = await s.deps.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, MAIL_JOB), like(jobs.lastError, '%550%')));
    expect(row?.status).toBe('failed');
    logged.mockRestore();
  });

  it('a member who turned reminders off gets none by mail, still sees them on the bell, and still gets decisions', async () => {
    const token = await login(
      s,
      (await s.deps.db.select().from(users).where(eq(users.id, units.zh.userId)))[0]!.userName,
      units.zh.password,
    );
    const read = await api(s.base).GET('/center/mail-preferences', { token });
    expect(read.body.data).toEqual({
      address: ZH_ADDRESS,
      topics: { reminders: true, news: true },
    });
    const saved = await api(s.base).PUT('/center/mail-preferences', {
      token,
      body: { topics: { reminders: false } },
    });
    expect(saved.body.data.topics).toEqual({ reminders: false, news: true });

    const reminder = {
      key: 'memberDue',
      params: { until: '2026-12-31', year: 2027, graceEnd: '2027-03-31' },
    };
    for (const unit of [units.zh, units.en])
      await notifyEnterprise(s.deps.db, unit.enterpriseId, reminder);
    await notifyEnterprise(s.deps.db, units.zh.enterpriseId, {
      key: 'feeConfirmed',
      params: { year: 2027 },
    });
    await s.runDueJobs();

    const zhSubjects = (await smtp.mailTo(ZH_ADDRESS)).map((m) => m.subject);
    expect(zhSubjects).not.toContain(zh('notice.memberDue.title'));
    expect(zhSubjects).toContain(zh('notice.feeConfirmed.title', { year: 2027 }));
    const onTheBell = await s.deps.db
      .select()
      .from(notices)
      .where(
        and(
          eq(notices.receiverId, units.zh.userId),
          eq(notices.noticeTitle, zh('notice.memberDue.title')),
        ),
      );
    expect(onTheBell).toHaveLength(1);
    // The other unit has not opted out: it gets the reminder, which says how to turn it off.
    const enReminder = (await smtp.mailTo(EN_ADDRESS)).find(
      (m) => m.subject === en('notice.memberDue.title'),
    );
    expect(enReminder?.text).toContain(en('mail.footerOptional'));

    const back = await api(s.base).PUT('/center/mail-preferences', {
      token,
      body: { topics: { reminders: true } },
    });
    expect(back.body.data.topics.reminders).toBe(true);
  });
});
