/** The public check of a certificate whose unit was erased says only that it is no longer valid. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterprises } from '#server/auth/tables.ts';
import { memberCertificates } from './tables.ts';
import { api } from '#tests/helpers/api.ts';
import { demo, login } from '#tests/helpers/flows.ts';
import { pdfFrom } from '#tests/helpers/pdf-text.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.stop());

const as = (role: string) => login(s, demo(s, role).username, demo(s, role).password);

describe('an erased unit’s certificate', () => {
  it('checks as no longer valid, with neither its name nor its tax ID', async () => {
    const member = await as('member');
    expect((await pdfFrom(`${s.base}/center/certificate`, member)).status).toBe(200);
    const info = await api(s.base).GET('/getInfo', { token: member });
    const id = info.body.user.enterpriseId!;
    const [unit] = await s.database.db.select().from(enterprises).where(eq(enterprises.id, id));
    const [certificate] = await s.database.db
      .select({ code: memberCertificates.code })
      .from(memberCertificates)
      .where(eq(memberCertificates.enterpriseId, id));
    const erased = await api(s.base).POST('/console/enterprises/{id}/erase', {
      token: await as('admin'),
      body: { confirmTaxId: unit!.taxId, reason: '单位申请注销并删除数据' },
      params: { path: { id } },
    });
    expect(erased.status, erased.body.msg).toBe(200);

    const checked = await api(s.base).GET('/web/verify/{code}', {
      params: { path: { code: certificate!.code } },
    });
    expect(checked.body.data).toEqual({
      state: 'void',
      unitName: null,
      taxId: null,
      validUntil: null,
      issuedOn: null,
    });
    const said = JSON.stringify(checked.body);
    expect(said).not.toContain(unit?.unitName);
    expect(said).not.toContain(unit?.taxId);
  });
});
