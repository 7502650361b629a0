/**
 * The console offers only what the account may do: a writer who may edit content but not publish
 * it sees no publish, take-down, delete or planning controls, in the list or in the editor, and
 * still saves. And any staff member keeps their own name, phone and email on their profile page.
 */
import { type APIRequestContext, expect, test } from '@playwright/test';
import { headersOf, signIn, words } from './support.ts';

/** A staff account whose one role edits content and publishes nothing; its password set. */
async function writerAccount(request: APIRequestContext, tag: string) {
  const headers = await headersOf(request, 'admin');
  const roleKey = `writer${tag}`;
  const role = await request.post('/prod-api/console/roles', {
    headers,
    data: {
      roleKey,
      roleName: `撰稿${tag}`,
      roleNameEn: `Writer ${tag}`,
      permissions: ['content:item:edit'],
    },
  });
  expect(role.status(), await role.text()).toBe(200);
  const userName = `writer${tag}`;
  const made = await request.post('/prod-api/console/staff', {
    headers,
    data: { userName, nickName: userName, roleKeys: [roleKey] },
  });
  expect(made.status(), await made.text()).toBe(200);
  const { setupPath } = ((await made.json()) as { data: { setupPath: string } }).data;
  const password = 'Writer2026pass';
  const reset = await request.post('/prod-api/password/forgot/reset', {
    data: { ticket: setupPath.split('#ticket=')[1], password, confirmPassword: password },
  });
  expect(reset.status(), await reset.text()).toBe(200);
  return { username: userName, password };
}

for (const locale of ['zh', 'en'] as const) {
  const w = words(locale);

  test(`${locale}: a writer without the publishing permission is offered no publishing controls`, async ({
    browser,
    request,
  }) => {
    const writer = await writerAccount(request, `${locale}${Date.now() % 1_000_000}`);
    const page = await signIn(browser, writer, locale, '/admin/content/article');
    const button = (key: string) => page.getByRole('button', { name: w(key), exact: true });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    await expect(button('console.list.new')).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    for (const key of ['console.list.publish', 'console.list.unpublish', 'common.delete'])
      await expect(button(key)).toHaveCount(0);
    await expect(page.getByRole('checkbox')).toHaveCount(0);

    // Its editor: saving, preview and history, nothing that publishes or deletes.
    await page.getByRole('row').nth(1).getByRole('button').first().click();
    await expect(button('console.editor.save')).toBeVisible();
    await expect(button('console.editor.history')).toBeVisible();
    for (const key of ['console.list.publish', 'console.list.unpublish', 'common.delete'])
      await expect(button(key)).toHaveCount(0);
    await expect(page.getByText(w('console.schedule.title'))).toHaveCount(0);
    await button('console.editor.save').click();
    await expect(page.getByText(w('editor.saved'), { exact: true })).toBeVisible();
    expect(errors).toEqual([]);
  });
}

for (const locale of ['zh', 'en'] as const) {
  const w = words(locale);

  test(`${locale}: a staff member changes their own name, phone and email on the profile page`, async ({
    browser,
    request,
  }) => {
    const writer = await writerAccount(request, `p${locale}${Date.now() % 1_000_000}`);
    const page = await signIn(browser, writer, locale, '/admin/profile');
    const form = page.getByRole('region', { name: w('console.profile.details') });
    const box = (key: string) => form.getByRole('textbox', { name: w(key) });
    await expect(box('console.profile.name')).toHaveValue(writer.username);
    await box('console.profile.phone').fill('12345');
    await box('console.profile.email').fill('not-mail');
    await page.getByRole('button', { name: w('console.profile.save') }).click();
    await expect(page.getByText(w('validation.phone.invalid'))).toBeVisible();
    await expect(page.getByText(w('validation.email.invalid'))).toBeVisible();

    await box('console.profile.name').fill('新名字');
    await box('console.profile.phone').fill('13987654321');
    await box('console.profile.email').fill('writer@example.cn');
    await page.getByRole('button', { name: w('console.profile.save') }).click();
    await expect(page.getByText(w('profile.saved'))).toBeVisible();
    await page.reload();
    await expect(box('console.profile.name')).toHaveValue('新名字');
    await expect(box('console.profile.phone')).toHaveValue('13987654321');
    await expect(box('console.profile.email')).toHaveValue('writer@example.cn');
  });
}
