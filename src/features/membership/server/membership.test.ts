/** register → pass → apply → secretariat → council → pay → member, the rejections, and ownership. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, numberText } from '#tests/helpers/api.ts';
import { call } from '#tests/helpers/http.ts';
import { demo, login, registerUnit, uploadPdf } from '#tests/helpers/flows.ts';
import { sampleProfile as profile } from '#tests/helpers/sample-profile.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';

let s: TestServer;
let secretariat: string;
let council: string;
beforeAll(async () => {
  s = await startTestServer();
  secretariat = await login(s, demo(s, 'secretariat').username, demo(s, 'secretariat').password);
  council = await login(s, demo(s, 'council').username, demo(s, 'council').password);
});
afterAll(() => s.stop());

const agreed = { agreementAccepted: true } as const;
const upload = (token: string, purpose = 'attachment') => uploadPdf(s, token, purpose);

async function registeredUnit() {
  const { form } = await registerUnit(s);
  s.advance(61_000);
  const token = await login(s, form.unitName, form.password);
  const info = await api(s.base).GET('/getInfo', { token });
  return { token, enterpriseId: info.body.user.enterpriseId!, form };
}

/** A registered unit the secretariat has passed: only then may it save, upload and apply. */
async function passedUnit() {
  const unit = await registeredUnit();
  await api(s.base).POST('/review/registrations/{id}', {
    token: secretariat,
    body: { decision: 'pass' },
    params: { path: { id: unit.enterpriseId } },
  });
  return unit;
}

