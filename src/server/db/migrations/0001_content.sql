CREATE TABLE "alliance" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"founded" integer,
	"intro" text DEFAULT '' NOT NULL,
	"intro_en" text,
	"members" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_document" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "download" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_en" text,
	"category" text NOT NULL,
	"published_at" date NOT NULL,
	"file_id" text,
	"status" text DEFAULT 'published' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expert" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"title" text DEFAULT '' NOT NULL,
	"title_en" text,
	"organization" text DEFAULT '' NOT NULL,
	"organization_en" text,
	"field" text DEFAULT '' NOT NULL,
	"field_en" text,
	"role" text DEFAULT 'member' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"bio_en" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_file" (
	"id" text PRIMARY KEY NOT NULL,
	"original_name" text NOT NULL,
	"stored_name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"owner_user_id" integer,
	"access" text DEFAULT 'owner' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "friend_link" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"link" text NOT NULL,
	"logo_file_id" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_unit" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_name" text NOT NULL,
	"unit_name_en" text,
	"region" text DEFAULT '' NOT NULL,
	"region_en" text,
	"category" text DEFAULT '' NOT NULL,
	"level" text DEFAULT 'member' NOT NULL,
	"joined_year" integer,
	"website" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_menu" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"en_name" text,
	"path" text,
	"hidden" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_page" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_en" text,
	"body" text DEFAULT '' NOT NULL,
	"body_en" text,
	"status" text DEFAULT 'published' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patent" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"abstract" text DEFAULT '' NOT NULL,
	"abstract_en" text,
	"application_no" text NOT NULL,
	"country" text NOT NULL,
	"type" text NOT NULL,
	"application_date" date,
	"grant_date" date,
	"expiry_date" date,
	"applicant" text DEFAULT '' NOT NULL,
	"applicant_address" text DEFAULT '' NOT NULL,
	"patentee" text DEFAULT '' NOT NULL,
	"patentee_address" text DEFAULT '' NOT NULL,
	"ever_granted" boolean DEFAULT false NOT NULL,
	"in_force" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "periodical" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_en" text,
	"year" integer NOT NULL,
	"issue" integer NOT NULL,
	"published_at" date NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"summary_en" text,
	"file_id" text,
	"contents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"access" text DEFAULT 'public' NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "standard" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"category" text NOT NULL,
	"state" text DEFAULT 'current' NOT NULL,
	"issued_at" date,
	"implemented_at" date,
	"drafting_units" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"summary_en" text,
	"revisions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_en" text,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"deadline" date,
	"location" text DEFAULT '' NOT NULL,
	"location_en" text,
	"fee" numeric(12, 2) DEFAULT 0 NOT NULL,
	"capacity" integer DEFAULT 0 NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"summary_en" text,
	"body" text DEFAULT '' NOT NULL,
	"body_en" text,
	"access" text DEFAULT 'public' NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "article" ADD COLUMN "alliance_id" integer;--> statement-breakpoint
ALTER TABLE "download" ADD CONSTRAINT "download_file_id_stored_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_file"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friend_link" ADD CONSTRAINT "friend_link_logo_file_id_stored_file_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."stored_file"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "periodical" ADD CONSTRAINT "periodical_file_id_stored_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_file"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "patent_application_no_key" ON "patent" USING btree ("application_no");--> statement-breakpoint
CREATE UNIQUE INDEX "standard_code_key" ON "standard" USING btree ("code");--> statement-breakpoint
CREATE INDEX "standard_category_idx" ON "standard" USING btree ("category");