/**
 * The review queues in the console, in both languages: the secretariat passes two membership
 * applications in one bulk action; they then wait for the council, whose page shows only them.
 */
import { expect, test } from '@playwright/test';
import { applyingUnit, signIn, words } from './support.ts';

for (const locale of ['zh', 'en'] as const) {
  const w = words(locale);

  test(`${locale}: two applications pass together, then wait for the council`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const clerk = await signIn(browser, 'secretariat', locale, '/admin/review');
    const first = await applyingUnit(clerk);
    const second = await applyingUnit(clerk);
    await clerk.reload();

    await clerk.getByRole('tab', { name: new RegExp(w('review.kind.secretariat')) }).click();
    const panel = clerk.getByRole('tabpanel');
    for (const unit of [first, second]) {
      const row = panel.getByRole('row').filter({ hasText: unit.username });
      await row.getByRole('checkbox').check();
    }
    await panel.getByRole('button', { name: w('console.review.passSelected') }).click();
    await clerk
      .getByRole('dialog')
      .getByRole('button', { name: w('review.pass') })
      .click();
    await expect(
      clerk.getByText(w('console.review.bulkDone').replace('{{passed}}', '2')),
    ).toBeVisible();
    for (const unit of [first, second])
      await expect(panel.getByRole('row').filter({ hasText: unit.username })).toHaveCount(0);
    await clerk.context().close();

    const council = await signIn(browser, 'council', locale, '/admin/council');
    await expect(council.getByRole('tab')).toHaveCount(3);
    await council.getByRole('tab', { name: new RegExp(w('review.kind.council')) }).click();
    for (const unit of [first, second])
      await expect(council.getByRole('row').filter({ hasText: unit.username })).toHaveCount(1);
    // The secretariat's own queues are not the council's.
    await expect(
      council.getByRole('tab', { name: new RegExp(w('review.kind.registration')) }),
    ).toHaveCount(0);
    await council.context().close();
  });
}
