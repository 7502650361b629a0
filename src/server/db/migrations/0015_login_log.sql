CREATE TABLE "login_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_name" text NOT NULL,
	"user_id" integer,
	"ip" text NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"ok" boolean NOT NULL,
	"outcome" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "login_log_at_idx" ON "login_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "login_log_user_idx" ON "login_log" USING btree ("user_name","at");