/** The proofs every sign-in form asks for: the captcha picture and a code sent to a phone. */
import type { z } from 'zod';
import type * as S from '#shared/schemas/auth.ts';
import { api } from './client.ts';
import { unwrap } from './unwrap.ts';

export const fetchCaptcha = async () => unwrap(await api().GET('/captchaImage'));

export const sendSmsCode = async (body: z.input<typeof S.smsSendBody>) =>
  unwrap(await api().POST('/sms/code', { body }));
