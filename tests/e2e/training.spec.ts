/** Training registration in a real browser: an enterprise registers two attendees; the secretariat confirms. */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { headersOf, signIn, words } from './support.ts';

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A training of the test's own, open for ten more days, so the test does not depend on the demo calendar. */
async function openTraining(request: APIRequestContext, title: string): Promise<void> {
  const headers = await headersOf(request, 'editor');
  const made = await (
    await request.post('/prod-api/content/training', {
      headers,
      data: {
        title,
        titleEn: title,
        startDate: day(20),
        endDate: day(21),
        deadline: day(10),
        location: '上海',
        capacity: 30,
        fee: 1200,
      },
    })
  ).json();
  expect(
    (
      await (
        await request.post(`/prod-api/content/training/${made.data.row.id}/publish`, { headers })
      ).json()
    ).code,
  ).toBe(200);
}

for (const locale of ['zh', 'en'] as const) {
  test(`${locale}: an enterprise registers two attendees for a training and the secretariat confirms`, async ({
    browser,
    page,
  }) => {
    const w = words(locale);
    const title = `GMP 验证实务 ${locale} ${Date.now()}`;
    await openTraining(page.request, title);
    const ent = await signIn(browser, 'enterprise', locale, '/center/trainreg');
    const form = ent.getByRole('form', { name: w('center.menu.trainreg') });
    const choose = form.getByLabel(w('trainreg.training'));
    await choose.selectOption(
      (await choose.locator('option', { hasText: title }).getAttribute('value'))!,
    );
    await form.getByRole('textbox', { name: w('trainreg.contact'), exact: true }).fill('赵敏');
    await form.getByRole('textbox', { name: w('trainreg.phone'), exact: true }).fill('123');
    await form.getByRole('radio', { name: w('trainreg.female') }).check();
    await form.getByRole('radio', { name: w('common.yes') }).check();
    await form.getByRole('button', { name: w('trainreg.submit') }).click();
    // Bad phone and missing stay dates are shown where they belong; nothing typed is lost.
    await expect(form.locator('[data-field-error="phone"]')).toHaveText(
      w('validation.phone.invalid'),
    );
    await expect(form.locator('[data-field-error="checkIn"]')).toHaveText(w('validation.required'));
    await form.getByRole('textbox', { name: w('trainreg.phone'), exact: true }).fill('13912345678');
    await form.getByLabel(w('trainreg.checkIn')).fill(day(19));
    await form.getByLabel(w('trainreg.checkOut')).fill(day(21));

    // Delete asks for a selection first.
    await form.getByRole('button', { name: w('common.delete') }).click();
    await expect(ent.getByText(w('common.selectFirst'))).toBeVisible();
    await form.getByRole('textbox', { name: `${w('trainreg.name')} 1`, exact: true }).fill('张伟');
    await form.getByRole('button', { name: w('trainreg.addAttendee') }).click();
    await form.getByRole('textbox', { name: `${w('trainreg.name')} 2`, exact: true }).fill('李强');
    await form.getByRole('combobox', { name: `${w('trainreg.gender')} 2` }).selectOption('0');
    await form.getByRole('button', { name: w('trainreg.submit') }).click();
    await expect(ent.getByText(w('train.registered'))).toBeVisible();
    const mine = ent
      .getByRole('region', { name: w('trainreg.mine') })
      .locator('li')
      .filter({ hasText: title });
    await expect(mine).toContainText(w('trainreg.status.pending'));
    // Names are listed with the reader's separator: 张伟、李强 in Chinese, 张伟, 李强 in English.
    const names = ['张伟', '李强'].join(w('common.listSeparator'));
    await expect(mine).toContainText(names);

    const sec = await signIn(browser, 'secretariat', locale, '/center/review');
    const item = sec.locator('[data-review-item="training"]').filter({ hasText: title });
    await expect(item).toContainText(names);
    await item.getByRole('button', { name: w('review.pass') }).click();
    await expect(item).toHaveCount(0);
    await ent.reload();
    await expect(
      ent
        .getByRole('region', { name: w('trainreg.mine') })
        .locator('li')
        .filter({ hasText: title }),
    ).toContainText(w('trainreg.status.passed'));
  });
}
