/** The privacy notice, its versions, and each account's consents (PIPL arts. 13–17, 29). */
import { z } from 'zod';
import { CONSENT_KINDS, OPTIONAL_CONSENTS } from '#shared/privacy.ts';

const noticeText = z
  .string()
  .trim()
  .min(20, { error: 'validation.privacy.tooShort' })
  .max(50_000, { error: 'validation.privacy.tooLong' });

export const noticeBody = z.object({ bodyZh: noticeText, bodyEn: noticeText });
export type NoticeBody = z.infer<typeof noticeBody>;

/** One version of the notice: plain text, paragraphs apart by an empty line. */
export const privacyNotice = z.object({
  version: z.number().int(),
  bodyZh: z.string(),
  bodyEn: z.string(),
  publishedAt: z.string(),
});
export type PrivacyNotice = z.infer<typeof privacyNotice>;

export const noticeVersion = privacyNotice.extend({
  publishedBy: z.string().nullable(),
  /** Accounts that have agreed to this version. */
  agreed: z.number().int(),
});

export const consentRecord = z.object({
  kind: z.enum(CONSENT_KINDS),
  version: z.number().int(),
  granted: z.boolean(),
  at: z.string(),
  ip: z.string(),
});

/** The signed-in account's standing: what it agreed to, its optional consents, its records. */
export const myConsents = z.object({
  currentVersion: z.number().int().nullable(),
  agreedVersion: z.number().int().nullable(),
  /** No agreement to the version in force: every other call is refused until it is given. */
  needed: z.boolean(),
  optional: z.object({ marketingEmail: z.boolean(), marketingSms: z.boolean() }),
  records: z.array(consentRecord),
});
export type MyConsents = z.infer<typeof myConsents>;

export const optionalList = z.array(z.enum(OPTIONAL_CONSENTS)).max(OPTIONAL_CONSENTS.length);

export const agreeBody = z.object({
  /** The version the reader was shown: agreeing to an older one is refused. */
  version: z
    .number({ error: 'validation.privacy.consent' })
    .int()
    .positive({ error: 'validation.privacy.consent' }),
  optional: optionalList.optional(),
});

export const optionalBody = z.object({
  kind: z.enum(OPTIONAL_CONSENTS),
  granted: z.boolean(),
});
