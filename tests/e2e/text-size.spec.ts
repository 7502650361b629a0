/**
 * The text-size switch (信息无障碍: at least three sizes, remembered) on a console page and on a
 * centre page: it is there, named, makes the text larger, and the next visit opens in that size.
 */
import { expect, type Page, test } from '@playwright/test';
import { signIn, words } from './support.ts';

/** The root's font size in pixels: every text and control is measured from it (rem). */
const rootSize = (page: Page) =>
  page.evaluate(() => Number.parseFloat(getComputedStyle(document.documentElement).fontSize));

test('en: the console has a size switch that enlarges its text and is remembered', async ({
  browser,
}) => {
  const w = words('en');
  const page = await signIn(browser, 'secretariat', 'en', '/admin/review');
  const sizeButton = page.getByRole('button', { name: w('console.size.label'), exact: true });
  await expect(sizeButton).toBeVisible();
  const before = await rootSize(page);
  await sizeButton.click();
  const sizes = ['default', 'medium', 'small', 'mini'].map((s) => w(`console.size.${s}`));
  for (const name of sizes) await expect(page.getByRole('menuitem', { name })).toBeVisible();
  await page.getByRole('menuitem', { name: w('console.size.default') }).click();
  await expect.poll(() => rootSize(page)).toBeGreaterThan(before);
  const chosen = await rootSize(page);
  await page.reload();
  await expect(sizeButton).toBeVisible();
  await expect.poll(() => rootSize(page)).toBe(chosen);
  await page.context().close();
});

test('zh: a centre page has a text-size switch of three sizes that is remembered', async ({
  browser,
}) => {
  const w = words('zh');
  const page = await signIn(browser, 'member', 'zh', '/center/person');
  const switcher = page.getByRole('group', { name: w('options.textSize') });
  const size = (key: string) =>
    switcher.getByRole('button', {
      name: `${w('options.textSize')}: ${w(`options.textSize.${key}`)}`,
    });
  for (const key of ['standard', 'large', 'largest']) await expect(size(key)).toBeVisible();
  await expect(size('standard')).toHaveAttribute('aria-pressed', 'true');
  const before = await rootSize(page);
  await size('largest').click();
  await expect(size('largest')).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => rootSize(page)).toBeGreaterThan(before);
  const chosen = await rootSize(page);
  // Another centre page, as the next visit would open it.
  await page.goto('/center/privacy');
  await expect(size('largest')).toHaveAttribute('aria-pressed', 'true');
  expect(await rootSize(page)).toBe(chosen);
  await page.context().close();
});
