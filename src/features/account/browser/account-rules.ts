/**
 * The sign-in pages' own checks, beside the shared schemas they build on. The forms load this file
 * as the reader starts to type (`() => import(...)`, see useForm's Rules): zod is as large as
 * the rest of a sign-in page's script.
 */
import { z } from 'zod';
import { forgotResetBody, loginBody, unlockBody } from '#shared/schemas/auth.ts';
import { captchaCode, mobile, smsCode, unitName, username } from '#shared/schemas/fields.ts';

export { forgotResetBody, loginBody, unlockBody };
export const loginWithCaptcha = loginBody.extend({ code: captchaCode });
export const forgotAccount = z.object({ username: unitName, phone: mobile });
export const forgotVerify = z.object({ smsCode });
export const unlockAccount = z.object({ username, phone: mobile });
