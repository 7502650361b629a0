/**
 * Keyboard only (信息无障碍, WCAG 2.1.1): registration, login, a complaint, a monthly report, a
 * membership application and the secretariat's review, each done with Tab, Shift+Tab, Enter, Space
 * and the arrow keys — never a click, never a field filled that Tab did not reach. Every control
 * is checked by the role and name a screen reader announces (keyboard-support.ts).
 */
import { expect, test } from '@playwright/test';
import { ECONOMIC_INDICATORS, indicatorName } from '#features/reports/contract/reports.ts';
import {
  applyingUnit,
  demoAccount,
  latestSmsCode,
  memberUnit,
  prefixOf,
  signIn,
  uniqueUnit,
  words,
} from './support.ts';
import { announced, arrowTo, skipToContent, tabTo, typeInto } from './keyboard-support.ts';

test('zh: registration, with the keyboard alone', async ({ page }) => {
  const w = words('zh');
  const unit = uniqueUnit('zh');
  await page.goto('/register');
  await expect(page.getByRole('textbox', { name: w('auth.register.unitName') })).toBeEnabled();
  await skipToContent(page, w('header.skipToContent'));
  await typeInto(page, w('auth.register.unitName'), unit.unitName);
  await typeInto(page, w('auth.register.taxId'), unit.taxId);
  await typeInto(page, w('auth.register.contactPerson'), '李娜');
  await typeInto(page, w('auth.register.email'), 'lina@example.cn');
  await typeInto(page, w('auth.register.phone'), unit.phone);
  await typeInto(page, w('auth.register.password'), 'Secret-Unit9');
  await typeInto(page, w('auth.register.confirmPassword'), 'Secret-Unit9');
  // The code's button follows its field: send, then back to the field.
  await tabTo(page, 'button', w('auth.register.sendCode'));
  await page.keyboard.press('Enter');
  const code = await latestSmsCode(page, unit.phone);
  await tabTo(page, 'textbox', w('auth.register.smsCode'), { back: true });
  await page.keyboard.type(code);
  await tabTo(page, 'checkbox', new RegExp(`^${w('privacy.registerBox')}`));
  await page.keyboard.press('Space');
  await expect(page.locator(':focus')).toBeChecked();
  await tabTo(page, 'button', w('auth.register.submit'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/register\/result\?status=unaudited/);
  await expect(page.getByRole('heading', { name: w('auth.result.unaudited.title') })).toBeVisible();
});

test('en: login, with the keyboard alone, lands where it was going', async ({ page }) => {
  const w = words('en');
  const member = demoAccount('member');
  await page.goto(`${prefixOf('en')}/center/person`);
  await expect(page).toHaveURL(/\/en\/login\?redirect=/);
  await expect(page.getByRole('textbox', { name: w('auth.login.username') })).toBeEnabled();
  await page
    .getByRole('textbox', { name: w('auth.login.captcha'), exact: true })
    .waitFor({ state: 'detached' });
  await skipToContent(page, w('header.skipToContent'));
  await typeInto(page, w('auth.login.username'), member.username);
  await typeInto(page, w('auth.login.password'), member.password);
  await tabTo(page, 'button', w('auth.login.submit'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/center\/person$/);
});

test('zh: a complaint, with the keyboard alone', async ({ browser }) => {
  const w = words('zh');
  const page = await signIn(browser, 'member', 'zh', '/contact');
  await skipToContent(page, w('header.skipToContent'));
  await tabTo(page, 'button', w('complaint.title'));
  await page.keyboard.press('Enter');
  // The dialog element is a fixed overlay; its panel is what shows.
  const dialog = page.locator('[data-complaint-dialog]');
  await expect(dialog).toBeVisible();
  // The dialog takes the focus: the unit (read only) comes first, then what the member writes.
  await typeInto(page, w('complaint.name'), '张伟');
  await typeInto(page, w('complaint.tel'), '010-64398800');
  await typeInto(page, w('complaint.content'), '希望增加连续制造方面的培训。');
  // The file input opens its chooser from the keyboard too.
  await tabTo(page, 'button', w('complaint.attachment'));
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (await chooser).setFiles({
    name: 'note.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await tabTo(page, 'button', w('common.submit'));
  await page.keyboard.press('Enter');
  await expect(page.getByText(w('complaint.success'))).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await page.context().close();
});

test('en: a monthly statistics report, with the keyboard alone', async ({
  browser,
  page: setUp,
}) => {
  const w = words('en');
  // A member of this test's own (made through the API): no other test's report of this month or
  // of the months before it, which the checks compare with, can be there first.
  const unit = await memberUnit(setUp);
  const page = await signIn(browser, unit, 'en', '/center/economy-month?period=2025-10');
  const form = page.getByRole('form', { name: w('center.menu.economyMonth') });
  await expect(form.getByText(w('report.status.none'), { exact: true })).toBeVisible();
  await skipToContent(page, w('header.skipToContent'));
  for (const f of ['unitHead', 'filler', 'statisticsHead'])
    await typeInto(page, w(`report.header.${f}`), 'Zhang Min');
  await typeInto(page, w('report.header.phone'), '0512-66668888');
  for (const { code } of ECONOMIC_INDICATORS) {
    await typeInto(page, `${indicatorName('en', code)} ${w('report.col.thisMonth')}`, '10');
    await typeInto(page, `${indicatorName('en', code)} ${w('report.col.cumulative')}`, '100');
  }
  await tabTo(page, 'button', w('report.submit'));
  await page.keyboard.press('Enter');
  // The confirmation takes the focus and keeps it: Tab reaches its own submit button.
  await tabTo(page, 'button', w('report.submit'));
  await page.keyboard.press('Enter');
  await expect(form.getByText(w('report.status.submitted'), { exact: true })).toBeVisible();
  await page.context().close();
});

test('zh: a membership application, then the secretariat passes it, with the keyboard alone', async ({
  browser,
  page: setUp,
}) => {
  const w = words('zh');
  // Registered, registration passed and information saved through the API: the unit applies here.
  const unit = await applyingUnit(setUp, { apply: false });
  const page = await signIn(browser, unit, 'zh', '/center/apply-member');
  await expect(page.getByRole('button', { name: w('apply.submit') })).toBeVisible();
  await skipToContent(page, w('header.skipToContent'));
  await tabTo(page, 'checkbox', `${w('apply.agree')} ${w('apply.agreementLink')}`);
  await page.keyboard.press('Space');
  await tabTo(page, 'button', w('apply.submit'));
  await page.keyboard.press('Enter');
  await expect(page.getByText(w('apply.submitted')).first()).toBeVisible();
  await page.context().close();

  const clerk = await signIn(browser, 'secretariat', 'zh', '/admin/review');
  await expect(clerk.getByRole('tab').first()).toBeVisible();
  await skipToContent(clerk, w('header.skipToContent'));
  // The queues are tabs: Tab reaches the chosen one, the arrow keys move between them.
  const applications = new RegExp(`^${w('review.kind.secretariat')} \\(`);
  await tabTo(clerk, 'tab', /\(\d+\)$/);
  if (!applications.test((await announced(clerk))?.name ?? ''))
    await arrowTo(clerk, 'tab', applications);
  await typeInto(clerk, w('console.review.words'), unit.username, 'searchbox');
  await tabTo(clerk, 'button', unit.username);
  await clerk.keyboard.press('Enter');
  // The item opens above the queue and takes the focus, so the decision is a few Tabs away.
  await typeInto(clerk, w('review.opinion'), '材料齐全，建议批准');
  await tabTo(clerk, 'button', w('review.pass'));
  await clerk.keyboard.press('Enter');
  await expect(clerk.getByText(w('review.done'))).toBeVisible();
  await clerk.context().close();
});
