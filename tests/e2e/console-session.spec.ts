/**
 * An editor whose session runs out loses nothing: what is typed survives a reload, signing in
 * again in another tab lets this tab save, and "log in again" comes back to the same item with
 * the typing still there.
 */
import { expect, test } from '@playwright/test';
import { TOKEN_COOKIE } from '#shared/constants.ts';
import { prefixOf, signIn, submitLogin, words } from './support.ts';

for (const locale of ['zh', 'en'] as const) {
  const w = words(locale);
  const field = (key: string, lang: 'zh' | 'en') =>
    w(`console.form.${lang}`).replace('{{label}}', w(`console.field.${key}`));

  test(`${locale}: an expired session keeps the editor's work and brings them back to it`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const page = await signIn(browser, 'editor', locale, '/admin/content/article');
    const context = page.context();
    const save = page.getByRole('button', { name: w('console.editor.save'), exact: true });
    const summary = page.getByRole('textbox', { name: field('summary', 'zh') });
    await page.getByRole('button', { name: w('console.list.new'), exact: true }).click();
    await page.getByRole('textbox', { name: field('title', 'zh') }).fill(`会话${Date.now()}`);
    await save.click();
    await expect(page).toHaveURL(/\?edit=\d+$/);
    const itemUrl = page.url();

    // Typed, not saved, and the page reloaded: the typing is back, and says so.
    await summary.fill('重新加载前输入的摘要');
    await page.reload();
    await expect(summary).toHaveValue('重新加载前输入的摘要');
    await expect(page.getByText(w('console.editor.restored'))).toBeVisible();

    // The session runs out on the server; the save asks to log in again and the typing stays.
    const expire = async () => {
      const token = (await context.cookies()).find((c) => c.name === TOKEN_COOKIE)?.value;
      const out = await page.request.post('/prod-api/logout', {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(out.status()).toBe(200);
    };
    await expire();
    await save.click();
    const ask = page.getByRole('dialog', { name: w('session.expired.title') });
    await ask.getByRole('button', { name: w('session.expired.cancel') }).click();
    await expect(summary).toHaveValue('重新加载前输入的摘要');

    // Signed in again in another tab: this tab's next save goes through.
    const other = await context.newPage();
    await submitLogin(other, 'editor', locale, '/admin');
    await other.waitForURL(/\/admin$/);
    await save.click();
    await expect(page.getByText(w('console.editor.unsaved'))).toHaveCount(0);
    await expect(page.getByText(w('console.editor.restored'))).toHaveCount(0);
    await page.reload();
    await expect(summary).toHaveValue('重新加载前输入的摘要');
    await expect(page.getByText(w('console.editor.restored'))).toHaveCount(0);

    // "Log in again" goes to the login page, which brings the editor back to the same item.
    await summary.fill('登录后仍在的摘要');
    await expire();
    await save.click();
    await ask.getByRole('button', { name: w('session.expired.relogin') }).click();
    const path = new URL(itemUrl).pathname + new URL(itemUrl).search;
    await expect(page).toHaveURL(`${prefixOf(locale)}/login?redirect=${encodeURIComponent(path)}`);
    await submitLogin(page, 'editor', locale, path.replace(prefixOf(locale), ''));
    await page.waitForURL(itemUrl);
    await expect(summary).toHaveValue('登录后仍在的摘要');
    await save.click();
    await expect(page.getByText(w('console.editor.unsaved'))).toHaveCount(0);
  });
}
