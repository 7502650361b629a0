CREATE TABLE "stat_report_change" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"figure" text NOT NULL,
	"before" numeric(16, 2),
	"after" numeric(16, 2),
	"actor" integer NOT NULL,
	"explanation" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stat_reminder" (
	"enterprise_id" integer NOT NULL,
	"period" text NOT NULL,
	"reminder" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stat_reminder_enterprise_id_period_reminder_pk" PRIMARY KEY("enterprise_id","period","reminder")
);
--> statement-breakpoint
ALTER TABLE "stat_report" ADD COLUMN "explanation" text;--> statement-breakpoint
ALTER TABLE "stat_report" ADD COLUMN "submitted_rows" jsonb;--> statement-breakpoint
ALTER TABLE "stat_report_change" ADD CONSTRAINT "stat_report_change_report_id_stat_report_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."stat_report"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stat_report_change" ADD CONSTRAINT "stat_report_change_actor_sys_user_id_fk" FOREIGN KEY ("actor") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stat_reminder" ADD CONSTRAINT "stat_reminder_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stat_report_change_report_idx" ON "stat_report_change" USING btree ("report_id");
--> statement-breakpoint
-- Reports handed in before (submitted, or sent back since) keep their rows as the base that
-- the next submission's changes are measured from.
UPDATE "stat_report" SET "submitted_rows" = "rows"
WHERE "status" IN ('submitted', 'returned') AND "submitted_rows" IS NULL;--> statement-breakpoint
-- An installation already running gets the statistics settings (a new one is seeded with them).
INSERT INTO "sys_config" ("config_key", "config_value", "config_name", "is_public")
SELECT 'sys.stat.disclosure', '{"minUnits": 3, "pPercent": 10}',
  '统计数据保密规则（最少单位数、p% 规则）/ Statistics confidentiality (fewest units, p% rule)', false
WHERE EXISTS (SELECT 1 FROM "sys_config")
ON CONFLICT ("config_key") DO NOTHING;--> statement-breakpoint
INSERT INTO "sys_config" ("config_key", "config_value", "config_name", "is_public")
SELECT 'sys.stat.checks', '{"changePercent": 50, "historyFactor": 5}',
  '统计审核提示（环比/同比变动 %、偏离历史倍数）/ Statistics checks (change %, times the usual)', false
WHERE EXISTS (SELECT 1 FROM "sys_config")
ON CONFLICT ("config_key") DO NOTHING;--> statement-breakpoint
INSERT INTO "sys_config" ("config_key", "config_value", "config_name", "is_public")
SELECT 'sys.stat.calendar', '{"monthlyDueDay": 15, "annualDue": "03-31", "remindDaysBefore": 3}',
  '统计报表报送期限（月报次月几日、年报次年月-日、提前提醒天数）/ Report deadlines (day of next month, MM-DD of next year, days of notice)', false
WHERE EXISTS (SELECT 1 FROM "sys_config")
ON CONFLICT ("config_key") DO NOTHING;
