/**
 * The phone's camera in a real browser: Chromium's fake camera plays a video of a ticket's QR
 * code (a .y4m file written by the test), the page reads it (jsQR: headless Chromium on Linux has
 * no BarcodeDetector) and checks the holder in.
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import QRCode from 'qrcode';
import { signIn, words } from './support.ts';
import { trainingWithTickets } from './checkin-fixtures.ts';

const VIDEO = join(tmpdir(), 'assoc-e2e-ticket.y4m');

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${VIDEO}`,
    ],
  },
});

/** A few frames of 640×480 showing the code black on white, as YUV 4:2:0. */
function writeTicketVideo(code: string) {
  const [width, height, cell] = [640, 480, 8];
  const m = QRCode.create(code, { errorCorrectionLevel: 'M' }).modules;
  const luma = Buffer.alloc(width * height, 255);
  const [left, top] = [(width - m.size * cell) / 2, (height - m.size * cell) / 2];
  for (let y = 0; y < m.size * cell; y++)
    for (let x = 0; x < m.size * cell; x++)
      if (m.get(Math.floor(y / cell), Math.floor(x / cell))) luma[(top + y) * width + left + x] = 0;
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(VIDEO, Buffer.concat([header, ...Array.from({ length: 10 }, () => frame)]));
}

test('zh: the camera reads a ticket and checks its holder in', async ({ browser }) => {
  test.setTimeout(120_000);
  const w = words('zh');
  const page = await signIn(browser, 'secretariat', 'zh', '/admin/checkin');
  const { id, codes } = await trainingWithTickets(page.request, `扫码签到 ${Date.now()}`);
  writeTicketVideo(codes[1]!);
  await page.context().grantPermissions(['camera']);
  await page.goto(`/admin/checkin?training=${id}`);
  await page.getByRole('button', { name: w('console.checkin.startCamera') }).click();
  const result = page.locator('[data-checkin-result]');
  await expect(result).toHaveAttribute('data-checkin-result', 'ok', { timeout: 20_000 });
  await expect(result).toContainText('签到成功：李强');
  await expect(page.locator('[data-checkin-counter]')).toHaveText('已签到 1 / 已确认 3 · 候补 0');
  await page.getByRole('button', { name: w('console.checkin.stopCamera') }).click();
});
