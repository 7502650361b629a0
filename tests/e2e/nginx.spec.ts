/**
 * The deployment behind nginx (tests/e2e/nginx.ts, with the configuration the product makes for
 * it): nginx serves the pages and bundles from the site folder, the product's route rules still
 * hold (sign in first, sent on from the login page, old links, missing pages), and an edit reaches
 * the pages nginx serves.
 */
import { expect, test } from '@playwright/test';
import { E2E_NGINX_PORT, E2E_PORT } from './env.ts';
import { headersOf, prefixOf, submitLogin } from './support.ts';

const NGINX = `http://127.0.0.1:${E2E_NGINX_PORT}`;
const PRODUCT = `http://127.0.0.1:${E2E_PORT}`;
test.use({ baseURL: NGINX });

for (const locale of ['zh', 'en'] as const) {
  const prefix = prefixOf(locale);

  test(`${locale}: a guest signs in first, lands where they were going, and is sent on from the login page`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/center/person`);
    await expect(page).toHaveURL(
      `${NGINX}${prefix}/login?redirect=${encodeURIComponent(`${prefix}/center/person`)}`,
    );
    await submitLogin(page, 'member', locale, '/center/person');
    await expect(page).toHaveURL(`${NGINX}${prefix}/center/person`);
    await page.goto(`${prefix}/login`);
    await expect(page).toHaveURL(`${NGINX}${prefix}/center`);
  });
}

test('public pages and bundles come from nginx, compressed, with the product’s headers', async ({
  request,
}) => {
  const gzip = { 'accept-encoding': 'gzip' };
  const page = await request.get('/en/index', { headers: gzip });
  expect(page.status()).toBe(200);
  // nginx names every answer it passes on too; a file it served itself has its time.
  expect(page.headers()['last-modified']).toBeTruthy();
  expect(page.headers()).toMatchObject({
    server: 'nginx',
    'content-encoding': 'gzip',
    'cache-control': 'no-cache',
    'x-frame-options': 'SAMEORIGIN',
  });
  const html = await page.text();
  expect(html).toBe(await (await request.get(`${PRODUCT}/en/index`)).text());
  const bundle = /\/_astro\/[^"']+\.js/.exec(html)?.[0];
  expect(bundle).toBeTruthy();
  const script = await request.get(bundle!, { headers: gzip });
  expect(script.headers()['last-modified']).toBeTruthy();
  expect(script.headers()).toMatchObject({
    server: 'nginx',
    'content-encoding': 'gzip',
    'cache-control': 'public, max-age=31536000, immutable',
  });
  // The compressed copy is never served by its own name.
  expect((await request.get(`${bundle}.gz`)).status()).toBe(404);
});

test('old query links, missing pages and the home address behave as on the product', async ({
  request,
}) => {
  const news = await (
    await request.get('/prod-api/web/index/newsList?channel=news&pageNum=1&pageSize=10')
  ).json();
  const id = news.rows[0].id as number;
  const old = await request.get(`/en/detail?id=${id}`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe(`/en/detail/${id}`);
  const missing = await request.get('/detail/987654321', { maxRedirects: 0 });
  expect(missing.status()).toBe(302);
  expect(missing.headers().location).toBe('/404');
  const notFound = await request.get('/en/404');
  expect(notFound.status()).toBe(404);
  const home = await request.get('/en/', { maxRedirects: 0 });
  expect(home.headers().location).toBe('/en/index');
});

test('no doubled or encoded slash reaches a members’ page past the guard', async ({ request }) => {
  for (const sneaky of [
    '/en//center/person',
    '//center/person',
    '/index/..%2Fcenter/person',
    '/center%2Fperson',
    '/register/%2e%2e/center/person',
  ]) {
    const r = await request.get(`${NGINX}${sneaky}`, { maxRedirects: 0 });
    expect(r.status(), sneaky).not.toBe(200);
    expect(r.headers().location ?? '', sneaky).not.toContain('/center');
  }
});

test('an edit reaches the pages nginx serves', async ({ request }) => {
  const editor = await headersOf(request, 'editor');
  const news = await (
    await request.get('/prod-api/web/index/newsList?channel=news&pageNum=1&pageSize=10')
  ).json();
  const id = news.rows[1].id as number;
  const path = `/prod-api/content/article/${id}`;
  const loaded = await (await request.get(path, { headers: editor })).json();
  const title = `经 nginx 发布的修改 ${Date.now()}`;
  const saved = await request.put(path, {
    headers: editor,
    data: { title, version: loaded.data.version },
  });
  expect((await saved.json()).code).toBe(200);
  await expect
    .poll(async () => (await request.get(`/detail/${id}`)).text(), { timeout: 30_000 })
    .toContain(title);
  const served = await request.get(`/detail/${id}`);
  expect(served.headers().server).toBe('nginx');
});
