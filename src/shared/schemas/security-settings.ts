/**
 * The security settings the security administrator edits on the configuration page, each with its
 * rule and its default. A database made before a setting existed has no row for it: the default
 * applies, the page still lists it, and saving it writes the row.
 */
import { z } from 'zod';
import { DEFAULT_PASSWORD_POLICY, PASSWORD_POLICY_KEY, passwordPolicy } from './password-policy.ts';

export const SESSION_ABSOLUTE_KEY = 'sys.session.absoluteHours';
export const AUDIT_RETENTION_KEY = 'sys.audit.retentionDays';

/** A session ends this long after sign-in however active it is (NIST AAL2: 12 hours). */
export const DEFAULT_SESSION_ABSOLUTE_HOURS = 12;
/** 等保 asks that the trail be kept at least six months. */
export const MIN_AUDIT_RETENTION_DAYS = 180;

const wholeNumber = (min: number, max: number, error: string) =>
  z.string().refine((v) => /^\d{1,5}$/.test(v) && Number(v) >= min && Number(v) <= max, {
    error,
  });

const jsonOf = <T extends z.ZodType>(schema: T) =>
  z.string().refine(
    (text) => {
      try {
        return schema.safeParse(JSON.parse(text)).success;
      } catch {
        return false;
      }
    },
    { error: 'validation.settings.passwordPolicy' },
  );

export interface SecuritySetting {
  key: string;
  value: string;
  name: string;
  rule: z.ZodType<string>;
}

export const SECURITY_SETTINGS: readonly SecuritySetting[] = [
  {
    key: PASSWORD_POLICY_KEY,
    value: JSON.stringify(DEFAULT_PASSWORD_POLICY),
    name:
      '密码策略 (最少位数 8–64, 字符种类 1–4, 不得重复最近几次 0–24, 拒绝常见密码, 定期更换天数 0 为不要求)/ ' +
      'Password policy (fewest characters 8–64, kinds 1–4, last N not reused 0–24, refuse common, ' +
      'change every N days, 0 for never)',
    rule: jsonOf(passwordPolicy),
  },
  {
    key: SESSION_ABSOLUTE_KEY,
    value: String(DEFAULT_SESSION_ABSOLUTE_HOURS),
    name: '会话最长时长 (小时, 1–720, 活跃也到期)/ Longest session (hours, 1–720, even when active)',
    rule: wholeNumber(1, 720, 'validation.settings.sessionHours'),
  },
  {
    key: AUDIT_RETENTION_KEY,
    value: String(MIN_AUDIT_RETENTION_DAYS),
    name:
      '审计日志在线保留天数 (至少 180, 更早的归档到文件)/ ' +
      'Audit trail kept online (days, at least 180; older entries archived to a file)',
    rule: wholeNumber(MIN_AUDIT_RETENTION_DAYS, 3650, 'validation.settings.retentionDays'),
  },
];

/** A stored whole number, or the default when missing or not passing its rule. */
export function settingNumber(key: string, stored: string | null | undefined): number {
  const setting = SECURITY_SETTINGS.find((s) => s.key === key);
  if (!setting) throw new Error(`unknown setting ${key}`);
  const value = stored ?? setting.value;
  return Number(setting.rule.safeParse(value).success ? value : setting.value);
}
