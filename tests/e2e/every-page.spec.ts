/**
 * Every page of the site, opened once per language and account, with all the checks that look
 * at every page (page-checks.ts):
 * - axe finds no serious or critical accessibility issue by the WCAG 2.2 A and AA rules, and no
 *   text has its lines closer than 1.3: the public pages of site-pages.ts' AXE list, every centre
 *   page of each enterprise account and every console page of each staff account, as the page
 *   registries and each page's permissions give them; a page an account may not open is not in
 *   its menu;
 * - phones: no page scrolls sideways between 360 and 414 px, for a guest or for any demo account
 *   in the centre and the console;
 * - English pages show no Chinese, full-width punctuation, emoji or bare keys;
 * - staff: the start page lists their work, and every page their centre menu offers finishes
 *   loading with no call refused for lack of permission;
 * - nothing leaves the deployment: no request of any page goes to another origin, and every
 *   page's content security policy allows none;
 * - every page names its version in each language (the hreflang pair).
 * A page is loaded at the narrowest phone width, as a phone loads it, then widened to the other
 * phone widths and to a desktop's, which lays it out again (and runs its resize handlers) without
 * loading it again; axe and the English check look at it at the desktop's width.
 * One line per problem, naming the check and the place, to make the fix easy.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  foreignSources,
  notEnglish,
  policiesOf,
  seriousIssues,
  sideways,
  tightLines,
  watchOrigins,
  WORD_KEYS,
} from './page-checks.ts';
import {
  AXE_CENTRE_PAGES,
  AXE_PUBLIC_PAGES,
  CENTRE_ROLES,
  centrePages,
  centreReach,
  consoleReach,
  menuPaths,
  menuProblems,
  publicPages,
  settled,
  STAFF_ROLES,
  sweep,
  withStates,
} from './site-pages.ts';
import { ENTERPRISE_ROLES, inSharedSession, prefixOf, STAFF_DEMO_ROLES, words } from './support.ts';

/** The sweeps share no state and change nothing: they run side by side. */
test.describe.configure({ mode: 'parallel' });

/** The narrowest common phone, the one in the report, the widest, in CSS pixels. */
const WIDTHS = [360, 390, 414];
/** Playwright's own window, where axe and the English check always looked. */
const DESKTOP = { width: 1280, height: 720 };

type Check = 'axe' | 'widths' | 'english' | 'loads';
type Locale = 'zh' | 'en';

/** The checks each path (with its language prefix) is visited for. */
type Plan = Map<string, Set<Check>>;

function planOf(locale: Locale, pathsOf: Partial<Record<Check, string[]>>): Plan {
  const plan: Plan = new Map();
  for (const [check, paths] of Object.entries(pathsOf) as [Check, string[]][])
    for (const path of paths.map((p) => `${prefixOf(locale)}${p}`))
      plan.set(path, (plan.get(path) ?? new Set<Check>()).add(check));
  return plan;
}

/** One visit: the page loaded once, every check of its plan, one line per problem. */
async function problemsOn(tab: Page, path: string, checks: Set<Check>): Promise<string[]> {
  const problems: string[] = [];
  await tab.setViewportSize(checks.has('widths') ? { width: WIDTHS[0]!, height: 800 } : DESKTOP);
  const response = await tab.goto(path);
  // A page that moved on at once has no body left to read: the document it moved to is read.
  const html =
    (await response?.text().catch(() => undefined)) ?? (await tab.content().catch(() => ''));
  const policy = policiesOf(html, response?.headers()['content-security-policy']);
  if (!/default-src 'self'/.test(policy)) problems.push(`csp: ${path} has no default-src 'self'`);
  problems.push(...foreignSources(policy).map((s) => `csp: ${path} allows ${s}`));
  for (const lang of ['zh-CN', 'en'])
    if (!new RegExp(`<link[^>]+hreflang="${lang}"`).test(html))
      problems.push(`hreflang: ${path} names no ${lang} version`);
  // axe reads the page once it has drawn all it loads; the others take a page still busy after
  // a few seconds (the PDF preview renders page after page) as it is.
  if (checks.has('axe')) await tab.waitForLoadState('networkidle');
  else await settled(tab);
  if (checks.has('loads')) {
    const loading = words('en')('common.loading');
    await expect(tab.getByText(loading))
      .toHaveCount(0)
      .catch(() => problems.push(`loading: ${path} still says "${loading}"`));
  }
  if (checks.has('widths'))
    for (const width of WIDTHS) {
      await tab.setViewportSize({ width, height: 800 });
      const problem = await tab.evaluate(sideways);
      if (problem) problems.push(`width: ${path} at ${width}px: ${problem}`);
    }
  if (!checks.has('axe') && !checks.has('english')) return problems;
  if (checks.has('widths')) {
    await tab.setViewportSize(DESKTOP);
    // After the resize handlers of the widened page have run.
    await tab.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
  }
  if (checks.has('axe')) {
    problems.push(...(await seriousIssues(tab, path)).map((line) => `axe: ${line}`));
    problems.push(...(await tab.evaluate(tightLines)).map((line) => `spacing: ${path}: ${line}`));
  }
  if (checks.has('english'))
    problems.push(
      ...(await tab.evaluate(notEnglish, WORD_KEYS)).map((line) => `english: ${path}: ${line}`),
    );
  return problems;
}

