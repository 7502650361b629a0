CREATE TABLE "privacy_consent" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"granted" boolean NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_notice" (
	"version" integer PRIMARY KEY NOT NULL,
	"body_zh" text NOT NULL,
	"body_en" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" integer
);
--> statement-breakpoint
ALTER TABLE "privacy_consent" ADD CONSTRAINT "privacy_consent_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_consent" ADD CONSTRAINT "privacy_consent_version_privacy_notice_version_fk" FOREIGN KEY ("version") REFERENCES "public"."privacy_notice"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_notice" ADD CONSTRAINT "privacy_notice_published_by_sys_user_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "privacy_consent_user_idx" ON "privacy_consent" USING btree ("user_id","kind","id");