CREATE TABLE "survey_answered" (
	"survey_id" integer NOT NULL,
	"enterprise_id" integer NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_answered_survey_id_enterprise_id_pk" PRIMARY KEY("survey_id","enterprise_id")
);
--> statement-breakpoint
CREATE TABLE "survey_response" (
	"id" uuid PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"receipt_hash" text NOT NULL,
	"enterprise_id" integer,
	CONSTRAINT "survey_response_receipt_hash_unique" UNIQUE("receipt_hash"),
	CONSTRAINT "survey_response_unit_uq" UNIQUE("survey_id","enterprise_id")
);
--> statement-breakpoint
CREATE TABLE "survey_roll" (
	"survey_id" integer NOT NULL,
	"enterprise_id" integer NOT NULL,
	CONSTRAINT "survey_roll_survey_id_enterprise_id_pk" PRIMARY KEY("survey_id","enterprise_id")
);
--> statement-breakpoint
CREATE TABLE "survey" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_en" text NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"intro_en" text DEFAULT '' NOT NULL,
	"audience" text NOT NULL,
	"anonymous" boolean NOT NULL,
	"questions" jsonb NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"roll_date" date,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "survey_answered" ADD CONSTRAINT "survey_answered_survey_id_enterprise_id_survey_roll_survey_id_enterprise_id_fk" FOREIGN KEY ("survey_id","enterprise_id") REFERENCES "public"."survey_roll"("survey_id","enterprise_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_response" ADD CONSTRAINT "survey_response_survey_id_survey_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."survey"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_response" ADD CONSTRAINT "survey_response_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_roll" ADD CONSTRAINT "survey_roll_survey_id_survey_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."survey"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_roll" ADD CONSTRAINT "survey_roll_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey" ADD CONSTRAINT "survey_created_by_sys_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "survey_response_survey_idx" ON "survey_response" USING btree ("survey_id");--> statement-breakpoint
CREATE INDEX "survey_status_idx" ON "survey" USING btree ("status");