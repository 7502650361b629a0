/**
 * The secretariat's member directory in a real browser, in both languages: a clerk finds a unit
 * by its tax ID, opens it and reads the decision taken on its registration, exports the list,
 * and the administrator finds the clerk's decision in the audit trail.
 */
import { type APIRequestContext, expect, test } from '@playwright/test';
import { headersOf, registerFresh, signIn, words } from './support.ts';

for (const locale of ['zh', 'en'] as const) {
  const w = words(locale);

  test(`${locale}: a clerk finds a unit by tax ID, reads its history and exports the list`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const page = await signIn(browser, 'secretariat', locale, '/admin/members');
    const unit = await registerFresh(page);
    const opinion = `材料齐全 ${Date.now()}`;
    const headers = await headersOf(page.request, 'secretariat');
    const id = await findId(page.request, headers, unit.taxId);
    const passed = await page.request.post(`/prod-api/review/registrations/${id}`, {
      headers,
      data: { decision: 'pass', opinion },
    });
    expect((await passed.json()).code).toBe(200);

    const search = page.getByRole('search');
    await search.getByRole('searchbox', { name: w('console.directory.search') }).fill(unit.taxId);
    await search.getByRole('button', { name: w('console.filters.search') }).click();
    const row = page.getByRole('row').filter({ hasText: unit.taxId });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(w('console.directory.state.passed'));
    const pager = page.getByRole('navigation', { name: w('console.pager.label'), exact: true });
    await expect(pager).toContainText(w('console.pager.total').replace('{{total}}', '1'));

    await row.getByRole('button', { name: unit.username }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]unit=${id}$`));
    await expect(page.getByRole('heading', { name: unit.username })).toBeVisible();
    const history = page.getByRole('region', { name: new RegExp(w('console.directory.history')) });
    await expect(history.getByRole('row').filter({ hasText: opinion })).toContainText(
      w('console.profile.audit.1'),
    );

    // Back to the list as it was left, then the list as a spreadsheet.
    await page.getByRole('button', { name: w('console.directory.back') }).click();
    await expect(page.getByRole('row').filter({ hasText: unit.taxId })).toHaveCount(1);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: w('console.directory.export') }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^${w('console.directory.sheet')}-\\d{4}-\\d{2}-\\d{2}\\.xlsx$`),
    );

    // The administrator sees the clerk's decision in the audit trail.
    const admin = await signIn(browser, 'admin', locale, '/admin/audit');
    const filters = admin.getByRole('search');
    await filters.getByRole('searchbox', { name: w('console.audit.subjectId') }).fill(String(id));
    await filters.getByRole('button', { name: w('console.filters.search') }).click();
    // Said in the reader's language: the module, the action, the record and its state in words.
    const entry = admin
      .getByRole('row')
      .filter({ hasText: w('console.audit.module.registration') });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(
      w('console.audit.actionWith')
        .replace('{{action}}', w('console.audit.action.decide'))
        .replace('{{decision}}', w('console.audit.decision.pass')),
    );
    await expect(entry).toContainText(`${w('console.audit.subject.registration')} #${id}`);
    await entry.getByText(w('console.audit.fieldsChanged').replace('{{count}}', '2')).click();
    const status = entry.getByRole('row', { name: w('console.audit.field.status') });
    await expect(status).toContainText(w('console.profile.audit.0'));
    await expect(status).toContainText(w('console.profile.audit.1'));
    await expect(entry).toContainText(opinion);
    await expect(entry).not.toContainText('/review/');
    await admin.context().close();
    await page.context().close();
  });
}

test('en: the administrator erases a unit that asked, after typing its tax ID', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const w = words('en');
  const page = await signIn(browser, 'admin', 'en', '/admin/members');
  const unit = await registerFresh(page);
  const id = await findId(page.request, await headersOf(page.request, 'admin'), unit.taxId);
  await page.goto(`/en/admin/members?unit=${id}`);
  await expect(page.getByRole('heading', { name: unit.username })).toBeVisible();
  await page.getByRole('button', { name: w('console.erase.open') }).click();
  const form = page.getByRole('region', { name: w('console.erase.title') });
  await expect(form).toContainText(w('console.erase.stays'));

  // The wrong code is refused where it was typed, and nothing is erased.
  const taxId = form.getByRole('textbox', { name: w('console.erase.taxId') });
  await taxId.fill('91000000000000000X');
  await form.getByRole('textbox', { name: w('console.erase.reason') }).fill('Letter of 20 Nov');
  await form.getByRole('button', { name: w('console.erase.submit') }).click();
  await expect(taxId).toHaveAccessibleDescription(/not this unit's unified social credit code/);
  await expect(page.getByRole('heading', { name: unit.username })).toBeVisible();

  await taxId.fill(unit.taxId);
  await form.getByRole('button', { name: w('console.erase.submit') }).click();
  await expect(page.getByRole('heading', { name: `Erased unit #${id}` })).toBeVisible();
  await expect(page.getByText(w('console.directory.state.erased')).first()).toBeVisible();
  await expect(page.getByRole('button', { name: w('console.erase.open') })).toHaveCount(0);
  await expect(page.getByText('李娜')).toHaveCount(0);
  // Its people can no longer sign in.
  const login = await page.request.post('/prod-api/login', {
    data: { username: unit.username, password: unit.password, code: '', uuid: '' },
  });
  expect((await login.json()).code).not.toBe(200);
  await page.context().close();
});

async function findId(
  request: APIRequestContext,
  headers: Record<string, string>,
  taxId: string,
): Promise<number> {
  const reply = await request.get(`/prod-api/console/enterprises?q=${taxId}`, { headers });
  const { rows } = (await reply.json()) as { rows: { id: number }[] };
  expect(rows).toHaveLength(1);
  return rows[0]?.id ?? 0;
}
