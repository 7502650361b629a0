/**
 * Permission helpers. "admin" passes every role check and
 * "*:*:*" every permission check. An empty value or an empty list is always false: the family
 * answers true for And([]), which silently grants access, and we do not.
 */
import { ALL_PERMISSION, SUPER_ROLE } from './constants.ts';

/**
 * Everything an enterprise account may ever do: its roles give it these at most, whatever they
 * were made to say, so no tick in the roles matrix can open staff work to a member unit.
 */
const ENTERPRISE = [
  'center:base:edit',
  'center:registration:edit',
  'member:application:apply',
  'member:change:apply',
  'member:transfer:apply',
  'member:fee:pay',
  'member:content:view',
  'train:registration:apply',
  'complaint:own:create',
  'file:own:upload',
  'report:own:submit',
] as const;

/** The association's own work, for staff accounts only. */
const STAFF = [
  'file:any:read',
  'report:statistics:view',
  'report:statistics:publish',
  'review:registration:audit',
  'review:application:audit',
  'review:council:approve',
  'review:payment:confirm',
  'review:change:audit',
  'review:transfer:audit',
  'review:training:audit',
  'content:item:edit',
  'content:item:publish',
  'notice:message:send',
  'system:config:query',
  'member:directory:view',
  'member:directory:export',
  'member:unit:erase',
  'governance:motion:view',
  'governance:motion:edit',
  'governance:survey:view',
  'governance:survey:edit',
  'system:audit:view',
  'complaint:inbox:handle',
  'system:user:manage',
  'system:role:manage',
  'system:session:manage',
  'system:dict:edit',
  'system:config:edit',
  'system:policy:edit',
] as const;

/** Every permission the product knows: guards, centre routes and roles name only these. */
export const PERMISSIONS = [...ENTERPRISE, ...STAFF] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const isPermission = (value: string): value is Permission =>
  (PERMISSIONS as readonly string[]).includes(value);

export const ENTERPRISE_PERMISSIONS: readonly Permission[] = ENTERPRISE;

/**
 * Permissions that govern the house itself (accounts, roles, sessions, the audit trail,
 * dictionaries, configuration): only the administrator grants them, or changes a role or an
 * account that holds one. The server refuses; the console does not offer.
 */
export const GOVERNING_PERMISSIONS: readonly string[] = [
  ALL_PERMISSION,
  'system:user:manage',
  'system:role:manage',
  'system:session:manage',
  'system:audit:view',
  'system:dict:edit',
  'system:config:edit',
  'system:policy:edit',
] satisfies readonly (Permission | typeof ALL_PERMISSION)[];

/**
 * The three separate duties (三员分立, GB/T 22239 level 2 and up): the system administrator keeps
 * accounts and configuration, the security administrator roles, permissions, sessions and the
 * security policies, the audit administrator reads the trail and nothing else. No role but the
 * installation's administrator (SUPER_ROLE) holds two of them (seeded roles: permissions.test.ts).
 */
export const DUTIES = {
  system: ['system:user:manage', 'system:config:edit', 'system:dict:edit'],
  security: ['system:role:manage', 'system:session:manage', 'system:policy:edit'],
  audit: ['system:audit:view'],
} as const satisfies Record<string, readonly Permission[]>;
export type Duty = keyof typeof DUTIES;

/** The duties a set of permissions reaches into. */
export const dutiesOf = (permissions: readonly string[]): Duty[] =>
  (Object.keys(DUTIES) as Duty[]).filter((d) =>
    DUTIES[d].some((p: string) => permissions.includes(p)),
  );

/** Whether any of `permissions` governs the house: only the administrator's to grant or change. */
export const governs = (permissions: readonly string[]) =>
  permissions.some((p) => GOVERNING_PERMISSIONS.includes(p));

/**
 * What an enterprise account may do before the secretariat has passed its registration, whatever
 * its roles say: see and correct its registration. No bookings, uploads or complaints.
 */
export const APPLICANT_PERMISSIONS: readonly Permission[] = ['center:registration:edit'];

export function hasPermi(userPerms: readonly string[], permission: string): boolean {
  if (!permission) return false;
  return userPerms.includes(ALL_PERMISSION) || userPerms.includes(permission);
}

export function hasPermiOr(userPerms: readonly string[], list: readonly string[]): boolean {
  return list.length > 0 && list.some((p) => hasPermi(userPerms, p));
}

export function hasPermiAnd(userPerms: readonly string[], list: readonly string[]): boolean {
  return list.length > 0 && list.every((p) => hasPermi(userPerms, p));
}

export function hasRole(userRoles: readonly string[], role: string): boolean {
  if (!role) return false;
  return userRoles.includes(SUPER_ROLE) || userRoles.includes(role);
}

export function hasRoleOr(userRoles: readonly string[], list: readonly string[]): boolean {
  return list.length > 0 && list.some((r) => hasRole(userRoles, r));
}

export function hasRoleAnd(userRoles: readonly string[], list: readonly string[]): boolean {
  return list.length > 0 && list.every((r) => hasRole(userRoles, r));
}

/** Guard for the element-removing directive: an empty value is a developer mistake, said loudly. */
export function assertNonEmpty(
  kind: 'permission' | 'role',
  value: readonly string[] | string,
): void {
  const list = Array.isArray(value) ? value : [value];
  if (list.length === 0 || list.some((v) => !v)) {
    throw new Error(
      `Please set the ${kind} value, for example v-has${kind === 'role' ? 'Role="[\'admin\']"' : 'Permi="[\'system:user:add\']"'}`,
    );
  }
}

export interface RouteRule {
  permissions?: readonly string[];
  roles?: readonly string[];
}

/** A route entry that names permissions or roles is kept only when passed; one naming neither stays. */
export function routeAllowed(
  rule: RouteRule,
  user: { roles: readonly string[]; permissions: readonly string[] },
): boolean {
  if (rule.permissions?.length) return hasPermiOr(user.permissions, rule.permissions);
  if (rule.roles?.length) return hasRoleOr(user.roles, rule.roles);
  return true;
}
