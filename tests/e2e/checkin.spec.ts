/**
 * Check-in at the door in a real browser, on a phone-sized screen: a ticket's code checks its
 * holder in, a second scan says who checked them in and when, the search finds a person whose
 * code will not scan, and with the network cut a scan is kept on the phone, the page says so,
 * and it is sent when the network is back. Nothing scrolls sideways at 360 px.
 */
import { expect, test } from '@playwright/test';
import { pdfText } from '#tests/helpers/pdf-text.ts';
import { headersOf, signIn, words } from './support.ts';
import { trainingWithTickets } from './checkin-fixtures.ts';

test('zh: a phone checks people in by code and by name, and keeps a scan made offline', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const w = words('zh');
  const page = await signIn(browser, 'secretariat', 'zh', '/admin/checkin');
  await page.setViewportSize({ width: 360, height: 740 });
  const title = `现场签到演练 ${Date.now()}`;
  const { id, codes } = await trainingWithTickets(page.request, title);
  await page.goto(`/admin/checkin?training=${id}`);
  const counter = page.locator('[data-checkin-counter]');
  await expect(counter).toHaveText('已签到 0 / 已确认 3 · 候补 0');

  const code = page.getByRole('textbox', { name: w('console.checkin.enterCode') });
  const result = page.locator('[data-checkin-result]');
  await code.fill(codes[0]!);
  await code.press('Enter');
  await expect(result).toHaveAttribute('data-checkin-result', 'ok');
  await expect(result).toContainText('签到成功：张伟');
  await expect(counter).toHaveText('已签到 1 / 已确认 3 · 候补 0');
  // The house refuses the very same write within a second; a person at the door takes longer.
  await page.waitForTimeout(1100);
  await code.fill(codes[0]!);
  await code.press('Enter');
  await expect(result).toHaveAttribute('data-checkin-result', 'warn');
  await expect(result).toContainText(/张伟（.+）已于 \d\d:\d\d 由 .+ 签到/);

  await page.getByRole('searchbox', { name: w('console.checkin.search') }).fill('李强');
  await page.getByRole('button', { name: w('console.checkin.searchButton') }).click();
  await page.getByRole('button', { name: `${w('console.checkin.checkIn')} 李强` }).click();
  await expect(result).toContainText('签到成功：李强');

  // The venue's network drops: the scan is kept on the phone and the page says so.
  await page.context().setOffline(true);
  await code.fill(codes[2]!);
  await code.press('Enter');
  const offline = page.locator('[data-checkin-offline]');
  await expect(offline).toContainText(w('console.checkin.offline'));
  await expect(offline).toContainText('1 条扫码等待提交');
  await page.context().setOffline(false);
  await expect(offline).toBeHidden();
  await expect(counter).toHaveText('已签到 3 / 已确认 3 · 候补 0');

  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(wide).toBeLessThanOrEqual(360);

  // The training has ended by today: those present get a certificate, and /verify knows its code.
  const desk = await headersOf(page.request, 'secretariat');
  const issued = await page.request.post(`/prod-api/console/trainings/${id}/certificates`, {
    headers: desk,
  });
  expect(((await issued.json()) as { data: { issued: number } }).data.issued).toBe(3);
  const pdf = await page.request.get(`/prod-api/console/trainings/${id}/certificates/pdf`, {
    headers: desk,
  });
  const text = await pdfText(new Uint8Array(await pdf.body()));
  const certificate = /[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(text)?.[0];
  await page.goto(`/verify/${certificate}`);
  await expect(page.getByText(w('verify.training.valid'))).toBeVisible();
  await expect(page.locator('[data-verify-training-field="name"]')).not.toBeEmpty();

  // The unit's own page shows its tickets' QR codes, without scrolling sideways on a phone.
  const centre = await signIn(browser, 'enterprise', 'zh', '/center/trainreg');
  await centre.setViewportSize({ width: 360, height: 740 });
  const mine = centre.locator('li[data-registration]').filter({ hasText: title });
  await mine.getByRole('button', { name: w('trainreg.tickets') }).click();
  await expect(mine.getByRole('img', { name: /张伟/ })).toBeVisible();
  await expect(mine.locator('[data-ticket]')).toHaveCount(3);
  expect(await centre.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    360,
  );
});

test('en: a training in sessions: the door picks the session under way, staff may pick another, and the counter follows it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const w = words('en');
  const page = await signIn(browser, 'secretariat', 'en', '/admin/checkin');
  await page.setViewportSize({ width: 360, height: 740 });
  // From yesterday to tomorrow, so both sessions may lie around now whatever the hour in Beijing.
  const { id, codes } = await trainingWithTickets(page.request, `分场签到演练 ${Date.now()}`, {
    first: -1,
    last: 1,
  });
  // Both under way from an hour before now to three hours after (never ending during the test,
  // midnight or not): the first is the one the door picks by itself.
  const moment = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();
  const session = (name: string, nameEn: string) => ({
    name,
    nameEn,
    startsAt: moment(-1),
    endsAt: moment(3),
    required: true,
  });
  const set = await page.request.put(`/prod-api/console/trainings/${id}/sessions`, {
    headers: await headersOf(page.request, 'secretariat'),
    data: { sessions: [session('上午', 'Morning'), session('下午', 'Afternoon')] },
  });
  expect(set.status()).toBe(200);
  await page.goto(`/en/admin/checkin?training=${id}`);
  const picker = page.getByRole('combobox', { name: w('console.checkin.session') });
  await expect(picker.locator('option:checked')).toHaveText(/^Morning/);
  const counter = page.locator('[data-checkin-counter]');
  await expect(counter).toHaveText('Checked in 0 / confirmed 3 · waitlist 0');

  const code = page.getByRole('textbox', { name: w('console.checkin.enterCode') });
  const result = page.locator('[data-checkin-result]');
  await code.fill(codes[0]!);
  await code.press('Enter');
  await expect(result).toHaveAttribute('data-checkin-result', 'ok');
  await expect(counter).toHaveText('Checked in 1 / confirmed 3 · waitlist 0');

  // The afternoon: the same person is checked in afresh, and the counter is the afternoon's.
  await picker.selectOption({ label: (await picker.locator('option').nth(1).textContent()) ?? '' });
  await expect(counter).toHaveText('Checked in 0 / confirmed 3 · waitlist 0');
  await page.waitForTimeout(1100);
  await code.fill(codes[0]!);
  await code.press('Enter');
  await expect(result).toHaveAttribute('data-checkin-result', 'ok');
  await expect(counter).toHaveText('Checked in 1 / confirmed 3 · waitlist 0');

  // Offline, a scan keeps the session it was made in.
  await page.context().setOffline(true);
  await code.fill(codes[1]!);
  await code.press('Enter');
  await expect(page.locator('[data-checkin-offline]')).toBeVisible();
  await page.context().setOffline(false);
  await expect(counter).toHaveText('Checked in 2 / confirmed 3 · waitlist 0');
  await picker.selectOption({ index: 0 });
  await expect(counter).toHaveText('Checked in 1 / confirmed 3 · waitlist 0');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
