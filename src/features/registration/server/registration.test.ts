/**
 * A registration claims nothing until it passes; until then the account can only see and correct
 * it; a rejected unit corrects and sends it again; staff void one that is not the unit's; and the
 * unit hears the result by text message as the result page promises.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, formData } from '#tests/helpers/api.ts';
import {
  demo,
  login,
  phoneNumber,
  registerUnit,
  smsCode,
  taxId,
  uploadPdf,
} from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';

let s: TestServer;
let secretariat: string;
beforeAll(async () => {
  s = await startTestServer();
  secretariat = await login(s, demo(s, 'secretariat').username, demo(s, 'secretariat').password);
});
afterAll(() => s.stop());

const enterpriseOf = async (token: string) =>
  (await api(s.base).GET('/getInfo', { token })).body.user.enterpriseId!;
const decide = (id: number, decision: 'pass' | 'reject', opinion = '') =>
  api(s.base).POST('/review/registrations/{id}', {
    token: secretariat,
    body: { decision, opinion },
    params: { path: { id } },
  });

describe('a name is claimed only when a registration passes', () => {
  it('a stranger’s registration under review or rejected never locks the real company out', async () => {
    const real = { unitName: `真实制药机械有限公司${Date.now() % 1e6}`, taxId: taxId() };
    const stranger = await registerUnit(s, real);
    expect(stranger.reply.body.code).toBe(200);
    s.advance(61_000);
    // Same name and tax ID, still under review: the real company registers too.
    const company = await registerUnit(s, {
      ...real,
      password: 'Real-pass1',
      confirmPassword: 'Real-pass1',
    });
    expect(company.reply.body.code).toBe(200);
    // Each signs in with the shared name and its own password.
    const strangerToken = await login(s, real.unitName, stranger.form.password);
    const companyToken = await login(s, real.unitName, 'Real-pass1');
    const [strangerId, companyId] = [
      await enterpriseOf(strangerToken),
      await enterpriseOf(companyToken),
    ];
    expect(strangerId).not.toBe(companyId);
    // The queue shows the secretariat that two registrations claim the same unit.
    const queue = await api(s.base).GET('/review/registrations', {
      token: secretariat,
      params: { query: { status: '0', pageNum: 1, pageSize: 100 } },
    });
    expect(queue.body.rows.find((r) => r.id === companyId)?.sameClaims).toBe(1);
    expect((await decide(companyId!, 'pass')).body.data.auditStatus).toBe('1');
    // Passed, the name is the company's: the stranger's cannot pass, and nobody registers it again.
    const second = await decide(strangerId!, 'pass');
    expect(second.body.msg).toBe('已有同名或同税号的单位通过审核，不能再通过这一注册');
    s.advance(61_000);
    const again = await registerUnit(s, { ...real, taxId: taxId() });
    expect(again.reply.body.msg).toBe('该单位名称已注册');
    // Nor does a look-alike: zero-width and direction characters, full-width letters.
    for (const lookAlike of [
      real.unitName.replace('制药', '制\u200b药'),
      `\u202d${real.unitName}`,
      real.unitName.replace('真实', '真实\ufeff'),
    ]) {
      s.advance(61_000);
      const r = await registerUnit(s, { unitName: lookAlike, taxId: taxId() });
      expect(r.reply.body.msg, JSON.stringify(lookAlike)).toBe('该单位名称已注册');
    }
  });

  it('staff void a registration that is not the unit’s: its account is closed', async () => {
    const { form } = await registerUnit(s);
    const token = await login(s, form.unitName, form.password);
    const id = await enterpriseOf(token);
    const enterprise = await login(
      s,
      demo(s, 'enterprise').username,
      demo(s, 'enterprise').password,
    );
    const refused = await api(s.base).POST('/review/registrations/{id}/void', {
      token: enterprise,
      body: { opinion: 'x' },
      params: { path: { id } },
    });
    expect(refused.status).toBe(403);
    const noReason = await api(s.base).POST('/review/registrations/{id}/void', {
      token: secretariat,
      body: { opinion: '' },
      lang: 'en',
      params: { path: { id } },
    });
    expect(noReason.body.msg).toBe('Please give the reason for voiding');
    const voided = await api(s.base).POST('/review/registrations/{id}/void', {
      token: secretariat,
      body: { opinion: '冒用他人名称' },
      params: { path: { id } },
    });
    expect(voided.body.data.auditStatus).toBe('3');
    // Voiding may leave review or rejection; the unit's history names the state it left.
    const detail = await api(s.base).GET('/console/enterprises/{id}', {
      token: secretariat,
      params: { path: { id } },
    });
    const step = detail.body.data.history.find(
      (h) => h.subject === 'registration' && h.toStatus === '3',
    );
    expect(step?.fromStatus).toBe('0');
    expect((await api(s.base).GET('/getInfo', { token })).status).toBe(401);
    const relog = await api(s.base).POST('/login', {
      body: { username: form.unitName, password: form.password, ...(await captchaOf()) },
    });
    expect(relog.body.code).not.toBe(200);
  });
});

async function captchaOf() {
  const r = await api(s.base).GET('/captchaImage');
  return { uuid: r.body.uuid, code: s.lastCaptcha() };
}

describe('until it passes, an account can only see and correct its registration', () => {
  it('no bookings, uploads or complaints under review; all of them once passed', async () => {
    const { form } = await registerUnit(s);
    const token = await login(s, form.unitName, form.password);
    const info = await api(s.base).GET('/getInfo', { token });
    expect(info.body.permissions).toEqual(['center:registration:edit']);
    const pdf = new FormData();
    pdf.append('file', new Blob([new Uint8Array(Buffer.from('%PDF-1.4\n%%EOF\n'))]), 'a.pdf');
    const upload = await api(s.base).POST('/common/upload', { token, ...formData(pdf) });
    expect(upload.status).toBe(403);
    const complaint = await api(s.base).POST('/system/complaint', {
      token,
      body: { name: '王工', tel: '13800000000', content: '测试' },
    });
    expect(complaint.status).toBe(403);
    const booking = await api(s.base).POST('/center/training-registrations', {
      token,
      body: {
        trainingId: 1,
        contact: '王工',
        phone: '13800000000',
        gender: '1',
        accommodation: '0',
        attendees: [],
      },
    });
    expect(booking.status).toBe(403);
    await decide(await enterpriseOf(token), 'pass');
    expect(await uploadPdf(s, token)).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('a rejected unit corrects its registration and sends it again', () => {
  it('every field may change, the new name signs in, and the secretariat has it again', async () => {
    const { form } = await registerUnit(s);
    const token = await login(s, form.unitName, form.password);
    const id = await enterpriseOf(token);
    await decide(id, 'reject', '单位名称与营业执照不一致');
    const mine = await api(s.base).GET('/center/registration', { token });
    expect(mine.body.data).toMatchObject({
      auditStatus: '2',
      rejectReason: '单位名称与营业执照不一致',
    });
    const corrected = {
      unitName: `${form.unitName}（更正）`,
      taxId: taxId(),
      contactPerson: '李工',
      email: 'li@example.cn',
      phone: form.phone,
    };
    const sent = await api(s.base).PUT('/center/registration', {
      token,
      body: corrected,
      lang: 'en',
    });
    expect(sent.body.msg).toBe(
      'Your registration has been sent again; the secretariat will review it',
    );
    // NFKC folds the full-width brackets the unit typed.
    expect(sent.body.data).toMatchObject({ auditStatus: '0', unitName: `${form.unitName}(更正)` });
    expect(await login(s, `${form.unitName}（更正）`, form.password)).toBeTruthy();
    const queue = await api(s.base).GET('/review/registrations', {
      token: secretariat,
      params: { query: { status: '0', pageNum: 1, pageSize: 100 } },
    });
    expect(queue.body.rows.map((r) => r.id)).toContain(id);
  });

  it('a new phone is proved with a phone code', async () => {
    const { form } = await registerUnit(s);
    const token = await login(s, form.unitName, form.password);
    const phone = phoneNumber();
    const body = { ...form, phone, smsCode: '' };
    const noCode = await api(s.base).PUT('/center/registration', { token, body });
    expect(noCode.body.msg).toBe('请输入短信验证码');
    s.advance(61_000);
    const code = await smsCode(s, phone, 'register');
    const ok = await api(s.base).PUT('/center/registration', {
      token,
      body: { ...body, smsCode: code },
    });
    expect(ok.body.code).toBe(200);
  });
});

describe('the result page’s promise', () => {
  it('the unit hears the decision by text message, in the language it registered in', async () => {
    const phone = phoneNumber();
    const code = await smsCode(s, phone, 'register');
    const form = {
      unitName: `English Pharma Machinery ${Date.now() % 1e6} Ltd.`,
      taxId: taxId(),
      contactPerson: 'Li',
      email: 'li@example.com',
      phone,
      password: 'Pharma-Unit7',
      confirmPassword: 'Pharma-Unit7',
      privacyVersion: 1,
      smsCode: code!,
    };
    expect((await api(s.base).POST('/register', { body: form, lang: 'en' })).body.code).toBe(200);
    const id = await enterpriseOf(await login(s, form.unitName, form.password));
    await decide(id, 'pass');
    let text: string | undefined;
    for (let i = 0; i < 40 && !text; i++) {
      text = (s.outbox() as { phone: string; text?: string }[]).find(
        (m) => m.phone === phone && m.text,
      )?.text;
      if (!text) await new Promise((r) => setTimeout(r, 25));
    }
    expect(text).toBe(
      '[CPEIA] Your registration has been approved. You can now log in and apply for membership.',
    );
  });
});
