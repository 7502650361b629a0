/**
 * Actions that change the session: sign in, learn who is signed in and what they may open, sign
 * out, and the guard of pages that need a session. Each throws ApiError with the reader's message
 * and per-field errors when the server refuses. Calls that leave the session alone (registering,
 * a forgotten password) are the account feature's.
 */
import type { z } from 'zod';
import type * as S from '#shared/schemas/auth.ts';
import { localePath, loginUrl, safeRedirect } from '#shared/routes.ts';
import { api } from './client.ts';
import { ApiError } from './errors.ts';
import { unwrap } from './unwrap.ts';
import { QUIET_HEADER } from './middleware/response.ts';
import { $locale } from './stores/locale.ts';
import { $session, clearSession, saveToken, setInfo, setRoutes } from './stores/session.ts';
import { flash } from './stores/feedback.ts';

export async function login(body: z.input<typeof S.loginBody>) {
  saveToken(unwrap(await api().POST('/login', { body })).token);
  await loadInfo();
}

/**
 * Who is signed in: the user, roles and permissions, kept in the session. Quiet: the caller
 * decides what to show when it fails.
 */
export async function loadInfo(opts: { quiet?: boolean } = {}) {
  const info = unwrap(
    await api().GET('/getInfo', opts.quiet ? { headers: { [QUIET_HEADER]: '1' } } : {}),
  );
  setInfo(info);
  return info;
}

export async function logout(): Promise<void> {
  try {
    await api().POST('/logout', { headers: { [QUIET_HEADER]: '1' } });
  } catch {
    /* the token is dropped locally whatever the server said */
  }
  clearSession();
  location.href = localePath($locale.get(), '/index');
}

/** The centre pages this user may open; the header's popover and the side menu list them. */
export async function loadRoutes() {
  const answer = unwrap(await api().GET('/getSiteRouters', { headers: { [QUIET_HEADER]: '1' } }));
  setRoutes(answer.data[0]?.children ?? []);
}

/**
 * Guard of pages that need a session: no token → the login page, with the full path to come back
 * to; a token but no user yet → who is signed in, then the centre pages; when that fails → sign
 * out, go to the home page and say why there.
 */
export async function requireSession(): Promise<boolean> {
  const { token, user } = $session.get();
  if (!token) {
    location.href = loginUrl($locale.get(), location.pathname + location.search);
    return false;
  }
  if (user) return true;
  try {
    await loadInfo({ quiet: true });
    await loadRoutes();
    return true;
  } catch (err) {
    // A new privacy notice to agree to: the client is already on its way to it (client.ts),
    // still signed in; going home here would overtake that and sign the member out.
    if (err instanceof ApiError && err.body?.consentNeeded) return false;
    clearSession();
    flash((err as Error).message);
    location.href = localePath($locale.get(), '/');
    return false;
  }
}

/**
 * Where to go after login: the redirect parameter when it stays on this site; else staff (an
 * account without an enterprise) to the console, and enterprises to the home page.
 */
export function afterLoginTarget(search: string): string {
  const redirect = new URLSearchParams(search).get('redirect');
  const staff = $session.get().user?.enterpriseId === null;
  return safeRedirect(redirect, localePath($locale.get(), staff ? '/admin' : '/index'));
}
