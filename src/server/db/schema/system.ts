/** Configuration, dictionaries, content and the site's content version. */
import type { PageKey } from '#shared/page-keys.ts';
import * as V from '../../../shared/vocabulary.ts';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

export const configs = pgTable('sys_config', {
  configKey: text('config_key').primaryKey(),
  configValue: text('config_value').notNull(),
  configName: text('config_name').notNull().default(''),
  /** Only public keys are readable without the system:config:query permission. */
  isPublic: boolean('is_public').notNull().default(false),
});

export const dictData = pgTable(
  'sys_dict_data',
  {
    id: serial('id').primaryKey(),
    dictType: text('dict_type').notNull(),
    dictLabel: text('dict_label').notNull(),
    dictLabelEn: text('dict_label_en'),
    dictValue: text('dict_value').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('sys_dict_data_type_value_key').on(t.dictType, t.dictValue)],
);

/** News and other articles. English columns are optional: readers fall back to Chinese. */
export const articles = pgTable(
  'article',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: V.CHANNELS }).notNull(),
    title: text('title').notNull(),
    titleEn: text('title_en'),
    summary: text('summary').notNull().default(''),
    summaryEn: text('summary_en'),
    /** Sanitized HTML. */
    body: text('body').notNull().default(''),
    bodyEn: text('body_en'),
    source: text('source').notNull().default(''),
    /** Alliance articles belong to one alliance. */
    allianceId: integer('alliance_id'),
    access: text('access', { enum: V.ACCESS }).notNull().default('public'),
    status: text('status', { enum: V.CONTENT_STATUS }).notNull().default('published'),
    // Milliseconds too: neighbours and the page in its list are found by comparing the time.
    publishedAt: timestamp('published_at', { withTimezone: true, precision: 3 })
      .notNull()
      .defaultNow(),
    // Milliseconds: the edit version a client sends back is a JavaScript date.
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('article_channel_idx').on(t.channel, t.status, t.publishedAt)],
);

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

/**
 * Work that waits for its time: a scheduled publication, a reminder. A job runs once: it is
 * claimed, done and marked done in one transaction, so a crash leaves it due, never half done.
 */
export const jobs = pgTable(
  'job',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    /** Names the job's purpose: scheduling the same thing again replaces the job, never adds one. */
    key: text('key').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: V.JOB_STATUS }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('job_key').on(t.key), index('job_due_idx').on(t.status, t.runAt)],
);

/**
 * Every change an editor makes to a piece of content, with the item as it then was: who, when,
 * what they did. An old revision can be read and restored.
 */
export const contentRevisions = pgTable(
  'content_revision',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    /** The item's id, or a single page's slug. */
    item: text('item').notNull(),
    action: text('action', { enum: V.REVISION_ACTIONS }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    actorUserId: integer('actor_user_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('content_revision_item_idx').on(t.type, t.item, t.id)],
);
