/** Sign-in, sign-out and who-am-I. */
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  captchaResponse,
  getInfoResponse,
  loginBody,
  loginResponse,
  signInNoticeData,
} from '#shared/schemas/auth.ts';
import { dataOf, envelope } from '#shared/schemas/envelope.ts';
import { bearer, jsonBody, jsonResponses } from '#server/http/openapi.ts';
import { requireAuth } from '#server/auth/guard.ts';

const tags = ['auth'];

export const captchaImage = createRoute({
  method: 'get',
  path: '/captchaImage',
  tags,
  summary: 'A graphic captcha (base64 PNG) and its uuid; answers live 2 minutes and are used once',
  responses: jsonResponses(captchaResponse),
});

export const login = createRoute({
  method: 'post',
  path: '/login',
  tags,
  summary:
    'Sign in; wrong passwords make the sending address (and, from many, the account) wait longer',
  request: { body: jsonBody(loginBody) },
  responses: jsonResponses(loginResponse),
});

export const logout = createRoute({
  method: 'post',
  path: '/logout',
  tags,
  summary: 'Revoke the bearer token (succeeds without one too)',
  responses: jsonResponses(envelope),
});

export const getInfo = createRoute({
  method: 'get',
  path: '/getInfo',
  tags,
  security: bearer,
  middleware: [requireAuth] as const,
  summary: 'The signed-in user, roles (ROLE_DEFAULT when none) and permissions',
  responses: jsonResponses(getInfoResponse),
});

export const changeLanguage = createRoute({
  method: 'get',
  path: '/changeLanguages',
  tags,
  summary: 'Remember the reader language in the language cookie',
  request: { query: z.object({ lang: z.enum(['zh', 'en']) }) },
  responses: jsonResponses(envelope),
});

export const signInNotice = createRoute({
  method: 'get',
  path: '/account/sign-in-notice',
  tags,
  security: bearer,
  middleware: [requireAuth] as const,
  summary: 'The previous sign-in (time and address) and whether a new password is due',
  responses: jsonResponses(dataOf(signInNoticeData)),
});
