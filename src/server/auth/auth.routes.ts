/** Sign-in, sign-out and who-am-I (SPEC §7). */
import { z } from 'zod';
import { captchaResponse, getInfoResponse, loginBody, loginResponse } from '../../shared/schemas/auth.ts';
import { envelope } from '../../shared/schemas/envelope.ts';
import { jsonRoute } from '../http/openapi.ts';
import { requireAuth } from './guard.ts';

const tags = ['auth'];

export const captchaImage = jsonRoute({
  method: 'get', path: '/captchaImage', tags, auth: false,
  summary: 'A graphic captcha (base64 SVG) and its uuid; answers live 2 minutes and are used once',
  response: captchaResponse,
});

export const login = jsonRoute({
  method: 'post', path: '/login', tags, auth: false,
  summary: 'Sign in; 5 failures lock the account name for 10 minutes',
  body: loginBody, response: loginResponse,
});

export const logout = jsonRoute({
  method: 'post', path: '/logout', tags, auth: false,
  summary: 'Revoke the bearer token (succeeds without one too)',
  response: envelope,
});

export const getInfo = jsonRoute({
  method: 'get', path: '/getInfo', tags, middleware: [requireAuth],
  summary: 'The signed-in user, roles (ROLE_DEFAULT when none) and permissions',
  response: getInfoResponse,
});

export const changeLanguage = jsonRoute({
  method: 'get', path: '/changeLanguages', tags, auth: false,
  summary: 'Remember the reader language in the language cookie',
  query: z.object({ lang: z.enum(['zh', 'en']) }),
  response: envelope,
});
