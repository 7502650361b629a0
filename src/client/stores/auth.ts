/**
 * Session actions (logic lives in stores; islands only render). Each returns the server's data
 * or throws ApiError with the reader's message and per-field errors.
 */
import type { z } from 'zod';
import type * as S from '#shared/schemas/auth.ts';
import { localePath, loginUrl, safeRedirect } from '#shared/routes.ts';
import { api } from '../client.ts';
import { QUIET_HEADER } from '../middleware/response.ts';
import { $locale } from './locale.ts';
import { $session, clearSession, saveToken, setInfo, setRoutes } from './session.ts';
import { flash } from './feedback.ts';

export async function fetchCaptcha() {
  const { data } = await api.GET('/captchaImage');
  return data!;
}

export async function login(body: z.input<typeof S.loginBody>) {
  const { data } = await api.POST('/login', { body });
  saveToken(data!.token);
  await loadInfo();
}

/** Token present but no user yet: fetch who we are (SPEC §4). Quiet: the caller decides what to show. */
export async function loadInfo(opts: { quiet?: boolean } = {}) {
  const { data } = await api.GET(
    '/getInfo',
    opts.quiet ? { headers: { [QUIET_HEADER]: '1' } } : {},
  );
  setInfo(data!);
  return data!;
}

export async function logout(): Promise<void> {
  try {
    await api.POST('/logout', { headers: { [QUIET_HEADER]: '1' } });
  } catch {
    /* the token is dropped locally whatever the server said */
  }
  clearSession();
  location.href = localePath($locale.get(), '/index');
}

/** The centre routes this user may open (SPEC §7 /getSiteRouters). */
export async function loadRoutes() {
  const { data } = await api.GET('/getSiteRouters', { headers: { [QUIET_HEADER]: '1' } });
  setRoutes(data!.data[0]?.children ?? []);
}

/**
 * Route guard for pages that need a session (REFERENCE "Route guard"): no token → login with the
 * full path as redirect; token without user → getInfo, then the site routes; failure → log out,
 * go to root and say why there.
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
    clearSession();
    flash((err as Error).message);
    location.href = localePath($locale.get(), '/');
    return false;
  }
}

/** Where to go after login: the redirect parameter when it stays on this site, else home (as the family does). */
export function afterLoginTarget(search: string): string {
  const redirect = new URLSearchParams(search).get('redirect');
  return safeRedirect(redirect, localePath($locale.get(), '/index'));
}

export async function sendSmsCode(body: z.input<typeof S.smsSendBody>) {
  const { data } = await api.POST('/sms/code', { body });
  return data!;
}

export async function register(body: z.input<typeof S.registerBody>) {
  const { data } = await api.POST('/register', { body });
  return data!;
}

export async function forgotVerify(body: z.input<typeof S.forgotVerifyBody>) {
  const { data } = await api.POST('/password/forgot/verify', { body });
  return data!.data.ticket;
}

export async function forgotReset(body: z.input<typeof S.forgotResetBody>) {
  const { data } = await api.POST('/password/forgot/reset', { body });
  return data!;
}

/** Lifts the waits wrong passwords put on an account (its phone code proves the owner). */
export async function unlockLogin(body: z.input<typeof S.unlockBody>) {
  const { data } = await api.POST('/login/unlock', { body });
  return data!;
}

export async function updatePassword(body: z.input<typeof S.updatePasswordBody>) {
  const { data } = await api.PUT('/system/user/profile/updatePwd', { body });
  return data!;
}
