/**
 * The staff console's frame, in both languages: an editor lands in it after login and moves
 * between pages without the frame reloading (tags, back and forward, a deep link after reload);
 * the size, the layout settings and the route search work and last; on a phone the menu is a
 * drawer; an enterprise is refused; and no public page loads any of it.
 */
import { expect, test, type Page } from '@playwright/test';
import { prefixOf, signIn, submitLogin, words } from './support.ts';

/** A mark on the window: still there after a move only if the page was not loaded again. */
const markWindow = (page: Page) =>
  page.evaluate(() => Object.assign(window, { consoleMark: 'kept' }));
const markKept = (page: Page) =>
  page.evaluate(() => (window as unknown as { consoleMark?: string }).consoleMark === 'kept');

for (const locale of ['zh', 'en'] as const) {
  const w = words(locale);
  const prefix = prefixOf(locale);
  const article = w('console.content.article');
  const menuPage = w('console.menu.menu');
  const links = w('console.content.link');

  test(`${locale}: an editor lands in the console and moves between pages in one frame`, async ({
    page,
  }) => {
    await submitLogin(page, 'editor', locale);
    await expect(page).toHaveURL(new RegExp(`${prefix}/admin$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      w('center.welcome').split('{{name}}')[0]!.trim(),
    );
    const sidebar = page.getByRole('navigation', { name: w('console.nav.menu') });
    const tags = page.getByRole('navigation', { name: w('console.tags.label') });
    await markWindow(page);

    // Two pages from the menu: two more tags, and the frame never reloads.
    await sidebar.getByRole('link', { name: article }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/admin/content/article$`));
    await expect(page.getByRole('heading', { level: 1, name: article })).toBeVisible();
    await expect(page.getByRole('navigation', { name: w('console.nav.breadcrumb') })).toContainText(
      w('console.group.content'),
    );
    await sidebar.getByRole('link', { name: menuPage }).click();
    await expect(page.getByRole('heading', { level: 1, name: menuPage })).toBeVisible();
    await expect(tags.getByRole('link')).toHaveText([w('console.menu.home'), article, menuPage]);
    expect(await markKept(page)).toBe(true);

    // Back and forward show the pages again, still in the same frame.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${prefix}/admin/content/article$`));
    await expect(page.getByRole('heading', { level: 1, name: article })).toBeVisible();
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: menuPage })).toBeVisible();
    expect(await markKept(page)).toBe(true);

    // Closing a tag, then closing all the others.
    await page
      .getByRole('button', { name: w('console.tags.close').replace('{{title}}', article) })
      .click();
    await expect(tags.getByRole('link')).toHaveText([w('console.menu.home'), menuPage]);
    await sidebar.getByRole('link', { name: article }).click();
    await sidebar.getByRole('link', { name: w('console.menu.builds') }).click();
    await expect(tags.getByRole('link')).toHaveCount(4);
    await page.getByRole('button', { name: w('console.tags.actions') }).click();
    await page.getByRole('menuitem', { name: w('console.tags.closeOthers') }).click();
    await expect(tags.getByRole('link')).toHaveText([
      w('console.menu.home'),
      w('console.menu.builds'),
    ]);
    expect(await markKept(page)).toBe(true);

    // The route search, by keyboard alone: / opens it, Escape closes, Ctrl+K opens, Enter goes.
    await page.locator('body').press('/');
    const search = page.getByRole('combobox', { name: w('console.search.label') });
    await expect(search).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(search).toHaveCount(0);
    await page.keyboard.press('Control+k');
    await search.pressSequentially(locale === 'en' ? 'frendly' : '友情');
    // The search's own options (the page behind may have choices of its own).
    await expect(page.getByRole('listbox').getByRole('option').first()).toContainText(links);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${prefix}/admin/content/link$`));
    await expect(page.getByRole('heading', { level: 1, name: links })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${links} - `));
    expect(await markKept(page)).toBe(true);

    // A deep link survives a reload, with its tags.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: links })).toBeVisible();
    await expect(tags.getByRole('link')).toHaveText([
      w('console.menu.home'),
      w('console.menu.builds'),
      links,
    ]);

    // The same box finds records: a single page by its title, opened in its editor in the frame.
    await markWindow(page);
    await page.keyboard.press('Control+k');
    await search.pressSequentially('协会介绍');
    const record = page.getByRole('listbox').getByRole('option', { name: /协会介绍/ });
    await expect(record).toContainText(w('console.search.group.content'));
    await record.click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/admin/pages\\?edit=introduction$`));
    expect(await markKept(page)).toBe(true);
  });

  test(`${locale}: size and layout settings are confirmed, kept across a reload, and reset`, async ({
    browser,
  }) => {
    const page = await signIn(browser, 'editor', locale, '/admin/content/article');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-console-size', 'mini');

    await page.getByRole('button', { name: w('console.size.label') }).click();
    await page.getByRole('menuitem', { name: w('console.size.small'), exact: true }).click();
    await expect(page.getByText(w('console.size.switched'))).toBeVisible();
    await expect(html).toHaveAttribute('data-console-size', 'small');

    await page.getByRole('button', { name: w('console.settings.open') }).click();
    const drawer = page.getByRole('dialog', { name: w('console.settings.title') });
    await drawer.getByRole('radio', { name: w('console.settings.sideLight') }).click();
    await drawer.getByRole('radio', { name: w('console.colour.purple') }).click();
    await drawer.getByRole('button', { name: w('common.close') }).click();
    const sidebar = page.locator('[data-side-theme]');
    const activeTag = page
      .getByRole('navigation', { name: w('console.tags.label') })
      .getByRole('listitem')
      .filter({ has: page.locator('[aria-current="page"]') });
    await expect(sidebar).toHaveAttribute('data-side-theme', 'theme-light');
    await expect(activeTag).toHaveCSS('background-color', 'rgb(105, 89, 205)');

    await page.reload();
    await expect(html).toHaveAttribute('data-console-size', 'small');
    await expect(sidebar).toHaveAttribute('data-side-theme', 'theme-light');
    await expect(activeTag).toHaveCSS('background-color', 'rgb(105, 89, 205)');

    await page.getByRole('button', { name: w('console.settings.open') }).click();
    await expect(drawer.getByRole('radio', { name: w('console.colour.purple') })).toBeChecked();
    await drawer.getByRole('button', { name: w('console.settings.reset') }).click();
    await page.waitForLoadState('load');
    await expect(sidebar).toHaveAttribute('data-side-theme', 'theme-dark');
    await expect(activeTag).toHaveCSS('background-color', 'rgb(64, 158, 255)');
    await page.context().close();
  });

  test(`${locale}: on a phone the menu is a drawer that closes after navigating`, async ({
    browser,
  }) => {
    const page = await signIn(browser, 'editor', locale, '/admin');
    await page.setViewportSize({ width: 390, height: 800 });
    const menu = page.getByRole('navigation', { name: w('console.nav.menu') });
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: w('console.nav.toggleSidebar') }).click();
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: w('console.menu.profile') }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/admin/profile$`));
    await expect(menu).toBeHidden();
    await expect(
      page.getByRole('heading', { level: 1, name: w('console.menu.profile') }),
    ).toBeVisible();
    for (const width of [360, 414]) {
      await page.setViewportSize({ width, height: 800 });
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
    }
    await page.context().close();
  });

  test(`${locale}: an enterprise opening the console is refused and shown the way back`, async ({
    browser,
  }) => {
    const page = await signIn(browser, 'member', locale, '/admin');
    await expect(page.getByRole('heading', { name: w('console.refused.title') })).toBeVisible();
    await expect(page.getByRole('navigation', { name: w('console.nav.menu') })).toHaveCount(0);
    await page.getByRole('link', { name: w('console.refused.toCenter') }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/center`));
    await page.context().close();
  });
}

test('staff find the console in the Company Center popover; /user/profile is the profile', async ({
  browser,
}) => {
  const w = words('en');
  const page = await signIn(browser, 'secretariat', 'en', '/index');
  await page.getByText(w('header.center'), { exact: true }).filter({ visible: true }).click();
  await page.getByRole('link', { name: w('console.title') }).click();
  await expect(page).toHaveURL(/\/en\/admin$/);
  await page.goto('/en/user/profile');
  await expect(
    page.getByRole('heading', { level: 1, name: w('console.menu.profile') }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: w('auth.updatePassword.title') })).toBeVisible();
  await expect(page.getByText(w('center.role.secretariat'), { exact: true })).toBeVisible();
  await page.context().close();
});

test('no public page loads any of the console', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() === 'script') scripts.push(await res.text());
  });
  for (const path of ['/index', '/en/index', '/motion', '/login']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(scripts.length).toBeGreaterThan(0);
  // The layout settings' storage key is written only by the console's code.
  expect(scripts.filter((js) => js.includes('layout-setting'))).toEqual([]);
});
