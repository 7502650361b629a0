/**
 * The statistics edit checks and industry figures in the browser, in each language: a member sees
 * what is overdue, imports a month from its spreadsheet (a wrong cell refused by name, nothing
 * saved, then fixed), a wrong cumulative figure is refused with the figure named, a jump is
 * submitted only with an explanation, and the industry table says what is not published yet.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { ECONOMIC_INDICATORS, indicatorName } from '#features/reports/contract/reports.ts';
import { prefixOf, signIn, words } from './support.ts';

for (const [locale, first, second] of [
  ['zh', '2025-02', '2025-03'],
  ['en', '2025-05', '2025-06'],
] as const) {
  test(`${locale}: a member files a month, imports the next from its spreadsheet, and explains a jump`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const w = words(locale);
    const at = (path: string) => `${prefixOf(locale)}${path}`;
    const page = await signIn(browser, 'member', locale, '/center/filling');
    await expect(page.locator('[data-due] [data-due-state="overdue"]').first()).toBeVisible();

    /** Fills a month: every indicator at `month` this month and `cumulative` in all. */
    async function fill(period: string, month: number, cumulative: number): Promise<Locator> {
      await page.goto(at(`/center/economy-month?period=${period}`));
      const form = page.getByRole('form', { name: w('center.menu.economyMonth') });
      await expect(form.getByText(w('report.status.none'), { exact: true })).toBeVisible();
      for (const f of ['unitHead', 'filler', 'statisticsHead'])
        await form
          .getByRole('textbox', { name: w(`report.header.${f}`), exact: true })
          .fill('张敏');
      await form
        .getByRole('textbox', { name: w('report.header.phone'), exact: true })
        .fill('0512-66668888');
      for (const { code } of ECONOMIC_INDICATORS) {
        await cell(form, code, 'thisMonth').fill(String(month));
        await cell(form, code, 'cumulative').fill(String(cumulative));
      }
      return form;
    }
    const cell = (form: Locator, code: string, column: string) =>
      form.getByRole('textbox', {
        name: `${indicatorName(locale, code)} ${w(`report.col.${column}`)}`,
        exact: true,
      });
    async function submit(form: Locator, p: Page) {
      await form.getByRole('button', { name: w('report.submit'), exact: true }).click();
      await p
        .getByRole('dialog')
        .getByRole('button', { name: w('report.submit') })
        .click();
    }

    const february = await fill(first, 10, 100);
    await submit(february, page);
    await expect(february.getByText(w('report.status.submitted'), { exact: true })).toBeVisible();

    // The next month from its spreadsheet: the template downloaded, filled with one wrong cell
    // (a negative figure), refused with the cell named and nothing saved, then fixed.
    await page.goto(at(`/center/economy-month?period=${second}`));
    const march = page.getByRole('form', { name: w('center.menu.economyMonth') });
    await expect(march.getByText(w('report.status.none'), { exact: true })).toBeVisible();
    const [template] = await Promise.all([
      page.waitForEvent('download'),
      march.getByRole('button', { name: w('report.xlsx.download') }).click(),
    ]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await template.path());
    const sheet = book.worksheets[0]!;
    ['张敏', '张敏', '张敏', '0512-66668888'].forEach((v, i) => {
      sheet.getCell(`B${4 + i}`).value = v;
    });
    ECONOMIC_INDICATORS.forEach((_, i) => {
      sheet.getCell(`D${11 + i}`).value = 30;
      sheet.getCell(`E${11 + i}`).value = 130;
    });
    sheet.getCell('D13').value = -30;
    const upload = async () =>
      march.getByLabel(w('report.xlsx.import')).setInputFiles({
        name: `${second}.xlsx`,
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: Buffer.from(await book.xlsx.writeBuffer()),
      });
    await upload();
    await expect(march.locator('[data-import-errors]')).toContainText(`${sheet.name}`);
    await expect(march.locator('[data-import-errors] li')).toHaveCount(1);
    await expect(march.locator('[data-import-errors] li')).toContainText('D13');
    await expect(march.getByText(w('report.status.none'), { exact: true })).toBeVisible();
    sheet.getCell('D13').value = 30;
    await upload();
    await expect(march.getByText(w('report.status.draft'), { exact: true })).toBeVisible();
    await expect(march.locator('[data-import-errors]')).toHaveCount(0);
    await expect(cell(march, 'revenue', 'thisMonth')).toHaveValue('30');

    // A cumulative figure that does not add up is refused on submission, the figure named.
    await cell(march, 'revenue', 'cumulative').fill('125');
    await submit(march, page);
    await expect(march.locator('[data-field-error="rows.2.cumulative"]')).toContainText(
      indicatorName(locale, 'revenue'),
    );
    await cell(march, 'revenue', 'cumulative').fill('130');
    // Tripled on the month: saved with a warning, submitted only with an explanation.
    await march.getByRole('button', { name: w('report.save') }).click();
    await expect(march.locator('[data-warnings] li')).toHaveCount(ECONOMIC_INDICATORS.length);
    await submit(march, page);
    const why = march.getByRole('textbox', { name: w('report.explanation') });
    await expect(why).toHaveAttribute('aria-invalid', 'true');
    await why.fill('A large order was delivered this month.');
    await submit(march, page);
    await expect(march.getByText(w('report.status.submitted'), { exact: true })).toBeVisible();

    // The industry beside its own figures: nothing of that year is published yet.
    await page.goto(at('/center/trends'));
    const year = page.getByLabel(w('report.year')).first();
    await year.selectOption('2025');
    const industry = page.locator('[data-industry="published"]');
    await expect(industry.locator(`[data-period="${first}"]`)).toContainText(
      w('industry.notPublished'),
    );
  });
}

for (const locale of ['zh', 'en'] as const)
  test(`${locale}: /echarts says which figures the members filed and which the secretariat entered`, async ({
    page,
  }) => {
    const w = words(locale);
    await page.goto(`${prefixOf(locale)}/echarts`);
    await expect(page.locator('[data-source="collected"]')).toHaveText(w('stats.sourceCollected'));
    await expect(page.locator('[data-source="entered"]')).toHaveText(w('stats.sourceEntered'));
  });
