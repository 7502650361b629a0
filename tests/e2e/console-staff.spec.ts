/**
 * The administrator's accounts page in a real browser, in both languages: a new clerk account
 * with the secretariat's role, its one-time link, the clerk setting a password and seeing only
 * what the role allows.
 */
import { expect, test } from '@playwright/test';
import { prefixOf, signIn, submitLogin, words } from './support.ts';

for (const locale of ['zh', 'en'] as const) {
  const w = words(locale);

  test(`${locale}: an admin makes a clerk account; the clerk sees only its role's pages`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const admin = await signIn(browser, 'admin', locale, '/admin/staff');
    const userName = `clerk${Date.now() % 1_000_000}${locale}`;
    await admin.getByRole('button', { name: w('console.staff.new') }).click();
    const form = admin.getByRole('form', { name: w('console.staff.new') });
    await form
      .getByRole('textbox', { name: w('console.staff.userName'), exact: true })
      .fill(userName);
    await form
      .getByRole('textbox', { name: w('console.staff.nickName'), exact: true })
      .fill('王芳');
    await form.getByRole('checkbox', { name: locale === 'en' ? 'Secretariat' : '秘书处' }).check();
    await form.getByRole('button', { name: w('console.staff.create') }).click();
    const link = await admin.locator('[data-setup-link]').innerText();
    expect(link).toMatch(/\/forgot-password#ticket=/);
    await expect(admin.getByRole('row').filter({ hasText: userName })).toContainText(
      w('console.staff.active'),
    );
    // Each account is listed with its own roles only (ids of accounts and roles differ).
    const row = admin.getByRole('row').filter({ hasText: userName });
    await expect(row).toContainText(locale === 'en' ? 'Secretariat' : '秘书处');
    await expect(row).not.toContainText(locale === 'en' ? 'Administrator' : '超级管理员');
    await admin.context().close();

    // The clerk opens the link, sets a password and signs in.
    const clerk = await (await browser.newContext()).newPage();
    await clerk.goto(link.replace('/forgot-password', `${prefixOf(locale)}/forgot-password`));
    await clerk
      .getByRole('textbox', { name: w('auth.forgot.newPassword'), exact: true })
      .fill('Clerk2026pass');
    await clerk
      .getByRole('textbox', { name: w('auth.forgot.confirmPassword'), exact: true })
      .fill('Clerk2026pass');
    await clerk.getByRole('button', { name: w('common.submit') }).click();
    await expect(clerk.getByText(w('auth.forgot.done'))).toBeVisible();
    await submitLogin(clerk, { username: userName, password: 'Clerk2026pass' }, locale);
    await clerk.waitForURL(new RegExp(`${prefixOf(locale)}/admin$`));
    const menu = clerk.getByRole('navigation', { name: w('console.nav.menu') });
    await expect(menu.getByRole('link', { name: w('console.menu.review') })).toBeVisible();
    await expect(menu.getByRole('link', { name: w('console.menu.members') })).toBeVisible();
    for (const hidden of ['console.menu.audit', 'console.menu.staff', 'console.content.article'])
      await expect(menu.getByRole('link', { name: w(hidden) })).toHaveCount(0);
    // Typed in by hand, a page beyond the role is refused.
    await clerk.goto(`${prefixOf(locale)}/admin/audit`);
    await expect(clerk.getByText(w('console.forbidden.title'))).toBeVisible();
    await clerk.context().close();
  });
}

test('en: an admin makes a role, renames it and deletes it from the roles page', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const w = words('en');
  const admin = await signIn(browser, 'admin', 'en', '/admin/roles');
  const key = `desk${Date.now() % 1_000_000}`;
  await admin.getByRole('button', { name: w('console.roles.new') }).click();
  const form = admin.getByRole('form', { name: w('console.roles.new') });
  await form.getByRole('textbox', { name: w('console.roles.key') }).fill(key);
  await form.getByRole('textbox', { name: w('console.roles.name') }).fill('前台');
  await form.getByRole('textbox', { name: w('console.roles.nameEn') }).fill('Front desk');
  await form.getByRole('combobox').selectOption({ label: 'Editor' });
  await form.getByRole('button', { name: w('console.roles.create') }).click();
  await expect(admin.getByRole('columnheader', { name: /Front desk/ })).toBeVisible();
  // It starts with the editor's permissions.
  await expect(
    admin.getByRole('checkbox', {
      name: `Front desk: ${w('console.permission.content:item:edit')}`,
    }),
  ).toBeChecked();

  await admin.getByRole('button', { name: `${w('console.roles.rename')} Front desk` }).click();
  const rename = admin.getByRole('form', { name: w('console.roles.edit') });
  await rename.getByRole('textbox', { name: w('console.roles.nameEn') }).fill('Reception');
  await rename.getByRole('button', { name: w('common.save') }).click();
  await expect(admin.getByRole('columnheader', { name: /Reception/ })).toBeVisible();

  await admin.getByRole('button', { name: `${w('console.roles.delete')} Reception` }).click();
  await admin
    .getByRole('dialog')
    .getByRole('button', { name: w('console.roles.delete') })
    .click();
  await expect(admin.getByText(w('console.roles.deleted'))).toBeVisible();
  await expect(admin.getByRole('columnheader', { name: /Reception/ })).toHaveCount(0);
  // The administrator's role offers no change; a role somebody holds cannot be deleted.
  await expect(
    admin.getByRole('button', { name: `${w('console.roles.rename')} Administrator` }),
  ).toHaveCount(0);
  await expect(
    admin.getByRole('button', { name: `${w('console.roles.delete')} Editor` }),
  ).toHaveCount(0);
});
