/**
 * Lighthouse (mobile) on a home, a list and a detail page of the running product: performance,
 * accessibility, SEO and best practices, against the budget in package.json. Start `npm start`
 * first (BASE_URL, default http://127.0.0.1:4321). Writes bench/results/lighthouse.json.
 */
import { readFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { record } from './record.ts';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:4321';
const min = (
  JSON.parse(readFileSync('package.json', 'utf8')).budgets as { lighthouseMobileMin: number }
).lighthouseMobileMin;
const list = await (
  await fetch(`${base}/prod-api/web/index/newsList?channel=news&pageNum=1&pageSize=10`)
).json();
const pages = {
  home: '/index',
  list: '/motion',
  detail: `/detail/${list.rows[0].id}`,
  enHome: '/en/index',
};

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const rows = [];
try {
  for (const [name, path] of Object.entries(pages)) {
    const result = await lighthouse(`${base}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'],
    });
    const c = result!.lhr.categories;
    const score = (k: string) => Math.round((c[k]?.score ?? 0) * 100);
    const row = {
      page: name,
      path,
      performance: score('performance'),
      accessibility: score('accessibility'),
      seo: score('seo'),
      bestPractices: score('best-practices'),
      lcpMs: Math.round(result!.lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(result!.lhr.audits['total-blocking-time']?.numericValue ?? 0),
    };
    console.log(JSON.stringify(row));
    rows.push(row);
  }
} finally {
  await chrome.kill();
}
const result = {
  measuredAt: new Date().toISOString(),
  formFactor: 'mobile (Lighthouse default throttling)',
  budget: min,
  pages: rows,
  withinBudget: rows.every((r) => r.performance >= min && r.accessibility >= min && r.seo >= min),
};
record('lighthouse', result);
