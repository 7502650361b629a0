/** Tables of this part: the drizzle schema for its rows (migrations come from all of them). */
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { CONSENT_KINDS } from '#shared/privacy.ts';
import { users } from '#server/auth/tables.ts';

/**
 * Every version of the privacy notice ever published, both languages; the highest is in force.
 * Versions are never changed or removed: a consent record names the words it was given to.
 */
export const privacyNotices = pgTable('privacy_notice', {
  version: integer('version').primaryKey(),
  bodyZh: text('body_zh').notNull(),
  bodyEn: text('body_en').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * Consents as they were given and taken back, one row each time (who, which version, when, from
 * which address): the account's standing is its latest row of each kind. Never updated.
 */
export const privacyConsents = pgTable(
  'privacy_consent',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CONSENT_KINDS }).notNull(),
    version: integer('version')
      .notNull()
      .references(() => privacyNotices.version),
    granted: boolean('granted').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip').notNull(),
  },
  (t) => [index('privacy_consent_user_idx').on(t.userId, t.kind, t.id)],
);
