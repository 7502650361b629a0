/** The parts of the console the audit trail files each action under (its filter offers them). */
export const AUDIT_MODULES = [
  'site',
  'builds',
  'content',
  'registration',
  'membership',
  'fees',
  'requests',
  'training',
  'statistics',
  'manuscripts',
  'directory',
  'notices',
  'complaints',
  'staff',
  'roles',
  'sessions',
  'settings',
  'account',
  'files',
  'other',
] as const;
export type AuditModule = (typeof AUDIT_MODULES)[number];
