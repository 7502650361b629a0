/** Column kinds that several parts' tables share. */
import { customType, text, timestamp } from 'drizzle-orm/pg-core';
import * as V from '#shared/vocabulary.ts';
import { AUDIT_STATUS } from '#shared/constants.ts';

export const AUDIT_STATES = Object.values(AUDIT_STATUS) as [AuditState, ...AuditState[]];

type AuditState = (typeof AUDIT_STATUS)[keyof typeof AUDIT_STATUS];

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Public content of every type the site shows. English columns are optional (readers fall back
 * to Chinese); `status` is draft or published; `access` is public, login or member.
 */
export const status = () =>
  text('status', { enum: V.CONTENT_STATUS }).notNull().default('published');

export const access = () => text('access', { enum: V.ACCESS }).notNull().default('public');

// Milliseconds, as a JavaScript date holds them: the value is the edit version clients send back,
// and PostgreSQL's microseconds would never compare equal to it.
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow();

export const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});
