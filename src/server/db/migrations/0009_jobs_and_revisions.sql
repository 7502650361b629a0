CREATE TABLE "content_revision" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"item" text NOT NULL,
	"action" text NOT NULL,
	"data" jsonb NOT NULL,
	"actor_user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "content_revision_item_idx" ON "content_revision" USING btree ("type","item","id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_key" ON "job" USING btree ("key");--> statement-breakpoint
CREATE INDEX "job_due_idx" ON "job" USING btree ("status","run_at");