/**
 * JavaScript a real browser loads, per page: the sign-in pages (both languages), the console's
 * start page and the article editor (opened, then with a body field focused). Raw is the bytes the
 * scripts hold; transferred is what came over the wire, brotli from the product. Timing figures
 * (Lighthouse mobile, the sign-in pages' TBT) are medians of RUNS runs. Start `npm start` first
 * (BASE_URL, default http://127.0.0.1:4321; DATA_DIR for the demo accounts). Writes
 * bench/results/js-weight.json; LABEL names the run (kept beside earlier runs, e.g. before/after).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page, type Response } from '@playwright/test';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { TOKEN_COOKIE } from '#shared/constants.ts';
import { record } from './record.ts';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:4321';
const dataDir = process.env.DATA_DIR ?? 'data';
const runs = Number(process.env.RUNS ?? 3);
const label = process.env.LABEL ?? 'run';
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const flags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'];
const signInPages = [
  '/login',
  '/register',
  '/forgot-password',
  '/en/login',
  '/en/register',
  '/en/forgot-password',
];

type Weight = { rawKb: number; transferredKb: number; scripts: number };
const kb = (n: number) => +(n / 1024).toFixed(1);

/** Counts every script the page fetches from now until `stop` is called. */
function watchScripts(page: Page) {
  const seen = new Map<string, Promise<[number, number]>>();
  const onResponse = (res: Response) => {
    if (res.request().resourceType() !== 'script' || seen.has(res.url())) return;
    seen.set(
      res.url(),
      (async () => {
        const raw = (await res.body()).length;
        const sizes = await res.request().sizes();
        return [raw, sizes.responseBodySize] as [number, number];
      })(),
    );
  };
  page.on('response', onResponse);
  return async (): Promise<Weight & { files: string[] }> => {
    page.off('response', onResponse);
    const sizes = await Promise.all(seen.values());
    return {
      rawKb: kb(sizes.reduce((n, [r]) => n + r, 0)),
      transferredKb: kb(sizes.reduce((n, [, t]) => n + t, 0)),
      scripts: sizes.length,
      files: [...seen.keys()].map((u) => new URL(u).pathname),
    };
  };
}

const browser = await chromium.launch({ executablePath: chromePath, args: flags });
// A fresh context per page: nothing comes from the browser's cache.
const freshContext = () =>
  browser.newContext({ extraHTTPHeaders: { 'accept-encoding': 'br, gzip' } });

async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
}

const signIn: Record<string, Weight> = {};
for (const path of signInPages) {
  const context = await freshContext();
  const page = await context.newPage();
  const stop = watchScripts(page);
  await page.goto(`${base}${path}`);
  await settled(page);
  const { files: _files, ...weight } = await stop();
  signIn[path] = weight;
  console.log(path, JSON.stringify(weight));
  await context.close();
}

/** Signs in as `role` through the API, as the login page does, into this context. */
async function asRole(role: string): Promise<Page> {
  const accounts = JSON.parse(readFileSync(join(dataDir, 'demo-accounts.json'), 'utf8')) as {
    role: string;
    username: string;
    password: string;
  }[];
  const a = accounts.find((x) => x.role === role)!;
  const own = await freshContext();
  const reply = await own.request.post(`${base}/prod-api/login`, {
    data: { username: a.username, password: a.password, code: '', uuid: '' },
  });
  const { token } = (await reply.json()) as { token: string };
  await own.addCookies([{ name: TOKEN_COOKIE, value: token, url: base, sameSite: 'Lax' }]);
  return own.newPage();
}

const admin = await asRole('admin');
let stop = watchScripts(admin);
await admin.goto(`${base}/admin`);
await settled(admin);
await admin.waitForTimeout(500);
const { files: _c, ...consoleStart } = await stop();
console.log('/admin', JSON.stringify(consoleStart));

const editor = await asRole('editor');
stop = watchScripts(editor);
await editor.goto(`${base}/admin/content/article`);
await settled(editor);
await editor.getByRole('button', { name: '新建', exact: true }).click();
await editor.getByRole('textbox', { name: '正文（中文）' }).first().waitFor();
await settled(editor);
const editorOpen = await stop();
const openFiles = new Set(editorOpen.files);
// Focusing a body field loads the rest (TipTap, tables): counted on top of the opened editor.
stop = watchScripts(editor);
await editor.getByRole('textbox', { name: '正文（中文）' }).first().click();
await settled(editor);
await editor.waitForTimeout(500);
const focused = await stop();
const { files: _o, ...editorOpened } = editorOpen;
const editorFocused = {
  rawKb: +(editorOpened.rawKb + focused.rawKb).toFixed(1),
  transferredKb: +(editorOpened.transferredKb + focused.transferredKb).toFixed(1),
  scripts: editorOpened.scripts + focused.files.filter((f) => !openFiles.has(f)).length,
};
console.log(
  'editor opened',
  JSON.stringify(editorOpened),
  'focused',
  JSON.stringify(editorFocused),
);
await browser.close();

/** Lighthouse mobile on the sign-in pages: medians of `runs`. */
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const lighthouseRows: Record<string, { performance: number; tbtMs: number; runs: number }> = {};
if (process.env.LIGHTHOUSE !== '0') {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: flags });
  try {
    for (const path of ['/login', '/register', '/forgot-password', '/en/register']) {
      const perf: number[] = [];
      const tbt: number[] = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(`${base}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        perf.push(Math.round((result!.lhr.categories.performance?.score ?? 0) * 100));
        tbt.push(Math.round(result!.lhr.audits['total-blocking-time']?.numericValue ?? 0));
      }
      lighthouseRows[path] = { performance: median(perf), tbtMs: median(tbt), runs };
      console.log('lighthouse', path, JSON.stringify(lighthouseRows[path]));
    }
  } finally {
    await chrome.kill();
  }
}

/** The marks of issue #33. */
const targets = { signInRawKb: 200, lighthouseMobile: 100, tbtMs: 50, editorTransferredKb: 200 };
const run = {
  label,
  measuredAt: new Date().toISOString(),
  signInPages: signIn,
  lighthouseMobile: lighthouseRows,
  consoleStartPage: consoleStart,
  articleEditor: { opened: editorOpened, bodyFocused: editorFocused },
  targets,
};
const file = new URL('./results/js-weight.json', import.meta.url);
const earlier = existsSync(file)
  ? (JSON.parse(readFileSync(file, 'utf8')) as { runs: { label: string }[] }).runs
  : [];
record('js-weight', { runs: [...earlier.filter((r) => r.label !== label), run] });
