/**
 * Publishing the industry figures, in each language: the secretariat publishes a month from the
 * console and follows the rebuild; the public statistics page then shows that month's headline,
 * its bulletin marks the export figure (one unit's business) as withheld and offers the PDF, and
 * a member's centre shows the month as published, with the output value by product category.
 */
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { beijingToday } from '#shared/format.ts';
import { shiftMonth } from '#features/reports/contract/reports.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { prefixOf, signIn, words } from './support.ts';

// Two months back in Chinese, then last month in English: each run publishes in order.
for (const [locale, back] of [
  ['zh', 2],
  ['en', 1],
] as const) {
  test(`${locale}: the secretariat publishes a month; the public page shows its headline and what is withheld`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const w = words(locale);
    const at = (path: string) => `${prefixOf(locale)}${path}`;
    const period = shiftMonth(beijingToday(Date.now()).slice(0, 7), -back);
    const page = await signIn(browser, 'secretariat', locale, '/admin/statistics');

    // Staff see every figure; the export is marked as withheld from others.
    const table = page.locator('[data-industry="all"]');
    await page.getByLabel(w('console.statistics.indicator')).selectOption('exportValue');
    await page.getByLabel(w('console.statistics.year')).selectOption(period.slice(0, 4));
    await expect(table.locator(`[data-period="${period}"]`)).toHaveAttribute(
      'data-suppressed',
      'true',
    );

    const form = page.getByRole('form', { name: w('console.statistics.publishTitle') });
    await form.getByLabel(w('console.statistics.month')).fill(period);
    await form
      .getByRole('button', { name: `${w('console.statistics.publish')} ${period}` })
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: w('console.statistics.publish') })
      .click();
    await expect(page.locator('[data-publications]')).toContainText(period);
    await expect(table.locator(`[data-period="${period}"]`)).toHaveAttribute(
      'data-published',
      'true',
    );
    await expect(page.locator('[data-build-status]')).toHaveAttribute('data-build-status', 'live', {
      timeout: 180_000,
    });

    // The public statistics page: the month's headline, then its bulletin.
    await page.goto(at('/statistics'));
    const headline = page.locator(`[data-headline="${period}"]`);
    await expect(headline).toContainText(w('bulletin.headline').replace('{{period}}', period));
    // The month's own figure may be withheld (a unit that filed the month before and not this one
    // would be given away by it); the year to date is there either way.
    await expect(headline.locator('[data-headline-value]')).toHaveText(
      new RegExp(`^([\\d,.]+|${w('bulletin.withheld')})$`),
    );
    await expect(headline.locator('[data-headline-cumulative]')).toHaveText(/^[\d,.]+$/);
    await headline.getByRole('link', { name: w('bulletin.read') }).click();
    await expect(page).toHaveURL(new RegExp(`${at('/statistics/bulletin/')}${period}$`));
    await expect(page.locator('[data-indicator="outputValue"] [data-cumulative]')).toHaveText(
      /^[\d,.]+$/,
    );
    const exports = page.locator('[data-indicator="exportValue"]');
    await expect(exports).toHaveAttribute('data-suppressed', 'true');
    await expect(exports.locator('[data-value]')).toHaveText(w('bulletin.withheld'));
    // Readable by assistive technology, and on a phone without scrolling sideways.
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    await page.setViewportSize({ width: 360, height: 800 });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: w('bulletin.download') }).click();
    const pdf = await (await download).path();
    const text = (await pdfText(new Uint8Array(readFileSync(pdf)))).replace(/\s+/g, ' ');
    expect(text).toContain(`Industry statistics bulletin, ${period}`);
    expect(text).toContain('不公开/Withheld');

    // A member's centre shows the month as published.
    const member = await signIn(browser, 'member', locale, '/center/trends');
    await member.getByLabel(w('report.year')).first().selectOption(period.slice(0, 4));
    await expect(
      member.locator(`[data-industry="published"] [data-period="${period}"]`),
    ).toHaveAttribute('data-published', 'true');
    // Beside it, the output value by product category of the newest published month.
    const shares = member.locator('[data-product-shares]');
    await expect(shares).toContainText(w('industry.shares.title').replace('{{period}}', period));
    await expect(shares.locator('li').filter({ hasText: '%' }).first()).toBeVisible();
  });
}
