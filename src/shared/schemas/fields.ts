/**
 * Field rules of the forms. Every message is an i18n key (src/i18n), so the server's answers and the
 * forms' hints are the same sentence in the reader's language.
 */
import { z } from 'zod';
import * as C from '../constants.ts';
import { isValidUscc } from '../uscc.ts';
import { isSafeLink } from '../links.ts';
import { normaliseName } from '../text.ts';

/** Mobile: 11 digits, 1 then 3–9. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
/** Landline: optional area code in brackets or with a hyphen, then 7–14 digits. */
export const LANDLINE_PATTERN = /^(?:\(\d{3,4}\)|\d{3,4}-)?\d{7,14}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function passwordClassCount(value: string): number {
  return [/[A-Z]/, /[a-z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(value)).length;
}

/** A required name with a length range, folded as people read it; 'required' comes first when empty. */
export function requiredText(field: string, min: number, max: number) {
  return z
    .string({ error: `validation.${field}.required` })
    .overwrite(normaliseName)
    .min(1, { error: `validation.${field}.required` })
    .refine((v) => v.length === 0 || (v.length >= min && v.length <= max), {
      error: `validation.${field}.length`,
    });
}

export const username = requiredText('username', C.USERNAME_MIN, C.USERNAME_MAX);
export const unitName = requiredText('unitName', C.UNIT_NAME_MIN, C.UNIT_NAME_MAX);
export const contactPerson = requiredText('contact', C.CONTACT_MIN, C.CONTACT_MAX);

/** Password as typed at login: required and 6–64 (no strength rule, so old passwords still work). */
export const loginPassword = z
  .string({ error: 'validation.password.required' })
  .min(1, { error: 'validation.password.required' })
  .refine((v) => v.length === 0 || (v.length >= C.PASSWORD_MIN && v.length <= C.PASSWORD_MAX), {
    error: 'validation.password.length',
  });

/**
 * A new password: 6–64 and at least two of upper, lower, digit, symbol. The password policy the
 * staff set (password-policy.ts) may ask more; the server checks it wherever a password is set.
 */
export const newPassword = loginPassword.refine(
  (v) => v.length < C.PASSWORD_MIN || v.length > C.PASSWORD_MAX || passwordClassCount(v) >= 2,
  { error: 'validation.password.strength' },
);

export const taxId = z
  .string({ error: 'validation.taxId.required' })
  .trim()
  .toUpperCase()
  .min(1, { error: 'validation.taxId.required' })
  .refine((v) => v.length === 0 || isValidUscc(v), { error: 'validation.taxId.invalid' });

export const email = z
  .string({ error: 'validation.email.required' })
  .trim()
  .min(1, { error: 'validation.email.required' })
  .refine((v) => v.length === 0 || (v.length <= 100 && EMAIL_PATTERN.test(v)), {
    error: 'validation.email.invalid',
  });

/** An email that may be left empty (a contact page's, a department's). */
export const optionalEmail = z
  .string()
  .trim()
  .max(100, { error: 'validation.tooLong' })
  .refine((v) => v.length === 0 || EMAIL_PATTERN.test(v), { error: 'validation.email.invalid' });

export const mobile = z
  .string({ error: 'validation.phone.required' })
  .trim()
  .min(1, { error: 'validation.phone.required' })
  .refine((v) => v.length === 0 || MOBILE_PATTERN.test(v), { error: 'validation.phone.invalid' });

/** A phone alone, as a code for registration is asked for. */
export const phoneOnly = z.object({ phone: mobile });

export const captchaCode = z
  .string({ error: 'validation.captcha.required' })
  .trim()
  .min(1, { error: 'validation.captcha.required' })
  .refine((v) => v.length === 0 || v.length === C.CAPTCHA_LENGTH, {
    error: 'validation.captcha.length',
  });

export const smsCode = z
  .string({ error: 'validation.smsCode.required' })
  .trim()
  .min(1, { error: 'validation.smsCode.required' })
  .refine((v) => v.length === 0 || new RegExp(`^\\d{${C.SMS_CODE_LENGTH}}$`).test(v), {
    error: 'validation.smsCode.invalid',
  });

export const uuid = z.string().trim().max(64).optional();

/** A link readers follow from a public page: http, https or mailto. */
export const safeLink = z
  .string({ error: 'validation.link.unsafe' })
  .trim()
  .max(500, { error: 'validation.tooLong' })
  .refine((v) => isSafeLink(v), { error: 'validation.link.unsafe' });
/** The same, optional: empty means no link. */
export const optionalSafeLink = z
  .string()
  .trim()
  .max(500, { error: 'validation.tooLong' })
  .refine((v) => v === '' || isSafeLink(v), { error: 'validation.link.unsafe' })
  .transform((v) => v || null)
  .nullish();
