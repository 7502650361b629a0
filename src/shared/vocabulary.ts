/**
 * The states and kinds of the product's records, in one place: the database schema types its
 * columns with them, the zod schemas check them, and the islands translate them (a key per value).
 * No imports, so the database schema can use it as it is.
 */

/** A membership application: secretariat → council → payment → payment confirmed → member. */
export const APPLICATION_STATUS = [
  'secretariat',
  'council',
  'payment',
  'paymentReview',
  'member',
  'rejected',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUS)[number];

export const REQUEST_KINDS = ['change', 'transfer'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];
/** A change or transfer: secretariat → council → done, or rejected at either. */
export const REQUEST_STATUS = ['secretariat', 'council', 'done', 'rejected'] as const;
export type RequestStatus = (typeof REQUEST_STATUS)[number];

/** What a member may ask to change: empty means unchanged, at least one is needed. */
export const CHANGE_FIELDS = [
  'unitName',
  'legalRepresentative',
  'enterpriseContact',
  'phone',
  'address',
] as const;

export const TRAINING_REGISTRATION_STATUS = [
  'pending',
  'passed',
  'rejected',
  'cancelled',
  'waitlisted',
] as const;
export type TrainingRegistrationStatus = (typeof TRAINING_REGISTRATION_STATUS)[number];

