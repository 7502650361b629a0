/** Business constants (timeouts, paging, limits, defaults), shared by server, client and pages. */
/** The global the warm page renderer numbers its rounds in, so build-time reads start afresh. */
export const SITE_RENDER_ROUND = Symbol.for('site:renderRound');
/** The header the page builder sends its build token in, to read without the visitors' budget. */
export const SITE_BUILD_HEADER = 'x-site-build';
export const API_PREFIX = '/prod-api';
export const REQUEST_TIMEOUT_MS = 20_000;
export const DOWNLOAD_TIMEOUT_MS = 50_000;
export const DUPLICATE_WINDOW_MS = 1_000;
/** Bodies this large skip the client duplicate guard. */
export const DUPLICATE_MAX_BODY_BYTES = 5 * 1024 * 1024;
export const MOBILE_BREAKPOINT_PX = 992;

export const PAGE_DEFAULT = 1;
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZES = [10, 20, 50, 100] as const;

export const UPLOAD_DEFAULT_MAX_MB = 5;
export const UPLOAD_DEFAULT_MAX_FILES = 5;
export const COMPLAINT_ATTACHMENT_MAX_MB = 10;

export const PASSWORD_MIN = 6;
/** Long passphrases are welcome (ASVS 2.1.2: at least 64 characters allowed). */
export const PASSWORD_MAX = 64;
export const USERNAME_MIN = 2;
export const USERNAME_MAX = 200;
export const UNIT_NAME_MIN = 2;
export const UNIT_NAME_MAX = 200;
export const CONTACT_MIN = 1;
export const CONTACT_MAX = 200;
export const CAPTCHA_LENGTH = 4;
export const SMS_CODE_LENGTH = 6;

export const LOCALES = ['zh', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh';

export const TOKEN_COOKIE = 'Site-Token';
/** A form's submission key: every retry of one submission carries the same one. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const LANGUAGE_COOKIE = 'language';
export const ROLE_DEFAULT = 'ROLE_DEFAULT';
export const SUPER_ROLE = 'admin';

/** The account a page acts for, sent with its token: another account's session is refused. */
export const SESSION_USER_HEADER = 'X-Session-User';
export const ALL_PERMISSION = '*:*:*';

/** Response codes of the RuoYi envelope. */
export const CODE = {
  ok: 200,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  error: 500,
  warn: 601,
} as const;

/**
 * Registration audit states: under review, passed, rejected (the unit may correct and resubmit),
 * and voided by staff (a registration that was never the unit's: its account is closed).
 */
export const AUDIT_STATUS = { pending: '0', passed: '1', rejected: '2', voided: '3' } as const;
export type AuditStatus = (typeof AUDIT_STATUS)[keyof typeof AUDIT_STATUS];

/** User types: 00 staff, 01 enterprise; 03–06 governing units, which also get the governing-unit page. */
export const USER_TYPE = { staff: '00', enterprise: '01' } as const;
export const GOVERNING_USER_TYPES = ['03', '04', '05', '06'] as const;
/**
 * User types 03–06 are the governing units: the council's leadership members, who
 * also see the governing-unit roster. Their level names come from the member directory.
 */
export const GOVERNING_LEVELS = ['president', 'vicePresident', 'director'] as const;
