/**
 * What erasing a unit does to every table that holds something of it. People's data goes; what
 * the association must keep stays: payments and receipts (accounting), certificates issued (they
 * stop being valid with the membership), submitted figures (the published industry statistics add
 * them up; the people named on the form are blanked), and the staff's own records of what they
 * decided. A test fails when a table that names a unit is missing here.
 */
export const ERASURE = ['delete', 'blank', 'keep'] as const;
export type Erasure = (typeof ERASURE)[number];

export const ERASURE_PLAN: Record<string, Erasure> = {
  enterprise: 'blank',
  sys_user: 'blank',
  sys_user_role: 'delete',
  auth_session: 'delete',
  auth_reset_ticket: 'delete',
  login_log: 'delete',
  enterprise_profile: 'delete',
  complaint: 'delete',
  manuscript: 'delete',
  member_request: 'delete',
  member_reminder: 'delete',
  stat_reminder: 'delete',
  member_unit: 'delete',
  training_registration: 'delete',
  training_attendance: 'delete',
  sys_notice: 'delete',
  sys_notice_read: 'delete',
  // Except the files a kept payment points at (a remittance receipt).
  stored_file: 'delete',
  stat_report: 'blank',
  stat_report_change: 'keep',
  membership_application: 'keep',
  fee_payment: 'keep',
  fee_receipt: 'keep',
  member_certificate: 'keep',
};
