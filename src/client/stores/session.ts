/**
 * The session: the token in the Site-Token cookie, the user, roles and permissions in memory.
 * Signing out clears all of it.
 */
import { atom } from 'nanostores';
import { TOKEN_COOKIE } from '#shared/constants.ts';
import type { GetInfoResponse } from '#shared/schemas/auth.ts';
import { dropCookie, readCookie, writeCookie } from './cookies.ts';

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
  return readCookie(TOKEN_COOKIE);
}

/**
 * The token a call carries: the cookie as it is now, shared by every tab, so signing in again in
 * one tab lets the others save (as RuoYi's getToken() does); what this tab read at its start
 * stands in where there is no cookie jar.
 */
export function currentToken(): string | undefined {
  return typeof document === 'undefined' ? $session.get().token : readToken();
}

/** A new sign-in: who it is is learnt afresh (the page may have known another account). */
export function saveToken(token: string): void {
  writeCookie(TOKEN_COOKIE, token);
  $session.set({ ...EMPTY, token });
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
  if (typeof document !== 'undefined') dropCookie(TOKEN_COOKIE);
  $session.set({ ...EMPTY });
}
