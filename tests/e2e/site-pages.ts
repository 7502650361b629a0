/**
 * Every page of the site, for the sweep that looks at all of them (every-page.spec.ts): each
 * public path, each list with its page 2, one real item of every detail kind, the centre's pages
 * as each demo account is offered them, and the console's; and the pages axe looks at.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { CATALOGS } from '#shared/catalogs.ts';
import { CENTER_ROUTES, visibleCenterRoutes } from '#shared/center-routes.ts';
import { CONSOLE_ROUTES, type ConsolePath, visibleConsoleRoutes } from '#shared/console-routes.ts';
import type { GetInfoResponse } from '#shared/schemas/auth.ts';
import { PUBLIC_PATHS } from '#shared/routes.ts';
import { MEMBER_TABS, SECTIONS } from '#shared/sections.ts';

/** Public paths that are not a page of their own: /detail is only ever /detail/{id}. */
const NOT_A_PAGE = new Set<string>(['/detail']);

async function firstId(request: APIRequestContext, call: string): Promise<number> {
  const res = await request.get(`/prod-api/web/index/${call}pageNum=1&pageSize=10`);
  const { rows } = (await res.json()) as { rows: { id: number }[] };
  if (!rows[0]) throw new Error(`no item from ${call}`);
  return rows[0].id;
}

/** Public pages without the language prefix, each with real ids where it needs one. */
export async function publicPages(request: APIRequestContext): Promise<string[]> {
  const details = [
    `/detail/${await firstId(request, 'newsList?channel=news&')}`,
    `/standard/${await firstId(request, 'standardList?')}`,
    `/patent/${await firstId(request, 'patentList?')}`,
    `/train/${await firstId(request, 'trainList?')}`,
    `/periodicals/${await firstId(request, 'periodicalsList?')}`,
  ];
  const lists = [...SECTIONS, ...CATALOGS].map((s) => `/${s.path}`);
  return [
    ...new Set([
      ...PUBLIC_PATHS.filter((p) => !NOT_A_PAGE.has(p)),
      ...lists,
      '/motion/page/2',
      '/standard/page/2',
      ...MEMBER_TABS.map((tab) => `/member/${tab}`),
      ...details,
      '/search?keywords=GMP',
      '/register/result?status=unaudited',
      '/register/result?status=audited',
      '/register/result?status=rejected',
    ]),
  ];
}

/** The demo accounts whose centre the tests walk: a member, a non-member, the secretariat. */
export const CENTRE_ROLES = ['member', 'enterprise', 'secretariat'] as const;

/** Staff, whose every offered centre page must load without a refusal. */
export const STAFF_ROLES = ['secretariat', 'council', 'editor', 'admin'] as const;

