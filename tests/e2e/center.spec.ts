/** Members' centre in a real browser: an enterprise fills its information and applies; staff review; it pays; it is a member. */
import { expect, test, type Page } from '@playwright/test';
import { latestSmsCode, signIn, uniqueUnit } from './support.ts';

/** A fresh enterprise for this test, registered through the API (the demo ones stay as they are for other tests). */
async function registerFresh(page: Page): Promise<{ username: string; password: string }> {
  const unit = uniqueUnit('zh');
  expect((await (await page.request.post('/prod-api/sms/code', { data: { phone: unit.phone, purpose: 'register' } })).json()).code).toBe(200);
  const smsCode = await latestSmsCode(page, unit.phone);
  const form = { unitName: unit.unitName, taxId: unit.taxId, contactPerson: '李娜', email: 'lina@example.cn', phone: unit.phone, password: 'Secret123', confirmPassword: 'Secret123', smsCode };
  expect((await (await page.request.post('/prod-api/register', { data: form })).json()).code).toBe(200);
  return { username: unit.unitName, password: 'Secret123' };
}

const PDF = { name: 'licence.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') };

test('registered enterprise is passed, fills its information, applies, is approved, pays and becomes a member', async ({ browser, page }) => {
  test.setTimeout(180_000);
  const account = await registerFresh(page);
  const sec = await signIn(browser, 'secretariat');
  await sec.goto('/center/review');
  const registration = sec.locator('[data-review-item="registration"]').filter({ hasText: account.username });
  await registration.getByRole('button', { name: '通过' }).click();
  await expect(registration).toHaveCount(0);

  const ent = await signIn(browser, account);
  const form = ent.getByRole('form', { name: '基本信息' });
  const fill = (name: string, value: string) => form.getByRole('textbox', { name, exact: true }).fill(value);
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByText('此项为必填项').first()).toBeVisible();
  for (const [name, value] of [['法定代表人', '李强'], ['法人联系方式', '13900000003'], ['企业联系人', '李娜'], ['联系电话', '0512-66668888'], ['地址', '苏州市吴中区'],
    ['建筑面积（㎡）', '8000'], ['占地面积（㎡）', '15000'], ['职工总数', '260'], ['技术人员数', '48'], ['上年产值（万元）', '32000'], ['销售收入（万元）', '30000'], ['出口额（万元）', '4000,5'],
    ['产品名称', '高速泡罩包装机'], ['平均单价（万元）', '120'], ['年产能（台/套）', '80']] as const) await fill(name, value);
  await form.locator('input[type="date"]').fill('2010-03-15');
  await form.getByRole('combobox').selectOption('leased');
  await form.getByRole('checkbox', { name: '药品包装机械' }).check();
  await form.getByLabel('企业简介').fill('专注药品包装机械。');
  await form.getByLabel('附件（营业执照等）').setInputFiles(PDF);
  await expect(form.getByText('已上传 1 个附件')).toBeVisible();
  await form.getByRole('button', { name: '保存' }).click();
  await expect(ent.getByText('已保存')).toBeVisible();

  await ent.goto('/center/apply-member');
  await ent.getByRole('button', { name: '提交入会申请' }).click();
  await expect(ent.getByText('秘书处审核中').first()).toBeVisible();

  await sec.reload();
  const item = sec.locator('[data-review-item="secretariat"]').filter({ hasText: account.username });
  await item.getByRole('button', { name: '通过' }).click();
  await expect(item).toHaveCount(0);

  const council = await signIn(browser, 'council');
  await council.goto('/center/approval');
  const approval = council.locator('[data-review-item="council"]').filter({ hasText: account.username });
  await approval.getByRole('button', { name: '通过' }).click();
  await expect(approval).toHaveCount(0);

  await ent.reload();
  const pay = ent.getByRole('form', { name: '缴纳会费' });
  await pay.getByRole('textbox', { name: '金额（元）' }).fill('8000');
  await pay.locator('input[type="date"]').fill('2026-11-20');
  await pay.getByLabel('汇款凭证').setInputFiles(PDF);
  await expect(pay.getByText('已上传 1 个附件')).toBeVisible();
  await pay.getByRole('button', { name: '提交' }).click();
  await expect(ent.getByText('缴费确认中').first()).toBeVisible();

  await sec.reload();
  const payment = sec.locator('[data-review-item="payment"]').filter({ hasText: account.username });
  await payment.getByRole('button', { name: '通过' }).click();
  await expect(payment).toHaveCount(0);

  await ent.goto('/center/person');
  await expect(ent.getByText('正式会员')).toBeVisible();
  // The notices tell the same story, and reading one lowers the count.
  const count = ent.locator('[data-bell-count]');
  const before = Number(await count.innerText());
  await ent.goto('/center/message');
  await ent.locator('[data-read="0"]').first().click();
  await ent.locator('[data-notice-dialog]').getByRole('button', { name: '关闭' }).click();
  await expect(count).toHaveText(String(before - 1));
});
