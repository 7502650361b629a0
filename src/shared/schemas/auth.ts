/** Request and response shapes of login, registration and password flows. */
import { z } from 'zod';
import { MEMBER_STANDINGS } from '#shared/vocabulary.ts';
import * as F from '#shared/schemas/fields.ts';
import { envelope } from '#shared/schemas/envelope.ts';
import { OPTIONAL_CONSENTS } from '#shared/privacy.ts';

export const loginBody = z.object({
  username: F.username,
  password: F.loginPassword,
  /** Graphic captcha; the server requires it whenever the captcha is enabled. */
  code: z.string().trim().max(16).optional(),
  uuid: F.uuid,
});

export const loginResponse = envelope.extend({ token: z.string() });

export const captchaResponse = envelope.extend({
  captchaEnabled: z.boolean(),
  uuid: z.string().optional(),
  /** Base64 PNG without a data: prefix, as the family's clients expect. */
  img: z.string().optional(),
});

function confirmed<
  T extends z.ZodObject<{ password: z.ZodType<string>; confirmPassword: z.ZodType<string> }>,
>(schema: T) {
  return schema.refine((v) => v.confirmPassword === v.password, {
    path: ['confirmPassword'],
    error: 'validation.password.mismatch',
  });
}

/** Registration. The graphic captcha guards the phone-code request; the phone code proves both here. */
export const registerBody = confirmed(
  z.object({
    unitName: F.unitName,
    taxId: F.taxId,
    contactPerson: F.contactPerson,
    email: F.email,
    phone: F.mobile,
    password: F.newPassword,
    confirmPassword: F.newPassword,
    smsCode: F.smsCode,
    /** The version of the privacy notice the form showed and the reader agreed to. */
    privacyVersion: z
      .number({ error: 'validation.privacy.consent' })
      .int()
      .positive({ error: 'validation.privacy.consent' }),
    optionalConsents: z.array(z.enum(OPTIONAL_CONSENTS)).max(OPTIONAL_CONSENTS.length).optional(),
  }),
);
export type RegisterBody = z.infer<typeof registerBody>;

/** Registration, forgotten password, and lifting the wait wrong passwords put on a login. */
export const SMS_PURPOSES = ['register', 'reset', 'unlock'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

export const smsSendBody = z.object({
  phone: F.mobile,
  purpose: z.enum(SMS_PURPOSES),
  /** For reset and unlock: the account; a code goes out only when it owns the phone (the answer is the same). */
  username: z.string().trim().max(200).optional(),
  code: z.string().trim().max(16).optional(),
  uuid: F.uuid,
});
export const smsSendResponse = envelope.extend({
  data: z.object({ resendAfterSeconds: z.number() }),
});

export const forgotVerifyBody = z.object({
  username: F.unitName,
  phone: F.mobile,
  smsCode: F.smsCode,
});
export const forgotVerifyResponse = envelope.extend({ data: z.object({ ticket: z.string() }) });

/** Unlock: the account, its registered phone and the code sent there for 'unlock'. */
export const unlockBody = z.object({
  username: F.username,
  phone: F.mobile,
  smsCode: F.smsCode,
});

export const forgotResetBody = confirmed(
  z.object({
    ticket: z.string().min(1).max(200),
    password: F.newPassword,
    confirmPassword: F.newPassword,
  }),
);

export const updatePasswordBody = confirmed(
  z.object({
    oldPassword: F.loginPassword,
    password: F.newPassword,
    confirmPassword: F.newPassword,
  }),
);

export const userInfo = z.object({
  userId: z.number(),
  userName: z.string(),
  nickName: z.string(),
  deptId: z.number().nullable(),
  userType: z.string(),
  avatar: z.string(),
  enterpriseId: z.number().nullable(),
  /** Registration audit of the user's enterprise: 0 under review, 1 passed, 2 rejected. */
  auditStatus: z.string().nullable(),
  rejectReason: z.string().nullable(),
  isMember: z.boolean(),
  /** Where the unit stands with its term (null for staff and units that never were members). */
  memberStanding: z.enum(MEMBER_STANDINGS).nullable(),
});

export const getInfoResponse = envelope.extend({
  user: userInfo,
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
});
export type GetInfoResponse = z.infer<typeof getInfoResponse>;

/** Shown after sign-in: the sign-in before this one, and a password change the policy asks for. */
export const signInNoticeData = z.object({
  previous: z.object({ at: z.string(), ip: z.string() }).nullable(),
  passwordExpired: z.boolean(),
  maxAgeDays: z.number(),
});
