/**
 * Staff erase a unit that asks: its accounts close, its people's data and files go, its payments,
 * receipts and submitted figures stay, the trail says so without repeating what was erased, and
 * no other unit is touched.
 */
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as T from '#server/db/schema/index.ts';
import { call } from '#tests/helpers/http.ts';
import { demo, login, uploadPdf } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';
import { enterpriseData } from '../mydata/mydata.service.ts';
import { ERASURE_PLAN } from './erasure.plan.ts';
import { erasedName } from './erasure.service.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.stop());

const as = (role: string) => login(s, demo(s, role).username, demo(s, role).password);
const download = (token: string, id: string) =>
  fetch(`${s.base}/common/download/resource?resource=${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });

describe('erasing a unit at its request', () => {
  it('closes its accounts, removes its people and files, keeps payments and receipts, and says so', async () => {
    const db = s.database.db;
    const member = await as('member');
    const info = await call<{ user: { enterpriseId: number } }>(s.base, 'GET', '/getInfo', {
      token: member,
    });
    const id = info.body.user.enterpriseId;
    const [unit] = await db.select().from(T.enterprises).where(eq(T.enterprises.id, id));
    const words = `请删除我们的数据 ${crypto.randomUUID()}`;
    await call(s.base, 'POST', '/system/complaint', {
      token: member,
      body: { name: '王工', tel: '13800000000', content: words },
    });
    const [complaint] = await db
      .select({ id: T.complaints.id })
      .from(T.complaints)
      .where(like(T.complaints.content, `%${words}%`));
    const replied = await call(s.base, 'POST', `/console/complaints/${complaint!.id}/reply`, {
      token: await as('secretariat'),
      body: { reply: `答复 ${words}` },
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
    const confirmed = await call(s.base, 'POST', `/review/fee-payments/${payment!.id}`, {
      token: await as('secretariat'),
      body: { decision: 'pass' },
    });
    expect(confirmed.status, confirmed.body.msg).toBe(200);
    // The demo member is on the public list of member units.
    const listed = await db.select().from(T.memberUnits).where(eq(T.memberUnits.enterpriseId, id));
    expect(listed).toHaveLength(1);
    const erase = (token: string, body: object, lang: 'zh' | 'en' = 'zh') =>
      call<{ data: { accounts: number; removed: Record<string, number> } }>(
        s.base,
        'POST',
        `/console/enterprises/${id}/erase`,
        { token, body, lang },
      );

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
    expect((await call(s.base, 'GET', '/getInfo', { token: member })).status).toBe(200);

    const reason = `单位 2026-11-20 来函要求删除 ${crypto.randomUUID()}`;
    const done = await erase(admin, { confirmTaxId: unit!.taxId.toLowerCase(), reason }, 'en');
    expect(done.status, done.body.msg).toBe(200);
    expect(done.body.msg).toMatch(/^The unit's data is erased/);
    expect(done.body.data.removed.complaint).toBe(1);

    // Its people can no longer sign in, and the session they had is over.
    expect((await call(s.base, 'GET', '/getInfo', { token: member })).status).toBe(401);
    const again = await call(s.base, 'POST', '/login', {
      body: { username: demo(s, 'member').username, password: demo(s, 'member').password },
    });
    expect(again.body.code).not.toBe(200);

    // The directory shows an erased unit with nobody's details.
    const detail = await call<{
      data: {
        unit: {
          unitName: string;
          state: string;
          contactPerson: string;
          phone: string;
          email: string;
        };
        accounts: {
          userName: string;
          phone: string | null;
          email: string | null;
          disabled: boolean;
        }[];
        payments: { receiptFileId: string | null }[];
      };
    }>(s.base, 'GET', `/console/enterprises/${id}`, { token: admin });
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
    expect((await call(s.base, 'GET', '/getInfo', { token: other })).status).toBe(200);
  });
});
