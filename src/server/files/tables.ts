/** Tables of this part: the drizzle schema for its rows (migrations come from all of them). */
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import * as V from '#shared/vocabulary.ts';
import { UPLOAD_PURPOSES } from '#shared/uploads.ts';
import { bytes } from '../db/columns.ts';

/** Stored files: opaque ids, generated names on disk, owner and visibility decide who may read. */
export const files = pgTable('stored_file', {
  id: text('id').primaryKey(),
  originalName: text('original_name').notNull(),
  storedName: text('stored_name').notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  ownerUserId: integer('owner_user_id'),
  /**
   * public: anyone, also through /common/download/anonymity/resource; login: any session;
   * member: member:content:view; owner: the uploader and staff with file:any:read.
   */
  access: text('access', { enum: V.FILE_ACCESS }).notNull().default('owner'),
  /** What it was uploaded for: content may only point at files editors uploaded for content. */
  purpose: text('purpose', { enum: UPLOAD_PURPOSES }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A stored file's bytes, when FILE_STORAGE=database: processes on several machines then share
 * files through PostgreSQL alone. Keyed by the stored name, as the folder driver names its files.
 */
export const fileContents = pgTable('stored_file_content', {
  storedName: text('stored_name').primaryKey(),
  bytes: bytes('bytes').notNull(),
});
