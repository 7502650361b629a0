CREATE TABLE "training_attendance" (
	"registration_id" integer NOT NULL,
	"attendee" integer NOT NULL,
	"attended" boolean NOT NULL,
	"marked_by" integer,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_attendance_registration_id_attendee_pk" PRIMARY KEY("registration_id","attendee")
);
--> statement-breakpoint
ALTER TABLE "training_attendance" ADD CONSTRAINT "training_attendance_registration_id_training_registration_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."training_registration"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_attendance" ADD CONSTRAINT "training_attendance_marked_by_sys_user_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;