/** A membership change in a real browser: the member asks, the secretariat passes, the council approves, and the unit sees it done. */
import { expect, test } from '@playwright/test';
import { signIn, words } from './support.ts';

for (const locale of ['zh', 'en'] as const) {
  test(`${locale}: a member's change request goes through the secretariat and the council`, async ({
    browser,
  }) => {
    const w = words(locale);
    const address = `杭州市滨江区江南大道 ${Date.now() % 10_000} 号`;
    const member = await signIn(browser, 'member', locale, '/center/apply-member-change');
    const form = member.getByRole('form', { name: w('change.title') });
    // Nothing to change is refused where it is typed; the reason is required.
    await form.getByRole('button', { name: w('common.submit') }).click();
    await expect(form.getByText(w('validation.change.nothing'))).toBeVisible();
    await form.getByRole('textbox', { name: w('change.address'), exact: true }).fill(address);
    await form.getByRole('textbox', { name: w('change.reason'), exact: true }).fill('办公地址搬迁');
    await form.getByRole('button', { name: w('common.submit') }).click();
    await expect(member.getByText(w('request.submitted'))).toBeVisible();
    const mine = member.locator('[data-workflow-status]').filter({ hasText: address });
    await expect(mine).toHaveAttribute('data-workflow-status', 'secretariat');
    await expect(form).toHaveCount(0); // one open request at a time

    const sec = await signIn(browser, 'secretariat', locale, '/center/review');
    const item = sec.locator('[data-review-item="change"]').filter({ hasText: address });
    await item.getByRole('textbox').fill('材料齐全');
    await item.getByRole('button', { name: w('review.pass') }).click();
    await expect(item).toHaveCount(0);
    const council = await signIn(browser, 'council', locale, '/center/approval');
    const approval = council
      .locator('[data-review-item="changeCouncil"]')
      .filter({ hasText: address });
    await approval.getByRole('button', { name: w('review.pass') }).click();
    await expect(approval).toHaveCount(0);

    await member.reload();
    await expect(mine).toHaveAttribute('data-workflow-status', 'done');
    await expect(mine).toContainText('材料齐全');
    for (const p of [member, sec, council]) await p.context().close();
  });
}
