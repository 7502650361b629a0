CREATE TABLE "gov_candidate" (
	"id" serial PRIMARY KEY NOT NULL,
	"poll_id" integer NOT NULL,
	"enterprise_id" integer NOT NULL,
	"representative" text NOT NULL,
	"nominated_by" integer,
	"consent" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gov_candidate_unit_uq" UNIQUE("poll_id","enterprise_id")
);
--> statement-breakpoint
ALTER TABLE "gov_poll" ADD COLUMN "seats" integer;--> statement-breakpoint
ALTER TABLE "gov_poll" ADD COLUMN "nomination_closes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gov_candidate" ADD CONSTRAINT "gov_candidate_poll_id_gov_poll_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."gov_poll"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gov_candidate" ADD CONSTRAINT "gov_candidate_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gov_candidate" ADD CONSTRAINT "gov_candidate_nominated_by_enterprise_id_fk" FOREIGN KEY ("nominated_by") REFERENCES "public"."enterprise"("id") ON DELETE no action ON UPDATE no action;