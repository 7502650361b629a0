/** Members' centre in a real browser: an enterprise fills its information and applies; staff review; it pays; it is a member. */
import { type Browser, expect, test } from '@playwright/test';
import { prefixOf, registerFresh, signIn, words } from './support.ts';

const PDF = {
  name: 'licence.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
};

for (const locale of ['zh', 'en'] as const) {
  test(`${locale}: registered enterprise is passed, fills its information, accepts the agreement, applies, is approved, pays and becomes a member`, async ({
    browser,
    page,
  }) => {
    test.setTimeout(180_000);
    const w = words(locale);
    const at = (path: string) => `${prefixOf(locale)}${path}`;
    const account = await registerFresh(page);
    const sec = await signIn(browser, 'secretariat', locale);
    await sec.goto(at('/center/review'));
    const registration = sec
      .locator('[data-review-item="registration"]')
      .filter({ hasText: account.username });
    await registration.getByRole('button', { name: w('review.pass') }).click();
    await expect(registration).toHaveCount(0);

    const ent = await signIn(browser, account, locale);
    const form = ent.getByRole('form', { name: w('center.menu.person') });
    const fill = (key: string, value: string) =>
      form.getByRole('textbox', { name: w(key), exact: true }).fill(value);
    await form.getByRole('button', { name: w('auth.updatePassword.submit') }).click();
    await expect(form.getByText(w('validation.required')).first()).toBeVisible();
    for (const [key, value] of [
      ['legalRepresentative', '李强'],
      ['legalContact', '13900000003'],
      ['enterpriseContact', '李娜'],
      ['phone', '0512-66668888'],
      ['address', '苏州市吴中区'],
      ['buildingArea', '8000'],
      ['landArea', '15000'],
      ['staffTotal', '260'],
      ['technicalStaff', '48'],
      ['outputValue', '32000'],
      ['salesRevenue', '30000'],
      ['exportAmount', '4000,5'],
      ['product.name', '高速泡罩包装机'],
      ['product.avgUnitPrice', '120'],
      ['product.annualCapacity', '80'],
    ] as const)
      await fill(`profile.${key}`, value);
    await form.locator('input[type="date"]').fill('2010-03-15');
    await form.getByRole('combobox').selectOption('leased');
    await form
      .getByRole('checkbox', {
        name: locale === 'en' ? 'Pharmaceutical packaging machinery' : '药品包装机械',
      })
      .check();
    await form.getByLabel(w('profile.introduction')).fill('专注药品包装机械。');
    await form.getByLabel(w('profile.attachments')).setInputFiles(PDF);
    await expect(form.getByText(w('profile.attached').replace('{{count}}', '1'))).toBeVisible();
    await form.getByRole('button', { name: w('auth.updatePassword.submit') }).click();
    await expect(ent.getByText(w('editor.saved'))).toBeVisible();

    // Applying needs the agreement: refused without the tick, accepted with it.
    await ent.goto(at('/center/apply-member'));
    await ent.getByRole('button', { name: w('apply.submit') }).click();
    await expect(ent.getByText(w('validation.agreement.required'))).toBeVisible();
    await ent.getByRole('checkbox', { name: new RegExp(w('apply.agree')) }).check();
    await ent.getByRole('button', { name: w('apply.submit') }).click();
    await expect(ent.getByText(w('apply.status.secretariat')).first()).toBeVisible();

    await sec.reload();
    const item = sec
      .locator('[data-review-item="secretariat"]')
      .filter({ hasText: account.username });
    await item.getByRole('button', { name: w('review.pass') }).click();
    await expect(item).toHaveCount(0);

    const council = await signIn(browser, 'council', locale);
    await council.goto(at('/center/approval'));
    const approval = council
      .locator('[data-review-item="council"]')
      .filter({ hasText: account.username });
    await approval.getByRole('button', { name: w('review.pass') }).click();
    await expect(approval).toHaveCount(0);

    await ent.goto(at('/center/payfee'));
    const pay = ent.getByRole('form', { name: w('apply.payTitle') });
    // The joining fee due (the server takes no other sum).
    await pay.getByRole('textbox', { name: w('apply.amount') }).fill('3000');
    await pay.locator('input[type="date"]').fill('2026-11-20');
    await pay.getByLabel(w('apply.receipt')).setInputFiles(PDF);
    // The receipt uploads as it is chosen; the form is not sent before it is stored.
    await expect(pay.getByText(`${w('upload.done')} · `)).toBeVisible();
    await pay.getByRole('button', { name: w('common.submit') }).click();
    await expect(
      ent.getByText(w('payfee.status').replace('{{status}}', w('apply.status.paymentReview'))),
    ).toBeVisible();

    await sec.reload();
    const payment = sec
      .locator('[data-review-item="payment"]')
      .filter({ hasText: account.username });
    await payment.getByRole('button', { name: w('review.pass') }).click();
    await expect(payment).toHaveCount(0);

    await ent.goto(at('/center/person'));
    await expect(
      ent.getByRole('definition').filter({ hasText: new RegExp(`^${w('center.member')}$`) }),
    ).toBeVisible();
    // The notices tell the same story, and reading one lowers the count.
    const count = ent.locator('[data-bell-count]');
    // The bell asks for its count once the page knows the session: read it once it has one.
    await expect(count).toHaveText(/^[1-9]\d*$/);
    const before = Number(await count.innerText());
    await ent.goto(at('/center/message'));
    await ent.locator('[data-read="0"]').first().click();
    await ent
      .locator('[data-notice-dialog]')
      .getByRole('button', { name: w('common.close') })
      .click();
    await expect(count).toHaveText(String(before - 1));
  });
}

