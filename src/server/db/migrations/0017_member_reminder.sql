CREATE TABLE "member_reminder" (
	"enterprise_id" integer NOT NULL,
	"term_end" date NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_reminder_enterprise_id_term_end_kind_pk" PRIMARY KEY("enterprise_id","term_end","kind")
);
--> statement-breakpoint
ALTER TABLE "member_reminder" ADD CONSTRAINT "member_reminder_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- An installation already running gets the membership year's setting (a new one is seeded with it).
INSERT INTO "sys_config" ("config_key", "config_value", "config_name", "is_public")
SELECT 'sys.member.term', '{"yearStart": "01-01", "noticeDays": 60, "graceDays": 30}',
  '会员年度（起始日 MM-DD、提前通知天数、宽限天数）/ Membership year (start MM-DD, notice days, grace days)', false
WHERE EXISTS (SELECT 1 FROM "sys_config")
ON CONFLICT ("config_key") DO NOTHING;--> statement-breakpoint
-- Members from before terms existed are covered to the end of the current calendar year (Beijing),
-- or of the latest year they have a confirmed payment for.
UPDATE "enterprise" e
SET "member_until" = greatest(
  make_date(extract(year from (now() at time zone 'Asia/Shanghai'))::int, 12, 31),
  (SELECT make_date(max(p."year"), 12, 31) FROM "fee_payment" p
   WHERE p."enterprise_id" = e."id" AND p."status" = 'confirmed'))
WHERE e."is_member" AND e."member_until" IS NULL;
