/** Membership change and transfer: member asks, secretariat reviews, council approves and it takes effect; refusals and ownership. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, numberText, type BodyOf } from '#tests/helpers/api.ts';
import { demo, login, uploadPdf } from '#tests/helpers/flows.ts';
import { sampleProfile } from '#tests/helpers/sample-profile.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';
import { pdfFrom } from '#tests/helpers/pdf-text.ts';
import { eq } from 'drizzle-orm';
import { enterpriseProfiles } from '#features/profile/server/tables.ts';
import { enterprises, users } from '#server/auth/tables.ts';
import { memberCertificates } from '#features/certificates/server/tables.ts';

let s: TestServer;
let member: string;
let enterprise: string;
let secretariat: string;
let council: string;
beforeAll(async () => {
  s = await startTestServer();
  const as = (role: string) => login(s, demo(s, role).username, demo(s, role).password);
  [member, enterprise, secretariat, council] = [
    await as('member'),
    await as('enterprise'),
    await as('secretariat'),
    await as('council'),
  ];
});
afterAll(() => s.stop());

const review = (
  id: number,
  step: 'secretariat' | 'council',
  token: string,
  body: BodyOf<'post', '/review/requests/{id}/secretariat'>,
) => api(s.base).POST(`/review/requests/{id}/${step}`, { token, body, params: { path: { id } } });
const info = (token: string) => api(s.base).GET('/getInfo', { token });
const fees = async (token: string) => (await api(s.base).GET('/center/fees', { token })).body.data;

describe('membership change', () => {
  it('member asks → secretariat passes → council approves → the new name logs in', async () => {
    expect(
      (
        await api(s.base).POST('/center/requests/change', {
          token: enterprise,
          body: { address: 'x', reason: 'y' },
        })
      ).status,
    ).toBe(403);
    const empty = await api(s.base).POST('/center/requests/change', {
      token: member,
      body: { reason: '更名' },
    });
    expect(empty.body.msg).toBe('请至少填写一项变更内容');
    // Without saved enterprise information an address change would have nothing to change:
    // it is refused before it is filed, not approved and dropped. (The demo member has one: as
    // if it had never saved it.)
    await s.deps.db.delete(enterpriseProfiles);
    const early = await api(s.base).POST('/center/requests/change', {
      token: member,
      body: { address: '杭州市滨江区 1 号', reason: '搬迁' },
    });
    expect(early.body.msg).toBe(
      '请先在“企业信息”中保存企业信息，再申请变更法定代表人、联系人、电话或地址',
    );
    const saved = await api(s.base).PUT('/center/enterprise/profile', {
      token: member,
      body: { data: sampleProfile(await uploadPdf(s, member)), version: 0 },
    });
    expect(saved.body.code).toBe(200);
    // The certificate of its term, issued under the old name.
    expect((await pdfFrom(`${s.base}/center/certificate`, member)).status).toBe(200);
    s.advance(1001);
    const asked = await api(s.base).POST('/center/requests/change', {
      token: member,
      body: {
        unitName: '华东制药装备集团有限公司',
        address: '杭州市滨江区 1 号',
        reason: '公司更名',
      },
    });
    expect(asked.body.data.status).toBe('secretariat');
    const id = asked.body.data.id;
    s.advance(1001);
    expect(
      (
        await api(s.base).POST('/center/requests/change', {
          token: member,
          body: { address: '杭州', reason: '再次' },
        })
      ).body.msg,
    ).toBe('已有办理中的申请，请等待审核结果');

    expect((await review(id, 'council', council, { decision: 'pass' })).body.msg).toBe(
      '该事项已被他人处理，请刷新',
    );
    expect((await review(id, 'secretariat', member, { decision: 'pass' })).status).toBe(403);
    expect(
      (await review(id, 'secretariat', secretariat, { decision: 'pass', opinion: '材料齐全' })).body
        .data.status,
    ).toBe('council');
    const done = await review(id, 'council', council, { decision: 'pass', opinion: '同意' });
    expect(done.body.data.status).toBe('done');
    expect(done.body.data.history.map((h) => h.toStatus)).toEqual([
      'secretariat',
      'council',
      'done',
    ]);
    expect((await info(member)).body.user.userName).toBe('华东制药装备集团有限公司');
    const profileNow = await api(s.base).GET('/center/enterprise/profile', { token: member });
    expect(profileNow.body.data.data!.address).toBe('杭州市滨江区 1 号');
    await login(s, '华东制药装备集团有限公司', demo(s, 'member').password);

    // What does not change with the name signs the unit in too: its tax ID and its mobile.
    const [account] = await s.deps.db
      .select({ phone: users.phone, taxId: enterprises.taxId, enterpriseId: enterprises.id })
      .from(users)
      .innerJoin(enterprises, eq(enterprises.id, users.enterpriseId))
      .where(eq(users.userName, '华东制药装备集团有限公司'));
    const password = demo(s, 'member').password;
    for (const id of [account?.taxId.toLowerCase() ?? '', account?.phone ?? '']) {
      expect(id).not.toBe('');
      expect(await login(s, id, password)).toBeTruthy();
    }
    // The notice says how to sign in now, in both languages.
    const told = async (lang: 'zh' | 'en') =>
      (await api(s.base).GET('/system/notice/todoList', { token: member, lang })).body.rows[0]
        ?.noticeContent;
    expect(await told('zh')).toContain(
      `登录时请使用新名称、统一社会信用代码（${account?.taxId}）或注册手机号`,
    );
    expect(await told('en')).toContain(
      `Sign in with the new name, your unified social credit code (${account?.taxId}) or your registered mobile number`,
    );
    // The certificate is reissued in the name the unit has now, under the same code.
    const certificate = await pdfFrom(`${s.base}/center/certificate`, member);
    expect(certificate.text.replace(/\s+/g, '')).toContain('华东制药装备集团有限公司');
    const [held] = await s.deps.db
      .select({ code: memberCertificates.code })
      .from(memberCertificates)
      .where(eq(memberCertificates.enterpriseId, account?.enterpriseId ?? 0));
    const checked = await api(s.base).GET('/web/verify/{code}', {
      params: { path: { code: held!.code } },
    });
    expect(checked.body.data.unitName).toBe('华东制药装备集团有限公司');
  });
});

describe('rejections', () => {
  it('the secretariat or the council rejects with a reason: nothing changes, the unit is told and may ask again', async () => {
    const ask = (address: string) =>
      api(s.base).POST('/center/requests/change', {
        token: member,
        body: { address, reason: '搬迁' },
      });
    const first = await ask('宁波市北仑区 8 号');
    const byCouncil = await review(first.body.data.id, 'secretariat', secretariat, {
      decision: 'pass',
    });
    expect(byCouncil.body.data.status).toBe('council');
    const rejected = await review(first.body.data.id, 'council', council, {
      decision: 'reject',
      opinion: '地址证明材料不全',
    });
    expect(rejected.body.data).toMatchObject({
      status: 'rejected',
      rejectReason: '地址证明材料不全',
    });
    const notices = await api(s.base).GET('/system/notice/todoList', { token: member });
    expect(notices.body.rows[0]?.noticeTitle).toBe('会员信息变更申请未通过');
    // A rejected request is closed: the unit may ask again, and the secretariat may reject that one too.
    s.advance(1001);
    const second = await ask('宁波市北仑区 9 号');
    expect(
      (
        await review(second.body.data.id, 'secretariat', secretariat, {
          decision: 'reject',
          opinion: '请补充租赁合同',
        })
      ).body.data.status,
    ).toBe('rejected');
    expect(
      (await review(second.body.data.id, 'council', council, { decision: 'pass' })).body.msg,
    ).toBe('该事项已被他人处理，请刷新');
  });
});

describe('membership transfer', () => {
  it('only to a registered non-member; rejected needs a reason; approved moves the membership', async () => {
    const invoice = await uploadPdf(s, member, 'invoice', 'invoice.pdf');
    // No membership dates: the target takes over the source's term as it stands.
    const body = {
      targetUnit: demo(s, 'enterprise').username,
      invoiceFileId: invoice,
      paymentAmount: numberText('3000,00'),
      paidAt: '2026-11-01',
    };
    expect(
      (
        await api(s.base).POST('/center/requests/transfer', {
          token: member,
          body: { ...body, targetUnit: '不存在的公司' },
        })
      ).body.msg,
    ).toBe('转入单位须为已注册并通过审核的非会员单位');
    const missing = await api(s.base).POST('/center/requests/transfer', {
      token: member,
      body: { ...body, invoiceFileId: '', paymentAmount: numberText('') },
    });
    expect(missing.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'invoiceFileId', msg: '请上传发票' },
        { field: 'paymentAmount', msg: '请输入数字' },
      ]),
    );
    // Someone else's file is not an invoice of ours.
    const theirs = await uploadPdf(s, enterprise, 'invoice');
    expect(
      (
        await api(s.base).POST('/center/requests/transfer', {
          token: member,
          body: { ...body, invoiceFileId: theirs },
        })
      ).status,
    ).toBe(400);

    s.advance(1001);
    const sourceTerm = (await fees(member)).term.until;
    const asked = await api(s.base).POST('/center/requests/transfer', {
      token: member,
      body,
    });
    expect(asked.body.data.data).not.toHaveProperty('sourceExpiry');
    const id = asked.body.data.id;
    const mineForOthers = await api(s.base).GET('/center/requests', { token: enterprise });
    expect(mineForOthers.body.rows.map((r) => r.id)).not.toContain(id);
    expect((await review(id, 'secretariat', secretariat, { decision: 'reject' })).body.msg).toBe(
      '驳回时请填写原因',
    );
    s.advance(1001);
    expect(
      (await review(id, 'secretariat', secretariat, { decision: 'pass' })).body.data.status,
    ).toBe('council');
    expect((await review(id, 'council', council, { decision: 'pass' })).body.data.status).toBe(
      'done',
    );

    expect((await info(member)).body.roles).not.toContain('member');
    expect((await info(enterprise)).body.roles).toContain('member');
    // The source is transferred, not lapsed, on its fee page and in the directory; the target
    // holds the source's term to its last day.
    expect((await fees(member)).term.standing).toBe('transferred');
    expect((await fees(enterprise)).term).toMatchObject({ standing: 'member', until: sourceTerm });
    const sourceId = (await info(member)).body.user.enterpriseId;
    const listed = await api(s.base).GET('/console/enterprises', {
      token: secretariat,
      params: { query: { state: 'transferred', pageNum: 1, pageSize: 100 } },
    });
    expect(listed.body.rows.map((r) => [r.id, r.state])).toContainEqual([sourceId, 'transferred']);
    s.advance(1001);
    const renew = await api(s.base).POST('/center/fees/payments', {
      token: member,
      lang: 'en',
      body: {
        year: 2027,
        companyName: 'x',
        paidOn: '2026-11-20',
        amount: numberText('10000'),
        receiptFileId: await uploadPdf(s, member, 'receipt'),
      },
    });
    expect(renew.body.msg).toBe(
      'Your membership was transferred to another unit; there is no fee to pay',
    );
    // The public members table follows the membership, not who was typed where.
    const table = (
      await api(s.base).GET('/web/index/memberList', {
        params: { query: { pageNum: 1, pageSize: 100 } },
      })
    ).body.rows.map((r) => r.unitName);
    expect(table).toContain(demo(s, 'enterprise').username);
    expect(table).not.toContain((await info(member)).body.user.userName);
    const notices = await api(s.base).GET('/system/notice/todoList', { token: enterprise });
    expect(notices.body.rows.map((n) => n.noticeTitle)).toContain('会员资格已转入贵单位');
    // No longer a member: no more transfers.
    s.advance(1001);
    expect(
      (await api(s.base).POST('/center/requests/transfer', { token: member, body })).status,
    ).toBe(403);
  });
});
