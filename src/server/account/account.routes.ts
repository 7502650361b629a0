/** Registration, phone codes and passwords (SPEC §2 /register, /forgot-password, /update-password). */
import * as S from '../../shared/schemas/auth.ts';
import { envelope } from '../../shared/schemas/envelope.ts';
import { jsonRoute } from '../http/openapi.ts';
import { requireAuth } from '../auth/guard.ts';

const tags = ['account'];

export const register = jsonRoute({
  method: 'post', path: '/register', tags, auth: false,
  summary: 'Register a member unit; it stays under review until the secretariat decides',
  body: S.registerBody, response: envelope,
});

export const sendSms = jsonRoute({
  method: 'post', path: '/sms/code', tags, auth: false,
  summary: 'Send a phone code (needs the graphic captcha when it is on); one a minute per phone',
  body: S.smsSendBody, response: S.smsSendResponse,
});

export const forgotVerify = jsonRoute({
  method: 'post', path: '/password/forgot/verify', tags, auth: false,
  summary: 'Forgot password step 2: unit name, phone and phone code give a 10-minute reset ticket',
  body: S.forgotVerifyBody, response: S.forgotVerifyResponse,
});

export const forgotReset = jsonRoute({
  method: 'post', path: '/password/forgot/reset', tags, auth: false,
  summary: 'Forgot password step 3: set the new password with the ticket; every session ends',
  body: S.forgotResetBody, response: envelope,
});

export const updatePassword = jsonRoute({
  method: 'put', path: '/system/user/profile/updatePwd', tags, middleware: [requireAuth],
  summary: 'Change the password of the signed-in user; other sessions end',
  body: S.updatePasswordBody, response: envelope,
});
