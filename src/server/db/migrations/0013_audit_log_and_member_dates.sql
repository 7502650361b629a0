CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" integer NOT NULL,
	"actor_name" text NOT NULL,
	"ip" text NOT NULL,
	"request_id" text NOT NULL,
	"method" text NOT NULL,
	"route" text NOT NULL,
	"path" text NOT NULL,
	"status" integer NOT NULL,
	"body" jsonb,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enterprise" ADD COLUMN "member_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enterprise" ADD COLUMN "member_until" date;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_id","at");--> statement-breakpoint
-- The trail is evidence: once written, a row is neither changed nor removed, whoever asks.
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END
$$;--> statement-breakpoint
CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();--> statement-breakpoint
-- Members of today: since their application was confirmed, or since they registered.
UPDATE "enterprise" e SET "member_since" = coalesce(
  (SELECT max(l."at") FROM "workflow_log" l JOIN "membership_application" a ON a."id" = l."subject_id"
    WHERE l."subject" = 'application' AND l."to_status" = 'member' AND a."enterprise_id" = e."id"),
  e."created_at")
WHERE e."is_member";
