/**
 * Staff erase a unit that asks: its accounts close, its people's data and files go, its payments,
 * receipts and submitted figures stay, the trail says so without repeating what was erased, and
 * no other unit is touched.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as T from '#features/tables.ts';
import { rowsOf } from '#server/db/client.ts';
import { api, type BodyOf } from '#tests/helpers/api.ts';
import { demo, login, phoneNumber, registerUnit, uploadPdf } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';
import { enterpriseData } from '#features/my-data/server/mydata.service.ts';
import { ERASURE_PLAN } from './erasure.plan.ts';
import { erasedName } from './erasure.service.ts';

let s: TestServer;
/** The server's own folder, so a test can read the database's raw files. */
const dataDir = mkdtempSync(join(tmpdir(), 'assoc-erasure-'));
beforeAll(async () => {
  s = await startTestServer({}, dataDir);
});
afterAll(async () => {
  await s.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const as = (role: string) => login(s, demo(s, role).username, demo(s, role).password);
const download = (token: string, id: string) =>
  fetch(`${s.base}/common/download/resource?resource=${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });

describe('erasing a unit at its request', () => {
  it('closes its accounts, removes its people and files, keeps payments and receipts, and says so', async () => {
    const db = s.database.db;
    const member = await as('member');
    const info = await api(s.base).GET('/getInfo', { token: member });
    const id = info.body.user.enterpriseId!;
    const [unit] = await db.select().from(T.enterprises).where(eq(T.enterprises.id, id));
    const words = `请删除我们的数据 ${crypto.randomUUID()}`;
    await api(s.base).POST('/system/complaint', {
      token: member,
      body: { name: '王工', tel: '13800000000', content: words },
    });
    const [complaint] = await db
      .select({ id: T.complaints.id })
      .from(T.complaints)
      .where(like(T.complaints.content, `%${words}%`));
    const replied = await api(s.base).POST('/console/complaints/{id}/reply', {
      token: await as('secretariat'),
      body: { reply: `答复 ${words}` },
      params: { path: { id: complaint!.id } },
    });
    expect(replied.status, replied.body.msg).toBe(200);
    const licence = await uploadPdf(s, member, 'attachment', '营业执照.pdf');
    const remittance = await uploadPdf(s, member, 'receipt', '汇款凭证.pdf');
    // The joining fee's remittance receipt, named in the application's payment.
    const joiningFee = await uploadPdf(s, member, 'receipt', '入会费汇款凭证.pdf');
    await db.insert(T.applications).values({
      enterpriseId: id,
      status: 'member',
      payment: { receiptFileId: joiningFee, amount: '3000.00' },
    });
    // A fee paid and confirmed: a receipt is issued, and the law keeps it.
    const [payment] = await db
      .insert(T.feePayments)
      .values({
        enterpriseId: id,
        year: 2099,
        amount: 5000,
        paidOn: '2026-11-01',
        companyName: unit!.unitName,
        receiptFileId: remittance,
      })
      .returning();
    const admin = await as('admin');
    const confirmed = await api(s.base).POST('/review/fee-payments/{id}', {
      token: await as('secretariat'),
      body: { decision: 'pass' },
      params: { path: { id: payment!.id } },
    });
    expect(confirmed.status, confirmed.body.msg).toBe(200);
    // The demo member is on the public list of member units.
    const listed = await db.select().from(T.memberUnits).where(eq(T.memberUnits.enterpriseId, id));
    expect(listed).toHaveLength(1);
    const erase = (
      token: string,
      body: BodyOf<'post', '/console/enterprises/{id}/erase'>,
      lang: 'zh' | 'en' = 'zh',
    ) =>
      api(s.base).POST('/console/enterprises/{id}/erase', {
        token,
        body,
        lang,
        params: { path: { id } },
      });

    // Staff without the permission, a wrong code, no reason: refused, nothing erased.
    expect(
      (await erase(await as('secretariat'), { confirmTaxId: unit!.taxId, reason: 'x' })).status,
    ).toBe(403);
    const wrong = await erase(
      admin,
      { confirmTaxId: '91000000000000000X', reason: '单位来函' },
      'en',
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe(
      "The code typed is not this unit's unified social credit code; nothing was erased",
    );
    const noReason = await erase(admin, { confirmTaxId: unit!.taxId, reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(JSON.stringify(noReason.body)).toContain('请填写删除原因');
    expect((await api(s.base).GET('/getInfo', { token: member })).status).toBe(200);

    const reason = `单位 2026-11-20 来函要求删除 ${crypto.randomUUID()}`;
    const done = await erase(admin, { confirmTaxId: unit!.taxId.toLowerCase(), reason }, 'en');
    expect(done.status, done.body.msg).toBe(200);
    expect(done.body.msg).toMatch(/^The unit's data is erased/);
    expect(done.body.data.removed.complaint).toBe(1);

    // Its people can no longer sign in, and the session they had is over.
    expect((await api(s.base).GET('/getInfo', { token: member })).status).toBe(401);
    const again = await api(s.base).POST('/login', {
      body: { username: demo(s, 'member').username, password: demo(s, 'member').password },
    });
    expect(again.body.code).not.toBe(200);

    // The directory shows an erased unit with nobody's details.
    const detail = await api(s.base).GET('/console/enterprises/{id}', {
      token: admin,
      params: { path: { id } },
    });
    const { unit: shown, accounts } = detail.body.data;
    expect(shown).toMatchObject({
      unitName: erasedName(id),
      state: 'erased',
      contactPerson: '',
      phone: '',
      email: '',
    });
    expect(accounts.length).toBeGreaterThan(0);
    for (const a of accounts) expect(a).toMatchObject({ phone: null, email: null, disabled: true });
    expect(accounts.every((a) => a.userName.startsWith('erased-'))).toBe(true);
    expect(JSON.stringify(detail.body)).not.toContain(unit!.contactPerson);

    // Its complaint and files are gone; the remittance receipt a kept payment shows is not.
    expect(
      await db
        .select()
        .from(T.complaints)
        .where(like(T.complaints.content, `%${words}%`)),
    ).toEqual([]);
    expect((await download(admin, licence)).status).toBe(404);
    expect((await download(admin, remittance)).status).toBe(200);
    expect((await download(admin, joiningFee)).status).toBe(200);
    const receipts = await db
      .select()
      .from(T.feeReceipts)
      .where(eq(T.feeReceipts.enterpriseId, id));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.unitName).toBe(unit!.unitName);
    expect(await db.select().from(T.memberUnits).where(eq(T.memberUnits.enterpriseId, id))).toEqual(
      [],
    );
    expect(s.changes.length).toBeGreaterThan(0);

    // What the plan says goes is gone, to the last row; of the files, only the kept receipt stays.
    const left = (await enterpriseData(db, id)).tables;
    for (const [table, what] of Object.entries(ERASURE_PLAN))
      if (what === 'delete' && table !== 'stored_file') expect(left[table], table).toBeUndefined();
    expect(left.stored_file?.map((f) => f.id).sort()).toEqual([remittance, joiningFee].sort());
    expect(left.fee_payment).toHaveLength(1);
    // The reply quoted the complaint: its step went with it.
    const steps = await db
      .select()
      .from(T.workflowLog)
      .where(
        and(eq(T.workflowLog.subject, 'complaint'), eq(T.workflowLog.subjectId, complaint!.id)),
      );
    expect(steps).toEqual([]);

    // The trail keeps who erased which unit and why, and not what was erased.
    const [entry] = await db
      .select()
      .from(T.auditLog)
      .where(
        and(eq(T.auditLog.route, '/console/enterprises/{id}/erase'), eq(T.auditLog.status, 200)),
      );
    expect(entry?.actorName).toBeTruthy();
    const trail = JSON.stringify(entry);
    expect(trail).toContain(reason);
    expect(trail).toContain('"erased":true');
    expect(trail).not.toContain(unit!.contactPerson);
    expect(trail).not.toContain(unit!.email);

    // Once is enough; another unit is untouched.
    const twice = await erase(admin, { confirmTaxId: unit!.taxId, reason }, 'en');
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toBe("This unit's data has already been erased");
    const other = await as('enterprise');
    expect((await api(s.base).GET('/getInfo', { token: other })).status).toBe(200);
  });

  it('leaves its people’s names, phones and emails nowhere: trail, opinions, notices, sign-in log, codes, counters, outbox, raw files', async () => {
    const db = s.database.db;
    const mark = Math.random().toString(36).slice(2, 8);
    const person = `联系人${mark}`;
    const phone = phoneNumber();
    const email = `person-${mark}@example.cn`;
    const { form } = await registerUnit(s, { contactPerson: person, email, phone });
    const [unit] = await db.select().from(T.enterprises).where(eq(T.enterprises.taxId, form.taxId));
    const id = unit!.id;
    const secretariat = await as('secretariat');
    const admin = await as('admin');
    // A staff opinion, a notice and the trail of both name the people.
    const opinion = `已电话联系 ${person}（${phone}，${email}）核实`;
    const passed = await api(s.base).POST('/review/registrations/{id}', {
      token: secretariat,
      body: { decision: 'pass', opinion },
      params: { path: { id } },
    });
    expect(passed.status, passed.body.msg).toBe(200);
    const notice = await api(s.base).POST('/console/notices', {
      token: admin,
      body: {
        title: `致 ${person}`,
        content: `<p>${person}，请回电 ${phone} 或邮件 ${email}</p>`,
        audience: 'units',
        unitIds: [id],
      },
    });
    expect(notice.status, notice.body.msg).toBe(200);
    // What strangers typed to sign in: the unit's name, its phone.
    for (const username of [form.unitName, phone])
      await api(s.base).POST('/login', { body: { username, password: 'Wrong-pass1' } });
    const traces = [person, phone, email];
    const everywhere = async () => {
      const found: string[] = [];
      for (const table of [
        'audit_log',
        'workflow_log',
        'notice_broadcast',
        'sys_notice',
        'login_log',
        'auth_sms_code',
        'rate_limit',
      ]) {
        const text = JSON.stringify(await rowsOf(db, sql.raw(`select * from ${table}`)));
        for (const t of traces) if (text.includes(t)) found.push(`${table}: ${t}`);
      }
      return found;
    };
    expect(await everywhere()).toEqual(
      expect.arrayContaining([
        'audit_log: ' + person,
        'workflow_log: ' + phone,
        'login_log: ' + phone,
      ]),
    );
    expect(s.outbox().some((m) => m.phone === phone)).toBe(true);

    const erased = await api(s.base).POST('/console/enterprises/{id}/erase', {
      token: admin,
      body: { confirmTaxId: unit!.taxId, reason: '单位来函' },
      params: { path: { id } },
    });
    expect(erased.status, erased.body.msg).toBe(200);
    expect(await everywhere()).toEqual([]);
    expect(s.outbox().some((m) => m.phone === phone)).toBe(false);
    // The staff's opinion stays, without them; the trail still says who decided.
    const [step] = await db
      .select()
      .from(T.workflowLog)
      .where(and(eq(T.workflowLog.subject, 'registration'), eq(T.workflowLog.subjectId, id)));
    expect(step?.opinion).toBe(
      '已电话联系 [已删除 erased]（[已删除 erased]，[已删除 erased]）核实',
    );

    // Nor do the database's own files keep the deleted and rewritten rows.
    if (process.env.TEST_DB !== 'postgres') {
      await db.execute(sql`checkpoint`);
      const base = join(dataDir, 'pgdata', 'base');
      const files = (dir: string): string[] =>
        readdirSync(dir).flatMap((f) => {
          const path = join(dir, f);
          return statSync(path).isDirectory() ? files(path) : [path];
        });
      const holding = files(base).filter((f) => {
        const bytes = readFileSync(f);
        return traces.some((t) => bytes.includes(Buffer.from(t)));
      });
      expect(holding).toEqual([]);
    }
  });
});
