/**
 * Every table of the product: the schema drizzle-kit makes migrations from, and the one list the
 * parts that walk all tables read (erasure, one's own data, the demo data). Each table is defined
 * beside the code that owns it.
 */
export * from '#server/audit/tables.ts';
export * from '#server/auth/tables.ts';
export * from '#server/config/tables.ts';
export * from '#server/files/tables.ts';
export * from '#server/http/tables.ts';
export * from '#server/jobs/tables.ts';
export * from '#server/mail/tables.ts';
export * from '#server/notices/tables.ts';
export * from '#server/site/tables.ts';
export * from '#server/workflow/tables.ts';
export * from '#features/certificates/server/tables.ts';
export * from '#features/complaints/server/tables.ts';
export * from '#features/content/server/tables.ts';
export * from '#features/fees/server/tables.ts';
export * from '#features/governance/server/tables.ts';
export * from '#features/surveys/server/tables.ts';
export * from '#features/import/server/tables.ts';
export * from '#features/manuscripts/server/tables.ts';
export * from '#features/membership/server/tables.ts';
export * from '#features/privacy/server/tables.ts';
export * from '#features/profile/server/tables.ts';
export * from '#features/reports/server/tables.ts';
export * from '#features/requests/server/tables.ts';
export * from '#features/search/server/tables.ts';
export * from '#features/statistics/server/tables.ts';
export * from '#features/training/server/tables.ts';
