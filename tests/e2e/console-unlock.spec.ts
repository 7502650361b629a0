/**
 * Staff have no phone to lift a login wait themselves: the administrator does it on the accounts
 * page, in both languages, and the clerk signs in again with the same password.
 */
import { type APIRequestContext, expect, test } from '@playwright/test';
import { headersOf, signIn, words } from './support.ts';

const PASSWORD = 'Clerk2026pass';

async function lockedClerk(request: APIRequestContext, userName: string) {
  const headers = await headersOf(request, 'admin');
  const made = await request.post('/prod-api/console/staff', {
    headers,
    data: { userName, nickName: '李静', roleKeys: ['editor'] },
  });
  const { data } = (await made.json()) as { data: { setupPath: string } };
  const ticket = data.setupPath.split('#ticket=')[1];
  await request.post('/prod-api/password/forgot/reset', {
    data: { ticket, password: PASSWORD, confirmPassword: PASSWORD },
  });
  for (let i = 0; i < 5; i++) await signInAs(request, userName, 'Wrong-pass1');
}

const signInAs = (request: APIRequestContext, username: string, password = PASSWORD) =>
  request.post('/prod-api/login', { data: { username, password, code: '', uuid: '' } });

for (const locale of ['zh', 'en'] as const) {
  test(`${locale}: an admin lifts a clerk's login wait; the clerk signs in with the same password`, async ({
    browser,
  }) => {
    const w = words(locale);
    const admin = await signIn(browser, 'admin', locale, '/admin/staff');
    const userName = `desk${Date.now() % 1_000_000}${locale}`;
    await lockedClerk(admin.request, userName);
    expect((await signInAs(admin.request, userName)).status()).toBe(429);
    await admin.reload();
    const row = admin.getByRole('row').filter({ hasText: userName });
    await row.getByRole('button', { name: w('console.staff.unlock') }).click();
    await expect(admin.getByText(w('console.staff.unlockedDone'))).toBeVisible();
    const again = await signInAs(admin.request, userName);
    expect(((await again.json()) as { code: number }).code).toBe(200);
    await admin.context().close();
  });
}
