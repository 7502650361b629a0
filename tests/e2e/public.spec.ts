/** The public site in a real browser, both languages: pages, menus, search, language, gates, PDF, footer, 404. */
import { expect, test, type Page } from '@playwright/test';
import { demoAccount, prefixOf, submitLogin, words } from './support.ts';

const PATHS = [
  '/index',
  '/introduction',
  '/member',
  '/member/equity',
  '/member/association',
  '/information',
  '/statistics',
  '/discipline',
  '/expert',
  '/international',
  '/train',
  '/periodicals',
  '/patent',
  '/alliance',
  '/research',
  '/motion',
  '/contact',
  '/map',
  '/connection',
  '/building',
  '/industry',
  '/dynamics',
  '/info',
  '/allianceArticles',
  '/download',
  '/standard',
  '/statisticsNews',
  '/search',
  '/initiation',
  '/echarts',
  '/associationList',
  '/standardNews',
  '/standardDynamics',
  '/login',
  '/register',
  '/forgot-password',
];

/** Signs in on the login page of the given language and lands on /index. */
async function login(page: Page, role: string, prefix = '') {
  await submitLogin(page, role, prefix ? 'en' : 'zh');
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
      // The hreflang pair: the page names itself in both languages (the home is /index too).
      const version = (lang: string) => page.locator(`link[rel="alternate"][hreflang="${lang}"]`);
      const own = path === '/index' ? '/' : path;
      await expect(version('zh-CN'), path).toHaveAttribute('href', own);
      await expect(version('en'), path).toHaveAttribute('href', own === '/' ? '/en/' : `/en${own}`);
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
  // The pre-rendered rows give way to the search's once it answers.
  await expect
    .poll(async () => [...new Set(await rows.locator('td:nth-child(3)').allInnerTexts())])
    .toEqual(['Design']);
});

test('menu: visible entries = body width / 3 / 85, the rest under "more menu"', async ({
  page,
}) => {
  for (const [width, expected] of [
    [1280, 5],
    [1600, 6],
    [1920, 7],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/index');
    await expect(page.locator('[data-menu-item]:visible')).toHaveCount(expected);
    await expect(page.getByRole('button', { name: '更多菜单 ▾' })).toBeVisible();
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/en/index');
  // Every seeded entry has its English name (the Chinese fallback is tests/unit/menu.test.ts).
  await expect(page.locator('[data-menu] a', { hasText: 'Member Obligations' })).toHaveCount(1);
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

test('header search: Enter opens results in a new tab; empty asks for a keyword', async ({
  page,
  context,
}) => {
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
  const res = await page.request.get(
    '/prod-api/web/index/newsList?channel=news&pageNum=1&pageSize=50',
  );
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

test('Download PDF of a member-only issue: the member saves the PDF, a non-member reads why', async ({
  page,
}) => {
  const list = await (
    await page.request.get('/prod-api/web/index/periodicalsList?pageNum=1&pageSize=50')
  ).json();
  const gated = list.rows.find(
    (r: { access: string; file: unknown }) => r.access === 'member' && r.file,
  );
  await login(page, 'member');
  await page.goto(`/en/periodicals/${gated.id}`);
  const saved = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PDF' }).click();
  const download = await saved;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await (await download.createReadStream()).toArray();
  expect(Buffer.concat(bytes).subarray(0, 5).toString()).toBe('%PDF-');

  await page.context().clearCookies();
  await login(page, 'enterprise');
  await page.goto(`/en/periodicals/${gated.id}`);
  await page.getByRole('link', { name: 'Download PDF' }).click();
  await expect(
    page.getByRole('heading', { name: 'Only members can download this file' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apply for membership' })).toBeVisible();
});

test('PDF preview renders page 1 and the loading hint', async ({ page }) => {
  const list = await (
    await page.request.get('/prod-api/web/index/periodicalsList?pageNum=1&pageSize=50')
  ).json();
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
  await expect(page.locator('footer').getByRole('link', { name: '网站地图' })).toHaveAttribute(
    'href',
    '/map',
  );
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

for (const locale of ['zh', 'en'] as const) {
  test(`${locale}: complaint dialog: a signed-in member sends one with an attachment; cancel resets`, async ({
    page,
  }) => {
    const w = words(locale);
    await login(page, 'member', prefixOf(locale));
    const open = () => page.getByRole('button', { name: w('complaint.title') }).click();
    await open();
    const dialog = page.getByRole('dialog', { name: w('complaint.title') });
    // The dialog element is a fixed overlay; its panel is what shows.
    await expect(dialog.locator('[data-complaint-dialog]')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: w('complaint.unit') })).toHaveValue(
      demoAccount('member').username,
    );
    await dialog.getByRole('button', { name: w('common.submit') }).click();
    await expect(dialog.getByText(w('validation.complaint.name.required'))).toBeVisible();
    await expect(dialog.getByText(w('validation.complaint.tel.required'))).toBeVisible();
    await dialog.getByRole('textbox', { name: w('complaint.name') }).fill('张伟');
    await dialog.getByRole('textbox', { name: w('complaint.tel') }).fill('010-64398800');
    await dialog
      .getByRole('textbox', { name: w('complaint.content') })
      .fill('希望增加连续制造方面的培训。');
    await dialog.getByLabel(w('complaint.attachment')).setInputFiles({
      name: 'note.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    await dialog.getByRole('button', { name: w('common.submit') }).click();
    await expect(page.getByText(w('complaint.success'))).toBeVisible();
    await expect(page.locator('[data-complaint-dialog]')).toHaveCount(0);
    await open();
    await dialog.getByRole('textbox', { name: w('complaint.name') }).fill('李娜');
    await dialog.getByRole('button', { name: w('common.cancel') }).click();
    await open();
    await expect(dialog.getByRole('textbox', { name: w('complaint.name') })).toHaveValue('');
  });
}

test('notice bell: unread count drops after reading one', async ({ page }) => {
  await login(page, 'member');
  const count = page.locator('[data-bell-count]');
  // Other tests may have sent the member notices: count from what the bell says now.
  await expect(count).toHaveText(/^[1-9]\d*$/);
  const before = Number(await count.textContent());
  await page.locator('[data-bell-button]').hover();
  await page.locator('[data-bell-list] button').first().click();
  const dialog = page.locator('[data-notice-dialog]');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '关闭' }).click();
  await expect(count).toHaveText(String(before - 1));
});
