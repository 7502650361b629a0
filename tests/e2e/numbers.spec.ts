/**
 * Number fields in a real browser: '1,234' is read as 1234 (as Chinese users write it), and when
 * a figure was read other than typed, the field says how, in words a screen reader also hears.
 */
import { expect, test } from '@playwright/test';
import { indicatorName } from '#features/reports/contract/reports.ts';
import { signIn, words } from './support.ts';

for (const locale of ['zh', 'en'] as const) {
  const w = words(locale);
  const readAs = (value: string) => w('numeric.readAs').replace('{{value}}', value);

  test(`${locale}: a profile number field says how it read '1,234' and '2,5'`, async ({
    browser,
  }) => {
    const page = await signIn(browser, 'member', locale);
    const area = page.getByRole('textbox', { name: w('profile.buildingArea') });
    const staff = page.getByRole('textbox', { name: w('profile.staffTotal') });
    await expect(area).toBeEnabled();

    await area.fill('1,234');
    await area.blur();
    await expect(area).toHaveValue('1234');
    await expect(area).toHaveAccessibleDescription(readAs('1234'));
    await expect(page.getByText(readAs('1234'), { exact: true })).toBeVisible();

    // Typing again puts the note away; a plain figure needs none.
    await area.fill('88');
    await expect(area).not.toHaveAccessibleDescription(readAs('1234'));
    await area.blur();
    await expect(page.getByText(readAs('1234'))).toHaveCount(0);

    await staff.fill('2,5');
    await staff.blur();
    await expect(staff).toHaveValue('3');
    await expect(staff).toHaveAccessibleDescription(readAs('3'));
    await page.context().close();
  });

  test(`${locale}: a report cell reads '12,500' as 12500 and says so`, async ({ browser }) => {
    const page = await signIn(browser, 'member', locale, '/center/economy-month?period=2026-05');
    const cell = page.getByRole('textbox', {
      name: `${indicatorName(locale, 'outputValue')} ${w('report.col.thisMonth')}`,
      exact: true,
    });
    await cell.fill('12,500');
    await cell.blur();
    await expect(cell).toHaveValue('12500');
    await expect(cell).toHaveAccessibleDescription(readAs('12500'));
    await cell.fill('12,5');
    await cell.blur();
    await expect(cell).toHaveValue('12.5');
    await expect(cell).toHaveAccessibleDescription(readAs('12.5'));
    await page.context().close();
  });
}
