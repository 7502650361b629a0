import { describe, expect, it } from 'vitest';
import * as P from './permissions.ts';

describe('permission helpers', () => {
  const perms = ['system:user:add', 'system:user:edit'];
  it('hasPermi: exact match, the wildcard, and never an empty value', () => {
    expect(P.hasPermi(perms, 'system:user:add')).toBe(true);
    expect(P.hasPermi(perms, 'system:user:remove')).toBe(false);
    expect(P.hasPermi(['*:*:*'], 'anything:at:all')).toBe(true);
    expect(P.hasPermi(['*:*:*'], '')).toBe(false);
  });
  it('Or is some, And is every; both refuse an empty list (the family grants And([]))', () => {
    expect(P.hasPermiOr(perms, ['x', 'system:user:edit'])).toBe(true);
    expect(P.hasPermiOr(perms, ['x', 'y'])).toBe(false);
    expect(P.hasPermiAnd(perms, ['system:user:add', 'system:user:edit'])).toBe(true);
    expect(P.hasPermiAnd(perms, ['system:user:add', 'x'])).toBe(false);
    expect(P.hasPermiOr(perms, [])).toBe(false);
    expect(P.hasPermiAnd(perms, [])).toBe(false);
    expect(P.hasRoleAnd(['admin'], [])).toBe(false);
  });
  it('hasRole: admin passes any role check, empty never passes', () => {
    expect(P.hasRole(['admin'], 'council')).toBe(true);
    expect(P.hasRole(['secretariat'], 'council')).toBe(false);
    expect(P.hasRole(['council'], '')).toBe(false);
    expect(P.hasRoleOr(['council'], ['secretariat', 'council'])).toBe(true);
    expect(P.hasRoleAnd(['council'], ['secretariat', 'council'])).toBe(false);
  });
  it('the element-removing directive refuses an empty value loudly', () => {
    expect(() => P.assertNonEmpty('permission', [])).toThrow(/permission/);
    expect(() => P.assertNonEmpty('role', '')).toThrow(/role/);
    expect(() => P.assertNonEmpty('role', ['admin'])).not.toThrow();
  });
  it('route entries: naming neither stays, naming some is kept only when passed', () => {
    const user = { roles: ['enterprise'], permissions: ['center:base:edit'] };
    expect(P.routeAllowed({}, user)).toBe(true);
    expect(P.routeAllowed({ permissions: ['center:base:edit'] }, user)).toBe(true);
    expect(P.routeAllowed({ permissions: ['review:council:approve'] }, user)).toBe(false);
    expect(P.routeAllowed({ roles: ['council'] }, user)).toBe(false);
  });
});

describe('the permission vocabulary', () => {
  it('demo roles and centre routes name only known permissions', async () => {
    const { readFileSync } = await import('node:fs');
    const { CENTER_ROUTES } = await import('./center-routes.ts');
    const roles = JSON.parse(
      readFileSync(new URL('../../content/demo/roles.json', import.meta.url), 'utf8'),
    ) as { roleKey: string; permissions: string[] }[];
    const named = [
      ...roles.flatMap((r) => r.permissions.filter((p) => p !== '*:*:*')),
      ...CENTER_ROUTES.flatMap((r) => r.permissions ?? []),
    ];
    expect(named.filter((p) => !P.isPermission(p))).toEqual([]);
  });
});
