/** Tables of this part: the drizzle schema for its rows (migrations come from all of them). */
import { date, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { enterprises } from '#server/auth/tables.ts';

/**
 * A member's certificate for one term, found by its code; the public page asks whether it is
 * still good (the unit a member, the term not over).
 */
export const memberCertificates = pgTable(
  'member_certificate',
  {
    code: text('code').primaryKey(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    unitName: text('unit_name').notNull(),
    taxId: text('tax_id').notNull(),
    validUntil: date('valid_until').notNull(),
    issuedOn: date('issued_on').notNull(),
  },
  (t) => [uniqueIndex('member_certificate_term_idx').on(t.enterpriseId, t.validUntil)],
);
