/**
 * The session: the token in the Site-Token cookie, the user, roles and permissions in memory.
 * Signing out clears all of it.
 */
import { atom } from 'nanostores';
import { TOKEN_COOKIE } from '#shared/constants.ts';
import type { GetInfoResponse } from '#shared/schemas/auth.ts';

export interface SiteRoute {
  path: string;
  meta: { title: string; titleKey: string; group: string; coloured: boolean };
}

export interface SessionState {
  token: string | undefined;
  user: GetInfoResponse['user'] | undefined;
  roles: string[];
  permissions: string[];
  /** Centre routes from /getSiteRouters, once loaded. */
  routes: SiteRoute[];
}

const EMPTY: SessionState = {
  token: undefined,
  user: undefined,
  roles: [],
  permissions: [],
  routes: [],
};
export const $session = atom<SessionState>({ ...EMPTY, token: readToken() });

export function readToken(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${TOKEN_COOKIE}=`));
  return match ? decodeURIComponent(match.slice(TOKEN_COOKIE.length + 1)) || undefined : undefined;
}

export function saveToken(token: string): void {
  const secure =
    typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; Path=/; SameSite=Lax${secure}`;
  $session.set({ ...$session.get(), token });
}

export function setInfo(info: Pick<GetInfoResponse, 'user' | 'roles' | 'permissions'>): void {
  $session.set({
    ...$session.get(),
    user: info.user,
    roles: info.roles,
    permissions: info.permissions,
  });
}

export function setRoutes(routes: SiteRoute[]): void {
  $session.set({ ...$session.get(), routes });
}

export function clearSession(): void {
  if (typeof document !== 'undefined')
    document.cookie = `${TOKEN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  $session.set({ ...EMPTY });
}
