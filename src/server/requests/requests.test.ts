/** Membership change and transfer: member asks, secretariat reviews, council approves and it takes effect; refusals and ownership. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '#tests/helpers/http.ts';
import { demo, login, uploadPdf } from '#tests/helpers/flows.ts';
import { sampleProfile } from '#tests/helpers/sample-profile.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';
import { enterpriseProfiles } from '../db/schema/index.ts';

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

type Req = {
  data: {
    id: number;
    status: string;
    history: { toStatus: string; actor: string; opinion: string | null }[];
  };
};
const review = (id: number, step: string, token: string, body: object) =>
  call<Req>(s.base, 'POST', `/review/requests/${id}/${step}`, { token, body });
const info = (token: string) =>
  call<{ roles: string[]; user: { userName: string } }>(s.base, 'GET', '/getInfo', { token });

describe('membership change', () => {
  it('member asks → secretariat passes → council approves → the new name logs in', async () => {
    expect(
      (
        await call(s.base, 'POST', '/center/requests/change', {
          token: enterprise,
          body: { address: 'x', reason: 'y' },
        })
      ).status,
    ).toBe(403);
    const empty = await call(s.base, 'POST', '/center/requests/change', {
      token: member,
      body: { reason: '更名' },
    });
    expect(empty.body.msg).toBe('请至少填写一项变更内容');
    // Without saved enterprise information an address change would have nothing to change:
    // it is refused before it is filed, not approved and dropped. (The demo member has one: as
    // if it had never saved it.)
    await s.deps.db.delete(enterpriseProfiles);
    const early = await call(s.base, 'POST', '/center/requests/change', {
      token: member,
      body: { address: '杭州市滨江区 1 号', reason: '搬迁' },
    });
    expect(early.body.msg).toBe(
      '请先在“企业信息”中保存企业信息，再申请变更法定代表人、联系人、电话或地址',
    );
    const saved = await call(s.base, 'PUT', '/center/enterprise/profile', {
      token: member,
      body: { data: sampleProfile(await uploadPdf(s, member)), version: 0 },
    });
    expect(saved.body.code).toBe(200);
    s.advance(1001);
    const asked = await call<Req>(s.base, 'POST', '/center/requests/change', {
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
        await call(s.base, 'POST', '/center/requests/change', {
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
    const profileNow = await call<{ data: { data: { address: string } } }>(
      s.base,
      'GET',
      '/center/enterprise/profile',
      { token: member },
    );
    expect(profileNow.body.data.data.address).toBe('杭州市滨江区 1 号');
    await login(s, '华东制药装备集团有限公司', demo(s, 'member').password);
  });
});

describe('rejections', () => {
  it('the secretariat or the council rejects with a reason: nothing changes, the unit is told and may ask again', async () => {
    const ask = (address: string) =>
      call<Req>(s.base, 'POST', '/center/requests/change', {
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
    const notices = await call<{ rows: { noticeTitle: string }[] }>(
      s.base,
      'GET',
      '/system/notice/todoList',
      { token: member },
    );
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
    const body = {
      targetUnit: demo(s, 'enterprise').username,
      sourceExpiry: '2027-06-30',
      targetExpiry: '2027-06-30',
      invoiceFileId: invoice,
      paymentAmount: '3000,00',
      paidAt: '2026-11-01',
    };
    expect(
      (
        await call(s.base, 'POST', '/center/requests/transfer', {
          token: member,
          body: { ...body, targetUnit: '不存在的公司' },
        })
      ).body.msg,
    ).toBe('转入单位须为已注册并通过审核的非会员单位');
    const missing = await call<{ errors: { field: string; msg: string }[] }>(
      s.base,
      'POST',
      '/center/requests/transfer',
      {
        token: member,
        body: { ...body, invoiceFileId: '', paymentAmount: '', targetExpiry: '2027-01-01' },
      },
    );
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
        await call(s.base, 'POST', '/center/requests/transfer', {
          token: member,
          body: { ...body, invoiceFileId: theirs },
        })
      ).status,
    ).toBe(400);

    s.advance(1001);
    const asked = await call<Req>(s.base, 'POST', '/center/requests/transfer', {
      token: member,
      body,
    });
    const id = asked.body.data.id;
    const mineForOthers = await call<{ rows: { id: number }[] }>(
      s.base,
      'GET',
      '/center/requests',
      { token: enterprise },
    );
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
    // The public members table follows the membership, not who was typed where.
    const table = (
      await call<{ rows: { unitName: string }[] }>(
        s.base,
        'GET',
        '/web/index/memberList?pageNum=1&pageSize=100',
      )
    ).body.rows.map((r) => r.unitName);
    expect(table).toContain(demo(s, 'enterprise').username);
    expect(table).not.toContain((await info(member)).body.user.userName);
    const notices = await call<{ rows: { noticeTitle: string }[] }>(
      s.base,
      'GET',
      '/system/notice/todoList',
      { token: enterprise },
    );
    expect(notices.body.rows.map((n) => n.noticeTitle)).toContain('会员资格已转入贵单位');
    // No longer a member: no more transfers.
    s.advance(1001);
    expect(
      (await call(s.base, 'POST', '/center/requests/transfer', { token: member, body })).status,
    ).toBe(403);
  });
});
