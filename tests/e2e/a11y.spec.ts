/** axe finds no serious or critical issue on the pre-rendered pages, in both languages. */
import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { CONSOLE_SWEEPS, sweep } from './site-pages.ts';
import { signIn } from './support.ts';

const PAGES = [
  '/index',
  '/introduction',
  '/member',
  '/member/association',
  '/information',
  '/statistics',
  '/discipline',
  '/expert',
  '/international',
  '/train',
  '/periodicals',
  '/patent',
  '/alliance',
  '/research',
  '/motion',
  '/motion/page/2',
  '/contact',
  '/map',
  '/connection',
  '/building',
  '/industry',
  '/dynamics',
  '/info',
  '/allianceArticles',
  '/download',
  '/standard',
  '/statisticsNews',
  '/search',
  '/initiation',
  '/echarts',
  '/associationList',
  '/login',
  '/register',
  '/register/result',
  '/forgot-password',
  '/404',
  '/detail/1',
  '/standard/1',
  '/patent/1',
  '/train/1',
];

/** Opens `path` and lists what axe finds serious or critical there, one line each. */
async function seriousIssues(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((x) => x.impact === 'serious' || x.impact === 'critical')
    .map(
      (v) =>
        `${path}: ${v.id} (${v.impact}) ${v.nodes
          .slice(0, 2)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

for (const prefix of ['', '/en']) {
  test(`${prefix || 'zh'}: no serious or critical accessibility issue`, async ({ page }) => {
    test.setTimeout(480_000);
    const paths = PAGES.map((path) => `${prefix}${path}`);
    expect(await sweep(page, paths, seriousIssues)).toEqual([]);
  });
}

/** The centre's pages as their users see them, signed in. */
const CENTRE: Record<string, string[]> = {
  member: [
    '/center/person',
    '/center/apply-member-change',
    '/center/transfer',
    '/center/governing',
    '/center/message',
    '/center/economy-month',
    '/center/product-year',
    '/center/filling',
    '/center/trends',
    '/center/alliance',
    '/center/alliance-articles',
    '/center/books',
    '/center/contribute',
    '/center/update-password',
  ],
  enterprise: ['/center/apply-member', '/center/payfee', '/center/trainreg', '/center/agreement'],
  secretariat: ['/center/review', '/center/filling', '/center/count'],
};

const SIGNED_IN = [
  ...Object.entries(CENTRE).map(([role, paths]) => ({ area: 'centre', role, paths })),
  ...CONSOLE_SWEEPS.map((sweep) => ({ area: 'console', ...sweep })),
];

for (const { area, role, paths } of SIGNED_IN) {
  test(`${area} pages of the ${role}: no serious or critical accessibility issue`, async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const page = await signIn(browser, role);
    const both = ['', '/en'].flatMap((prefix) => paths.map((path) => `${prefix}${path}`));
    const found = await sweep(page, both, seriousIssues);
    await page.context().close();
    expect(found).toEqual([]);
  });
}
