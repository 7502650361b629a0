/**
 * Seams of the console's frame as staff meet them: the theme colour reaches the primary buttons;
 * a tag's right-click menu (keyboard too) closes the others, those left or right, or all; and a
 * bilingual form keeps each field's Chinese and English in one row, stacked on a phone.
 */
import { expect, type Page, test } from '@playwright/test';
import { signIn, words } from './support.ts';

for (const locale of ['zh', 'en'] as const) {
  const w = words(locale);
  const tagsOf = (page: Page) =>
    page.getByRole('navigation', { name: w('console.tags.label') }).getByRole('listitem');

  test(`${locale}: the chosen theme colour is the primary buttons' colour`, async ({ browser }) => {
    const page = await signIn(browser, 'editor', locale, '/admin/content/article');
    const primary = page.getByRole('button', { name: w('console.list.new'), exact: true });
    await page.getByRole('button', { name: w('console.settings.open') }).click();
    const drawer = page.getByRole('dialog', { name: w('console.settings.title') });
    await drawer.getByRole('radio', { name: w('console.colour.purple') }).click();
    await drawer.getByRole('button', { name: w('common.close') }).click();
    await expect(primary).toHaveCSS('background-color', 'rgb(105, 89, 205)');
    await expect(primary).toHaveCSS('color', 'rgb(255, 255, 255)');
  });

  test(`${locale}: a tag's own menu closes the others, those left or right, or all`, async ({
    browser,
  }) => {
    const page = await signIn(browser, 'editor', locale, '/admin/content/article');
    const tags = tagsOf(page);
    await expect(tags).toHaveCount(2);
    // Each page opened adds its tag once it is shown.
    for (const [i, path] of [
      '/admin/content/standard',
      '/admin/content/patent',
      '/admin/menu',
    ].entries()) {
      await page.goto(`${locale === 'en' ? '/en' : ''}${path}`);
      await expect(tags).toHaveCount(3 + i);
    }
    const title = async (i: number) => (await tags.nth(i).getByRole('link').textContent()) ?? '';
    const names = await Promise.all([0, 1, 2, 3, 4].map(title));

    // Right click on the standards tag: close those to its right.
    await tags.nth(2).click({ button: 'right' });
    const menu = page.getByRole('menu', {
      name: w('console.tags.menu').replace('{{title}}', names[2] ?? ''),
    });
    await menu.getByRole('menuitem', { name: w('console.tags.closeRight') }).click();
    await expect(tags).toHaveCount(3);
    // The page on screen was closed: the tag asked about is shown instead.
    await expect(tags.nth(2).getByRole('link')).toHaveAttribute('aria-current', 'page');

    // From the keyboard: the menu key on the articles tag, then "close left" keeps the start page.
    await tags.nth(1).getByRole('link').focus();
    await page.keyboard.press('Shift+F10');
    await expect(page.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await tags.nth(2).getByRole('link').focus();
    await page.keyboard.press('Shift+F10');
    const left = page.getByRole('menuitem', { name: w('console.tags.closeLeft') });
    while (!(await left.evaluate((el) => el === document.activeElement)))
      await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(tags).toHaveCount(2);
    await expect(tags.nth(0).getByRole('link')).toHaveText(names[0] ?? '');

    await tags.nth(1).click({ button: 'right' });
    await page.getByRole('menuitem', { name: w('console.tags.closeAll') }).click();
    await expect(tags).toHaveCount(1);
    await expect(page).toHaveURL(new RegExp(`${locale === 'en' ? '/en' : ''}/admin$`));
  });

  test(`${locale}: each field's Chinese and English share a row; stacked on a phone`, async ({
    browser,
  }) => {
    const page = await signIn(browser, 'editor', locale, '/admin/content/article');
    await page.getByRole('button', { name: w('console.list.new'), exact: true }).click();
    const box = async (key: string, lang?: 'zh' | 'en') => {
      const label = w(`console.field.${key}`);
      const name = lang ? w(`console.form.${lang}`).replace('{{label}}', label) : label;
      const found = await page.getByRole('textbox', { name }).first().boundingBox();
      if (!found) throw new Error(`${name} is not shown`);
      return found;
    };
    for (const key of ['title', 'summary']) {
      const [zh, en] = [await box(key, 'zh'), await box(key, 'en')];
      expect(Math.abs(zh.y - en.y), key).toBeLessThan(2);
      expect(en.x, key).toBeGreaterThan(zh.x + zh.width - 1);
    }
    // A field in one language runs across the row, under the pair before it.
    const [source, title] = [await box('source'), await box('title', 'zh')];
    expect(source.x).toBeCloseTo(title.x, 0);
    expect(source.width).toBeGreaterThan(title.width * 1.8);

    await page.setViewportSize({ width: 390, height: 844 });
    const [zh, en] = [await box('title', 'zh'), await box('title', 'en')];
    expect(en.y).toBeGreaterThan(zh.y + zh.height - 1);
  });
}
