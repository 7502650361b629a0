/**
 * English pages are set in a Latin font. (That every English page speaks English, with no Chinese,
 * full-width punctuation, emoji or bare keys, is checked on every page by every-page.spec.ts.)
 */
import { expect, test } from '@playwright/test';

test('English text is set in a Latin font, so quotes and apostrophes are not full-width', async ({
  page,
}) => {
  await page.goto('/en/introduction');
  const first = await page.evaluate(() => getComputedStyle(document.body).fontFamily.split(',')[0]);
  expect(first).not.toMatch(/CJK|PingFang|YaHei|Hei|Song/i);
});
