/**
 * A member list kept in a spreadsheet, brought in by the secretariat: the template's columns, and
 * what an import answers (units made, units already here, the setup links to hand out).
 */
import { z } from 'zod';
import { dataOf } from '#shared/schemas/envelope.ts';

/** The template's columns, in order; their bilingual headers are `memberList.col.<column>`. */
export const MEMBER_LIST_COLUMNS = [
  'unitName',
  'taxId',
  'contactPerson',
  'phone',
  'email',
  'userType',
  'memberSince',
  'memberUntil',
  'lastFeePaid',
] as const;
export type MemberListColumn = (typeof MEMBER_LIST_COLUMNS)[number];

/** The enterprise user types a list may give (01 enterprise … 06 supervisor unit), by code or name. */
export const MEMBER_LIST_USER_TYPES = {
  '01': ['企业用户', 'Enterprise'],
  '02': ['会员单位', 'Member unit'],
  '03': ['会长单位', 'President unit'],
  '04': ['副会长单位', 'Vice-president unit'],
  '05': ['理事单位', 'Council unit'],
  '06': ['监事单位', 'Supervisor unit'],
} as const;
export type MemberListUserType = keyof typeof MEMBER_LIST_USER_TYPES;

/** How a setup link reaches the unit: by text message to its phone, or by the secretariat's hand. */
export const SETUP_DELIVERY = ['sms', 'list'] as const;
export const memberListSetupLink = z.object({
  row: z.number(),
  unitName: z.string(),
  userName: z.string(),
  phone: z.string(),
  /** The one-time link's path (`/forgot-password#ticket=…`); empty when it went by text message. */
  setupPath: z.string(),
  expiresAt: z.string(),
  sentBySms: z.boolean(),
});

export const memberListResult = dataOf(
  z.object({
    rows: z.number(),
    created: z.number(),
    /** Rows whose tax ID was brought in before: left as they are. */
    alreadyHere: z.number(),
    /** True when the file brought nothing new (the same file sent again). */
    unchanged: z.boolean(),
    setupLinks: z.array(memberListSetupLink),
  }),
);
