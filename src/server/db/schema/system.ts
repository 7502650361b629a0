/** Configuration, dictionaries, content and the site's content version. */
import * as V from '../../../shared/vocabulary.ts';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

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
    channel: text('channel').notNull(),
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
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('article_channel_idx').on(t.channel, t.status, t.publishedAt)],
);

/** One row: bumped whenever public content changes, so a start can tell whether pages are stale. */
export const siteState = pgTable('site_state', {
  id: integer('id').primaryKey(),
  contentVersion: integer('content_version').notNull().default(1),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});
