CREATE TABLE "notice_broadcast" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_en" text,
	"content" text NOT NULL,
	"content_en" text,
	"link_to" text,
	"link_title" text,
	"link_title_en" text,
	"audience" text NOT NULL,
	"user_type" text,
	"unit_ids" jsonb,
	"recipients" integer NOT NULL,
	"sent_by" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "complaint" ALTER COLUMN "status" SET DEFAULT 'new';--> statement-breakpoint
ALTER TABLE "complaint" ADD COLUMN "assignee_user_id" integer;--> statement-breakpoint
ALTER TABLE "complaint" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "complaint" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sys_notice" ADD COLUMN "broadcast_id" integer;--> statement-breakpoint
ALTER TABLE "notice_broadcast" ADD CONSTRAINT "notice_broadcast_sent_by_sys_user_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notice_broadcast_sent_idx" ON "notice_broadcast" USING btree ("sent_at");--> statement-breakpoint
ALTER TABLE "complaint" ADD CONSTRAINT "complaint_assignee_user_id_sys_user_id_fk" FOREIGN KEY ("assignee_user_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_notice" ADD CONSTRAINT "sys_notice_broadcast_id_notice_broadcast_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."notice_broadcast"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaint_status_idx" ON "complaint" USING btree ("status");--> statement-breakpoint
CREATE INDEX "sys_notice_broadcast_idx" ON "sys_notice" USING btree ("broadcast_id");--> statement-breakpoint
-- Complaints kept their state as 0 (new) and 1 (handled): handled ones were answered.
UPDATE "complaint" SET "status" = CASE "status" WHEN '1' THEN 'answered' WHEN '0' THEN 'new' ELSE "status" END;
