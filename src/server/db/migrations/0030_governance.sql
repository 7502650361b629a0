CREATE TABLE "gov_ballot" (
	"id" uuid PRIMARY KEY NOT NULL,
	"poll_id" integer NOT NULL,
	"choice" text NOT NULL,
	"receipt_hash" text NOT NULL,
	"enterprise_id" integer,
	CONSTRAINT "gov_ballot_receipt_hash_unique" UNIQUE("receipt_hash"),
	CONSTRAINT "gov_ballot_voter_uq" UNIQUE("poll_id","enterprise_id")
);
--> statement-breakpoint
CREATE TABLE "gov_roll" (
	"poll_id" integer NOT NULL,
	"enterprise_id" integer NOT NULL,
	CONSTRAINT "gov_roll_poll_id_enterprise_id_pk" PRIMARY KEY("poll_id","enterprise_id")
);
--> statement-breakpoint
CREATE TABLE "gov_voted" (
	"poll_id" integer NOT NULL,
	"enterprise_id" integer NOT NULL,
	"voted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gov_voted_poll_id_enterprise_id_pk" PRIMARY KEY("poll_id","enterprise_id")
);
--> statement-breakpoint
CREATE TABLE "gov_poll" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text DEFAULT 'motion' NOT NULL,
	"title" text NOT NULL,
	"title_en" text NOT NULL,
	"body" text NOT NULL,
	"body_en" text NOT NULL,
	"electorate" text NOT NULL,
	"record_date" date NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"quorum_percent" integer NOT NULL,
	"majority" text NOT NULL,
	"secret" boolean NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"result" jsonb,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gov_ballot" ADD CONSTRAINT "gov_ballot_poll_id_gov_poll_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."gov_poll"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gov_ballot" ADD CONSTRAINT "gov_ballot_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gov_roll" ADD CONSTRAINT "gov_roll_poll_id_gov_poll_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."gov_poll"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gov_roll" ADD CONSTRAINT "gov_roll_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gov_voted" ADD CONSTRAINT "gov_voted_poll_id_enterprise_id_gov_roll_poll_id_enterprise_id_fk" FOREIGN KEY ("poll_id","enterprise_id") REFERENCES "public"."gov_roll"("poll_id","enterprise_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gov_poll" ADD CONSTRAINT "gov_poll_created_by_sys_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gov_ballot_poll_idx" ON "gov_ballot" USING btree ("poll_id");--> statement-breakpoint
CREATE INDEX "gov_poll_status_idx" ON "gov_poll" USING btree ("status");