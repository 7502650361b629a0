/** Registration, phone codes and passwords. */
import { createRoute } from '@hono/zod-openapi';
import * as S from '#shared/schemas/auth.ts';
import { dataOf, envelope } from '#shared/schemas/envelope.ts';
import { passwordPolicy } from '#shared/schemas/password-policy.ts';
import { bearer, jsonBody, jsonResponses } from '#server/http/openapi.ts';
import { requireAuth } from '#server/auth/guard.ts';

const tags = ['account'];

export const register = createRoute({
  method: 'post',
  path: '/register',
  tags,
  summary: 'Register a member unit; it stays under review until the secretariat decides',
  request: { body: jsonBody(S.registerBody) },
  responses: jsonResponses(envelope),
});

export const sendSms = createRoute({
  method: 'post',
  path: '/sms/code',
  tags,
  summary: 'Send a phone code (needs the graphic captcha when it is on); one a minute per phone',
  request: { body: jsonBody(S.smsSendBody) },
  responses: jsonResponses(S.smsSendResponse),
});

export const forgotVerify = createRoute({
  method: 'post',
  path: '/password/forgot/verify',
  tags,
  summary: 'Forgot password step 2: unit name, phone and phone code give a 10-minute reset ticket',
  request: { body: jsonBody(S.forgotVerifyBody) },
  responses: jsonResponses(S.forgotVerifyResponse),
});

export const forgotReset = createRoute({
  method: 'post',
  path: '/password/forgot/reset',
  tags,
  summary: 'Forgot password step 3: set the new password with the ticket; every session ends',
  request: { body: jsonBody(S.forgotResetBody) },
  responses: jsonResponses(envelope),
});

export const unlockLogin = createRoute({
  method: 'post',
  path: '/login/unlock',
  tags,
  summary:
    'Lift every wait wrong passwords put on an account: account name, its phone and an unlock code',
  request: { body: jsonBody(S.unlockBody) },
  responses: jsonResponses(envelope),
});

export const updatePassword = createRoute({
  method: 'put',
  path: '/system/user/profile/updatePwd',
  tags,
  security: bearer,
  middleware: [requireAuth] as const,
  summary: 'Change the password of the signed-in user; other sessions end',
  request: { body: jsonBody(S.updatePasswordBody) },
  responses: jsonResponses(envelope),
});

export const passwordRules = createRoute({
  method: 'get',
  path: '/password/policy',
  tags,
  summary: 'The password rules in force, for the forms that set a password to show',
  responses: jsonResponses(dataOf(passwordPolicy)),
});
