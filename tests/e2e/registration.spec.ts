/**
 * A rejected unit corrects its registration and sends it again; the secretariat decides with the
 * unit's details in front of it.
 */
import { expect, test } from '@playwright/test';
import { prefixOf, registerFresh, signIn, words } from './support.ts';

for (const locale of ['zh', 'en'] as const) {
  test(`${locale}: the secretariat rejects a registration; the unit corrects it and sends it again`, async ({
    browser,
    page,
  }) => {
    test.setTimeout(120_000);
    const w = words(locale);
    const at = (path: string) => `${prefixOf(locale)}${path}`;
    const account = await registerFresh(page);

    const sec = await signIn(browser, 'secretariat', locale);
    await sec.goto(at('/center/review'));
    const item = sec
      .locator('[data-review-item="registration"]')
      .filter({ hasText: account.username });
    // The unit's details open beside the decision.
    await item.locator('[data-dossier] summary').click();
    await expect(item.locator('[data-dossier]')).toContainText('lina@example.cn');
    await item.getByRole('textbox', { name: w('review.opinion') }).fill('单位名称与营业执照不一致');
    await item.getByRole('button', { name: w('review.reject') }).click();
    await expect(item).toHaveCount(0);

    const unit = await signIn(browser, account, locale);
    const form = unit.getByRole('form', { name: w('registration.correct.title') });
    await expect(form).toContainText('单位名称与营业执照不一致');
    await form
      .getByRole('textbox', { name: w('auth.register.contactPerson'), exact: true })
      .fill('王强');
    await form.getByRole('button', { name: w('registration.correct.submit') }).click();
    await expect(unit.getByText(w('registration.resubmitted'))).toBeVisible();
    await expect(unit.getByTestId('audit-status')).toHaveText(w('auth.result.unaudited.title'));

    await sec.reload();
    await expect(
      sec.locator('[data-review-item="registration"]').filter({ hasText: account.username }),
    ).toContainText('王强');
  });
}
