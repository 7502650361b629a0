/** Tables of this part: the drizzle schema for its rows (migrations come from all of them). */
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import * as V from '#shared/vocabulary.ts';
import { sql } from 'drizzle-orm';
import { status, access, updatedAt } from '#server/db/columns.ts';
import { enterprises } from '#server/auth/tables.ts';
import { files } from '#server/files/tables.ts';

export const pages = pgTable('content_page', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  titleEn: text('title_en'),
  body: text('body').notNull().default(''),
  bodyEn: text('body_en'),
  status: status(),
  updatedAt: updatedAt(),
});

export const standards = pgTable(
  'standard',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    /** national, industry or group. */
    category: text('category', { enum: V.STANDARD_CATEGORY }).notNull(),
    /** current, upcoming or abolished. */
    state: text('state', { enum: V.STANDARD_STATE }).notNull().default('current'),
    issuedAt: date('issued_at'),
    implementedAt: date('implemented_at'),
    draftingUnits: text('drafting_units').notNull().default(''),
    summary: text('summary').notNull().default(''),
    summaryEn: text('summary_en'),
    /** [{code, date, note, noteEn}], oldest first. */
    revisions: jsonb('revisions')
      .$type<{ code: string; date: string; note: string; noteEn?: string | null }[]>()
      .notNull()
      .default([]),
    status: status(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('standard_code_key').on(t.code),
    index('standard_category_idx').on(t.category),
  ],
);

export const patents = pgTable(
  'patent',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    abstract: text('abstract').notNull().default(''),
    abstractEn: text('abstract_en'),
    applicationNo: text('application_no').notNull(),
    country: text('country').notNull(),
    /** invention, utility or design. */
    type: text('type', { enum: V.PATENT_TYPE }).notNull(),
    applicationDate: date('application_date'),
    grantDate: date('grant_date'),
    expiryDate: date('expiry_date'),
    applicant: text('applicant').notNull().default(''),
    applicantAddress: text('applicant_address').notNull().default(''),
    patentee: text('patentee').notNull().default(''),
    patenteeAddress: text('patentee_address').notNull().default(''),
    everGranted: boolean('ever_granted').notNull().default(false),
    inForce: boolean('in_force').notNull().default(false),
    status: status(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('patent_application_no_key').on(t.applicationNo)],
);

export const experts = pgTable('expert', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  nameEn: text('name_en'),
  title: text('title').notNull().default(''),
  titleEn: text('title_en'),
  organization: text('organization').notNull().default(''),
  organizationEn: text('organization_en'),
  field: text('field').notNull().default(''),
  fieldEn: text('field_en'),
  /** chair, vice or member. */
  role: text('role', { enum: V.EXPERT_ROLE }).notNull().default('member'),
  bio: text('bio').notNull().default(''),
  bioEn: text('bio_en'),
  sort: integer('sort').notNull().default(0),
  status: status(),
  updatedAt: updatedAt(),
});

export const trainings = pgTable('training', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  titleEn: text('title_en'),
  startDate: date('start_date').notNull(),
  endDate: date('end_date').notNull(),
  deadline: date('deadline'),
  location: text('location').notNull().default(''),
  locationEn: text('location_en'),
  fee: numeric('fee', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
  capacity: integer('capacity').notNull().default(0),
  summary: text('summary').notNull().default(''),
  summaryEn: text('summary_en'),
  body: text('body').notNull().default(''),
  bodyEn: text('body_en'),
  access: access(),
  status: status(),
  updatedAt: updatedAt(),
});

export const periodicals = pgTable('periodical', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  titleEn: text('title_en'),
  year: integer('year').notNull(),
  issue: integer('issue').notNull(),
  publishedAt: date('published_at').notNull(),
  summary: text('summary').notNull().default(''),
  summaryEn: text('summary_en'),
  fileId: text('file_id').references(() => files.id),
  contents: jsonb('contents')
    .$type<{ title: string; titleEn?: string | null; author: string; page: number }[]>()
    .notNull()
    .default([]),
  access: access(),
  status: status(),
  updatedAt: updatedAt(),
});

export const links = pgTable('friend_link', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  nameEn: text('name_en'),
  link: text('link').notNull(),
  logoFileId: text('logo_file_id').references(() => files.id),
  sort: integer('sort').notNull().default(0),
  status: status(),
  updatedAt: updatedAt(),
});

export const downloads = pgTable('download', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  titleEn: text('title_en'),
  /** form, standard, report or notice. */
  category: text('category', { enum: V.DOWNLOAD_CATEGORY }).notNull(),
  publishedAt: date('published_at').notNull(),
  fileId: text('file_id').references(() => files.id),
  status: status(),
  updatedAt: updatedAt(),
});

export const alliances = pgTable('alliance', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  nameEn: text('name_en'),
  founded: integer('founded'),
  intro: text('intro').notNull().default(''),
  introEn: text('intro_en'),
  members: jsonb('members').$type<string[]>().notNull().default([]),
  sort: integer('sort').notNull().default(0),
  status: status(),
  updatedAt: updatedAt(),
});

/**
 * The association members table. A unit that becomes a member gets its entry, linked by id to its
 * enterprise, and loses it when it stops being one; entries without a link are the association's
 * own records (units that never had an account), and staff may link them to a passed enterprise.
 */
export const memberUnits = pgTable(
  'member_unit',
  {
    id: serial('id').primaryKey(),
    unitName: text('unit_name').notNull(),
    unitNameEn: text('unit_name_en'),
    region: text('region').notNull().default(''),
    regionEn: text('region_en'),
    category: text('category').notNull().default(''),
    /** president, vicePresident, director or member. */
    level: text('level', { enum: V.MEMBER_LEVEL }).notNull().default('member'),
    joinedYear: integer('joined_year'),
    website: text('website'),
    /** The enterprise this entry is: set when it becomes a member, or by staff. */
    enterpriseId: integer('enterprise_id').references(() => enterprises.id, {
      onDelete: 'set null',
    }),
    sort: integer('sort').notNull().default(0),
    status: status(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('member_unit_enterprise_key')
      .on(t.enterpriseId)
      .where(sql`${t.enterpriseId} is not null`),
  ],
);

export const menus = pgTable('site_menu', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id'),
  name: text('name').notNull(),
  enName: text('en_name'),
  path: text('path'),
  hidden: boolean('hidden').notNull().default(false),
  sort: integer('sort').notNull().default(0),
});

/** Structured documents edited as a whole: contact details, industry statistics. */
export const documents = pgTable('content_document', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  updatedAt: updatedAt(),
});

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
