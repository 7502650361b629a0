/**
 * The membership year in the browser, in each language: a member follows the payment notice to
 * the fee page, reports its payment, the secretariat confirms it, the member downloads the
 * receipt (its text is read) and the certificate, and anyone checks the certificate's code.
 */
import { readFileSync } from 'node:fs';
import { type Page, expect, test } from '@playwright/test';
import { pdfText } from '../helpers/pdf-text.ts';
import { prefixOf, signIn, words } from './support.ts';

const RECEIPT = {
  name: 'receipt.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
};

/** Clicks what starts a download and answers the downloaded PDF's name and text. */
async function downloaded(page: Page, click: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  return {
    name: file.suggestedFilename(),
    text: (await pdfText(new Uint8Array(readFileSync(await file.path())))).replace(/\s+/g, ' '),
  };
}

// English first: it renews the year due; Chinese then renews the one after.
for (const locale of ['en', 'zh'] as const) {
  test(`${locale}: a member renews from the payment notice, gets its receipt and certificate; the certificate verifies`, async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const w = words(locale);
    const at = (path: string) => `${prefixOf(locale)}${path}`;
    const member = await signIn(browser, 'member', locale, '/center/message');
    // The demo member's term ends inside the renewal window: the notice is in its messages.
    const noticeTitle = new RegExp(w('notice.memberNotice.title').replace('{{year}}', '\\d{4}'));
    await member.locator('[data-read]').filter({ hasText: noticeTitle }).first().click();
    const dialog = member.locator('[data-notice-dialog]');
    await dialog.locator('[data-notice-link]').click();
    await member.waitForURL(new RegExp(`${at('/center/payfee')}$`));

    const standing = member.locator('[data-standing="member"]');
    await expect(standing).toBeVisible();
    const instructions = member.locator('[data-fee-instructions]');
    const year = (await instructions.locator('dt').first().textContent())?.match(/\d{4}/)?.[0];
    await expect(instructions.locator('[data-fee-amount]')).toHaveText(
      w('fee.yuan').replace('{{amount}}', '10,000.00'),
    );
    const form = member.getByRole('form', { name: w('fee.reportTitle') });
    await form.getByLabel(w('apply.paidOn')).fill('2026-11-20');
    await form.locator('input[type="file"]').setInputFiles(RECEIPT);
    await expect(form.getByText(w('profile.attached').replace('{{count}}', '1'))).toBeVisible();
    await form.getByRole('button', { name: w('common.submit') }).click();
    await expect(member.getByText(w('fee.reported'))).toBeVisible();
    const payment = member.locator('[data-fee-payments] tr').filter({ hasText: String(year) });
    await expect(payment).toHaveAttribute('data-status', 'submitted');

    const sec = await signIn(browser, 'secretariat', locale);
    await sec.goto(at('/center/review'));
    await sec
      .locator('[data-review-item="fee"]')
      .first()
      .getByRole('button', { name: w('review.pass') })
      .click();
    await expect(sec.locator('[data-review-item="fee"]')).toHaveCount(0);

    await member.reload();
    await expect(payment).toHaveAttribute('data-status', 'confirmed');
    // The paid year is now the term.
    await expect(standing).toHaveText(
      w('payfee.term.member').replace('{{until}}', `${year}-12-31`),
    );

    const receiptLink = payment.getByRole('button', { name: new RegExp(String(year)) });
    const number = (await receiptLink.innerText()).trim();
    expect(number).toMatch(/^\d{4}-\d{6}$/);
    const receipt = await downloaded(member, () => receiptLink.click());
    expect(receipt.name).toBe(`${w('fee.receiptFile')}-${number}.pdf`);
    for (const text of [
      '会费收据',
      'Membership Fee Receipt',
      `No. ${number}`,
      '10,000.00',
      '人民币壹万元整',
      `Membership fee for ${year}`,
      `${year}-01-01 – ${year}-12-31`,
    ])
      expect(receipt.text, text).toContain(text);

    const certificate = await downloaded(member, () =>
      member.getByRole('button', { name: w('certificate.download') }).click(),
    );
    expect(certificate.text).toContain(`Valid until ${year}-12-31`);
    const code = /[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(certificate.text)?.[0] ?? '';
    expect(certificate.text).toContain(`${at('/verify')}/${code}`);

    // Anyone, signed in or not, checks the code: typed loosely in the form, or from the address.
    const buyer = await (await browser.newContext()).newPage();
    await buyer.goto(at('/verify'));
    await buyer.getByLabel(w('verify.code')).fill(code.toLowerCase().replace(/-/g, ' '));
    await buyer.getByRole('button', { name: w('verify.submit') }).click();
    await buyer.waitForURL(new RegExp(`${at('/verify')}/${code}$`));
    const result = buyer.locator('[data-verify-result]');
    await expect(result).toHaveAttribute('data-state', 'valid');
    await expect(result).toContainText(w('verify.state.valid'));
    await expect(result.locator('[data-verify-field="validUntil"]')).toHaveText(`${year}-12-31`);
    await buyer.goto(at('/verify/AAAA-BBBB-CCCC'));
    await expect(buyer.getByText(w('verify.unknown'))).toBeVisible();
  });
}
