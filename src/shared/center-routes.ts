/**
 * The members' centre pages. The server answers /getSiteRouters with the entries the caller
 * passes (an entry naming permissions or roles is kept only when one of them is held); the
 * header's Company Center popover and the centre's side menu render the same list.
 */
import { GOVERNING_USER_TYPES } from './constants.ts';
import { type Permission, routeAllowed, type RouteRule } from './permissions.ts';

export interface CenterRoute extends RouteRule {
  path: string;
  /** i18n key of the title. */
  title: string;
  group: 'person' | 'statistics' | 'alliance' | 'periodicals';
  /** Only these user types see it (03–06 also get the governing-unit page). */
  userTypes?: readonly string[];
  /** Not offered yet: neither listed by /getSiteRouters nor linked. */
  hidden?: boolean;
  /**
   * Pages an enterprise works in (its own applications, fees, reports): staff, the admin
   * included, never see them listed, since every call behind them needs an enterprise.
   */
  enterpriseOnly?: true;
  /** Pages with a coloured header background. */
  coloured?: boolean;
}

/**
 * A unit's own reports: members file them; any enterprise account (a lapsed member among them)
 * reads its own, and the page says why it cannot file.
 */
const OWN_REPORTS: Permission[] = ['report:own:submit', 'center:base:edit'];

export const CENTER_ROUTES: readonly CenterRoute[] = [
  { path: 'person', title: 'center.menu.person', group: 'person' },
  {
    path: 'apply-member',
    enterpriseOnly: true,
    title: 'center.menu.applyMember',
    group: 'person',
    permissions: ['member:application:apply'],
    coloured: true,
  },
  {
    path: 'apply-member-change',
    enterpriseOnly: true,
    title: 'center.menu.applyMemberChange',
    group: 'person',
    permissions: ['member:change:apply'],
    coloured: true,
  },
  {
    path: 'transfer',
    enterpriseOnly: true,
    title: 'center.menu.transfer',
    group: 'person',
    permissions: ['member:transfer:apply'],
    coloured: true,
  },
  { path: 'approval', title: 'center.menu.approval', group: 'person', roles: ['council'] },
  {
    path: 'review',
    title: 'center.menu.review',
    group: 'person',
    permissions: [
      'review:registration:audit',
      'review:application:audit',
      'review:payment:confirm',
      'review:training:audit',
      'review:change:audit',
      'review:transfer:audit',
      'content:item:edit',
    ],
  },
  {
    path: 'governing',
    title: 'center.menu.governing',
    group: 'person',
    userTypes: GOVERNING_USER_TYPES,
    coloured: true,
  },
  {
    // Any unit account: one that may not vote sees why (lapsed, joined late, not of the council).
    path: 'governance',
    enterpriseOnly: true,
    title: 'center.menu.governance',
    group: 'person',
    permissions: ['member:content:view', 'center:base:edit'],
    coloured: true,
  },
  {
    // Any unit account: one not asked sees why (not a member, lapsed, not of the council).
    path: 'surveys',
    enterpriseOnly: true,
    title: 'center.menu.surveys',
    group: 'person',
    permissions: ['member:content:view', 'center:base:edit'],
    coloured: true,
  },
  {
    path: 'payfee',
    enterpriseOnly: true,
    title: 'center.menu.payfee',
    group: 'person',
    permissions: ['member:application:apply'],
    coloured: true,
  },
  {
    path: 'trainreg',
    enterpriseOnly: true,
    title: 'center.menu.trainreg',
    group: 'person',
    permissions: ['train:registration:apply'],
    coloured: true,
  },
  { path: 'message', title: 'center.menu.message', group: 'person', coloured: true },
  { path: 'privacy', title: 'center.menu.privacy', group: 'person', enterpriseOnly: true },
  { path: 'my-people', title: 'center.menu.myPeople', group: 'person', enterpriseOnly: true },
  {
    path: 'agreement',
    enterpriseOnly: true,
    title: 'center.menu.agreement',
    group: 'person',
    permissions: ['member:application:apply'],
  },
  { path: 'update-password', title: 'center.menu.updatePassword', group: 'person', coloured: true },
  {
    path: 'economy-month',
    enterpriseOnly: true,
    title: 'center.menu.economyMonth',
    group: 'statistics',
    permissions: OWN_REPORTS,
  },
  {
    path: 'economy-year',
    enterpriseOnly: true,
    title: 'center.menu.economyYear',
    group: 'statistics',
    permissions: OWN_REPORTS,
  },
  {
    path: 'product-month',
    enterpriseOnly: true,
    title: 'center.menu.productMonth',
    group: 'statistics',
    permissions: OWN_REPORTS,
  },
  {
    path: 'product-year',
    enterpriseOnly: true,
    title: 'center.menu.productYear',
    group: 'statistics',
    permissions: OWN_REPORTS,
  },
  {
    path: 'filling',
    title: 'center.menu.filling',
    group: 'statistics',
    permissions: [...OWN_REPORTS, 'report:statistics:view'],
  },
  {
    path: 'trends',
    title: 'center.menu.trends',
    group: 'statistics',
    permissions: ['report:own:submit', 'report:statistics:view'],
  },
  {
    path: 'count',
    title: 'center.menu.count',
    group: 'statistics',
    permissions: ['report:statistics:view'],
  },
  { path: 'alliance', title: 'center.menu.allianceList', group: 'alliance' },
  { path: 'alliance-articles', title: 'center.menu.allianceArticles', group: 'alliance' },
  { path: 'books', title: 'center.menu.books', group: 'periodicals' },
  {
    path: 'contribute',
    enterpriseOnly: true,
    title: 'center.menu.contribute',
    group: 'periodicals',
    permissions: ['member:content:view'],
  },
];

export function visibleCenterRoutes(user: {
  enterpriseId: number | null;
  roles: readonly string[];
  permissions: readonly string[];
  userType: string;
}): CenterRoute[] {
  return CENTER_ROUTES.filter(
    (r) =>
      !r.hidden &&
      routeAllowed(r, user) &&
      (!r.userTypes || r.userTypes.includes(user.userType)) &&
      (!r.enterpriseOnly || user.enterpriseId !== null),
  );
}
