/** The public site in a real browser, both languages: pages, menus, search, language, gates, PDF, footer, 404. */
import { expect, test, type Page } from '@playwright/test';
import { demoAccount } from './support.ts';

const PATHS = [
  '/index', '/introduction', '/member', '/member/equity', '/member/association', '/information', '/statistics', '/discipline', '/expert',
  '/international', '/train', '/periodicals', '/patent', '/alliance', '/research', '/motion', '/contact', '/map', '/connection',
  '/building', '/industry', '/dynamics', '/info', '/allianceArticles', '/download', '/standard', '/statisticsNews', '/search',
  '/initiation', '/echarts', '/associationList', '/standardNews', '/standardDynamics', '/login', '/register', '/forgot-password',
];

async function login(page: Page, role: string, prefix = '') {
  const a = demoAccount(role);
  await page.goto(`${prefix}/login`);
  await page.getByRole('textbox', { name: prefix ? 'Account (unit name)' : '账号（单位名称）', exact: true }).fill(a.username);
  await page.getByRole('textbox', { name: prefix ? 'Password' : '密码', exact: true }).fill(a.password);
  await page.getByRole('button', { name: prefix ? 'Log in' : '登 录' }).click();
  await page.waitForURL(/\/index$/);
}

for (const prefix of ['', '/en']) {
  test(`${prefix || 'zh'}: every public path answers with its content`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    for (const path of PATHS) {
      const res = await page.goto(`${prefix}${path}`);
      expect(res?.status(), path).toBe(200);
      await expect(page.locator('h1').first(), path).toBeVisible();
      expect(await page.locator('main').innerText(), path).not.toHaveLength(0);
      await expect(page.locator('html')).toHaveAttribute('lang', prefix ? 'en' : 'zh-CN');
    }
    expect(errors).toEqual([]);
  });
}

test('lists paginate, and old query links still work', async ({ page }) => {
  await page.goto('/motion');
  await expect(page.locator('[data-rows] > li')).toHaveCount(20);
  await page.getByRole('link', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(/\/motion\/page\/2$/);
  await page.getByLabel('每页条数').selectOption('50');
  await expect(page).toHaveURL(/pageSize=50/);
  await expect(page.locator('[data-rows] > li')).not.toHaveCount(20);
  await page.goto('/member?href=equity');
  await expect(page).toHaveURL(/\/member\/equity$/);
  await page.goto('/en/statistics?href=standardNews');
  await expect(page).toHaveURL(/\/en\/standardNews$/);
});

test('patent search filters through the API', async ({ page }) => {
  await page.goto('/en/patent');
  await page.getByLabel('Type').selectOption('design');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/type=design/);
  const rows = page.locator('[data-rows] tr');
  await expect(rows.first()).toBeVisible();
  const types = await rows.locator('td:nth-child(3)').allInnerTexts();
  expect(new Set(types)).toEqual(new Set(['Design']));
});

test('menu: visible entries = body width / 3 / 85, the rest under "more menu"', async ({ page }) => {
  for (const [width, expected] of [[1280, 5], [1600, 6], [1920, 7]] as const) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/index');
    await expect(page.locator('[data-menu-item]:visible')).toHaveCount(expected);
    await expect(page.getByRole('button', { name: '更多菜单 ▾' })).toBeVisible();
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/en/index');
  // A child without an English name shows its Chinese one.
  await expect(page.locator('[data-menu] a', { hasText: '会员义务' })).toHaveCount(1);
});

test('mobile menu under 992 px: search, guest links and the tree', async ({ page }) => {
  await page.setViewportSize({ width: 400, height: 800 });
  await page.goto('/index');
  const menu = page.locator('#mobile-menu');
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: '菜单' }).click();
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('searchbox')).toBeVisible();
  await expect(menu.getByRole('link', { name: '注册' })).toBeVisible();
  await expect(menu.getByRole('link', { name: '专利查询' })).toBeVisible();
});

test('header search: Enter opens results in a new tab; empty asks for a keyword', async ({ page, context }) => {
  await page.goto('/index');
  const box = page.getByRole('searchbox').first();
  await box.press('Enter');
  await expect(page.getByText('请输入搜索关键词').first()).toBeVisible();
  await box.fill('冻干');
  const [tab] = await Promise.all([context.waitForEvent('page'), box.press('Enter')]);
  await tab.waitForLoadState();
  expect(tab.url()).toContain('/search?keywords=%E5%86%BB%E5%B9%B2');
  await expect(tab.locator('[data-rows] > li').first()).toBeVisible();
});

