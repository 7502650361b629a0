/**
 * The text-size switch (信息无障碍: at least three sizes, remembered) on a console page and on a
 * centre page: it is there, named, makes the text larger, and the next visit opens in that size.
 */
import { expect, type Page, test } from '@playwright/test';
import { signIn, words } from './support.ts';

/** The root's font size in pixels: every text and control is measured from it (rem). */
const rootSize = (page: Page) =>
  page.evaluate(() => Number.parseFloat(getComputedStyle(document.documentElement).fontSize));

test('the console has a text-size switch, named in both languages and there on a phone, that enlarges its text and is remembered', async ({
  browser,
}) => {
  const w = words('en');
  const page = await signIn(browser, 'secretariat', 'en', '/admin/review');
  await page.setViewportSize({ width: 360, height: 740 });
  // Named as a screen reader reads it, in the page's own words (written out here: a bare "Size",
  // or an English name on the Chinese page, is what a reader would notice).
  const sizeButton = (name: string) => page.getByRole('button', { name, exact: true });
  await expect(sizeButton('Text size')).toBeVisible();
  const before = await rootSize(page);
  await sizeButton('Text size').click();
  const sizes = ['default', 'medium', 'small', 'mini'].map((s) => w(`console.size.${s}`));
  for (const name of sizes) await expect(page.getByRole('menuitem', { name })).toBeVisible();
  await page.getByRole('menuitem', { name: w('console.size.default') }).click();
  await expect.poll(() => rootSize(page)).toBeGreaterThan(before);
  const chosen = await rootSize(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // The same page in Chinese, as its language link opens it: named in Chinese, the size kept.
  await page.getByRole('link', { name: new RegExp(`^${w('header.language')}`) }).click();
  await expect(page).toHaveURL(/:\d+\/admin\/review$/);
  await expect(sizeButton('文字大小')).toBeVisible();
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
