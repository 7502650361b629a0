/** Statistics reports in a real browser: a member fills the monthly economic report, submits it, and finds it locked. */
import { expect, test } from '@playwright/test';
import { ECONOMIC_INDICATORS, indicatorName } from '#features/reports/contract/reports.ts';
import { prefixOf, signIn, words } from './support.ts';

for (const [locale, period] of [
  ['zh', '2026-08'],
  // Not next to the Chinese run's month: a month's cumulative builds on the one before.
  ['en', '2026-04'],
] as const) {
  test(`${locale}: a member submits a monthly economic report and sees it locked`, async ({
    browser,
  }) => {
    const w = words(locale);
    const page = await signIn(browser, 'member', locale, `/center/economy-month?period=${period}`);
    const form = page.getByRole('form', { name: w('center.menu.economyMonth') });
    await expect(form.getByText(w('report.status.none'), { exact: true })).toBeVisible();
    for (const f of ['unitHead', 'filler', 'statisticsHead'])
      await form.getByRole('textbox', { name: w(`report.header.${f}`), exact: true }).fill('张敏');
    await form
      .getByRole('textbox', { name: w('report.header.phone'), exact: true })
      .fill('0512-66668888');

    // Numeric cells: ',' is a decimal separator; what is not a figure is kept as typed and
    // refused with the reason (never turned into 0 or dropped); empty ones are refused on submit.
    const cell = (code: string, column: string) =>
      form.getByRole('textbox', {
        name: `${indicatorName(locale, code)} ${w(`report.col.${column}`)}`,
        exact: true,
      });
    await cell('outputValue', 'thisMonth').fill('1200,5');
    await cell('outputValue', 'thisMonth').blur();
    await expect(cell('outputValue', 'thisMonth')).toHaveValue('1200.5');
    await cell('revenue', 'thisMonth').fill('-30');
    await cell('revenue', 'thisMonth').blur();
    await expect(cell('revenue', 'thisMonth')).toHaveValue('-30');
    await expect(form.locator('[data-field-error="rows.2.thisMonth"]')).toHaveText(
      w('validation.nonNegative'),
    );
    await cell('taxes', 'thisMonth').fill('abc');
    await cell('taxes', 'thisMonth').blur();
    await expect(cell('taxes', 'thisMonth')).toHaveValue('abc');
    await expect(form.locator('[data-field-error="rows.4.thisMonth"]')).toHaveText(
      w('validation.number'),
    );
    await cell('revenue', 'thisMonth').fill('30');
    await cell('revenue', 'thisMonth').blur();
    await expect(form.locator('[data-field-error="rows.2.thisMonth"]')).toHaveCount(0);
    await cell('taxes', 'thisMonth').fill('');
    // A half-filled draft saves; submitting asks for every figure.
    await form.getByRole('button', { name: w('report.save') }).click();
    await expect(form.getByText(w('report.status.draft'), { exact: true })).toBeVisible();
    await form.getByRole('button', { name: w('report.submit'), exact: true }).click();
    await expect(form.locator('[data-field-error="rows.0.cumulative"]')).toHaveText(
      w('validation.number'),
    );

    for (const { code } of ECONOMIC_INDICATORS) {
      if (code !== 'outputValue' && code !== 'revenue') await cell(code, 'thisMonth').fill('10');
      // The year so far is never below the month.
      await cell(code, 'cumulative').fill('2000');
    }
    await form.getByRole('button', { name: w('report.save') }).click();
    await expect(page.getByText(w('report.saved'), { exact: true }).first()).toBeVisible();

    await form.getByRole('button', { name: w('report.submit'), exact: true }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: w('report.submit') })
      .click();
    await expect(form.getByText(w('report.status.submitted'), { exact: true })).toBeVisible();
    await expect(form.getByText(w('report.lockedHint'))).toBeVisible();
    await expect(cell('outputValue', 'thisMonth')).toBeDisabled();

    // Still locked after a reload, and the filling status shows it submitted.
    await page.reload();
    await expect(cell('outputValue', 'thisMonth')).toHaveValue('1200.5');
    await expect(cell('outputValue', 'thisMonth')).toBeDisabled();
    await page.goto(`${prefixOf(locale)}/center/filling`);
    await expect(
      page.locator(`[data-period="${period}"] [data-report-status]`).first(),
    ).toHaveAttribute('data-report-status', 'submitted');
  });
}

for (const locale of ['zh', 'en'] as const)
  test(`${locale}: a unit that is not a member is told why it cannot file, and is refused nothing it may read`, async ({
    browser,
  }) => {
    const w = words(locale);
    const page = await signIn(browser, 'enterprise', locale, '/center/economy-month');
    const form = page.getByRole('form', { name: w('center.menu.economyMonth') });
    await expect(form.locator('[data-not-member]')).toHaveText(w('report.notMember'));
    await expect(form.getByRole('button', { name: w('report.submit'), exact: true })).toHaveCount(
      0,
    );
    await expect(page.getByText(w('error.http.403'))).toHaveCount(0);
    await page.goto(`${prefixOf(locale)}/center/filling`);
    await expect(page.locator('[data-not-member]')).toHaveText(w('report.notMember'));
  });
