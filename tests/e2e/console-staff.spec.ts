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
