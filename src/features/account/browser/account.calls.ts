/**
 * Account calls that leave the session as it is: registration, the forgotten-password steps,
 * unlocking a held login, changing the password (the captcha and phone codes: #client/auth.calls.ts).
 */
import type { z } from 'zod';
import type * as S from '#shared/schemas/auth.ts';
import { api } from '#client/client.ts';
import { unwrap } from '#client/unwrap.ts';

export const register = async (body: z.input<typeof S.registerBody>) =>
  unwrap(await api().POST('/register', { body }));

/** The phone code proves the owner; the answer is a ticket for the reset that follows. */
export const forgotVerify = async (body: z.input<typeof S.forgotVerifyBody>) =>
  unwrap(await api().POST('/password/forgot/verify', { body })).data.ticket;

export const forgotReset = async (body: z.input<typeof S.forgotResetBody>) =>
  unwrap(await api().POST('/password/forgot/reset', { body }));

/** Lifts the waits wrong passwords put on an account (its phone code proves the owner). */
export const unlockLogin = async (body: z.input<typeof S.unlockBody>) =>
  unwrap(await api().POST('/login/unlock', { body }));

/** The server ends the user's other sessions; this one goes on. */
export const updatePassword = async (body: z.input<typeof S.updatePasswordBody>) =>
  unwrap(await api().PUT('/system/user/profile/updatePwd', { body }));
