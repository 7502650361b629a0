/**
 * The membership year in the browser, in each language: a member follows the payment notice to
 * the fee page, reports its payment, the secretariat confirms it, the member downloads the
 * receipt (its text is read) and the certificate, and anyone checks the certificate's code; the
 * next bill waits for its notice. An applicant's fee page names the period its joining fee buys,
 * says while the payment waits, and shows why one was refused.
 */
import { readFileSync } from 'node:fs';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { pdfText } from '../helpers/pdf-text.ts';
import { applyingUnit, headersOf, prefixOf, reviewApplication, signIn, words } from './support.ts';

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

/** The demo member's fee statement, through the API (a test's own set-up). */
async function memberStatement(request: APIRequestContext) {
  const member = await headersOf(request, 'member');
  const reply = await request.get('/prod-api/center/fees', { headers: member });
  return (await reply.json()).data as { year: number; opensOn: string | null; amount: string };
}

// English renews the year due in the browser; Chinese finds it renewed, and its next bill waiting.
for (const locale of ['en'] as const) {
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
    await expect(form.getByText(`${w('upload.done')} · `)).toBeVisible();
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
    // The paid year is now the term, and the next bill waits for its payment notice.
    await expect(standing).toHaveText(
      w('payfee.term.member').replace('{{until}}', `${year}-12-31`),
    );
    await expect(member.locator('[data-next-bill]')).toContainText(`1 Nov ${year}`);
    await expect(member.locator('[data-fee-form]')).toHaveCount(0);

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

test('zh: a renewed member sees when its next bill opens, downloads its receipt and certificate in Chinese; the certificate verifies', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const w = words('zh');
  // Set-up: the year due is paid (the English run paid it in the browser; alone, it is paid here).
  const due = await memberStatement(request);
  if (due.opensOn === null) {
    const member = await headersOf(request, 'member');
    const upload = await request.post('/prod-api/common/upload', {
      headers: member,
      multipart: { purpose: 'receipt', file: RECEIPT },
    });
    const { fileId } = (await upload.json()) as { fileId: string };
    const sent = await request.post('/prod-api/center/fees/payments', {
      headers: member,
      data: {
        year: due.year,
        companyName: 'x',
        paidOn: '2026-11-20',
        amount: due.amount,
        receiptFileId: fileId,
      },
    });
    const { id } = (await sent.json()).data as { id: number };
    await request.post(`/prod-api/review/fee-payments/${id}`, {
      headers: await headersOf(request, 'secretariat'),
      data: { decision: 'pass', opinion: '' },
    });
  }
  const { year: nextYear, opensOn } = await memberStatement(request);
  const paidYear = nextYear - 1;

  const member = await signIn(browser, 'member', 'zh', '/center/payfee');
  await expect(member.locator('[data-standing="member"]')).toHaveText(
    w('payfee.term.member').replace('{{until}}', `${paidYear}-12-31`),
  );
  await expect(member.locator('[data-next-bill]')).toHaveText(
    w('fee.nextBill')
      .replace('{{year}}', String(nextYear))
      .replace(
        '{{span}}',
        w('fee.span')
          .replace('{{start}}', `${nextYear}-01-01`)
          .replace('{{end}}', `${nextYear}-12-31`),
      )
      .replace('{{date}}', opensOn ?? ''),
  );
  await expect(member.locator('[data-fee-form]')).toHaveCount(0);
  const payment = member
    .locator('[data-fee-payments] tr')
    .filter({ hasText: w('fee.yearOf').replace('{{year}}', String(paidYear)) });
  const receiptLink = payment.getByRole('button', { name: new RegExp(String(paidYear)) });
  const number = (await receiptLink.innerText()).trim();
  const receipt = await downloaded(member, () => receiptLink.click());
  expect(receipt.name).toBe(`${w('fee.receiptFile')}-${number}.pdf`);
  expect(receipt.text).toContain(`${paidYear}-01-01 – ${paidYear}-12-31`);

  const certificate = await downloaded(member, () =>
    member.getByRole('button', { name: w('certificate.download') }).click(),
  );
  const code = /[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(certificate.text)?.[0] ?? '';
  const buyer = await (await browser.newContext()).newPage();
  await buyer.goto(`/verify/${code}`);
  const result = buyer.locator('[data-verify-result]');
  await expect(result).toHaveAttribute('data-state', 'valid');
  await expect(result).toContainText(w('verify.state.valid'));
  await expect(result.locator('[data-verify-field="validUntil"]')).toHaveText(`${paidYear}-12-31`);
});

/** Today in Beijing, and the last day of a term that starts today (the default membership year). */
function firstTerm() {
  const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  const year = Number(today.slice(0, 4));
  // Joining after the payment notice (1 November) buys the next year as well.
  return { today, end: today >= `${year}-11-01` ? `${year + 1}-12-31` : `${year}-12-31` };
}

const EN_MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
const dayIn = (locale: 'zh' | 'en', day: string) =>
  locale === 'en'
    ? `${Number(day.slice(8))} ${EN_MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`
    : day;

for (const locale of ['zh', 'en'] as const) {
  test(`${locale}: an applicant's fee page names the period its joining fee buys, says while it waits, and shows why it was refused`, async ({
    browser,
    page,
  }) => {
    test.setTimeout(150_000);
    const w = words(locale);
    const at = (path: string) => `${prefixOf(locale)}${path}`;
    const { username } = await applyingUnit(page);
    // Set-up: the secretariat and the council pass the application.
    await reviewApplication(page.request, username, 'secretariat');
    await reviewApplication(page.request, username, 'council');

    const { today, end } = firstTerm();
    const span = w('fee.span')
      .replace('{{start}}', dayIn(locale, today))
      .replace('{{end}}', dayIn(locale, end));
    const unit = await signIn(browser, { username, password: 'Secret-Unit9' }, locale);
    await unit.goto(at('/center/payfee'));
    await expect(unit.locator('[data-fee-period]')).toHaveText(
      w('fee.amountOfJoining').replace('{{span}}', span),
    );
    const form = unit.getByRole('form', { name: w('apply.payTitle') });
    await form.locator('input[type="date"]').fill(today);
    const send = form.getByRole('button', { name: w('common.submit') });
    // A receipt that fails to upload says so, and leaves nothing that could be sent without it.
    await unit.route('**/prod-api/common/upload', (route) => route.abort(), { times: 1 });
    await form.getByLabel(w('apply.receipt')).setInputFiles(RECEIPT);
    await expect(form.getByText(w('upload.failed'))).toBeVisible();
    // A slow upload: the form waits for the stored receipt before it may be sent.
    let stored = () => {};
    const held = new Promise<void>((go) => {
      stored = go;
    });
    await unit.route('**/prod-api/common/upload', (route) => held.then(() => route.continue()), {
      times: 1,
    });
    await form.getByLabel(w('apply.receipt')).setInputFiles(RECEIPT);
    await expect(form.getByText(w('upload.uploading').split('{{name}}')[0]!)).toBeVisible();
    await expect(send).toBeDisabled();
    stored();
    await expect(form.getByText(`${w('upload.done')} · `)).toBeVisible();
    await send.click();
    const joining = w('fee.joiningOf').replace('{{span}}', span);
    await expect(unit.locator('[data-fee-waiting]')).toHaveText(
      w('fee.waiting')
        .replace('{{what}}', joining)
        .replace('{{amount}}', '3,000.00')
        .replace('{{date}}', dayIn(locale, today)),
    );
    await expect(unit.getByText(w('payfee.nothingDue'))).toHaveCount(0);

    // Refused: the reason is on the fee page, above the form that sends it again.
    await reviewApplication(page.request, username, 'payment', {
      decision: 'reject',
      opinion: '回单金额不清晰',
    });
    await unit.reload();
    await expect(unit.locator('[data-fee-refused]')).toHaveText(
      w('fee.refused').replace('{{what}}', joining).replace('{{reason}}', '回单金额不清晰'),
    );
    await expect(unit.getByRole('form', { name: w('apply.payTitle') })).toBeVisible();
  });
}