// A form's rules load once the page runs (its start-up script carries no zod): a field left
// empty is still named at once, and what is typed clears it.
for (const locale of ['zh', 'en'] as const) {
  test(`${locale}: the contribution form checks a field as it is left`, async ({ browser }) => {
    const w = words(locale);
    const member = await signIn(browser, 'member', locale, '/center/contribute');
    const form = member.getByRole('form', { name: w('center.menu.contribute') });
    const title = form.getByRole('textbox', { name: w('contribute.title'), exact: true });
    // Until the island has hydrated the form is disabled: leaving it then would say nothing.
    await expect(title).toBeEnabled();
    await title.focus();
    await title.blur();
    await expect(title).toHaveAccessibleDescription(w('validation.required'));
    await title.fill('连续制造中的在线检测');
    await expect(title).not.toHaveAccessibleDescription(w('validation.required'));
    await member.context().close();
  });
}

// The people page: every person's data listed, the contact data corrected in place and checked.
test('en: a member sees its people and a wrong email is named where it was typed', async ({
  browser,
}) => {
  const w = words('en');
  const member = await signIn(browser, 'member', 'en', '/center/my-people');
  await expect(member.getByRole('heading', { name: w('people.title') })).toBeVisible();
  await expect(member.getByRole('link', { name: w('people.changeRequestLink') })).toBeVisible();
  const form = member.locator('[data-unit-contacts]');
  const email = form.getByRole('textbox', { name: w('people.field.registeredEmail') });
  await expect(email).toBeEnabled();
  await email.fill('not-mail');
  await form.getByRole('button', { name: w('people.save') }).click();
  await expect(email).toHaveAccessibleDescription(w('validation.email.invalid'));
  await member.context().close();
});

/**
 * Whether this browser fetches a module again after its fetch failed (whatwg/html#10327, in
 * Debian's Chromium 156), or keeps the failure for the page's life as browsers did before (Chromium
 * 150 still did): then no script of the page can load that module again, only a new page can.
 */
async function refetchesFailedModules(browser: Browser): Promise<boolean> {
  // The probe is no file of the site: the site's CSP would refuse it.
  const context = await browser.newContext({ bypassCSP: true });
  const page = await context.newPage();
  await page.goto('/index');
  let asked = 0;
  await page.route('**/module-refetch-probe.js', (route) =>
    ++asked === 1
      ? route.abort()
      : route.fulfill({ contentType: 'text/javascript', body: 'export const ok = true;' }),
  );
  // A string, run as written: the browser's own import(), not one the test's compiler rewrote.
  const again = await page.evaluate<boolean>(`(async () => {
    const probe = '/module-refetch-probe.js';
    await import(probe).catch(() => undefined);
    return import(probe).then(() => true, () => false);
  })()`);
  await context.close();
  return again;
}

test('a form whose rules fail to load says to reload, and loads them on the next try', async ({
  browser,
}) => {
  const w = words('en');
  const refetches = await refetchesFailedModules(browser);
  const member = await signIn(browser, 'member', 'en', '/center');
  // Every script that carries zod fails, as after a release replaced the page's files.
  await member.route('**/_astro/**', async (route) => {
    const answer = await route.fetch();
    if ((await answer.text()).includes('ZodError')) await route.abort();
    else await route.fulfill({ response: answer });
  });
  await member.goto('/en/center/contribute');
  const form = member.getByRole('form', { name: w('center.menu.contribute') });
  const send = form.getByRole('button', { name: w('common.submit') });
  const title = form.getByRole('textbox', { name: w('contribute.title'), exact: true });
  // Hydrated first: before that the browser would send the form itself.
  await expect(title).toBeEnabled();
  await send.click();
  await expect(member.getByText(w('error.pageLoad'))).toBeVisible();
  await member.unrouteAll();
  // Where the browser keeps the failure, the next try is the reload the message asks for.
  if (!refetches) {
    await member.reload();
    await expect(title).toBeEnabled();
  }
  await send.click();
  await expect(title).toHaveAccessibleDescription(w('validation.required'));
  await member.context().close();
});
