CREATE TABLE "stat_publication" (
	"period" text PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"cells" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" integer
);
--> statement-breakpoint
ALTER TABLE "stat_publication" ADD CONSTRAINT "stat_publication_published_by_sys_user_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The secretariat publishes the industry figures it already reads.
INSERT INTO "sys_role_permission" ("role_id", "permission")
SELECT "id", 'report:statistics:publish' FROM "sys_role" WHERE "role_key" = 'secretariat'
ON CONFLICT DO NOTHING;
