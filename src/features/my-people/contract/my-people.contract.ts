/**
 * A member unit's people on one page: every personal field the association holds about them,
 * grouped per person, and what the unit may correct itself. Names that define the membership
 * (the legal representative, the enterprise contact and its phone) stay with the change request,
 * which the secretariat and the council review.
 */
import { z } from 'zod';
import * as F from '#shared/schemas/fields.ts';
import { dataOf } from '#shared/schemas/envelope.ts';
import { optional, required } from '#shared/schemas/form.ts';
import { version } from '#shared/schemas/params.ts';

export const PERSON_KINDS = [
  'registered',
  'legalRepresentative',
  'enterpriseContact',
  'account',
] as const;
export type PersonKind = (typeof PERSON_KINDS)[number];

/** How a field is corrected: here, through the change request, or not at all by the unit. */
export const CORRECTION_WAYS = ['direct', 'changeRequest', 'fixed'] as const;

export const personField = z.object({
  name: z.string(),
  value: z.string().nullable(),
  way: z.enum(CORRECTION_WAYS),
});

export const person = z.object({
  kind: z.enum(PERSON_KINDS),
  /** The account's id, for an account; null for the people held in the unit's information. */
  accountId: z.number().nullable(),
  /** May the caller correct this person's direct fields? */
  editable: z.boolean(),
  fields: z.array(personField),
});
export type Person = z.infer<typeof person>;

export const myPeople = z.object({
  /** The enterprise information's version (0: not filled in yet), sent back with a correction. */
  profileVersion: z.number(),
  people: z.array(person),
});
export type MyPeople = z.infer<typeof myPeople>;
export const myPeopleResponse = dataOf(myPeople);

const landline = optional(20).refine((v) => v === '' || F.LANDLINE_PATTERN.test(v), {
  error: 'validation.phone.invalid',
});

/**
 * The unit's own contact data: the registered contact's name and email (as registration checks
 * them) and, once the enterprise information is filled in, the legal representative's contact
 * and the contact's landline, email and QQ/WeChat (as that form checks them, the email as
 * registration does).
 */
export const unitContactsBody = z.object({
  contactPerson: F.contactPerson,
  email: F.email,
  legalContact: optional(50),
  landline,
  contactEmail: F.optionalEmail,
  qqWechat: optional(50),
  profileVersion: version,
});
export type UnitContactsBody = z.infer<typeof unitContactsBody>;

/** An account's own name, phone and email, as registration checks them; a new phone needs its code. */
export const accountBody = z.object({
  nickName: required(30),
  phone: F.mobile,
  email: F.email,
  /** Needed only when the phone changes. */
  smsCode: z.string().trim().max(12).optional().default(''),
});
export type AccountBody = z.infer<typeof accountBody>;
