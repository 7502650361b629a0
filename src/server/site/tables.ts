/** Tables of this part: the drizzle schema for its rows (migrations come from all of them). */
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import * as V from '#shared/vocabulary.ts';
import type { PageKey } from '#shared/page-keys.ts';
import { sql } from 'drizzle-orm';

/** One row: bumped whenever public content changes, so a start can tell whether pages are stale. */
export const siteState = pgTable('site_state', {
  id: integer('id').primaryKey(),
  contentVersion: integer('content_version').notNull().default(1),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The rebuilds of the public pages, for the editors who wait on them: what a change touched,
 * when it went live and how long it took, or why it failed.
 */
export const siteBuilds = pgTable(
  'site_build',
  {
    id: serial('id').primaryKey(),
    status: text('status', { enum: V.BUILD_STATUS }).notNull().default('queued'),
    /** Page keys the change touched, or null for every page. */
    pages: jsonb('pages').$type<PageKey[] | null>(),
    /** Keys of items taken down, whose pages the build drops. */
    removed: jsonb('removed').$type<PageKey[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The end of the build's output when it failed. */
    error: text('error'),
    /**
     * The process that builds it. A process that does not build the pages (several share one
     * PostgreSQL) leaves it empty, and the one that does claims it.
     */
    builder: text('builder'),
  },
  (t) => [
    index('site_build_created_idx').on(t.createdAt),
    index('site_build_unclaimed_idx')
      .on(t.id)
      .where(sql`${t.status} = 'queued' and ${t.builder} is null`),
  ],
);
