/** A member sees its annual fee and the account, reports its payment, and the secretariat confirms it. */
import { expect, test } from '@playwright/test';
import { prefixOf, signIn, words } from './support.ts';

const RECEIPT = {
  name: 'receipt.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
};

test('en: a member reports the annual fee; the secretariat confirms it', async ({ browser }) => {
  test.setTimeout(120_000);
  const w = words('en');
  const at = (path: string) => `${prefixOf('en')}${path}`;
  const member = await signIn(browser, 'member', 'en', '/center/payfee');
  const standing = member.locator('[data-standing="member"]');
  await expect(standing).toContainText(/^Your membership runs until \d{4}-12-31\.$/);
  const instructions = member.locator('[data-fee-instructions]');
  const year = (await instructions.locator('dt').first().textContent())?.match(/\d{4}/)?.[0];
  await expect(instructions.locator('[data-fee-amount]')).toHaveText('CNY 10,000.00');
  await expect(instructions.locator('[data-fee-account]')).toHaveText('0200 0012 0901 2345 678');
  const form = member.getByRole('form', { name: w('fee.reportTitle') });
  await form.getByLabel(w('apply.paidOn')).fill('2026-11-20');
  await form.locator('input[type="file"]').setInputFiles(RECEIPT);
  await expect(form.getByText(w('profile.attached').replace('{{count}}', '1'))).toBeVisible();
  await form.getByRole('button', { name: w('common.submit') }).click();
  await expect(member.getByText(w('fee.reported'))).toBeVisible();
  await expect(member.locator('[data-fee-payments] [data-status="submitted"]')).toHaveCount(1);

  const sec = await signIn(browser, 'secretariat', 'en');
  await sec.goto(at('/center/review'));
  const item = sec.locator('[data-review-item="fee"]').first();
  await item.getByRole('button', { name: w('review.pass') }).click();
  await expect(sec.locator('[data-review-item="fee"]')).toHaveCount(0);

  await member.reload();
  await expect(member.locator('[data-fee-payments] [data-status="confirmed"]')).toHaveCount(1);
  // The paid year is now the term: on the fee page and on the centre's start page.
  await expect(standing).toHaveText(`Your membership runs until ${year}-12-31.`);
  await member.goto(at('/center/person'));
  await expect(member.locator('[data-standing="member"]')).toHaveText(
    `Your membership runs until ${year}-12-31.`,
  );
});