describe('membership workflow', () => {
  it('register → secretariat passes → apply → secretariat → council → pay → member', async () => {
    const unit = await registeredUnit();
    // Under review, the unit may not apply at all: its permissions wait for the audit.
    expect(
      (await api(s.base).POST('/center/applications', { token: unit.token, body: agreed })).body
        .code,
    ).toBe(403);
    expect(
      (
        await api(s.base).POST('/review/registrations/{id}', {
          token: secretariat,
          body: { decision: 'pass' },
          params: { path: { id: unit.enterpriseId } },
        })
      ).body.code,
    ).toBe(200);

    expect(
      // Refusing the agreement is off the contract (it declares `true`): sent raw.
      (
        await call(s.base, 'POST', '/center/applications', {
          token: unit.token,
          body: { agreementAccepted: false },
        })
      ).body.msg,
    ).toBe('请先阅读并同意入会协议');
    s.advance(1001); // past the duplicate-submit window: the same POST again
    expect(
      (await api(s.base).POST('/center/applications', { token: unit.token, body: agreed })).body
        .msg,
    ).toBe('请先填写并保存企业信息');
    const saved = await api(s.base).PUT('/center/enterprise/profile', {
      token: unit.token,
      body: { data: profile(await upload(unit.token)), version: 0 },
    });
    expect(saved.body.data.version).toBe(1);

    s.advance(1001);
    const applied = await api(s.base).POST('/center/applications', {
      token: unit.token,
      body: agreed,
    });
    expect(applied.body.data.status).toBe('secretariat');
    const id = applied.body.data.id;
    // The council cannot skip the secretariat, and the unit cannot review itself.
    expect(
      (
        await api(s.base).POST('/review/applications/{id}/council', {
          token: council,
          body: { decision: 'pass' },
          params: { path: { id } },
        })
      ).body.msg,
    ).toBe('该事项已被他人处理，请刷新');
    expect(
      (
        await api(s.base).POST('/review/applications/{id}/secretariat', {
          token: unit.token,
          body: { decision: 'pass' },
          params: { path: { id } },
        })
      ).body.code,
    ).toBe(403);

    expect(
      (
        await api(s.base).POST('/review/applications/{id}/secretariat', {
          token: secretariat,
          body: { decision: 'pass', opinion: '材料齐全' },
          params: { path: { id } },
        })
      ).body.data.status,
    ).toBe('council');
    expect(
      (
        await api(s.base).POST('/review/applications/{id}/council', {
          token: secretariat,
          body: { decision: 'pass' },
          params: { path: { id } },
        })
      ).body.code,
    ).toBe(403);
    s.advance(1001); // the council's earlier identical attempt is inside the duplicate window
    expect(
      (
        await api(s.base).POST('/review/applications/{id}/council', {
          token: council,
          body: { decision: 'pass' },
          params: { path: { id } },
        })
      ).body.data.status,
    ).toBe('payment');

    const receipt = await upload(unit.token, 'receipt');
    const paid = await api(s.base).POST('/center/applications/{id}/payment', {
      token: unit.token,
      body: {
        companyName: unit.form.unitName,
        paidOn: '2026-11-20',
        // The joining fee the schedule asks of a unit of its type.
        amount: numberText('3000.00'),
        receiptFileId: receipt,
      },
      params: { path: { id } },
    });
    expect(paid.body.data.status).toBe('paymentReview');
    const done = await api(s.base).POST('/review/applications/{id}/payment', {
      token: secretariat,
      body: { decision: 'pass' },
      params: { path: { id } },
    });
    expect(done.body.data.status).toBe('member');
    expect(done.body.data.history.map((h) => h.toStatus)).toEqual([
      'secretariat',
      'council',
      'payment',
      'paymentReview',
      'member',
    ]);
    expect(done.body.data.history[1]).toMatchObject({ actor: '秘书处 王敏', opinion: '材料齐全' });

    const info = await api(s.base).GET('/getInfo', { token: unit.token });
    expect(info.body.user.isMember).toBe(true);
    expect(info.body.roles).toContain('member');
    // The public members table follows: the new member is listed, and its pages are rebuilt.
    const table = await api(s.base).GET('/web/index/memberList', {
      params: { query: { pageNum: 1, pageSize: 100 } },
    });
    expect(table.body.rows.map((r) => r.unitName)).toContain(unit.form.unitName);
    expect(s.changes).toContainEqual({ keys: ['list:associationList'], removed: [] });
    const notices = await api(s.base).GET('/system/notice/todoList', {
      token: unit.token,
      params: { query: { pageNum: 1, pageSize: 20 } },
    });
    expect(notices.body.rows.map((n) => n.noticeTitle)).toEqual(
      expect.arrayContaining([
        '注册审核已通过',
        '入会申请已通过秘书处审核',
        '会费已确认，欢迎成为会员',
      ]),
    );
  });

  it('rejections carry their reason; a rejected registration says why', async () => {
    const unit = await registeredUnit();
    const noReason = await api(s.base).POST('/review/registrations/{id}', {
      token: secretariat,
      body: { decision: 'reject' },
      params: { path: { id: unit.enterpriseId } },
    });
    expect(noReason.body.msg).toBe('驳回时请填写原因');
    await api(s.base).POST('/review/registrations/{id}', {
      token: secretariat,
      body: { decision: 'reject', opinion: '营业执照不清晰' },
      params: { path: { id: unit.enterpriseId } },
    });
    const info = await api(s.base).GET('/getInfo', { token: unit.token });
    expect(info.body.user).toMatchObject({ auditStatus: '2', rejectReason: '营业执照不清晰' });
  });

  it('another enterprise can never pay, read or change this one’s application or profile', async () => {
    const a = await passedUnit();
    const b = await passedUnit();
    await api(s.base).PUT('/center/enterprise/profile', {
      token: a.token,
      body: { data: profile(await upload(a.token)), version: 0 },
    });
    const app = (
      await api(s.base).POST('/center/applications', {
        token: a.token,
        body: agreed,
      })
    ).body.data.id;
    await api(s.base).POST('/review/applications/{id}/secretariat', {
      token: secretariat,
      body: { decision: 'pass' },
      params: { path: { id: app } },
    });
    await api(s.base).POST('/review/applications/{id}/council', {
      token: council,
      body: { decision: 'pass' },
      params: { path: { id: app } },
    });
    const receipt = await upload(b.token, 'receipt');
    const r = await api(s.base).POST('/center/applications/{id}/payment', {
      token: b.token,
      body: { companyName: 'x', paidOn: '2026-11-20', amount: 1, receiptFileId: receipt },
      params: { path: { id: app } },
    });
    expect(r.body.code).toBe(404);
    expect((await api(s.base).GET('/center/applications', { token: b.token })).body.total).toBe(0);
    expect(
      (await api(s.base).GET('/center/enterprise/profile', { token: b.token })).body.data.data,
    ).toBeNull();
    // b's own profile may not point at a's files.
    const aFile = await upload(a.token);
    const steal = await api(s.base).PUT('/center/enterprise/profile', {
      token: b.token,
      body: { data: profile(aFile), version: 0 },
    });
    expect(steal.body.msg).toBe('附件不存在或不属于本单位，请重新上传');
  });

  it('two tabs saving the same version: the second is told, not silently lost', async () => {
    const unit = await passedUnit();
    const file = await upload(unit.token);
    const first = await api(s.base).PUT('/center/enterprise/profile', {
      token: unit.token,
      body: { data: profile(file), version: 0 },
    });
    const tabA = api(s.base).PUT('/center/enterprise/profile', {
      token: unit.token,
      body: { data: { ...profile(file), address: 'A 地址' }, version: first.body.data.version },
    });
    const tabB = api(s.base).PUT('/center/enterprise/profile', {
      token: unit.token,
      body: { data: { ...profile(file), address: 'B 地址' }, version: first.body.data.version },
    });
    const results = await Promise.all([tabA, tabB]);
    expect(results.map((r) => r.body.code).sort()).toEqual([200, 500]);
    expect(results.find((r) => r.body.code === 500)!.body.msg).toMatch(/已在别处被修改/);
  });

  it('the profile rules are enforced by the server', async () => {
    const unit = await passedUnit();
    const r = await api(s.base).PUT('/center/enterprise/profile', {
      token: unit.token,
      lang: 'en',
      body: {
        data: {
          ...profile('00000000-0000-4000-8000-000000000000'),
          legalRepresentative: '',
          industryCategories: [],
          products: [],
          staffTotal: 10,
          technicalStaff: 20,
          landArea: -1,
        },
        version: 0,
      },
    });
    expect(Object.fromEntries(r.body.errors!.map((e) => [e.field, e.msg]))).toMatchObject({
      'data.legalRepresentative': 'This field is required',
      'data.industryCategories': 'Choose at least one industry category',
      'data.products': 'Add at least one product',
      'data.landArea': 'Must not be negative',
    });
  });
});