test('language switch keeps the page', async ({ page }) => {
  await page.goto('/motion/page/2');
  await page.getByRole('link', { name: /切换语言/ }).click();
  await expect(page).toHaveURL(/\/en\/motion\/page\/2$/);
  await expect(page.locator('h1')).toHaveText('News');
});

test('gated content: guest, non-member and member', async ({ page }) => {
  const res = await page.request.get('/prod-api/web/index/newsList?channel=news&pageNum=1&pageSize=50');
  const gated = (await res.json()).rows.find((r: { access: string }) => r.access === 'member');
  await page.goto(`/detail/${gated.id}`);
  await expect(page.getByText('仅会员可见').first()).toBeVisible();
  await expect(page.locator('[data-gate-body]')).toBeHidden();
  await login(page, 'enterprise');
  await page.goto(`/detail/${gated.id}`);
  await expect(page.locator('[data-gate-message]')).toContainText('仅会员可见');
  await expect(page.locator('[data-gate-login]')).toHaveCount(0);
  await page.context().clearCookies();
  await login(page, 'member');
  await page.goto(`/detail/${gated.id}`);
  await expect(page.locator('[data-gate-body]')).toBeVisible();
  await expect(page.locator('[data-gate-message]')).toBeHidden();
});

test('PDF preview renders page 1 and the loading hint', async ({ page }) => {
  const list = await (await page.request.get('/prod-api/web/index/periodicalsList?pageNum=1&pageSize=50')).json();
  const open = list.rows.find((r: { access: string }) => r.access === 'public');
  await page.goto(`/periodicals/${open.id}`);
  await expect(page.locator('canvas[data-page="1"]')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-pdf-state="done"]')).toBeVisible({ timeout: 60_000 });
});

test('footer links and friendly links (hidden on login and register)', async ({ page }) => {
  await page.goto('/index');
  const links = page.locator('[data-friend-links] a');
  await expect(links).toHaveCount(8);
  await expect(links.first()).toHaveAttribute('target', '_blank');
  await expect(page.locator('footer').getByRole('link', { name: '网站地图' })).toHaveAttribute('href', '/map');
  for (const path of ['/login', '/register', '/en/login']) {
    await page.goto(path);
    await expect(page.locator('[data-friend-links]')).toHaveCount(0);
  }
});

test('404 page in both languages, and unknown paths for a signed-in user', async ({ page }) => {
  expect((await page.goto('/404'))?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('页面不存在');
  expect((await page.goto('/en/404'))?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Page not found');
  await login(page, 'member');
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/404$/);
});

test('option panel: scroll to top, complaint needs login', async ({ page }) => {
  await page.goto('/motion');
  await page.mouse.wheel(0, 3000);
  await page.getByRole('button', { name: '回到顶部' }).click();
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
  await page.getByRole('button', { name: '投诉建议' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=index$/);
});

test('complaint dialog: a signed-in member sends one with an attachment; cancel resets', async ({ page }) => {
  await login(page, 'member');
  await page.getByRole('button', { name: '投诉建议' }).click();
  const dialog = page.getByRole('dialog', { name: '投诉建议' });
  // The dialog element is a fixed overlay; its panel is what shows.
  await expect(dialog.locator('[data-complaint-dialog]')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: '单位名称' })).toHaveValue(demoAccount('member').username);
  await dialog.getByRole('button', { name: '提交' }).click();
  await expect(dialog.getByText('姓名不能为空')).toBeVisible();
  await expect(dialog.getByText('电话不能为空')).toBeVisible();
  await dialog.getByRole('textbox', { name: '姓名' }).fill('张伟');
  await dialog.getByRole('textbox', { name: '电话' }).fill('010-64398800');
  await dialog.getByRole('textbox', { name: '内容' }).fill('希望增加连续制造方面的培训。');
  await dialog.getByLabel('附件').setInputFiles({ name: 'note.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await dialog.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('提交成功')).toBeVisible();
  await expect(page.locator('[data-complaint-dialog]')).toHaveCount(0);
  await page.getByRole('button', { name: '投诉建议' }).click();
  await dialog.getByRole('textbox', { name: '姓名' }).fill('李娜');
  await dialog.getByRole('button', { name: '取消' }).click();
  await page.getByRole('button', { name: '投诉建议' }).click();
  await expect(dialog.getByRole('textbox', { name: '姓名' })).toHaveValue('');
});

test('notice bell: unread count drops after reading one', async ({ page }) => {
  await login(page, 'member');
  const count = page.locator('[data-bell-count]');
  await expect(count).toHaveText('3');
  await page.locator('[data-bell-button]').hover();
  await page.locator('[data-bell-list] button').first().click();
  const dialog = page.locator('[data-notice-dialog]');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '关闭' }).click();
  await expect(count).toHaveText('2');
});
