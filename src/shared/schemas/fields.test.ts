import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { useTranslations } from '#i18n/index.ts';
import { loginBody, registerBody, updatePasswordBody } from '#shared/schemas/auth.ts';
import { LANDLINE_PATTERN, MOBILE_PATTERN, passwordClassCount } from './fields.ts';

/** First message per field, in the given language. */
function messages(
  schema: z.ZodType,
  value: unknown,
  locale: 'zh' | 'en' = 'zh',
): Record<string, string> {
  const t = useTranslations(locale);
  const result = schema.safeParse(value);
  const out: Record<string, string> = {};
  if (!result.success) for (const i of result.error.issues) out[i.path.join('.')] ??= t(i.message);
  return out;
}

const validRegistration = {
  unitName: '华东制药装备股份有限公司',
  taxId: '91350100M000100Y43',
  contactPerson: '张伟',
  email: 'a@b.cn',
  phone: '13800000001',
  password: 'Abc123',
  confirmPassword: 'Abc123',
  smsCode: '123456',
  privacyVersion: 1,
};

describe('login rules', () => {
  it('requires username 2–200 and password 6–64, trimming the username', () => {
    expect(messages(loginBody, { username: '', password: '' })).toEqual({
      username: '请输入您的账号',
      password: '请输入您的密码',
    });
    expect(messages(loginBody, { username: ' a ', password: '12345' })).toEqual({
      username: '账号长度必须介于 2 和 200 之间',
      password: '密码长度必须介于 6 和 64 之间',
    });
    expect(
      messages(loginBody, { username: 'x'.repeat(201), password: '1'.repeat(65) }, 'en'),
    ).toEqual({
      username: 'The account must be 2 to 200 characters',
      password: 'The password must be 6 to 64 characters',
    });
    const ok = loginBody.parse({ username: '  admin  ', password: '123456' });
    expect(ok.username).toBe('admin');
  });
});

describe('registration rules', () => {
  it('accepts a complete, valid form', () => {
    expect(messages(registerBody, validRegistration)).toEqual({});
  });
  it('says what is missing, field by field, in both languages', () => {
    const empty = Object.fromEntries(Object.keys(validRegistration).map((k) => [k, '']));
    expect(messages(registerBody, empty)).toEqual({
      unitName: '请输入单位名称',
      taxId: '请输入统一社会信用代码',
      contactPerson: '请输入联系人',
      email: '请输入电子邮箱',
      phone: '请输入手机号码',
      password: '请输入您的密码',
      confirmPassword: '请输入您的密码',
      smsCode: '请输入短信验证码',
      privacyVersion: '请阅读并同意隐私政策',
    });
    expect(messages(registerBody, empty, 'en').taxId).toBe(
      'Please enter the unified social credit code',
    );
  });
  it('checks tax ID, email, phone, code and lengths', () => {
    const bad = {
      ...validRegistration,
      unitName: '华',
      taxId: '91350100M000100Y44',
      email: 'a@b',
      phone: '12800000001',
      smsCode: '12ab56',
      contactPerson: 'x'.repeat(201),
    };
    expect(messages(registerBody, bad)).toEqual({
      unitName: '单位名称长度必须介于 2 和 200 之间',
      taxId: '统一社会信用代码格式不正确',
      email: '请输入正确的邮箱地址',
      phone: '请输入正确的手机号码',
      smsCode: '短信验证码为 6 位数字',
      contactPerson: '联系人长度必须介于 1 和 200 之间',
    });
  });
  it('needs two character classes and the same password twice', () => {
    expect(
      messages(registerBody, {
        ...validRegistration,
        password: 'abcdef',
        confirmPassword: 'abcdef',
      }).password,
    ).toBe('密码须包含大写字母、小写字母、数字、特殊符号中的至少两种');
    expect(
      messages(registerBody, { ...validRegistration, confirmPassword: 'Abc1234' }, 'en'),
    ).toEqual({
      confirmPassword: 'The password entered twice is inconsistent',
    });
    expect(passwordClassCount('abc!@#')).toBe(2);
    expect(passwordClassCount('ABCDEF')).toBe(1);
  });
  it('upper-cases the tax ID it keeps', () => {
    expect(registerBody.parse({ ...validRegistration, taxId: '91350100m000100y43' }).taxId).toBe(
      '91350100M000100Y43',
    );
  });
});

describe('password change', () => {
  it('checks the new password and its confirmation', () => {
    expect(
      messages(updatePasswordBody, {
        oldPassword: 'Old123',
        password: 'new12',
        confirmPassword: 'new12',
      }),
    ).toEqual({
      password: '密码长度必须介于 6 和 64 之间',
      confirmPassword: '密码长度必须介于 6 和 64 之间',
    });
  });
});

describe('phone patterns', () => {
  it('mobile: 11 digits, 1 then 3–9', () => {
    expect(MOBILE_PATTERN.test('13912345678')).toBe(true);
    expect(MOBILE_PATTERN.test('12912345678')).toBe(false);
    expect(MOBILE_PATTERN.test('1391234567')).toBe(false);
  });
  it('landline: optional area code in brackets or with a hyphen, then 7–14 digits', () => {
    for (const ok of ['(010)64398800', '010-64398800', '64398800', '1234567'])
      expect(LANDLINE_PATTERN.test(ok)).toBe(true);
    for (const bad of ['010-123', '(010-64398800', 'tel64398800', '123456789012345'])
      expect(LANDLINE_PATTERN.test(bad)).toBe(false);
  });
});
