/** The search page in a real browser, both languages: kinds with counts, marked snippets, paging, suggestion. */
import { expect, test } from '@playwright/test';

test('search: a Chinese term, its kinds with counts, a filter, a marked snippet', async ({
  page,
}) => {
  await page.goto('/search?keywords=%E5%86%BB%E5%B9%B2');
  const rows = page.locator('[data-rows] > li');
  await expect(rows.first()).toBeVisible();
  await expect(page.locator('[data-rows] mark').first()).toHaveText('冻干');
  const all = page.locator('[data-kinds] a').first();
  await expect(all).toHaveText(/^全部 \(\d+\)$/);
  const kind = page.locator('[data-kinds] a').nth(1);
  const label = (await kind.textContent()) ?? '';
  const count = Number(/\((\d+)\)/.exec(label)?.[1]);
  await kind.click();
  await expect(page).toHaveURL(/type=/);
  await expect(page.locator('[data-kinds] a[aria-current="true"]')).toHaveText(label);
  await expect(rows).toHaveCount(Math.min(count, 20));
});

test('search in English: a typo offers the word that finds something', async ({ page }) => {
  await page.goto('/en/search?keywords=sterilzation');
  await expect(page.getByText('Nothing found')).toBeVisible();
  const offer = page.locator('[data-empty] a');
  await expect(offer).toBeVisible();
  await offer.click();
  await expect(page.locator('[data-rows] > li').first()).toBeVisible();
  await expect(page.locator('[data-rows] mark').first()).toBeVisible();
});