export const REPORT_KINDS = ['economyMonth', 'economyYear', 'productMonth', 'productYear'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
/** Drafts stay editable; a submitted report is locked until the secretariat returns it. */
export const REPORT_STATUS = ['draft', 'submitted', 'returned'] as const;
export type ReportStatus = (typeof REPORT_STATUS)[number];

export const MANUSCRIPT_STATUS = ['received', 'accepted', 'declined'] as const;
export type ManuscriptStatus = (typeof MANUSCRIPT_STATUS)[number];

export const FEE_PAYMENT_STATUS = ['submitted', 'confirmed', 'rejected'] as const;
export type FeePaymentStatus = (typeof FEE_PAYMENT_STATUS)[number];

/**
 * How a payment reached the association: a unit's remittance of its annual fee with its receipt,
 * recorded by staff, or the joining fee an applicant remitted (decided with its application).
 */
export const FEE_PAYMENT_SOURCES = ['remittance', 'offline', 'joining'] as const;

/** Where a year's fee stands for one unit, in the secretariat's renewals list. */
export const RENEWAL_STATES = ['due', 'submitted', 'overdue', 'lapsed', 'paid'] as const;
export type RenewalState = (typeof RENEWAL_STATES)[number];

/** Public content is drafted, then published. */
export const CONTENT_STATUS = ['draft', 'published'] as const;
export type ContentStatus = (typeof CONTENT_STATUS)[number];

/** Who may read a piece of content: anyone, any signed-in user, or members. */
export const ACCESS = ['public', 'login', 'member'] as const;
export type Access = (typeof ACCESS)[number];
/** A stored file may also be its uploader's own (and staff with file:any:read). */
export const FILE_ACCESS = [...ACCESS, 'owner'] as const;
export type FileAccess = (typeof FILE_ACCESS)[number];

/** Where uploaded files' bytes are kept: a folder (a shared volume) or the database itself. */
export const FILE_STORAGE = ['folder', 'database'] as const;
export type FileStorageKind = (typeof FILE_STORAGE)[number];

/** A scheduled job waits, is done, failed after its tries, or was called off. */
export const JOB_STATUS = ['pending', 'done', 'failed', 'cancelled'] as const;

/** A rebuild of the public pages: waiting its turn, running, live, or failed (the old pages stay). */
export const BUILD_STATUS = ['queued', 'building', 'live', 'failed'] as const;

/** What an editor did to a piece of content, as its history says it. */
export const REVISION_ACTIONS = [
  'created',
  'updated',
  'published',
  'unpublished',
  'scheduled',
  'unscheduled',
  'deleted',
  'restored',
] as const;
export type RevisionAction = (typeof REVISION_ACTIONS)[number];

/** The channels articles are filed under; each public section lists one. */
export const CHANNELS = [
  'news',
  'dynamics',
  'industry',
  'discipline',
  'international',
  'research',
  'building',
  'statisticsNews',
  'standardNews',
  'standardDynamics',
  'alliance',
  'info',
] as const;
export type Channel = (typeof CHANNELS)[number];

/** The kinds the catalogue sorts its entries by; each value has a label `<kind>.<value>`. */
export const STANDARD_CATEGORY = ['national', 'industry', 'group'] as const;
export const STANDARD_STATE = ['current', 'upcoming', 'abolished'] as const;
export const PATENT_TYPE = ['invention', 'utility', 'design'] as const;
export const EXPERT_ROLE = ['chair', 'vice', 'member'] as const;
export const DOWNLOAD_CATEGORY = ['form', 'standard', 'report', 'notice'] as const;
export const MEMBER_LEVEL = ['president', 'vicePresident', 'director', 'member'] as const;

/** What a workflow step moves: the kinds of item staff decide on, each with its own states. */
export const WORKFLOW_SUBJECTS = [
  'registration',
  'application',
  'request',
  'training',
  'report',
  'manuscript',
  'fee',
  'complaint',
] as const;
export type WorkflowSubject = (typeof WORKFLOW_SUBJECTS)[number];

/**
 * What a member hears as its term runs out, in order: the payment notice, 30 and 7 days before,
 * the last day, the grace after it, and the lapse.
 */
export const MEMBER_REMINDERS = ['notice', 'before30', 'before7', 'due', 'grace', 'lapse'] as const;
export type MemberReminder = (typeof MEMBER_REMINDERS)[number];

/**
 * Where a unit stands with its term: a member, past the end in the grace, lapsed, or transferred
 * (its membership moved to another unit; it cannot be renewed).
 */
export const MEMBER_STANDINGS = ['member', 'grace', 'lapsed', 'transferred'] as const;
export type MemberStanding = (typeof MEMBER_STANDINGS)[number];

/** A period's reminders to file statistics reports: some days before the deadline, on it, after it. */
export const STAT_REMINDERS = ['before', 'due', 'overdue'] as const;
export type StatReminder = (typeof STAT_REMINDERS)[number];

/**
 * What the public check of a certificate answers: good, its term over, the unit no longer a
 * member, or void (the unit's data erased: nothing about it is shown).
 */
export const CERTIFICATE_STATES = ['valid', 'expired', 'revoked', 'void'] as const;
export type CertificateState = (typeof CERTIFICATE_STATES)[number];

/** Records of the console's own work that the audit trail names, besides workflow items. */
export const CONSOLE_SUBJECTS = [
  'staff',
  'role',
  'session',
  'dict',
  'config',
  'notice',
  'page',
  'document',
  'menu',
  'directory',
  'complaints',
  'trainingAttendance',
  'trainingAttendees',
  'renewals',
  'statistics',
  'audit',
  'people',
] as const;

/** What one change in the audit trail is about; content items are `content:<type>`. */
export type AuditSubject =
  | WorkflowSubject
  | (typeof CONSOLE_SUBJECTS)[number]
  | `content:${string}`;

/**
 * Where a unit stands with the association, as the member directory shows it: its registration
 * under review, rejected or voided; passed; applying for membership; a member; lapsed (it was
 * a member and is no longer one); transferred (its membership moved to another unit); or erased
 * at its request.
 */
export const DIRECTORY_STATES = [
  'review',
  'rejected',
  'voided',
  'passed',
  'applying',
  'member',
  'lapsed',
  'transferred',
  'erased',
] as const;
export type DirectoryState = (typeof DIRECTORY_STATES)[number];

/** An enterprise account's user type: 03–06 are the governing units. */
export const USER_TYPES = ['01', '02', '03', '04', '05', '06'] as const;

/** A complaint in the secretariat's inbox: new, taken up, answered (the sender was told), closed. */
export const COMPLAINT_STATUS = ['new', 'inProgress', 'answered', 'closed'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUS)[number];

/** Whom a notice the secretariat writes goes to. */
export const NOTICE_AUDIENCES = ['all', 'members', 'userType', 'units'] as const;
export type NoticeAudience = (typeof NOTICE_AUDIENCES)[number];