/** The centre pages a signed-in page is offered (its own side menu), and one of each detail. */
export async function centrePages(page: Page): Promise<string[]> {
  const token = (await page.context().cookies()).find((c) => c.name === 'Site-Token')?.value;
  const res = await page.request.get('/prod-api/getSiteRouters', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { data } = (await res.json()) as { data: { children: { path: string }[] }[] };
  const offered = data.flatMap((r) => r.children.map((c) => `/center/${c.path}`));
  const alliance = (await (await page.request.get('/prod-api/web/index/allianceIndex')).json())
    .data[0].id;
  const issue = await firstId(page.request, 'periodicalsList?');
  return [...offered, `/center/alliance-detail/${alliance}`, `/center/books-article/${issue}`];
}

/**
 * Waits until the page has drawn what it loads (islands fetch their data after hydrating). A
 * page still busy after a few seconds (the PDF preview renders page after page) is taken as it is.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}

/**
 * Tabs a sweep keeps open at once: much of a visit is waiting for the page to settle. Four
 * walked the pages in 250 s where two took 300 (six: 237 s; the two cores are then busy).
 */
const TABS = 4;

/**
 * What `check` finds on each of `paths`, one line each, in the order of the paths. The paths are
 * shared among tabs of the page's own context (same sign-in, same language), so a sweep waits for
 * several pages at once; `check` opens its path in the tab it is given.
 */
export async function sweep(
  page: Page,
  paths: string[],
  check: (tab: Page, path: string) => Promise<string[]>,
): Promise<string[]> {
  const found: string[][] = [];
  let next = 0;
  const visit = async (tab: Page) => {
    for (let at = next++; at < paths.length; at = next++) found[at] = await check(tab, paths[at]!);
  };
  const more = await Promise.all(
    Array.from({ length: Math.min(TABS, paths.length) - 1 }, () => page.context().newPage()),
  );
  await Promise.all([page, ...more].map(visit));
  await Promise.all(more.map((tab) => tab.close()));
  return found.flat();
}

/**
 * A console page in a state of its own worth a look besides its list: a form of each kind open.
 * Swept for every role that may open the page.
 */
const CONSOLE_STATES: Partial<Record<ConsolePath, string[]>> = {
  'content/article': ['?edit=new'],
  'content/standard': ['?edit=new'],
  'content/periodical': ['?edit=new'],
  pages: ['?edit=introduction'],
  documents: ['?doc=contact', '?doc=statistics'],
  members: ['?unit=1'],
  notices: ['?compose=1'],
  trainings: ['?training=1'],
};

/** Who the signed-in page is, as the server tells the browser (GET /getInfo). */
async function whoIs(page: Page) {
  const token = (await page.context().cookies()).find((c) => c.name === 'Site-Token')?.value;
  const res = await page.request.get('/prod-api/getInfo', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const info = (await res.json()) as GetInfoResponse;
  return { ...info.user, roles: info.roles, permissions: info.permissions };
}

/** A registry's pages an account may open, and the others, which its menu must not offer. */
export interface Reach {
  open: string[];
  closed: string[];
}

const consolePathOf = (p: string) => (p ? `/admin/${p}` : '/admin');

/**
 * The pages of the registry (console-routes.ts, which the console's page table must match) the
 * signed-in staff member may open by the permissions each needs, and the others. A new page is
 * swept with no list to edit.
 */
export async function consoleReach(page: Page): Promise<Reach> {
  const open = visibleConsoleRoutes(await whoIs(page)).map((r) => r.path);
  return {
    open: open.map(consolePathOf),
    closed: CONSOLE_ROUTES.filter((r) => !open.includes(r.path)).map((r) => consolePathOf(r.path)),
  };
}

/** Each page the staff member may open, and each of its states (CONSOLE_STATES). */
export const withStates = (open: string[]): string[] =>
  open.flatMap((p) => [
    p,
    ...(CONSOLE_STATES[p.replace(/^\/admin\/?/, '') as ConsolePath] ?? []).map((s) => p + s),
  ]);

/** The centre pages of the registry (center-routes.ts) the signed-in account may open, and not. */
export async function centreReach(page: Page): Promise<Reach> {
  const open = new Set(visibleCenterRoutes(await whoIs(page)).map((r) => r.path));
  const pathOf = (r: { path: string }) => `/center/${r.path}`;
  return {
    open: CENTER_ROUTES.filter((r) => open.has(r.path)).map(pathOf),
    closed: CENTER_ROUTES.filter((r) => !open.has(r.path)).map(pathOf),
  };
}

/** One line for each page the menu offers that the account may not open, or misses that it may. */
export function menuProblems(role: string, offered: string[], { open, closed }: Reach): string[] {
  return [
    ...closed.filter((p) => offered.includes(p)).map((p) => `menu: the ${role} is offered ${p}`),
    ...open.filter((p) => !offered.includes(p)).map((p) => `menu: the ${role} misses ${p}`),
  ];
}

/** The paths the page's menu (the navigation named `name`) links to, without the language. */
export async function menuPaths(page: Page, name: string): Promise<string[]> {
  const menu = page.getByRole('navigation', { name, exact: true });
  await menu.getByRole('link').first().waitFor();
  return menu
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((a) =>
        new URL((a as HTMLAnchorElement).href).pathname
          .replace(/^\/en\//, '/')
          .replace(/(.)\/$/, '$1'),
      ),
    );
}

/** The public pages axe looks at, in both languages (the detail pages by their first ids). */
export const AXE_PUBLIC_PAGES = [
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
  '/privacy',
  '/404',
  '/detail/1',
  '/standard/1',
  '/patent/1',
  '/train/1',
];

/**
 * The centre pages axe looks at for staff, as they see them, signed in (an enterprise account's
 * are all of its pages: ENTERPRISE_ROLES).
 */
export const AXE_CENTRE_PAGES: Record<string, string[]> = {
  secretariat: ['/center/review', '/center/filling', '/center/count'],
};
