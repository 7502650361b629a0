CREATE TABLE "member_request" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"status" text NOT NULL,
	"reject_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stat_report" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"header" jsonb NOT NULL,
	"rows" jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"return_reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	"submitted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_registration" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"training_id" integer NOT NULL,
	"data" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_request" ADD CONSTRAINT "member_request_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stat_report" ADD CONSTRAINT "stat_report_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_registration" ADD CONSTRAINT "training_registration_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_registration" ADD CONSTRAINT "training_registration_training_id_training_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."training"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_request_enterprise_idx" ON "member_request" USING btree ("enterprise_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "stat_report_unique" ON "stat_report" USING btree ("enterprise_id","kind","period");--> statement-breakpoint
CREATE INDEX "stat_report_period_idx" ON "stat_report" USING btree ("kind","period");--> statement-breakpoint
CREATE INDEX "training_registration_enterprise_idx" ON "training_registration" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "training_registration_training_idx" ON "training_registration" USING btree ("training_id");