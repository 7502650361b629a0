/**
 * A review step is one transaction: the process is killed at the worst moment of a payment
 * confirmation (the application already says "member", the membership not yet given) and, after
 * a restart, either both changes are there or neither.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { api, formData } from '#tests/helpers/api.ts';
import { phoneNumber, taxId } from '#tests/helpers/flows.ts';
import { sampleProfile } from '#tests/helpers/sample-profile.ts';
import { demoSignIn, serverProcess, signIn, type ServerProcess } from '#tests/helpers/process.ts';

let server: ServerProcess | undefined;
afterAll(() => server?.dispose());

const FAULT = 'workflow:application:member';

async function upload(base: string, token: string, purpose: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(Buffer.from('%PDF-1.4\n%%EOF\n'))]), 'a.pdf');
  form.append('purpose', purpose);
  return (await api(base).POST('/common/upload', { token, ...formData(form) })).body.fileId;
}

/** A unit taken through the workflow up to the payment, waiting for its confirmation. */
async function unitAwaitingConfirmation(p: ServerProcess, base: string) {
  const [secretariat, council] = [
    await demoSignIn(p, base, 'secretariat'),
    await demoSignIn(p, base, 'council'),
  ];
  const phone = phoneNumber();
  await api(base).POST('/sms/code', { body: { phone, purpose: 'register' } });
  const code = readFileSync(join(p.dataDir, 'outbox', 'sms.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { phone: string; code: string })
    .filter((m) => m.phone === phone)
    .at(-1)?.code;
  const unitName = `事务测试制药机械${Date.now() % 1e6}有限公司`;
  const form = { unitName, taxId: taxId(), contactPerson: '赵', email: 'z@e.cn', phone };
  const password = 'Crash-test1';
  await api(base).POST('/register', {
    body: { ...form, password, confirmPassword: password, smsCode: code!, privacyVersion: 1 },
  });
  const unit = await signIn(base, unitName, password);
  const info = await api(base).GET('/getInfo', { token: unit });
  const enterpriseId = info.body.user.enterpriseId!;
  await api(base).POST('/review/registrations/{id}', {
    token: secretariat,
    body: { decision: 'pass' },
    params: { path: { id: enterpriseId } },
  });
  await api(base).PUT('/center/enterprise/profile', {
    token: unit,
    body: { data: sampleProfile(await upload(base, unit, 'attachment')), version: 0 },
  });
  const app = await api(base).POST('/center/applications', {
    token: unit,
    body: { agreementAccepted: true },
  });
  const id = app.body.data.id;
  await api(base).POST('/review/applications/{id}/secretariat', {
    token: secretariat,
    body: { decision: 'pass' },
    params: { path: { id } },
  });
  await api(base).POST('/review/applications/{id}/council', {
    token: council,
    body: { decision: 'pass' },
    params: { path: { id } },
  });
  const paid = await api(base).POST('/center/applications/{id}/payment', {
    token: unit,
    body: {
      companyName: unitName,
      paidOn: '2026-11-20',
      amount: 3000,
      receiptFileId: await upload(base, unit, 'receipt'),
    },
    params: { path: { id } },
  });
  expect(paid.body.data.status).toBe('paymentReview');
  return { id, unit: { unitName, password }, secretariat };
}

async function stateOf(base: string, unit: { unitName: string; password: string }) {
  const token = await signIn(base, unit.unitName, unit.password);
  const info = await api(base).GET('/getInfo', { token });
  const apps = await api(base).GET('/center/applications', {
    token,
  });
  return {
    application: apps.body.rows[0]?.status,
    isMember: info.body.user.isMember,
    memberRole: info.body.roles.includes('member'),
  };
}

describe('a review step survives a crash as a whole', () => {
  it('killed between the application’s move and the membership: after restart, neither happened', async () => {
    server = await serverProcess('assoc-crash-');
    let base = await server.boot({ FAULT_POINT: FAULT });
    const { id, unit, secretariat } = await unitAwaitingConfirmation(server, base);
    // The confirmation runs until the application has moved, then the process dies.
    void api(base)
      .POST('/review/applications/{id}/payment', {
        token: secretariat,
        body: { decision: 'pass' },
        params: { path: { id } },
      })
      .catch(() => undefined);
    await server.printed(`[fault] reached ${FAULT}`);
    await server.kill9();

    base = await server.boot();
    expect(await stateOf(base, unit)).toEqual({
      application: 'paymentReview',
      isMember: false,
      memberRole: false,
    });
    // Nothing half-done stands in the way: the confirmation now goes through whole.
    const again = await api(base).POST('/review/applications/{id}/payment', {
      token: await demoSignIn(server, base, 'secretariat'),
      body: { decision: 'pass' },
      params: { path: { id } },
    });
    expect(again.body.data.status).toBe('member');
    expect(await stateOf(base, unit)).toEqual({
      application: 'member',
      isMember: true,
      memberRole: true,
    });
  }, 120_000);
});
