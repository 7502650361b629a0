/**
 * Every guarded route, tried by every demo account, read from the API description the server
 * publishes: what an account's permissions do not open is refused with 403 before anything is
 * read or written, and what they open is not refused. A new route is in the matrix the day it
 * is declared. The permissions come from the guards themselves, so the staff areas each role
 * reaches are also written out by hand below; the committed openapi.json shows every change of a
 * route's permissions in review.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTERPRISE_PERMISSIONS, hasPermiOr } from '#shared/permissions.ts';
import { api } from '#tests/helpers/api.ts';
import { login } from '#tests/helpers/flows.ts';
import { LONG, startTestServer, type TestServer } from '#tests/helpers/server.ts';
import { addressWith, type Operation, operations } from './openapi.ts';

const guarded = operations.filter((o) => o.op['x-permissions']);

/** An address for the route: ids that do not exist, the first value a closed list allows. */
const addressOf = (path: string, op: Operation) => addressWith(path, op, '999999');

/** Only the status: some answers are spreadsheets or files, read and thrown away. */
async function statusOf(method: string, path: string, token: string): Promise<number> {
  const write = method !== 'GET';
  const res = await fetch(`${s.base}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(write ? { 'content-type': 'application/json' } : {}),
    },
    body: write ? '{}' : undefined,
  });
  await res.arrayBuffer();
  return res.status;
}

// Every content type's routes are one family, `/content/{type}`.
const CONTENT = ['builds', 'documents', 'history', 'menu', 'pages', '{type}'].map(
  (c) => `/content/${c}`,
);

/**
 * What each demo role is for, written by hand (not worked out from the permissions the server
 * checks): the staff areas its reads reach. A permission moved to the wrong role, or a route
 * guarded by the wrong permission, changes a set here.
 */
const REACHES: Record<string, readonly string[] | 'every'> = {
  admin: 'every',
  secretariat: [
    '/console/complaints',
    '/console/enterprises',
    // Units passed in from a spreadsheet of the members (the move-in).
    '/console/member-list',
    '/console/notices',
    '/console/renewals',
    // The staff search, over the units and accounts it keeps.
    '/console/search',
    '/console/statistics',
    '/console/trainings',
    // The rebuilds its publications of the industry figures start.
    '/content/builds',
    '/review/applications',
    '/review/enterprises',
    '/review/fee-payments',
    '/review/registrations',
    '/review/reports',
    '/review/requests',
    '/review/training-registrations',
  ],
  council: [
    '/console/enterprises',
    '/console/search',
    '/console/statistics',
    '/review/applications',
    '/review/enterprises',
    '/review/reports',
    '/review/requests',
  ],
  editor: [...CONTENT, '/console/privacy', '/console/search', '/review/manuscripts'],
  // The three separate duties (三员分立): accounts and configuration; roles, sessions and
  // policies; the trail.
  // The member list's accounts are accounts: the system administrator may bring them in.
  sysadmin: [
    '/console/config',
    '/console/dicts',
    '/console/member-list',
    '/console/search',
    '/console/staff',
  ],
  secadmin: ['/console/config', '/console/roles', '/console/sessions'],
  auditor: ['/console/audit', '/console/imports', '/console/logins', '/console/old-logs'],
  member: [],
  enterprise: [],
};
const STAFF_AREA = /^\/(console|review|content)\//;
const areaOf = (path: string) => path.split('/').slice(0, 3).join('/');

/** Centre reads a staff account may make: they show nothing of any unit. */
const NOT_ABOUT_A_UNIT = ['GET /center/trainings/open'];

let s: TestServer;
let accounts: { role: string; token: string; permissions: string[]; unit: boolean }[];

/**
 * A unit's own pages in the centre act on the caller's unit: a staff account has none, so even
 * the administrator's every-permission does not open them.
 */
const unitsOnly = (path: string, permissions: readonly string[]) =>
  path.startsWith('/center/') &&
  permissions.every((p) => (ENTERPRISE_PERMISSIONS as readonly string[]).includes(p));
beforeAll(async () => {
  s = await startTestServer();
  accounts = [];
  // One after another: a login answers the captcha issued last.
  for (const a of s.demoAccounts) {
    const token = await login(s, a.username, a.password);
    const info = await api(s.base).GET('/getInfo', { token });
    const unit = info.body.user.enterpriseId !== null;
    accounts.push({ role: a.role, token, permissions: info.body.permissions, unit });
  }
});
afterAll(() => s.stop());

describe('the permission matrix', () => {
  it('guards every staff route: each one names the permissions that open it', () => {
    const staffPaths = /^\/(console|review|content|system\/(dict|config|user\/manage))\b/;
    const open = operations.filter(
      (o) => o.op.security && staffPaths.test(o.path) && !o.op['x-permissions'],
    );
    expect(open.map((o) => `${o.method} ${o.path}`)).toEqual([]);
    // The content types share one family of routes (13, not 13 for each type).
    expect(guarded.length).toBeGreaterThan(120);
  });

  it('refuses each account what its permissions do not open, and lets it reach the rest', {
    timeout: LONG,
  }, async () => {
    const wrong: string[] = [];
    const counts = { refused: 0, noUnit: 0, reached: 0 };
    const reached = new Map<string, Set<string>>();
    for (const a of accounts) {
      reached.set(a.role, new Set());
      for (const { path, method, op } of guarded) {
        const permissions = op['x-permissions'] ?? [];
        const permitted = hasPermiOr(a.permissions, permissions);
        const noUnit = permitted && !a.unit && unitsOnly(path, permissions);
        // Writes the account may make are the feature tests' business: nothing is changed here.
        if (permitted && !noUnit && method !== 'GET') continue;
        const status = await statusOf(method, addressOf(path, op), a.token);
        const right = !permitted
          ? status === 403
          : noUnit
            ? NOT_ABOUT_A_UNIT.includes(`${method} ${path}`)
              ? status === 200
              : status >= 400 && status < 500 && status !== 401
            : status !== 401 && status !== 403 && status < 500;
        if (!right) wrong.push(`${a.role} ${method} ${path}: ${status}`);
        if (method === 'GET' && STAFF_AREA.test(path) && status !== 403)
          reached.get(a.role)?.add(areaOf(path));
        counts[!permitted ? 'refused' : noUnit ? 'noUnit' : 'reached']++;
      }
    }
    expect(wrong).toEqual([]);
    const every = guarded
      .filter((o) => o.method === 'GET' && STAFF_AREA.test(o.path))
      .map((o) => areaOf(o.path));
    for (const a of accounts) {
      const meant = REACHES[a.role];
      expect(meant, `${a.role} has no line in REACHES`).toBeDefined();
      const expected = meant === 'every' ? [...new Set(every)] : [...(meant ?? [])];
      expect([...(reached.get(a.role) ?? [])].sort(), a.role).toEqual(expected.sort());
    }
    console.info(
      `permission matrix: ${accounts.length} accounts × ${guarded.length} routes,` +
        ` ${counts.refused} refused by permission, ${counts.noUnit} by having no unit,` +
        ` ${counts.reached} reached`,
    );
  });
});
