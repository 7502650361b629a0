/**
 * What erasing a unit does to every table that holds something of it. People's data goes; what
 * the association must keep stays: payments and their remittance receipts, receipts issued
 * (accounting), certificates issued (they stop being valid with the membership), submitted figures
 * (the published industry statistics add them up; the people named on the form are blanked), and
 * the staff's own records of what they decided. A test fails when a table that names a unit is
 * missing here.
 */
export const ERASURE = ['delete', 'withParent', 'blank', 'keep'] as const;
export type Erasure = (typeof ERASURE)[number];

export const ERASURE_PLAN = {
  enterprise: 'blank',
  sys_user: 'blank',
  sys_user_role: 'delete',
  auth_session: 'delete',
  auth_reset_ticket: 'delete',
  auth_password_history: 'delete',
  login_log: 'delete',
  enterprise_profile: 'delete',
  complaint: 'delete',
  manuscript: 'delete',
  member_request: 'delete',
  member_reminder: 'delete',
  stat_reminder: 'delete',
  member_unit: 'delete',
  training_registration: 'delete',
  // Goes with its registration (the foreign key cascades).
  training_attendance: 'withParent',
  training_ticket: 'withParent',
  training_checkin: 'withParent',
  training_certificate: 'withParent',
  sys_notice: 'delete',
  sys_notice_read: 'delete',
  mail_opt_out: 'delete',
  privacy_consent: 'delete',
  // Last, once nothing deleted points at them; but for the remittance receipts payments keep.
  stored_file: 'delete',
  stat_report: 'blank',
  stat_report_change: 'blank',
  membership_application: 'keep',
  fee_payment: 'keep',
  fee_receipt: 'keep',
  member_certificate: 'keep',
  // The association's record of who could vote, who voted and an open vote's choice (no person).
  gov_roll: 'keep',
  gov_voted: 'keep',
  gov_ballot: 'keep',
  // An election's candidates are the assembly's record of whom it elected, as its minutes are.
  gov_candidate: 'keep',
  // Who was asked and who answered a survey stay; a named survey's answers are the unit's words.
  survey_roll: 'keep',
  survey_answered: 'keep',
  survey_response: 'delete',
} as const satisfies Record<string, Erasure>;

export type UnitTable = keyof typeof ERASURE_PLAN;

export const tablesThat = (what: Erasure) =>
  (Object.keys(ERASURE_PLAN) as UnitTable[]).filter((t) => ERASURE_PLAN[t] === what);
