/**
 * Every time the product shows reads on Beijing's clock, and says so, whatever the zone of the
 * reader's browser (a member abroad, a laptop left on another zone).
 */
import { expect, test } from '@playwright/test';
import { headersOf, prefixOf, submitLogin, words } from './support.ts';

/** What Beijing's clock read at a moment (YYYY-MM-DD HH:mm:ss), worked out here, not by the page. */
const onBeijingClock = (iso: string) =>
  new Date(Date.parse(iso) + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

for (const locale of ['zh', 'en'] as const) {
  test(`${locale}: a browser in New York shows the sign-in log on Beijing's clock, labelled`, async ({
    browser,
    request,
  }) => {
    const w = words(locale);
    const headers = await headersOf(request, 'admin');
    const context = await browser.newContext({ timezoneId: 'America/New_York' });
    const page = await context.newPage();
    await submitLogin(page, 'admin', locale, '/admin/logins');
    await page.waitForURL(new RegExp(`${prefixOf(locale)}/admin/logins$`));
    // The browser really is in New York.
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
      'America/New_York',
    );
    const firstRow = page.getByRole('table').getByRole('row').nth(1);
    await expect(firstRow).toBeVisible();
    const answer = await request.get('/prod-api/console/logins?pageNum=1&pageSize=10', { headers });
    const { rows } = (await answer.json()) as { rows: { at: string }[] };
    const newest = rows[0]?.at ?? '';
    await expect(firstRow.getByRole('cell').first()).toHaveText(onBeijingClock(newest));
    await expect(page.getByText(w('common.beijingTime'))).toBeVisible();
    await context.close();
  });
}
