/**
 * The staff console's pages, in menu order and groups. The server lists the ones the caller may
 * open (GET /getConsoleRouters); the console's side menu, its route search and its tags read that
 * list, and every API call behind a page checks the same permission again.
 */
import { routeAllowed, type Permission, type RouteRule } from './permissions.ts';
import type { ContentTypeKey } from './content-types.ts';

export const CONSOLE_GROUPS = ['home', 'members', 'content', 'site', 'system', 'account'] as const;
export type ConsoleGroup = (typeof CONSOLE_GROUPS)[number];

/** Every console page's path below /admin; the browser's page table is keyed by it. */
export type ConsolePath =
  | ''
  | `content/${ContentTypeKey}`
  | 'pages'
  | 'documents'
  | 'privacy'
  | 'menu'
  | 'builds'
  | 'review'
  | 'council'
  | 'members'
  | 'notices'
  | 'complaints'
  | 'trainings'
  | 'checkin'
  | 'renewals'
  | 'statistics'
  | 'governance'
  | 'surveys'
  | 'staff'
  | 'roles'
  | 'dicts'
  | 'config'
  | 'sessions'
  | 'logins'
  | 'audit'
  | 'old-logs'
  | 'imports'
  | 'member-list'
  | 'profile';

export interface ConsoleRoute extends RouteRule {
  /** Below /admin (or /en/admin); '' is the start page. */
  path: ConsolePath;
  /** Translation key of the menu title. */
  title: string;
  group: ConsoleGroup;
  permissions?: readonly Permission[];
}

const EDIT: readonly Permission[] = ['content:item:edit'];

/** One list-and-form page per content type the public site shows. */
const contentPage = (type: ContentTypeKey): ConsoleRoute => ({
  path: `content/${type}`,
  title: `console.content.${type}`,
  group: 'content',
  permissions: EDIT,
});

export const CONSOLE_ROUTES: readonly ConsoleRoute[] = [
  { path: '', title: 'console.menu.home', group: 'home' },
  {
    path: 'review',
    title: 'console.menu.review',
    group: 'members',
    permissions: [
      'review:registration:audit',
      'review:application:audit',
      'review:payment:confirm',
      'review:change:audit',
      'review:transfer:audit',
      'review:training:audit',
      // Editors decide the manuscripts sent to the periodicals.
      'content:item:edit',
    ],
  },
  {
    path: 'council',
    title: 'console.menu.council',
    group: 'members',
    permissions: ['review:council:approve'],
  },
  {
    path: 'members',
    title: 'console.menu.members',
    group: 'members',
    permissions: ['member:directory:view'],
  },
  {
    path: 'member-list',
    title: 'console.menu.memberList',
    group: 'members',
    permissions: ['review:registration:audit', 'system:user:manage'],
  },
  {
    path: 'notices',
    title: 'console.menu.notices',
    group: 'members',
    permissions: ['notice:message:send'],
  },
  {
    path: 'complaints',
    title: 'console.menu.complaints',
    group: 'members',
    permissions: ['complaint:inbox:handle'],
  },
  {
    path: 'trainings',
    title: 'console.menu.trainings',
    group: 'members',
    permissions: ['review:training:audit'],
  },
  {
    path: 'checkin',
    title: 'console.menu.checkin',
    group: 'members',
    permissions: ['review:training:audit'],
  },
  {
    path: 'renewals',
    title: 'console.menu.renewals',
    group: 'members',
    permissions: ['review:payment:confirm'],
  },
  {
    path: 'statistics',
    title: 'console.menu.statistics',
    group: 'members',
    permissions: ['report:statistics:view'],
  },
  {
    path: 'governance',
    title: 'console.menu.governance',
    group: 'members',
    permissions: ['governance:motion:view', 'governance:motion:edit'],
  },
  {
    path: 'surveys',
    title: 'console.menu.surveys',
    group: 'members',
    permissions: ['governance:survey:view', 'governance:survey:edit'],
  },
  contentPage('article'),
  { path: 'pages', title: 'console.menu.pages', group: 'content', permissions: EDIT },
  contentPage('standard'),
  contentPage('patent'),
  contentPage('expert'),
  contentPage('training'),
  contentPage('periodical'),
  contentPage('download'),
  contentPage('alliance'),
  contentPage('member'),
  contentPage('link'),
  { path: 'documents', title: 'console.menu.documents', group: 'site', permissions: EDIT },
  { path: 'menu', title: 'console.menu.menu', group: 'site', permissions: EDIT },
  {
    path: 'privacy',
    title: 'console.menu.privacy',
    group: 'site',
    permissions: ['content:item:publish'],
  },
  { path: 'builds', title: 'console.menu.builds', group: 'site', permissions: EDIT },
  {
    path: 'staff',
    title: 'console.menu.staff',
    group: 'system',
    permissions: ['system:user:manage'],
  },
  {
    path: 'roles',
    title: 'console.menu.roles',
    group: 'system',
    permissions: ['system:role:manage'],
  },
  {
    path: 'dicts',
    title: 'console.menu.dicts',
    group: 'system',
    permissions: ['system:dict:edit'],
  },
  {
    path: 'config',
    title: 'console.menu.config',
    group: 'system',
    permissions: ['system:config:edit', 'system:policy:edit'],
  },
  {
    path: 'sessions',
    title: 'console.menu.sessions',
    group: 'system',
    permissions: ['system:session:manage'],
  },
  {
    path: 'logins',
    title: 'console.menu.logins',
    group: 'system',
    permissions: ['system:audit:view'],
  },
  {
    path: 'audit',
    title: 'console.menu.audit',
    group: 'system',
    permissions: ['system:audit:view'],
  },
  {
    path: 'old-logs',
    title: 'console.menu.oldLogs',
    group: 'system',
    permissions: ['system:audit:view'],
  },
  {
    path: 'imports',
    title: 'console.menu.imports',
    group: 'system',
    permissions: ['system:audit:view'],
  },
  { path: 'profile', title: 'console.menu.profile', group: 'account' },
];

/** Staff only: an enterprise account never has the console, whatever its roles say. */
export function visibleConsoleRoutes(user: {
  enterpriseId: number | null;
  roles: readonly string[];
  permissions: readonly string[];
}): ConsoleRoute[] {
  if (user.enterpriseId !== null) return [];
  return CONSOLE_ROUTES.filter((r) => routeAllowed(r, user));
}