/**
 * Every path of the plan, shared among the tabs of `page`'s context, and every request those
 * tabs made to another origin while they were at it.
 */
async function sweepPlan(page: Page, plan: Plan): Promise<string[]> {
  const own = new URL(test.info().project.use.baseURL ?? page.url()).origin;
  const elsewhere = watchOrigins(page.context(), own);
  const found = await sweep(page, [...plan.keys()], (tab, path) =>
    problemsOn(tab, path, plan.get(path)!),
  );
  return [...found, ...new Set(elsewhere)];
}

/** Each sweep also watches every request of its tabs and reads every page's policy (sweepPlan). */
test.describe('every page, in both languages, loads nothing from another origin and its policy allows none', () => {
  for (const locale of ['zh', 'en'] as const) {
    test(`${locale}: public pages are accessible, fit a phone${locale === 'en' ? ' and speak English' : ''}`, async ({
      page,
    }) => {
      test.setTimeout(600_000);
      const all = await publicPages(page.request);
      const english = locale === 'en' ? all : [];
      const plan = planOf(locale, { axe: AXE_PUBLIC_PAGES, widths: all, english });
      expect(await sweepPlan(page, plan)).toEqual([]);
    });
  }

  /** Problems of the API calls a staff member's pages make: any refused for lack of permission. */
  function watchRefusals(page: Page): string[] {
    const refused: string[] = [];
    const watch = (tab: Page) =>
      tab.on('response', (res) => {
        if (res.url().includes('/prod-api/') && res.status() === 403)
          refused.push(`refused: ${tab.url()} → ${res.url()}`);
      });
    watch(page);
    page.context().on('page', watch);
    return refused;
  }

  const centreRoles = [...new Set<string>([...CENTRE_ROLES, ...STAFF_ROLES])];
  const walksCentre = (role: string) => (CENTRE_ROLES as readonly string[]).includes(role);
  const isStaff = (role: string) => (STAFF_ROLES as readonly string[]).includes(role);

  for (const role of centreRoles)
    for (const locale of ['zh', 'en'] as const) {
      // Staff's pages are checked for loading in English only, as they always were.
      const staff = isStaff(role) && locale === 'en';
      if (!walksCentre(role) && !staff && !AXE_CENTRE_PAGES[role]) continue;
      test(`${locale}: centre pages of the ${role}${staff ? ' load without a refusal,' : ''} pass every check`, async ({
        browser,
      }) => {
        test.setTimeout(300_000);
        const page = await inSharedSession(browser, role, locale, '/center/person');
        const refused = staff ? watchRefusals(page) : [];
        if (staff) {
          // The start page lists the work.
          const w = words('en');
          await settled(page);
          await expect(page.getByRole('navigation', { name: w('center.work') })).toBeVisible();
          await expect(page.getByText(w('common.loading'))).toHaveCount(0);
        }
        const offered = await centrePages(page);
        // An enterprise account's every page is looked at by axe; one it may not open is not in
        // its menu.
        const enterprise = ENTERPRISE_ROLES.includes(role);
        const unoffered = enterprise
          ? menuProblems(
              role,
              await menuPaths(page, words(locale)('center.title')),
              await centreReach(page),
            )
          : [];
        const walked = walksCentre(role) ? offered : [];
        const plan = planOf(locale, {
          axe: enterprise ? offered : (AXE_CENTRE_PAGES[role] ?? []),
          widths: walked,
          english: locale === 'en' ? walked : [],
          loads: staff ? offered : [],
        });
        const found = await sweepPlan(page, plan);
        await page.context().close();
        expect([...unoffered, ...found, ...refused]).toEqual([]);
      });
    }

  /**
   * Every console page of the registry, for each staff role: the pages it may open by their
   * permissions, with axe; the others, not in its menu. The administrator opens them all: its
   * sweep checks every page in both languages, at phone widths and in English too; the other
   * roles see the same pages with fewer controls, so axe in one language is enough for them.
   */
  for (const role of STAFF_DEMO_ROLES)
    for (const locale of role === 'admin' ? (['zh', 'en'] as const) : (['zh'] as const)) {
      const full = role === 'admin';
      test(`${locale}: console pages of the ${role} are accessible${full ? ', fit a phone' : ''}${full && locale === 'en' ? ' and speak English' : ''}; its menu offers no other`, async ({
        browser,
      }) => {
        test.setTimeout(300_000);
        const page = await inSharedSession(browser, role, locale, '/admin');
        const reach = await consoleReach(page);
        const offered = await menuPaths(page, words(locale)('console.nav.menu'));
        const open = withStates(reach.open);
        const plan = planOf(locale, {
          axe: open,
          widths: full ? open : [],
          english: full && locale === 'en' ? open : [],
        });
        const found = await sweepPlan(page, plan);
        await page.context().close();
        expect([...menuProblems(role, offered, reach), ...found]).toEqual([]);
      });
    }
});
