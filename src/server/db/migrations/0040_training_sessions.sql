CREATE TABLE "training_session" (
	"id" serial PRIMARY KEY NOT NULL,
	"training_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"required" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "training_checkin" DROP CONSTRAINT "training_checkin_registration_id_attendee_pk";--> statement-breakpoint
ALTER TABLE "training_checkin" ADD COLUMN "session_id" integer;--> statement-breakpoint
ALTER TABLE "training_registration" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "training_session" ADD CONSTRAINT "training_session_training_id_training_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."training"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "training_session_training_idx" ON "training_session" USING btree ("training_id");--> statement-breakpoint
ALTER TABLE "training_checkin" ADD CONSTRAINT "training_checkin_session_id_training_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."training_session"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "training_checkin_person_session_idx" ON "training_checkin" USING btree ("registration_id","attendee",coalesce("session_id", 0));