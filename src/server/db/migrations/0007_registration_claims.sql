CREATE TABLE "idempotency_key" (
	"key" text PRIMARY KEY NOT NULL,
	"status" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "enterprise_unit_name_key";--> statement-breakpoint
DROP INDEX "enterprise_tax_id_key";--> statement-breakpoint
DROP INDEX "sys_user_name_key";--> statement-breakpoint
ALTER TABLE "sys_user" ADD COLUMN "locale" text DEFAULT 'zh' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_unit" ADD COLUMN "enterprise_id" integer;--> statement-breakpoint
ALTER TABLE "sys_notice" ADD COLUMN "send_user_en" text;--> statement-breakpoint
ALTER TABLE "sys_notice" ADD COLUMN "link_title_en" text;--> statement-breakpoint
ALTER TABLE "member_unit" ADD CONSTRAINT "member_unit_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enterprise_unit_name_idx" ON "enterprise" USING btree (lower("unit_name"));--> statement-breakpoint
CREATE INDEX "sys_user_name_idx" ON "sys_user" USING btree (lower("user_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "member_unit_enterprise_key" ON "member_unit" USING btree ("enterprise_id") WHERE "member_unit"."enterprise_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "enterprise_unit_name_key" ON "enterprise" USING btree (lower("unit_name")) WHERE "enterprise"."audit_status" = '1';--> statement-breakpoint
CREATE UNIQUE INDEX "enterprise_tax_id_key" ON "enterprise" USING btree ("tax_id") WHERE "enterprise"."audit_status" = '1';--> statement-breakpoint
CREATE UNIQUE INDEX "sys_user_name_key" ON "sys_user" USING btree (lower("user_name")) WHERE "sys_user"."enterprise_id" is null;--> statement-breakpoint
INSERT INTO "sys_role_permission" ("role_id", "permission") SELECT "id", 'file:own:upload' FROM "sys_role" WHERE "role_key" IN ('enterprise', 'member', 'secretariat', 'council', 'editor') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "sys_role_permission" ("role_id", "permission") SELECT "id", 'center:registration:edit' FROM "sys_role" WHERE "role_key" = 'enterprise' ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "sys_role_permission" ("role_id", "permission") SELECT "id", 'file:any:read' FROM "sys_role" WHERE "role_key" = 'council' ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "member_unit" SET "enterprise_id" = e."id" FROM "enterprise" e WHERE e."is_member" AND e."audit_status" = '1' AND lower(e."unit_name") = lower("member_unit"."unit_name") AND "member_unit"."enterprise_id" IS NULL;
