/** Dictionaries and configuration values, as the administrator edits them. */
import { z } from 'zod';
import { optional, required } from '#shared/schemas/form.ts';
import { feeAccount, feeSchedule } from '#features/fees/contract/fees.contract.ts';
import { memberTerm } from '#features/membership/contract/member-term.ts';
import { checkLimits, disclosureRule } from '#features/statistics/contract/statistics.contract.ts';
import { reportCalendar } from '#features/reports/contract/report-calendar.ts';
import { SECURITY_SETTINGS } from '#shared/schemas/security-settings.ts';

export const dictTypeName = z
  .string()
  .regex(/^[a-z][a-z0-9_]{1,49}$/, { error: 'validation.settings.dictType' });

const entry = z.object({
  value: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.-]{1,20}$/, { error: 'validation.settings.dictValue' }),
  label: required(50),
  labelEn: optional(100),
  sort: z.coerce.number().int().min(0).max(9999).default(0),
});

export const dictEntries = z.object({
  entries: z
    .array(entry)
    .min(1, { error: 'validation.settings.dictEmpty' })
    .max(200)
    .refine((list) => new Set(list.map((e) => e.value)).size === list.length, {
      error: 'validation.settings.dictDuplicate',
    }),
});

const json = <T extends z.ZodType>(schema: T) =>
  z.string().refine(
    (text) => {
      try {
        return schema.safeParse(JSON.parse(text)).success;
      } catch {
        return false;
      }
    },
    { error: 'validation.settings.json' },
  );
const onOff = z.enum(['true', 'false'], { error: 'validation.settings.onOff' });

/** Keys whose values something reads: each has its own rule; any other key is short text. */
export const CONFIG_RULES: Record<string, z.ZodType<string>> = {
  'sys.account.captchaEnabled': onOff,
  'sys.account.registerUser': onOff,
  'sys.fee.schedule': json(feeSchedule),
  'sys.fee.account': json(feeAccount),
  'sys.member.term': json(memberTerm),
  'sys.stat.disclosure': json(disclosureRule),
  'sys.stat.checks': json(checkLimits),
  'sys.stat.calendar': json(reportCalendar),
  ...Object.fromEntries(SECURITY_SETTINGS.map((s) => [s.key, s.rule])),
};
export const configValue = z.object({
  value: z.string().max(2000, { error: 'validation.tooLong' }),
});
