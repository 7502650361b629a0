/**
 * Staff in the members' centre: the start page lists their work, and every page their menu offers
 * opens, finishes loading and works, with no call refused for lack of permission.
 */
import { expect, test } from '@playwright/test';
import { prefixOf, signIn, words } from './support.ts';
import { centrePages, settled } from './site-pages.ts';

for (const role of ['secretariat', 'council', 'editor', 'admin'] as const) {
  test(`${role}: the start page lists the work, and every offered page loads without a refusal`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const w = words('en');
    const page = await signIn(browser, role, 'en');
    const refused: string[] = [];
    page.on('response', async (res) => {
      if (!res.url().includes('/prod-api/')) return;
      if (res.status() === 403) refused.push(`${page.url()} → ${res.url()}`);
    });
    await settled(page);
    await expect(page.getByRole('navigation', { name: w('center.work') })).toBeVisible();
    await expect(page.getByText(w('common.loading'))).toHaveCount(0);
    for (const path of await centrePages(page)) {
      await page.goto(`${prefixOf('en')}${path}`);
      await settled(page);
      await expect(page.getByText(w('common.loading')), path).toHaveCount(0);
    }
    expect(refused).toEqual([]);
  });
}
